import QtQuick

// Stands in for the DecisionModel: a pending decision whose options the test sets, with the
// selection rules of the contract (toggle, single choice replaces, ordered numbering).
QtObject {
    id: decision

    property bool active: false
    property string kind: ""
    property string prompt: ""
    property int askingCardId: -1
    property string cause: ""
    property int minCount: 0
    property int maxCount: 0
    property bool ordered: false
    property int selectedCount: 0
    readonly property bool canConfirm: active && selectedCount >= minCount && selectedCount <= maxCount
    property string confirmLabel: "Confirm"
    readonly property ListModel options: ListModel {}
    property var calls: []
    // Hand/revealed/supply models to flag as selectable/selected, as the real controller does.
    property var mirror: null

    function record(name, args) { calls = calls.concat([{ name: name, args: args }]) }

    // options: [{ label, cardId, inst }]
    function ask(kindValue, promptText, min, max, list, isOrdered, asking) {
        options.clear()
        for (let i = 0; i < list.length; ++i)
            options.append({ index: i, label: list[i].label ?? "", cardId: list[i].cardId ?? -1,
                             inst: list[i].inst ?? -1, selected: false, order: 0 })
        kind = kindValue
        prompt = promptText
        minCount = min
        maxCount = max
        ordered = isOrdered === true
        askingCardId = asking ?? -1
        cause = ""
        selectedCount = 0
        active = true
        syncMirror()
    }

    function clear() {
        active = false
        kind = ""
        options.clear()
        selectedCount = 0
        syncMirror()
    }

    function renumber() {
        let n = 0
        for (let i = 0; i < options.count; ++i) if (options.get(i).selected) ++n
        selectedCount = n
    }

    function toggle(i) {
        record("toggle", [i])
        const o = options.get(i)
        if (o.selected) {
            const gone = o.order
            options.setProperty(i, "selected", false)
            options.setProperty(i, "order", 0)
            for (let j = 0; j < options.count; ++j)
                if (options.get(j).order > gone) options.setProperty(j, "order", options.get(j).order - 1)
        } else {
            if (maxCount === 1)
                for (let j = 0; j < options.count; ++j) {
                    options.setProperty(j, "selected", false)
                    options.setProperty(j, "order", 0)
                }
            else if (selectedCount >= maxCount) return
            renumber()
            options.setProperty(i, "selected", true)
            options.setProperty(i, "order", selectedCount + 1)
        }
        renumber()
        syncMirror()
    }

    function confirm() { record("confirm", []) }
    function chooseNothing() { record("chooseNothing", []) }
    function moveSelected(from, to) { record("moveSelected", [from, to]) }

    // Flags the cards of the decision in the zone models, by inst (cards) or card (piles).
    function syncMirror() {
        if (!mirror) return
        for (const model of mirror) {
            for (let r = 0; r < model.count; ++r) {
                const row = model.get(r)
                let selectable = false
                let selected = false
                for (let i = 0; i < options.count; ++i) {
                    const o = options.get(i)
                    const match = kind === "pile" ? (row.pile !== undefined && o.cardId === row.cardId)
                                                  : (o.inst >= 0 && o.inst === row.inst)
                    if (active && match) {
                        selectable = true
                        selected = o.selected
                    }
                }
                model.setProperty(r, "selectable", selectable)
                model.setProperty(r, "selected", selected)
            }
        }
    }
}
