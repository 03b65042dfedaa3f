pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// The human's hand, fanned along the bottom of the table: cards overlapping on an arc, the
// outer ones lower, the hovered card lifted. The cards stay upright: the software renderer
// paints a turned card (its rounded frames, gradients and text) many times slower.
// Playable cards glow gold; cards a decision asks for glow blue and lift with a check mark
// when chosen. A click plays (a double-click plays once), drag onto the play area plays, click
// chooses (during a decision); right-click shows the card large, or offers the Ways it may be
// played as. The keyboard: the arrow keys move through the hand (keyIndex), Enter plays or chooses.
Item {
    id: root

    required property var model
    // The table page: drag and drop, the card preview. May be null (tests of the fan alone).
    property var table: null
    property real cardWidth: 150
    property bool interactive: true
    // A decision asks for cards from the hand: clicks choose instead of play.
    property bool choosing: false
    // When the order of the chosen cards matters: { inst: 1-based position } of the chosen.
    property var orders: ({})
    readonly property real cardHeight: cardWidth * 1.56
    readonly property int fanCount: repeater.count
    readonly property real lift: cardHeight * 0.16
    property int hoveredIndex: -1
    // The card the arrow keys are on (-1: none): lifted and outlined like a hovered card.
    property int keyIndex: -1

    signal playRequested(int inst)
    signal toggleRequested(int inst)

    implicitHeight: cardHeight * 1.05 + lift + 18

    // The arrow keys: the next card to the left (-1) or right (+1), from the edge at first.
    function moveKey(step) {
        const n = repeater.count
        if (n === 0) {
            keyIndex = -1
            return
        }
        keyIndex = keyIndex < 0 || keyIndex >= n ? (step > 0 ? 0 : n - 1)
                                                 : Math.max(0, Math.min(n - 1, keyIndex + step))
    }
    // Enter: plays (or chooses, during a decision) the card the arrow keys are on. False when
    // there is nothing to do with it, so that Enter goes on to its other use.
    function activateKey() {
        const slot = keyIndex >= 0 ? repeater.itemAt(keyIndex) : null
        if (!slot || !interactive) return false
        if (choosing) {
            if (!slot.selectable) return false
            toggleRequested(slot.inst)
            return true
        }
        if (!slot.playable) return false
        playRequested(slot.inst)
        return true
    }

    function cardItemAt(i) {
        return repeater.itemAt(i)
    }

    // Fan geometry for card i of n.
    function stepFor(n) {
        return n > 1 ? Math.min(cardWidth * 0.8, (width - cardWidth) / (n - 1)) : 0
    }
    function spreadOf(i, n) {
        return n > 1 ? (i - (n - 1) / 2) / ((n - 1) / 2) : 0
    }

    Repeater {
        id: repeater
        model: root.model

        delegate: Item {
            id: slot

            required property int index
            required property int inst
            required property int cardId
            required property bool playable
            required property bool selectable
            required property bool selected

            readonly property int n: repeater.count
            readonly property real t: root.spreadOf(index, n)
            readonly property bool keyed: root.keyIndex === index
            readonly property bool hovered: (mouse.containsMouse || keyed) && !root.table?.dragging
            readonly property bool dragged: root.table !== null && root.table.dragging
                                            && root.table.dragPayload.inst === inst
            readonly property real step: root.stepFor(n)
            readonly property bool chosenLook: root.choosing && selected

            objectName: "handCard_" + index
            width: root.cardWidth
            height: root.cardHeight
            x: (root.width - (root.cardWidth + step * (n - 1))) / 2 + index * step
            // On an arc: the outer cards lower, the more so the more cards are fanned
            readonly property real arc: Math.min(0.09, n * 0.014)
            y: root.lift + t * t * root.cardHeight * arc
               - (hovered ? root.lift : 0) - (chosenLook ? root.lift * 0.8 : 0)
            z: hovered ? 100 : index

            Behavior on x { NumberAnimation { duration: Theme.durationMedium; easing.type: Easing.OutCubic } }
            Behavior on y { NumberAnimation { duration: Theme.durationShort; easing.type: Easing.OutCubic } }

            Card {
                id: card
                objectName: "handCardFace"
                width: parent.width
                cardId: slot.cardId
                opacity: slot.dragged ? 0.35 : 1
                glowColor: root.choosing
                           ? (slot.selected ? "#8ef0a0" : (slot.selectable ? "#7fc8ff" : "transparent"))
                           : (slot.playable && root.interactive ? "#ffd75e" : "transparent")
                dimmed: root.choosing && !slot.selectable
            }

            // Where the arrow keys are
            Rectangle {
                objectName: "keyOutline"
                visible: slot.keyed
                anchors.fill: card
                anchors.margins: -4
                radius: 10
                color: "transparent"
                border.color: "#ffffff"
                border.width: 3
            }

            // The check mark of a chosen card
            Rectangle {
                objectName: "check"
                visible: slot.chosenLook
                x: parent.width - width * 0.75
                y: -height * 0.3
                width: 34
                height: 34
                radius: 17
                color: "#2f8f4e"
                border.color: "#e8ffe8"
                border.width: 2

                Text {
                    objectName: "checkText"
                    anchors.centerIn: parent
                    readonly property int order: slot.selected ? (root.orders[slot.inst] ?? 0) : 0
                    text: order > 0 ? String(order) : "✓"
                    font.family: Theme.bodyFamily
                    font.pixelSize: order > 0 ? 18 : 20
                    font.weight: Font.Black
                    color: "white"
                }
            }

            MouseArea {
                id: mouse

                property point pressPoint
                property bool dragging: false
                property bool becameDrag: false  // this press became a drag: its release is no click

                anchors.fill: parent
                hoverEnabled: true
                acceptedButtons: Qt.LeftButton | Qt.RightButton
                cursorShape: slot.playable || (root.choosing && slot.selectable)
                             ? Qt.PointingHandCursor : Qt.ArrowCursor

                onContainsMouseChanged: {
                    if (!root.table) return
                    if (containsMouse) root.table.requestPreview(slot.cardId, card)
                    else root.table.cancelPreview(card)
                }
                onPressed: mouseEvent => {
                    if (root.table) root.table.cancelPreview(card)
                    if (mouseEvent.button === Qt.RightButton) {
                        // A card that may be played using a Way offers the choice.
                        if (root.table && root.interactive && !root.choosing && root.table.offerWays
                                && root.table.offerWays(slot.inst, slot.cardId, card))
                            return
                        if (root.table) root.table.pinPreview(slot.cardId, card)
                        return
                    }
                    pressPoint = mapToItem(root, mouseEvent.x, mouseEvent.y)
                    dragging = false
                    becameDrag = false
                }
                onPositionChanged: mouseEvent => {
                    if (!pressed || !root.table || !root.interactive || root.choosing) return
                    const p = mapToItem(root, mouseEvent.x, mouseEvent.y)
                    if (!dragging && Math.hypot(p.x - pressPoint.x, p.y - pressPoint.y) > 8) {
                        dragging = true
                        becameDrag = true
                        root.table.beginDrag({ kind: "hand", inst: slot.inst, cardId: slot.cardId },
                                             card, mapToItem(card, mouseEvent.x, mouseEvent.y))
                    }
                    if (dragging) root.table.moveDrag(mapToItem(root.table, mouseEvent.x, mouseEvent.y))
                }
                onReleased: mouseEvent => {
                    if (dragging) {
                        dragging = false
                        root.table.endDrag()
                    }
                }
                onCanceled: {
                    if (dragging) {
                        dragging = false
                        root.table.cancelDrag()
                    }
                }
                onClicked: mouseEvent => {
                    if (mouseEvent.button !== Qt.LeftButton || !root.interactive) return
                    if (becameDrag) return
                    if (root.choosing) {
                        if (slot.selectable) root.toggleRequested(slot.inst)
                    } else if (slot.playable) {
                        root.playRequested(slot.inst)
                    }
                }
                onPressAndHold: mouseEvent => {
                    // A long press (touch): the Ways the card may be played as, else the whole card.
                    if (dragging || !root.table) return
                    if (root.interactive && !root.choosing && root.table.offerWays
                            && root.table.offerWays(slot.inst, slot.cardId, card))
                        return
                    becameDrag = true  // its release plays nothing
                    root.table.pinPreview(slot.cardId, card)
                }
                // The first click of a double-click played the card: the second one, maybe on the
                // card that slid under the pointer, plays nothing more.
                onDoubleClicked: mouseEvent => mouseEvent.accepted = true
            }
        }
    }
}
