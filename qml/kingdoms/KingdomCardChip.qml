import QtQuick
import Dominion

// A card's name in a small chip with an icon (favourite or ban) and a button to remove it.
Rectangle {
    id: root

    property int cardId: -1
    property string icon
    property bool danger: false
    signal removeClicked()

    readonly property var info: CardFacts.card(cardId, AppSettings.language)

    implicitWidth: row.implicitWidth + 12
    implicitHeight: 28
    radius: height / 2
    color: danger ? "#55b3261e" : "#55d8b25a"
    border.color: danger ? "#e0574b" : Theme.gold
    border.width: 1

    Row {
        id: row
        anchors.verticalCenter: parent.verticalCenter
        x: 8
        spacing: 5

        KingdomIcon {
            anchors.verticalCenter: parent.verticalCenter
            size: 14
            icon: root.icon
            color: root.danger ? "#ffb4a8" : Theme.goldLight
        }

        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: root.info.name
            font.family: Theme.bodyFamily
            font.pixelSize: 14
            color: Theme.parchment
        }

        Item {
            anchors.verticalCenter: parent.verticalCenter
            width: 18
            height: 18

            KingdomIcon {
                anchors.centerIn: parent
                size: 12
                icon: "close"
                color: removeArea.containsMouse ? Theme.goldLight : Theme.textMuted
            }

            MouseArea {
                id: removeArea
                anchors.fill: parent
                anchors.margins: -4
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                onClicked: root.removeClicked()
            }
        }
    }
}
