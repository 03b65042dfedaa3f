pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// Another player's panel: its hand, deck and discard stay inside the panel however narrow
// it gets (six players on a 1366 pixels wide screen); the seat's initial reads on its colour.
Item {
    id: root
    width: 800
    height: 300

    MockCatalog { id: mockCatalog }
    MockController { id: cards }
    ListModel { id: noCards }

    Component {
        id: panelComponent
        OpponentPanel {
            height: 108
            seat: 1
            name: "Carol (Medium)"
            isCurrent: false
            handCount: 5
            deckCount: 14
            discardCount: 12
            discardTopCardId: cards.cardId("Copper")
            vp: 4
            inPlay: noCards
            deciding: false
            colour: "#3b6fd1"
        }
    }

    TestCase {
        name: "OpponentPanel"
        when: windowShown

        function initTestCase() {
            CardFacts.catalog = mockCatalog
        }

        function test_zonesFitTheWidth_data() {
            return [{ tag: "wide", width: 440 }, { tag: "six players at 1366", width: 200 }]
        }

        function test_zonesFitTheWidth(data) {
            const panel = createTemporaryObject(panelComponent, root, { width: data.width })
            verify(panel)
            waitForRendering(panel)
            const zones = findChild(panel, "opponentZones")
            verify(zones.x + zones.width <= panel.width - 4,
                   "zones end at " + (zones.x + zones.width) + " of " + panel.width)
        }

        function test_initialReadableOnALightSeatColour() {
            const panel = createTemporaryObject(panelComponent, root, { width: 300, colour: "#f4f4f4" })
            verify(panel)
            compare(findChild(panel, "seatInitial").color, Theme.ink)
            panel.colour = "#3b6fd1"
            compare(findChild(panel, "seatInitial").color, Theme.parchment)
        }

        // Seven cards in play, two of them twice and one three times: one chip per card, with
        // its count, in the order first played; the chips stay inside the panel.
        function test_copiesInPlayAreOneChipWithTheirCount() {
            cards.setSeatInPlay(1, ["Moneylender", "Moneylender", "Gold", "Silver", "Copper", "Copper", "Copper"])
            const panel = createTemporaryObject(panelComponent, root,
                                                { width: 440, inPlay: cards.inPlayOf(1) })
            verify(panel)
            waitForRendering(panel)
            const flow = findChild(panel, "opponentInPlay")
            let chips = []
            for (let k = 0; k < flow.children.length; ++k)
                if (flow.children[k].objectName === "opponentInPlayChip" && flow.children[k].visible)
                    chips.push(flow.children[k])
            compare(chips.map(c => c.info.name + "×" + c.count).join(", "),
                    "Moneylender×2, Gold×1, Silver×1, Copper×3")
            // Drawn chips end inside the panel; one that has no room is not drawn, and the
            // "+N" badge counts its cards.
            const more = findChild(panel, "opponentInPlayMore")
            let hidden = 0
            for (const chip of chips) {
                if (chip.opacity > 0)
                    verify(chip.y + chip.height <= flow.height, chip.info.name + " is cut off")
                else
                    hidden += chip.count
            }
            compare(more.visible, hidden > 0)
            if (hidden > 0)
                compare(more.children[0].text, "+" + hidden)
            // One more Gold: the Gold chip counts it.
            cards.inPlayOf(1).append(cards.cardRow(499, "Gold", false))
            tryVerify(() => chips[1].count === 2)
            cards.setSeatInPlay(1, [])
        }

        // Ten different cards in a narrow panel: the chips that have no room are not drawn, the
        // badge counts them, and a wide panel shows them all.
        function test_cardsWithoutRoomAreCountedNotCut() {
            const names = ["Moneylender", "Bandit", "Courtier", "Gold", "Silver", "Copper",
                           "Estate", "Duchy", "Province", "Curse"]
            cards.setSeatInPlay(1, names)
            const panel = createTemporaryObject(panelComponent, root,
                                                { width: 300, inPlay: cards.inPlayOf(1) })
            verify(panel)
            waitForRendering(panel)
            const flow = findChild(panel, "opponentInPlay")
            const more = findChild(panel, "opponentInPlayMore")
            tryVerify(() => more.visible)
            let shown = 0
            for (let k = 0; k < flow.children.length; ++k) {
                const chip = flow.children[k]
                if (chip.objectName !== "opponentInPlayChip") continue
                if (chip.opacity > 0) {
                    ++shown
                    verify(chip.y + chip.height <= flow.height, chip.info.name + " is cut off")
                    verify(!chip.showIcon)  // many cards: the compact chips
                }
            }
            compare(more.children[0].text, "+" + (names.length - shown))
            panel.width = 790
            panel.height = 200
            tryVerify(() => !more.visible)
            cards.setSeatInPlay(1, [])
        }
    }
}
