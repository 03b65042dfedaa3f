pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// The landscapes beside the Supply (a LandscapeModel): Events, Projects and Ways, one column
// of landscape-format cards (a second column when more than `perColumn`).
Item {
    id: root

    required property var model
    property var table: null
    property real cardWidth: 180
    property real gap: 8
    property int perColumn: 3
    // The inst of a hand card being dragged that may be played using a Way (-1: none).
    property int draggedInst: -1
    property var draggedWays: []

    readonly property int count: model ? model.count : 0
    readonly property int columns: count === 0 ? 0 : Math.ceil(count / perColumn)
    readonly property real cardHeight: cardWidth * 0.62

    signal buyRequested(int landscape)

    implicitWidth: columns * cardWidth + Math.max(0, columns - 1) * gap
    implicitHeight: Math.min(count, perColumn) * (cardHeight + gap) - (count > 0 ? gap : 0)
    visible: count > 0

    function wayAllowed(landscape) {
        for (let i = 0; i < draggedWays.length; ++i) if (draggedWays[i].landscape === landscape) return true
        return false
    }

    // The Way card under a point of the table, for a drop; null when none.
    function wayAt(item, x, y) {
        for (let i = 0; i < repeater.count; ++i) {
            const card = repeater.itemAt(i)
            if (!card || card.kind !== "way") continue
            const p = item.mapToItem(card, x, y)
            if (p.x >= -6 && p.y >= -6 && p.x <= card.width + 6 && p.y <= card.height + 6) return card
        }
        return null
    }

    Repeater {
        id: repeater
        model: root.model

        delegate: LandscapeCard {
            required property int index
            objectName: "landscape_" + landscape
            x: Math.floor(index / root.perColumn) * (root.cardWidth + root.gap)
            y: (index % root.perColumn) * (root.cardHeight + root.gap)
            cardWidth: root.cardWidth
            table: root.table
            wayDropLegal: kind === "way" && root.draggedInst >= 0 && root.wayAllowed(landscape)
            onBuyRequested: landscapeIndex => root.buyRequested(landscapeIndex)
        }
    }
}
