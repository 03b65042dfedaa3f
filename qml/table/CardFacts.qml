pragma Singleton
import QtQuick

// The card facts every card on the table is drawn from: the table page hands in the
// CardCatalog (tests a mock). card() is cached; bindings that call it follow a new catalog,
// and a language switch when they pass AppSettings.language. (No `import Dominion` here:
// two singletons of the module importing it make a cycle.)
QtObject {
    id: facts

    property var catalog: null
    // The game in progress makes Curses Treasures too (Charlatan): a Curse's facts say so.
    property bool cursesAreTreasures: false
    // The game in progress plays the cards that changed in 2022 with their earlier text (Hoard,
    // Mint, Quarry): their facts carry that text.
    property bool earlierVersions: false

    readonly property var unknown: ({
        cardId: -1, name: "", englishName: "", cost: 0, potion: 0, debt: 0, types: [], typeLine: "", text: "",
        vp: 0, set: "", isKingdom: false, earlierText: ""
    })

    // Not a notifying property: the cache is only ever read through card().
    readonly property var store: ({ cache: {}, earlier: {}, language: "", catalog: null, treasureCurse: null })

    // `earlier`: whether a card changed in 2022 shows its earlier text (the kingdom dialog's
    // switch); left out, as the game in progress plays (earlierVersions).
    function card(cardId, language, earlier) {
        const source = facts.catalog
        if (store.language !== language || store.catalog !== source) {
            store.cache = {}
            store.earlier = {}
            store.treasureCurse = null
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
        if ((earlier === undefined ? facts.earlierVersions : earlier) && hit.earlierText)
            return earlierVersion(hit)
        return facts.cursesAreTreasures && hit.englishName === "Curse" ? treasureCurse(hit) : hit
    }

    // A card that changed in 2022, with the text printed before.
    function earlierVersion(changed) {
        let earlier = store.earlier[changed.cardId]
        if (earlier === undefined) {
            earlier = Object.assign({}, changed, { text: changed.earlierText })
            store.earlier[changed.cardId] = earlier
        }
        return earlier
    }

    // A Curse that is a Treasure too.
    function treasureCurse(curse) {
        if (store.treasureCurse === null) {
            store.treasureCurse = Object.assign({}, curse, {
                types: curse.types.concat(["Treasure"]),
                typeLine: curse.typeLine + " – " + facts.catalog.typeName("Treasure")
            })
        }
        return store.treasureCurse
    }
}
