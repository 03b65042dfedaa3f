import QtQuick
import Dominion

// A round badge with a number: the cards left in a pile, in a deck, in a hand.
Rectangle {
    id: root

    property int count: 0
    property real size: 26
    property bool warn: false

    implicitWidth: Math.max(size, label.implicitWidth + size * 0.5)
    implicitHeight: size
    radius: height / 2
    color: warn ? "#b3261e" : "#2b1d0e"
    border.color: warn ? "#f7c1b9" : Theme.gold
    border.width: Math.max(1, size * 0.07)

    Accessible.role: Accessible.StaticText
    Accessible.name: String(count)

    Text {
        id: label
        anchors.centerIn: parent
        text: String(root.count)
        font.family: Theme.bodyFamily
        font.pixelSize: Math.max(1, root.size * 0.56)
        font.weight: Font.Black
        color: Theme.parchment
    }
}
