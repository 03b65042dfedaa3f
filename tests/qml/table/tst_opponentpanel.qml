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
    }
}
