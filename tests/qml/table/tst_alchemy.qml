pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// Alchemy on the table: a cost with a Potion ($3P) drawn as the coin and the Potion, the
// Potion card's big symbol, and the Potions counter of the turn status.
Item {
    id: root
    width: 900
    height: 700

    MockCatalog { id: mockCatalog }
    MockController { id: cards }

    Component {
        id: cardComponent
        Card { width: 250 }
    }

    Component {
        id: statusBarComponent
        StatusBar {
            x: 10
            y: 20
            width: 880
            controller: cards
        }
    }

    TestCase {
        name: "Alchemy"
        when: windowShown

        function initTestCase() {
            CardFacts.catalog = mockCatalog
        }

        function makeCard(name, props) {
            const card = createTemporaryObject(cardComponent, root,
                                               Object.assign({ cardId: cards.cardId(name) }, props || {}))
            verify(card, "the card could not be created")
            waitForRendering(card)
            return card
        }

        function test_aPotionCostShowsTheCoinAndThePotion() {
            for (const variant of ["full", "pile"]) {
                const card = makeCard("Familiar", { variant: variant, width: variant === "pile" ? 120 : 250 })
                const coin = findChild(card, "costCoin")
                const potion = findChild(card, "costPotion")
                verify(coin.visible)
                compare(coin.value, "3")
                verify(potion.visible, variant)
                compare(potion.value, "")  // one Potion: the flask alone
                verify(potion.width > 0)
            }
            // The type line starts after the Potion.
            const card = makeCard("Familiar")
            const potion = findChild(card, "costPotion")
            const right = potion.mapToItem(card, potion.width, 0).x
            const typeLine = findChild(card, "typeLine")
            verify(typeLine.mapToItem(card, 0, 0).x >= right - 0.5,
                   "type line at " + typeLine.mapToItem(card, 0, 0).x + ", Potion ends at " + right)
            // A cost without Potions draws none.
            verify(!findChild(makeCard("Militia"), "costPotion").visible)
        }

        function test_aReducedPotionCostKeepsThePotion() {
            const card = makeCard("Familiar", { cost: 2 })
            compare(findChild(card, "costCoin").value, "2")
            verify(findChild(card, "costPotion").visible)
        }

        function test_thePotionCardShowsABigPotionInsteadOfItsText() {
            const card = makeCard("Potion")
            compare(findChild(card, "cardText").text, "")
            compare(findChild(card, "costCoin").value, "4")
            verify(!findChild(card, "costPotion").visible)
        }

        function test_thePotionsCounterShowsOnlyInAGameWithPotions() {
            cards.potionsInGame = false
            cards.potions = 0
            const bar = createTemporaryObject(statusBarComponent, root)
            waitForRendering(bar)
            const counter = findChild(bar, "potionsCounter")
            verify(counter)
            verify(!counter.visible)
            cards.potionsInGame = true
            cards.potions = 2
            verify(counter.visible)
            compare(counter.value, 2)
            verify(findChild(bar, "coinsCounter").visible)
            cards.potionsInGame = false
            cards.potions = 0
        }
    }
}
