import QtQuick
import Dominion

// A large, readable card beside the card the pointer rests on (after a short delay) or that
// was right-clicked (pinned until the next click). Fills its parent; place it on top.
Item {
    id: root

    property int cardId: -1
    property bool pinned: false
    property real cardWidth: 300
    property int delay: 450
    readonly property bool showing: card.opacity > 0 && cardId >= 0
    property Item source: null
    property int pendingCardId: -1
    property Item pendingSource: null

    // Hidden when it shows nothing: in the window's overlay, a visible item would keep clicks
    // from the dialogs.
    visible: card.opacity > 0 || pinned

    // A card that comes under a resting pointer (the hand closing up after a click played a
    // card) shows once the pointer moves again: else each click would raise the next card's
    // preview over the table. TablePage tells pointerMoved() of each move and pointerPressed()
    // of each press; a move counts from `moveThreshold` pixels, as a hand on a mouse trembles.
    property point restingAt: Qt.point(-1e6, -1e6)
    property real pointerMovedAt: 0
    property bool pressedSinceMove: false
    property int restingAfter: 250
    property real moveThreshold: 4
    property bool waitingForMotion: false

    function pointerMoved(position) {
        if (Math.abs(position.x - restingAt.x) < moveThreshold
                && Math.abs(position.y - restingAt.y) < moveThreshold)
            return
        restingAt = position
        pointerMovedAt = Date.now()
        pressedSinceMove = false
        if (waitingForMotion) {
            waitingForMotion = false
            if (pendingSource) request(pendingCardId, pendingSource)
        }
    }

    function pointerPressed(position) {
        restingAt = position
        pressedSinceMove = true
    }

    // Shows `cardId` for `item` after the hover delay (nothing when a card is pinned).
    function request(cardIdValue, item) {
        if (pinned) return
        pendingCardId = cardIdValue
        pendingSource = item
        if (pressedSinceMove || Date.now() - pointerMovedAt > restingAfter) {
            hoverTimer.stop()
            waitingForMotion = true
        } else if (showing) {
            showNow(cardIdValue, item, false)
        } else {
            hoverTimer.restart()
        }
    }

    // The pointer left `item`: hides its card (unless pinned).
    function cancel(item) {
        if (pendingSource === item) {
            hoverTimer.stop()
            waitingForMotion = false
            pendingSource = null
        }
        if (!pinned && source === item) hide()
    }

    function pin(cardIdValue, item) {
        showNow(cardIdValue, item, true)
    }

    function showNow(cardIdValue, item, pin) {
        hoverTimer.stop()
        waitingForMotion = false
        cardId = cardIdValue
        source = item
        pinned = pin
        place()
        card.opacity = 1
    }

    function hide() {
        hoverTimer.stop()
        waitingForMotion = false
        pinned = false
        source = null
        card.opacity = 0
    }

    // Above a card low on the table (the hand: its neighbours stay visible), else beside it:
    // to its right if there is room, else to its left; kept on screen.
    function place() {
        if (!source) return
        const r = source.mapToItem(root, 0, 0, source.width, source.height)
        const gap = 16
        if (r.y + r.height > root.height * 0.62 && r.y - gap - card.height >= 8) {
            card.x = Math.max(8, Math.min(root.width - card.width - 8, r.x + r.width / 2 - card.width / 2))
            card.y = r.y - gap - card.height
            return
        }
        let x = r.x + r.width + gap
        if (x + card.width > root.width - 8) x = r.x - gap - card.width
        if (x < 8) x = Math.max(8, Math.min(root.width - card.width - 8, r.x + r.width / 2 - card.width / 2))
        let y = r.y + r.height / 2 - card.height / 2
        y = Math.max(8, Math.min(root.height - card.height - 8, y))
        card.x = x
        card.y = y
    }

    Timer {
        id: hoverTimer
        interval: root.delay
        onTriggered: if (root.pendingSource) root.showNow(root.pendingCardId, root.pendingSource, false)
    }

    // A click anywhere closes a pinned card.
    MouseArea {
        anchors.fill: parent
        enabled: root.pinned
        acceptedButtons: Qt.AllButtons
        onPressed: root.hide()
    }

    Card {
        id: card
        objectName: "previewCard"
        width: root.cardWidth
        cardId: root.cardId
        opacity: 0
        visible: opacity > 0
        scale: 0.92 + 0.08 * opacity

        Behavior on opacity { NumberAnimation { duration: Theme.durationShort } }
    }
}
