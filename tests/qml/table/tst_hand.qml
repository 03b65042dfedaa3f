pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// The hand: one fanned card per row, playable cards glowing, a click (or the arrow keys and
// Enter) to play, and
// clicks that choose while a decision asks for cards from the hand.
Item {
    id: root
    width: 1100
    height: 500

    MockCatalog { id: mockCatalog }
    MockController { id: mock }

    Component {
        id: handComponent
        HandArea {
            y: 60
            width: root.width
            height: implicitHeight
            model: mock.hand
            cardWidth: 140
        }
    }

    SignalSpy { id: playSpy; signalName: "playRequested" }
    SignalSpy { id: toggleSpy; signalName: "toggleRequested" }

    TestCase {
        name: "Hand"
        when: windowShown

        function initTestCase() {
            CardFacts.catalog = mockCatalog
        }

        function makeHand(names, playable) {
            mock.setHand(names, playable)
            const hand = createTemporaryObject(handComponent, root)
            verify(hand)
            waitForRendering(hand)
            playSpy.clear()
            playSpy.target = hand
            toggleSpy.clear()
            toggleSpy.target = hand
            return hand
        }

        function card(hand, i) {
            return findChild(hand, "handCard_" + i)
        }

        function test_oneFannedCardPerRow() {
            const hand = makeHand(["Copper", "Copper", "Village", "Estate", "Smithy"], ["Village", "Smithy"])
            compare(hand.fanCount, 5)
            // On an arc: the outer cards lower than the middle one, left to right, upright
            verify(card(hand, 0).y > card(hand, 1).y)
            verify(card(hand, 1).y > card(hand, 2).y)
            compare(card(hand, 4).y, card(hand, 0).y)
            compare(card(hand, 0).rotation, 0)
            verify(card(hand, 0).x < card(hand, 1).x)
            // Overlapping when there is little room, never wider than the hand
            mock.setHand(["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper",
                          "Copper", "Copper", "Copper", "Copper", "Copper"], [])
            compare(hand.fanCount, 12)
            tryVerify(() => card(hand, 11).x + card(hand, 11).width <= hand.width + 0.5)
            verify(card(hand, 1).x - card(hand, 0).x < hand.cardWidth)
        }

        function test_playableCardsGlow() {
            const hand = makeHand(["Copper", "Village", "Estate"], ["Village"])
            const glow = i => findChild(card(hand, i), "handCardFace").glowColor.a
            compare(glow(0), 0)
            verify(glow(1) > 0)
            compare(glow(2), 0)
            hand.interactive = false
            compare(glow(1), 0)
        }

        function test_aClickPlaysAPlayableCard() {
            const hand = makeHand(["Copper", "Village", "Estate"], ["Village"])
            mouseClick(card(hand, 1), 60, 80)
            compare(playSpy.count, 1)
            compare(playSpy.signalArguments[0][0], 101)
            mouseClick(card(hand, 2), 60, 80)
            compare(playSpy.count, 1, "an Estate cannot be played")
            hand.interactive = false
            mouseClick(card(hand, 1), 60, 80)
            compare(playSpy.count, 1, "not while it is not the player's move")
        }

        function test_aDoubleClickPlaysOnce() {
            const hand = makeHand(["Copper", "Village", "Smithy"], ["Village", "Smithy"])
            mouseDoubleClickSequence(card(hand, 1), 60, 80)
            compare(playSpy.count, 1, "the second click of a double-click plays nothing more")
            compare(playSpy.signalArguments[0][0], 101)
        }

        function test_arrowKeysMoveThroughTheHandAndEnterPlays() {
            const hand = makeHand(["Copper", "Village", "Estate", "Smithy"], ["Village", "Smithy"])
            compare(hand.keyIndex, -1)
            verify(!hand.activateKey(), "no card under the keys yet")
            hand.moveKey(1)
            compare(hand.keyIndex, 0)
            verify(findChild(card(hand, 0), "keyOutline").visible)
            verify(!hand.activateKey(), "a Copper is not played as an Action")
            hand.moveKey(1)
            const restingY = card(hand, 2).y
            tryVerify(() => card(hand, 1).y < restingY - 10, 2000, "the keyed card lifts")
            verify(hand.activateKey())
            compare(playSpy.count, 1)
            compare(playSpy.signalArguments[0][0], 101)
            hand.moveKey(1)
            hand.moveKey(1)
            hand.moveKey(1)
            compare(hand.keyIndex, 3, "the keys stop at the last card")
            hand.moveKey(-1)
            compare(hand.keyIndex, 2)
            // During a decision Enter chooses instead
            mock.hand.setProperty(2, "selectable", true)
            hand.choosing = true
            verify(hand.activateKey())
            compare(toggleSpy.count, 1)
            compare(toggleSpy.signalArguments[0][0], 102)
            compare(playSpy.count, 1)
        }

        function test_hoveredCardLifts() {
            const hand = makeHand(["Copper", "Village", "Estate"], [])
            const c = card(hand, 1)
            const restingY = c.y
            mouseMove(c, 60, 120)
            tryVerify(() => c.y < restingY - 10)
            mouseMove(root, 5, 5)
            tryCompare(c, "y", restingY)
        }

        function test_choosingCardsInTheHand() {
            const hand = makeHand(["Copper", "Village", "Estate"], ["Village"])
            mock.hand.setProperty(0, "selectable", true)
            mock.hand.setProperty(2, "selectable", true)
            hand.choosing = true
            mouseClick(card(hand, 2), 60, 120)
            compare(toggleSpy.count, 1)
            compare(toggleSpy.signalArguments[0][0], 102)
            mouseClick(card(hand, 1), 60, 120)
            compare(toggleSpy.count, 1, "only the cards the decision offers")
            compare(playSpy.count, 0)
            // A chosen card lifts and shows a check mark
            const restingY = card(hand, 0).y
            mock.hand.setProperty(0, "selected", true)
            verify(findChild(card(hand, 0), "check").visible)
            tryVerify(() => card(hand, 0).y < restingY - 10)
        }
    }
}
