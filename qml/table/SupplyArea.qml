pragma ComponentBehavior: Bound
import QtQuick
import Dominion
import "CardStyle.js" as CardStyle

// The Supply as on a real table: the basic piles apart — a column of Treasures, a column of
// Victory cards and the Curses (a third column with Platinum and Colony) — and the Kingdom
// piles in two rows sorted by cost. Piles beside the Supply (Spoils), which are never bought,
// stand apart on the right under a caption.
Item {
    id: root

    required property var model
    property var table: null
    property real kingdomWidth: 120
    property real basicWidth: 112
    property real gap: 10
    property bool buying: false
    property bool choosing: false

    readonly property real kingdomHeight: kingdomWidth * 236 / 170
    readonly property real basicHeight: basicWidth * 116 / 170
    // Row index -> { x, y } on the table; recomputed when the piles change.
    property var slots: ({})
    property real contentWidth: 0
    // How many piles a column of basic piles holds, and how many columns they take.
    property int maxBasicRows: 4
    property int basicColumns: 2
    // Kingdom piles in each of the two rows (5; 6 with a Bane).
    property int kingdomPerRow: 5
    // Columns of piles that are not in the Supply, and where the first one starts.
    property int outsideColumns: 0
    property real outsideX: 0
    // Room for the caption on two lines: a narrow column wraps it rather than cutting it.
    readonly property real captionHeight: Math.max(28, basicWidth * 0.3)
    property real contentHeight: 0

    signal buyRequested(int pile)
    signal toggleRequested(int pile)

    implicitWidth: contentWidth
    implicitHeight: contentHeight

    function pileItem(pile) {
        for (let i = 0; i < repeater.count; ++i) {
            const item = repeater.itemAt(i)
            if (item && item.pile === pile) return item
        }
        return null
    }

    function relayout() {
        const treasures = []
        const victories = []
        const kingdom = []
        const outside = []
        const n = root.model ? root.model.count : 0
        for (let row = 0; row < n; ++row) {
            const p = root.model.get(row)
            const info = CardFacts.card(p.cardId, AppSettings.language)
            const entry = { row: row, cost: info.cost, potion: info.potion ?? 0, name: info.name, curse: CardStyle.has(info.types, "Curse") }
            if (p.inSupply === false) outside.push(entry)
            else if (p.isKingdom) kingdom.push(entry)
            else if (CardStyle.has(info.types, "Victory") || entry.curse) victories.push(entry)
            else treasures.push(entry)
        }
        // Coins, then Potions ($3 before $3P), then the name
        const byCost = (a, b) => a.cost - b.cost || a.potion - b.potion || a.name.localeCompare(b.name)
        treasures.sort(byCost)
        victories.sort((a, b) => (a.curse - b.curse) || byCost(a, b))
        kingdom.sort(byCost)
        outside.sort(byCost)

        const s = {}
        const bh = basicHeight
        // Columns of at most four piles (as tall as the two Kingdom rows): with Platinum and
        // Colony the Curses start a column of their own.
        const columns = []
        for (const list of [treasures, victories])
            for (let i = 0; i < list.length; i += root.maxBasicRows) columns.push(list.slice(i, i + root.maxBasicRows))
        basicColumns = columns.length
        let x = 0
        let height = 0
        for (const column of columns) {
            if (column.length === 0) continue
            // Room for the edges of the cards under each pile's top card
            const step = bh + gap + 8
            column.forEach((e, i) => { s[e.row] = { x: x, y: i * step } })
            height = Math.max(height, column.length * step - gap)
            x += basicWidth + gap
        }
        x += gap * 1.5
        const perRow = Math.ceil(kingdom.length / 2)
        kingdomPerRow = Math.max(1, perRow)
        const kingdomTop = 0
        kingdom.forEach((e, i) => {
            const r = Math.floor(i / perRow)
            const c = i % perRow
            s[e.row] = { x: x + c * (kingdomWidth + gap), y: kingdomTop + r * (kingdomHeight + gap * 1.4) }
        })
        if (kingdom.length > 0) {
            height = Math.max(height, 2 * kingdomHeight + gap * 1.4)
            x += perRow * (kingdomWidth + gap) - gap
        } else {
            x -= gap * 2.5
        }
        // Beside the Supply: a caption, then columns of at most three piles.
        const outsideRows = Math.max(1, root.maxBasicRows - 1)
        outsideColumns = Math.ceil(outside.length / outsideRows)
        if (outside.length > 0) {
            x += gap * 2.5
            outsideX = x
            const step = bh + gap + 8
            outside.forEach((e, i) => {
                const c = Math.floor(i / outsideRows)
                const r = i % outsideRows
                s[e.row] = { x: x + c * (basicWidth + gap), y: captionHeight + r * step }
            })
            height = Math.max(height, captionHeight + Math.min(outside.length, outsideRows) * step - gap)
            x += outsideColumns * (basicWidth + gap) - gap
        }
        slots = s
        contentWidth = Math.max(0, x)
        contentHeight = height
    }

    // Later, not inside the scale's binding: the columns counted here feed the table's scale.
    onKingdomWidthChanged: relayoutLater.restart()
    onBasicWidthChanged: relayoutLater.restart()

    Timer {
        id: relayoutLater
        interval: 0
        onTriggered: root.relayout()
    }
    Component.onCompleted: relayout()

    Connections {
        target: root.model
        ignoreUnknownSignals: true
        function onCountChanged() { root.relayout() }
        function onModelReset() { root.relayout() }
    }

    Text {
        objectName: "outsideSupplyCaption"
        visible: root.outsideColumns > 0
        x: root.outsideX
        width: root.outsideColumns * (root.basicWidth + root.gap) - root.gap
        // Ends above the piles' count badges, which stand out of the cards' top corners by half
        // their size, and 3 px more when a pile is raised to be chosen.
        height: root.captionHeight - Math.min(26, root.basicWidth * 0.22) * 0.5 - 4
        //: Above the piles that are beside the Supply (Spoils): they are never bought
        text: qsTr("Not in the Supply")
        font.family: Theme.bodyFamily
        font.italic: true
        font.pixelSize: Math.max(Theme.minTextSize, root.basicWidth * 0.12)
        color: Theme.textMuted
        horizontalAlignment: Text.AlignHCenter
        // A second line, on narrow columns, stands above the caption's box: never cut.
        verticalAlignment: Text.AlignBottom
        wrapMode: Text.WordWrap
    }

    Repeater {
        id: repeater
        model: root.model

        delegate: SupplyPile {
            id: pileItem

            required property int index
            required property var model
            readonly property var slot: root.slots[index] ?? ({ x: 0, y: 0 })

            objectName: "supplyPile_" + pile
            x: slot.x
            y: slot.y
            table: root.table
            cardWidth: isKingdom ? root.kingdomWidth : root.basicWidth
            buying: root.buying
            choosing: root.choosing
            tokens: pileItem.model.tokens ?? ({})
            isBane: pileItem.model.isBane ?? false
            buyForbidden: pileItem.model.buyForbidden ?? false
            onBuyRequested: pileIndex => root.buyRequested(pileIndex)
            onToggleRequested: pileIndex => root.toggleRequested(pileIndex)
        }
    }
}
