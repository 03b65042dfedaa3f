pragma ComponentBehavior: Bound
import QtQuick
import Dominion
import "CardStyle.js" as CardStyle

// A card's text, centred line by line as printed: "+1 Card" lines large and bold, "$2" as
// a gold coin, "VP" as the victory shield. Shrinks its font until it fits `maxHeight`.
// Other texts that speak of coins (a card's question in the decision panel) use it too,
// aligned left.
Item {
    id: root

    property string text
    property real fontSize: 15
    property real minFontSize: 8
    property real maxHeight: 1e9
    // A taller room (0: none) the text takes when it does not fit maxHeight at minFontSize; `tall`
    // says it did.
    property real tallMaxHeight: 0
    property bool tall: false
    property color color: Theme.ink
    property string family: Theme.bodyFamily
    // The weight of words other than the bold "+1 Card" lines.
    property int weight: Font.Normal
    // Text.AlignHCenter (as printed on cards) or Text.AlignLeft.
    property int horizontalAlignment: Text.AlignHCenter
    // Too long even at minFontSize: cut after the last line that fits, with "…".
    property bool truncate: false
    property bool truncated: false
    // The smallest size of the numbers on coins in the text: a coin grows beyond its usual size
    // (a little more than the text's) to keep its number this large.
    property real minSymbolTextSize: 0
    // The font size in use once the text has been fitted.
    property real fittedSize: fontSize
    readonly property bool fits: contentHeight <= (tall ? tallMaxHeight : maxHeight) + 0.5
    property real contentHeight: 0

    readonly property var words: CardStyle.words(text)

    implicitHeight: contentHeight

    function sizeOf(bonus) {
        return bonus ? fittedSize * 1.28 : fittedSize
    }

    // Places a word's parts side by side, centred on one line (the "+" and "." of "+$1." level
    // with the words beside them, however much taller the coin), and sizes the word;
    // synchronous, unlike a Row.
    function measureWord(word) {
        let x = 0
        let h = 0
        for (let j = 0; j < word.partCount; ++j) {
            const part = word.partAt(j)
            if (!part) continue
            part.x = x
            x += part.width
            h = Math.max(h, part.height)
        }
        for (let j = 0; j < word.partCount; ++j) {
            const part = word.partAt(j)
            if (part) part.y = (h - part.height) / 2
        }
        word.width = x
        word.height = h
    }

    // Wraps the words into centred lines; returns the height used (infinite when a word is wider
    // than a line: it does not fit at this size).
    function layoutOnce() {
        const spaceFactor = 0.28
        let y = 0
        let line = []
        let lineWidth = 0
        let lineHeight = 0
        let paragraph = -1
        let first = true

        function flush() {
            if (line.length === 0) return
            let x = root.horizontalAlignment === Text.AlignLeft ? 0 : (root.width - lineWidth) / 2
            for (const entry of line) {
                entry.item.x = x
                entry.item.y = y + (lineHeight - entry.item.height) / 2
                x += entry.item.width + entry.gap
            }
            y += lineHeight
            line = []
            lineWidth = 0
            lineHeight = 0
        }

        for (let i = 0; i < repeater.count; ++i) {
            const item = repeater.itemAt(i)
            if (!item) continue
            measureWord(item)
            const word = root.words[i]
            const gap = root.sizeOf(word.bonus) * spaceFactor
            const newParagraph = word.paragraph !== paragraph
            if (newParagraph || (line.length > 0 && lineWidth + gap + item.width > root.width)) {
                flush()
                if (newParagraph && !first) y += root.fittedSize * 0.3
                paragraph = word.paragraph
            }
            first = false
            if (line.length > 0) {
                line[line.length - 1].gap = gap
                lineWidth += gap
            }
            line.push({ item: item, gap: 0 })
            lineWidth += item.width
            lineHeight = Math.max(lineHeight, item.height)
        }
        flush()
        for (let i = 0; i < repeater.count; ++i) {
            const item = repeater.itemAt(i)
            if (item && item.width > root.width + 0.5) return Infinity
        }
        return y
    }

    // The largest size from fontSize down to minFontSize at which the text fits `room`; returns
    // the height it takes.
    function fitInto(room) {
        fittedSize = fontSize
        let h = layoutOnce()
        while (h > room && fittedSize > minFontSize) {
            fittedSize = Math.max(minFontSize, fittedSize - 0.5)
            h = layoutOnce()
        }
        return h
    }

    function relayout() {
        if (width <= 0) return
        let room = maxHeight
        let h = fitInto(room)
        const taller = h > maxHeight && tallMaxHeight > maxHeight
        if (taller) {
            room = tallMaxHeight
            h = fitInto(room)
        }
        tall = taller
        const cut = truncate && h > room
        let bottom = 0
        for (let i = 0; i < repeater.count; ++i) {
            const item = repeater.itemAt(i)
            if (!item) continue
            item.visible = !cut || item.y + item.height <= room - ellipsis.implicitHeight
            if (item.visible) bottom = Math.max(bottom, item.y + item.height)
        }
        truncated = cut
        ellipsis.y = bottom - 2
        contentHeight = cut ? bottom + ellipsis.implicitHeight - 2 : h
    }

    Text {
        id: ellipsis
        visible: root.truncated
        width: root.width
        horizontalAlignment: root.horizontalAlignment
        text: "…"
        font.family: root.family
        font.pixelSize: Math.max(1, root.fittedSize * 1.2)
        font.weight: Font.Bold
        color: root.color
    }

    onWidthChanged: relayoutTimer.restart()
    onMaxHeightChanged: relayoutTimer.restart()
    onTallMaxHeightChanged: relayoutTimer.restart()
    onFontSizeChanged: relayoutTimer.restart()
    onHorizontalAlignmentChanged: relayoutTimer.restart()
    onWordsChanged: relayoutTimer.restart()
    Component.onCompleted: relayout()

    // Lays the words out once their sizes have settled.
    Timer {
        id: relayoutTimer
        interval: 0
        onTriggered: root.relayout()
    }

    Repeater {
        id: repeater
        model: root.words
        onItemAdded: relayoutTimer.restart()

        delegate: Item {
            id: wordItem

            required property var modelData
            readonly property real size: root.sizeOf(modelData.bonus)
            readonly property int partCount: parts.count

            function partAt(j) {
                return parts.itemAt(j)
            }

            Repeater {
                id: parts
                model: wordItem.modelData.parts
                onItemAdded: relayoutTimer.restart()

                delegate: Item {
                    id: part

                    required property var modelData
                    readonly property string kind: modelData.kind

                    readonly property real iconSize: Math.max(
                        wordItem.size * (wordItem.modelData.bonus ? 1.2 : 1.1),
                        kind === "coin" ? root.minSymbolTextSize / (modelData.text.length > 1 ? 0.5 : 0.6) : 0)

                    width: kind === "text" ? label.implicitWidth
                                           : (kind === "coin" ? iconSize + 2 : iconSize * 0.86 + 3)
                    height: Math.max(label.implicitHeight, iconSize * 1.05)

                    Text {
                        id: label
                        anchors.verticalCenter: parent.verticalCenter
                        visible: part.kind === "text"
                        text: part.kind === "text" ? part.modelData.text : ""
                        font.family: root.family
                        font.pixelSize: Math.max(1, wordItem.size)
                        font.weight: wordItem.modelData.bonus ? Font.Black : root.weight
                        color: root.color
                    }

                    // The symbols exist only in the parts that show them: most parts are
                    // words, and a card's text has dozens of them.
                    Repeater {
                        model: part.kind === "coin" ? 1 : 0

                        delegate: CoinIcon {
                            anchors.centerIn: part
                            size: part.iconSize
                            value: part.modelData.text
                            minValueSize: root.minSymbolTextSize > 0
                                          ? Math.min(Theme.minTextSize, root.minSymbolTextSize)
                                          : Theme.minTextSize
                        }
                    }

                    Repeater {
                        model: part.kind === "vp" ? 1 : 0

                        delegate: VpIcon {
                            anchors.centerIn: part
                            size: part.iconSize
                        }
                    }
                }
            }
        }
    }
}
