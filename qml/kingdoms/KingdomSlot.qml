pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// One of the ten places of the kingdom: the card, a padlock when it is locked, and its
// buttons (lock, re-roll, replace by hand, ban). An empty place offers to choose a card.
Item {
    id: root

    required property int index
    required property int cardId
    required property string name
    required property bool locked
    required property bool empty
    required property bool fresh
    required property KingdomBuilder builder
    property real cardWidth: 160
    // Small cards show their buttons over the card while the pointer is on it; larger ones
    // below it.
    property bool toolsInside: false
    // Shows a large copy of the card while the pointer rests on it.
    property KingdomCardPreview preview: null
    // A card changed in 2022 shows its earlier text (the dialog's switch).
    property bool earlierVersions: false

    // The player wants to pick the card for this place by hand (-1: an empty place).
    signal chooseRequested(int replaceCardId)

    objectName: "kingdomSlot_" + index
    implicitWidth: cardWidth
    implicitHeight: cardArea.height + (toolsInside ? 0 : Theme.spacingS + tools.height)

    Item {
        id: cardArea
        width: root.cardWidth
        height: root.cardWidth * 390 / 250

        Card {
            id: card
            objectName: "slotCard"
            visible: !root.empty
            width: parent.width
            cardId: root.cardId
            earlierVersions: root.earlierVersions
            glowColor: root.locked ? Theme.goldLight : "transparent"
            transform: Rotation {
                id: flip
                origin.x: card.width / 2
                origin.y: card.height / 2
                axis { x: 0; y: 1; z: 0 }
                angle: 0
            }

            scale: hover.hovered && !root.locked ? 1.03 : 1
            Behavior on scale { NumberAnimation { duration: Theme.durationShort } }

            SequentialAnimation {
                id: flipIn
                PauseAnimation { duration: Math.max(0, Theme.durationShort * root.index / 3) }
                NumberAnimation {
                    target: flip; property: "angle"; from: 90; to: 0
                    duration: Theme.durationMedium; easing.type: Easing.OutBack
                }
            }

            Component.onCompleted: {
                if (root.fresh && Theme.durationMedium > 0) {
                    flip.angle = 90
                    flipIn.start()
                }
            }
        }

        HoverHandler {
            id: hover
            cursorShape: root.empty ? Qt.ArrowCursor : Qt.PointingHandCursor
            onHoveredChanged: {
                if (!root.preview) return
                if (hovered && !root.empty) root.preview.request(root.cardId, card)
                else root.preview.cancel(card)
            }
        }

        TapHandler {
            enabled: !root.empty
            onTapped: root.builder.toggleLock(root.cardId)
        }

        // The padlock of a locked card, above its top edge (clear of its name and text).
        Rectangle {
            objectName: "lockBadge"
            visible: root.locked && !root.empty
            anchors.horizontalCenter: parent.horizontalCenter
            y: -height * 0.85
            width: 26
            height: 26
            radius: 13
            color: Theme.gold
            border.color: Theme.goldDark
            border.width: 1.5

            KingdomIcon {
                anchors.centerIn: parent
                size: 16
                icon: "lock"
                color: Theme.ink
            }
        }

        // An empty place.
        Rectangle {
            visible: root.empty
            anchors.fill: parent
            radius: 12
            color: "#33000000"
            border.color: Theme.panelBorder
            border.width: 2

            Column {
                anchors.centerIn: parent
                width: parent.width - 2 * Theme.spacingM
                spacing: Theme.spacingM

                Text {
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    //: An empty place among the ten Kingdom cards
                    text: qsTr("Empty place")
                    font.family: Theme.displayFamily
                    font.pixelSize: 22
                    color: Theme.textMuted
                }

                KingdomIconButton {
                    objectName: "chooseButton"
                    anchors.horizontalCenter: parent.horizontalCenter
                    diameter: 44
                    symbol: "plus"
                    tip: qsTr("Choose a card")
                    onClicked: root.chooseRequested(-1)
                }
            }
        }
    }

    // Backdrop of the buttons when they are shown over the card.
    Rectangle {
        visible: root.toolsInside
        anchors.fill: tools
        anchors.margins: -5
        radius: height / 2
        color: "#e0123824"
        border.color: Theme.panelBorder
        opacity: tools.opacity
    }

    Row {
        id: tools
        readonly property bool shown: !root.empty && (!root.toolsInside || hover.hovered || toolsHover.hovered)
        y: root.toolsInside ? cardArea.height - height - root.cardWidth * 0.2 : cardArea.height + Theme.spacingS
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: root.toolsInside ? 4 : Math.max(4, Math.min(10, (root.cardWidth - 4 * 32) / 3))
        opacity: shown ? 1 : 0
        enabled: !root.empty

        Behavior on opacity { NumberAnimation { duration: Theme.durationShort } }

        readonly property real buttonSize: root.toolsInside ? Math.min(30, (root.cardWidth - 24) / 4) : 32

        HoverHandler { id: toolsHover }
        KingdomIconButton {
            objectName: "lockButton"
            diameter: tools.buttonSize
            symbol: root.locked ? "lock" : "unlock"
            active: root.locked
            tip: root.locked ? qsTr("Unlock: re-rolling may replace this card")
                             : qsTr("Lock: keep this card when re-rolling")
            onClicked: root.builder.toggleLock(root.cardId)
        }

        KingdomIconButton {
            objectName: "rerollButton"
            diameter: tools.buttonSize
            symbol: "reroll"
            enabled: !root.locked
            tip: qsTr("Re-roll this card")
            onClicked: root.builder.rerollCard(root.cardId)
        }

        KingdomIconButton {
            objectName: "swapButton"
            diameter: tools.buttonSize
            symbol: "swap"
            tip: qsTr("Choose another card for this place")
            onClicked: root.chooseRequested(root.cardId)
        }

        KingdomIconButton {
            objectName: "banButton"
            diameter: tools.buttonSize
            symbol: "ban"
            danger: true
            tip: qsTr("Ban: never draw this card again")
            onClicked: root.builder.toggleBan(root.cardId)
        }
    }
}
