import QtQuick
import "MockCards.js" as MockCards

// Stands in for the CardCatalog singleton: the same card() / cardIdByName() / allCards() /
// typeName() (in English).
QtObject {
    function card(cardId) {
        return MockCards.cards[cardId] ?? ({})
    }

    function cardIdByName(englishName) {
        const c = MockCards.cards.find(c => c.englishName === englishName)
        return c ? c.cardId : -1
    }

    function typeName(englishType) {
        return englishType
    }

    function allCards() {
        return MockCards.cards
    }
}
