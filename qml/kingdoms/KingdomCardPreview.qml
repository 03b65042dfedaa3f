import QtQuick
import Dominion

// A large, readable card beside the card the pointer rests on, after a short delay. Fills
// its parent; place it above the cards.
Item {
    id: root

    property real cardWidth: 300
    property int delay: 500
    property int cardId: -1
    property Item source: null
    // A card changed in 2022 shows its earlier text (the dialog's switch).
    property bool earlierVersions: false

    // The pointer rests on `item`, showing `id`.
    function request(id, item) {
        pending.cardId = id
        pending.source = item
        if (card.opacity > 0) showPending()
        else timer.restart()
    }

    // The pointer left `item`.
    function cancel(item) {
        if (pending.source === item) {
            timer.stop()
            pending.source = null
        }
        if (root.source === item) hide()
    }

    function hide() {
        timer.stop()
        root.source = null
        card.opacity = 0
    }

    function showPending() {
        if (!pending.source) return
        root.cardId = pending.cardId
        root.source = pending.source
        const r = root.source.mapToItem(root, 0, 0, root.source.width, root.source.height)
        const gap = 16
        let x = r.x + r.width + gap
        if (x + card.width > root.width - gap) x = r.x - card.width - gap
        card.x = Math.max(gap, Math.min(x, root.width - card.width - gap))
        card.y = Math.max(gap, Math.min(r.y + r.height / 2 - card.height / 2, root.height - card.height - gap))
        card.opacity = 1
    }

    QtObject {
        id: pending
        property int cardId: -1
        property Item source: null
    }

    Timer {
        id: timer
        interval: root.delay
        onTriggered: root.showPending()
    }

    Card {
        id: card
        objectName: "previewCard"
        width: root.cardWidth
        cardId: root.cardId
        earlierVersions: root.earlierVersions
        opacity: 0
        visible: opacity > 0

        Behavior on opacity { NumberAnimation { duration: Theme.durationShort } }
    }
}
