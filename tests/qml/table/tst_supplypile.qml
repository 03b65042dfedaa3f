pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// A Supply pile: its count, dimmed and "Empty" when gone, glowing when affordable in the Buy
// phase, and clicks that buy or choose.
Item {
    id: root
    width: 600
    height: 400

    MockCatalog { id: mockCatalog }
    MockController { id: cards }

    Component {
        id: pileComponent
        SupplyPile {
            x: 40
            y: 40
            pile: 9
            cardId: cards.cardId("Village")
            count: 10
            cost: 3
            isKingdom: true
            affordable: false
            selectable: false
            selected: false
            empty: false
        }
    }

    SignalSpy { id: buySpy; signalName: "buyRequested" }
    SignalSpy { id: toggleSpy; signalName: "toggleRequested" }

    TestCase {
        name: "SupplyPile"
        when: windowShown

        function initTestCase() {
            CardFacts.catalog = mockCatalog
        }

        function makePile(props) {
            const pile = createTemporaryObject(pileComponent, root, props || {})
            verify(pile)
            waitForRendering(pile)
            buySpy.clear()
            buySpy.target = pile
            toggleSpy.clear()
            toggleSpy.target = pile
            return pile
        }

        function test_countOnTheBadge() {
            const pile = makePile({ count: 7 })
            const badge = findChild(pile, "countBadge")
            verify(badge.visible)
            compare(badge.count, 7)
            verify(!badge.warn)
            pile.count = 2
            verify(badge.warn)
            verify(!findChild(pile, "emptyLabel").visible)
        }

        function test_emptyPileIsDimmed() {
            const pile = makePile({ count: 0, empty: true, buying: true, affordable: false })
            verify(findChild(pile, "pileCard").dimmed)
            verify(findChild(pile, "emptyLabel").visible)
            verify(!findChild(pile, "countBadge").visible)
            mouseClick(pile)
            compare(buySpy.count, 0)
        }

        // A small tile (a Prize beside the Supply) keeps its "Empty" stamp on its own card, and
        // the stamp's text no smaller than the table's smallest text.
        function test_emptyLabelStaysOnASmallCard() {
            const pile = makePile({ count: 0, empty: true, isKingdom: false, cardWidth: 56 })
            const label = findChild(pile, "emptyLabel")
            verify(label.visible)
            const card = findChild(pile, "pileCard")
            verify(label.width * label.scale <= card.width + 0.5,
                   "the stamp is " + label.width * label.scale + " px wide on a " + card.width + " px card")
            verify(20 * label.scale >= Theme.minTextSize - 0.01)
            const large = makePile({ count: 0, empty: true, cardWidth: 140 })
            compare(findChild(large, "emptyLabel").scale, 1)
        }

        function test_affordablePilesGlowInTheBuyPhase() {
            const pile = makePile({ affordable: true, buying: false })
            const card = findChild(pile, "pileCard")
            verify(!pile.highlighted)
            compare(card.glowColor.a, 0)
            pile.buying = true
            verify(pile.highlighted)
            verify(card.glowColor.a > 0)
            verify(!card.dimmed)
            pile.affordable = false
            verify(!pile.highlighted)
            verify(card.dimmed, "piles the player cannot afford recede")
        }

        function test_clickBuysAnAffordablePile() {
            const pile = makePile({ affordable: true, buying: true })
            mouseClick(pile)
            compare(buySpy.count, 1)
            compare(buySpy.signalArguments[0][0], 9)
            pile.affordable = false
            mouseClick(pile)
            compare(buySpy.count, 1)
        }

        function test_pileDecisionHighlightsAndToggles() {
            const pile = makePile({ choosing: true, selectable: true, buying: false })
            verify(pile.highlighted)
            mouseClick(pile)
            compare(toggleSpy.count, 1)
            compare(toggleSpy.signalArguments[0][0], 9)
            compare(buySpy.count, 0)
            pile.selectable = false
            verify(!pile.highlighted)
            mouseClick(pile)
            compare(toggleSpy.count, 1)
        }
    }
}
