pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// A pile of cards on the table — a deck (backs), a discard pile or the trash (top card face
// up) — with its count and a caption. Optionally a drop target that lights up (a Supply card
// dragged onto the discard pile buys it) and clickable (the trash opens its list).
Item {
    id: root

    property int topCardId: -1
    property bool faceUp: true
    property int count: 0
    property string caption: ""
    property real cardWidth: 90
    property var dropKeys: []
    property bool dropLegal: false
    property bool clickable: false
    property var table: null
    readonly property bool dragOver: dropArea.containsDrag
    readonly property real cardHeight: cardWidth * 1.56

    signal clicked()

    implicitWidth: cardWidth + 8
    implicitHeight: cardHeight + captionText.implicitHeight + 10

    Accessible.role: clickable ? Accessible.Button : Accessible.StaticText
    Accessible.name: caption + " " + count

    Item {
        id: stack
        x: 4
        width: root.cardWidth
        height: root.cardHeight

        // Empty place
        Rectangle {
            anchors.fill: parent
            radius: 10
            color: "#22000000"
            border.color: root.dropLegal ? Theme.goldLight : "#55f7eed6"
            border.width: root.dropLegal ? 2.5 : 1.5
        }

        // The edges of the cards under the top one
        Repeater {
            model: Math.min(3, Math.max(0, Math.ceil(root.count / 6)))
            delegate: Rectangle {
                required property int index
                x: (index + 1) * 1.5
                y: -(index + 1) * 2
                width: stack.width
                height: stack.height
                radius: 10
                color: root.faceUp ? "#e9dfc5" : "#4a1611"
                border.color: "#1e140a"
                border.width: 1
                z: -1 - index
            }
        }

        Card {
            id: top
            objectName: "pileTopCard"
            visible: root.count > 0
            width: stack.width
            cardId: root.topCardId
            faceUp: root.faceUp && root.topCardId >= 0
            glowColor: root.dropLegal ? (root.dragOver ? "#fff0b0" : "#ffd75e") : "transparent"
        }

        CountBadge {
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: -6
            count: root.count
            size: Math.max(22, root.cardWidth * 0.26)
        }
    }

    Text {
        id: captionText
        anchors.horizontalCenter: stack.horizontalCenter
        anchors.top: stack.bottom
        anchors.topMargin: 6
        text: root.caption
        font.family: Theme.bodyFamily
        font.pixelSize: 13
        font.weight: Font.DemiBold
        font.capitalization: Font.AllUppercase
        font.letterSpacing: 1
        color: Theme.textMuted
    }

    MouseArea {
        anchors.fill: stack
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        cursorShape: root.clickable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onContainsMouseChanged: {
            if (!root.table || !root.faceUp || root.topCardId < 0 || root.count === 0) return
            if (containsMouse) root.table.requestPreview(root.topCardId, stack)
            else root.table.cancelPreview(stack)
        }
        onClicked: mouseEvent => {
            if (mouseEvent.button === Qt.RightButton) {
                if (root.table && root.faceUp && root.topCardId >= 0 && root.count > 0)
                    root.table.pinPreview(root.topCardId, stack)
            } else if (root.clickable) {
                root.clicked()
            }
        }
    }

    // Lights up while a card is over it; the table decides what a drop does.
    DropArea {
        id: dropArea
        anchors.fill: stack
        anchors.margins: -12
        enabled: root.dropKeys.length > 0
        keys: root.dropKeys
    }
}
