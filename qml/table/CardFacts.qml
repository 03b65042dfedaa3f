pragma Singleton
import QtQuick

// The card facts every card on the table is drawn from: the table page hands in the
// CardCatalog (tests a mock). card() is cached; bindings that call it follow a new catalog,
// and a language switch when they pass AppSettings.language. (No `import Dominion` here:
// two singletons of the module importing it make a cycle.)
QtObject {
    id: facts

    property var catalog: null

    readonly property var unknown: ({
        cardId: -1, name: "", englishName: "", cost: 0, potion: 0, debt: 0, types: [], typeLine: "", text: "",
        vp: 0, set: "", isKingdom: false
    })

    // Not a notifying property: the cache is only ever read through card().
    readonly property var store: ({ cache: {}, language: "", catalog: null })

    function card(cardId, language) {
        const source = facts.catalog
        if (store.language !== language || store.catalog !== source) {
            store.cache = {}
            store.language = language
            store.catalog = source
        }
        if (cardId === undefined || cardId === null || cardId < 0 || !source) return unknown
        let hit = store.cache[cardId]
        if (hit === undefined) {
            hit = source.card(cardId)
            if (!hit || hit.cardId === undefined) hit = unknown
            store.cache[cardId] = hit
        }
        return hit
    }
}
