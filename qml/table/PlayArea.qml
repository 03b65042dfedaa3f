pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// The cards the current player has in play this turn, in a row that overlaps when long.
// Also where a card from the hand is dropped to play it: it glows while a playable card is
// dragged and brightens when the card is over it.
Item {
    id: root

    required property var model
    property var table: null
    property real cardWidth: 110
    property string title: ""
    // The invitation to play shows on the player's own turn only.
    property bool ownTurn: true
    // What is expected now, one line in the middle of the top edge.
    property string statusText: ""
    // Set by the table while a hand card is dragged: whether dropping here would play it.
    property bool dropLegal: false
    readonly property bool dragOver: dropArea.containsDrag
    readonly property int cardCount: repeater.count
    readonly property real cardHeight: cardWidth * 1.56

    implicitHeight: cardHeight + 34

    Rectangle {
        id: zone
        anchors.fill: parent
        radius: 14
        color: root.dropLegal ? (root.dragOver ? "#40ffe08a" : "#22ffe08a") : "#1a000000"
        border.width: root.dropLegal ? 2.5 : 1.5
        border.color: root.dropLegal ? (root.dragOver ? Theme.goldLight : Theme.gold) : "#40f7eed6"

        Behavior on color { ColorAnimation { duration: Theme.durationShort } }
    }

    Text {
        id: titleText
        x: 14
        y: 6
        text: root.title
        font.family: Theme.displayFamily
        font.pixelSize: 17
        font.italic: true
        color: Theme.textMuted
    }

    Text {
        objectName: "statusText"
        anchors.left: titleText.right
        anchors.leftMargin: 16
        anchors.right: parent.right
        anchors.rightMargin: 14
        y: 5
        text: root.statusText
        horizontalAlignment: Text.AlignRight
        font.family: Theme.bodyFamily
        font.pixelSize: 15
        font.italic: true
        color: Theme.parchment
        elide: Text.ElideRight
    }

    Text {
        anchors.centerIn: parent
        visible: root.cardCount === 0 && (root.ownTurn || root.dropLegal)
        text: root.dropLegal ? qsTr("Drop here to play") : qsTr("Play cards here")
        font.family: Theme.displayFamily
        font.pixelSize: 22
        font.italic: true
        color: root.dropLegal ? Theme.goldLight : "#70f7eed6"
    }

    Item {
        id: row
        anchors.fill: parent
        anchors.topMargin: 28
        anchors.leftMargin: 12
        anchors.rightMargin: 12
        anchors.bottomMargin: 6

        readonly property real step: root.cardCount > 1
                                     ? Math.min(root.cardWidth + 8, (width - root.cardWidth) / (root.cardCount - 1))
                                     : 0

        Repeater {
            id: repeater
            model: root.model

            delegate: Card {
                id: card

                required property int index
                required cardId

                objectName: "playCard_" + index
                width: root.cardWidth
                x: index * row.step
                y: Math.max(0, (row.height - height) / 2)

                Behavior on x { NumberAnimation { duration: Theme.durationMedium; easing.type: Easing.OutCubic } }

                HoverHandler {
                    onHoveredChanged: {
                        if (!root.table) return
                        if (hovered) root.table.requestPreview(card.cardId, card)
                        else root.table.cancelPreview(card)
                    }
                }
                TapHandler {
                    acceptedButtons: Qt.RightButton
                    onTapped: if (root.table) root.table.pinPreview(card.cardId, card)
                }
                // A long press (touch) shows the whole card too.
                TapHandler {
                    onLongPressed: if (root.table) root.table.pinPreview(card.cardId, card)
                }
            }
        }
    }

    // Lights up while a card is over it; the table decides what a drop does.
    DropArea {
        id: dropArea
        objectName: "playDropArea"
        anchors.fill: parent
        keys: ["hand"]
    }
}
