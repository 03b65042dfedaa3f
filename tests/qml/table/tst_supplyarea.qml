pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// The Supply's layout: piles that are not in the Supply (Spoils, Horses ...) stand apart, to
// the right of the Kingdom piles under a caption, and only when the game has some.
Item {
    id: root
    width: 1400
    height: 600

    MockCatalog { id: mockCatalog }
    MockController { id: cards }

    Component {
        id: areaComponent
        SupplyArea {
            x: 10
            y: 10
            model: cards.supply
            kingdomWidth: 100
            basicWidth: 90
            gap: 8
        }
    }

    TestCase {
        name: "SupplyArea"
        when: windowShown

        function initTestCase() {
            CardFacts.catalog = mockCatalog
        }

        function kingdom() {
            return ["Cellar", "Chapel", "Moat", "Harbinger", "Merchant", "Vassal", "Village",
                    "Workshop", "Smithy", "Militia"]
        }

        function makeArea() {
            const area = createTemporaryObject(areaComponent, root)
            verify(area)
            area.relayout()
            waitForRendering(area)
            return area
        }

        function test_noCaptionWithoutPilesOutsideTheSupply() {
            cards.setSupply(kingdom())
            const area = makeArea()
            compare(area.outsideColumns, 0)
            verify(!findChild(area, "outsideSupplyCaption").visible)
        }

        function test_pilesOutsideTheSupplyStandApartUnderACaption() {
            cards.setSupply(kingdom())
            // A Gold pile beside the Supply stands for Spoils (a Treasure never bought).
            const outsideRow = cards.supply.count
            cards.supply.append({ pile: outsideRow, cardId: cards.cardId("Gold"), name: "Gold", count: 15,
                                  cost: 0, isKingdom: false, inSupply: false, affordable: false,
                                  selectable: false, selected: false, empty: false })
            const area = makeArea()
            compare(area.outsideColumns, 1)
            const caption = findChild(area, "outsideSupplyCaption")
            verify(caption.visible)
            const outside = area.slots[outsideRow]
            // Right of every other pile, below the caption.
            for (let row = 0; row < outsideRow; ++row)
                verify(area.slots[row].x < outside.x, "pile " + row + " is not left of it")
            compare(outside.x, caption.x)
            verify(outside.y >= caption.height)
            // The caption ends above the pile's count badge, even when the pile is raised to be
            // chosen (3 px).
            const badge = findChild(findChild(area, "supplyPile_" + outsideRow), "countBadge")
            const badgeTop = badge.mapToItem(area, 0, 0).y
            verify(caption.y + caption.height <= badgeTop - 3,
                   "the caption ends at " + (caption.y + caption.height) + ", the badge starts at " + badgeTop)
            // The Treasures column keeps only the Supply's Treasures.
            const treasuresX = area.slots[0].x
            let inTreasures = 0
            for (let row = 0; row < outsideRow; ++row)
                if (area.slots[row].x === treasuresX) ++inTreasures
            compare(inTreasures, 3)
            verify(area.contentWidth >= outside.x + area.basicWidth)
        }
    }
}
