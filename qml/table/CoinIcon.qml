import QtQuick
import Dominion

// A gold coin with an amount on it: costs, "+$2" in a card's text, the coins of a turn.
Item {
    id: root

    property string value: ""
    property real size: 24
    // The smallest font size the number is drawn at, in this item's own pixels: a coin in a card's
    // text is laid out at the card's reference size and scaled (Card.qml), so there it is
    // Theme.minTextSize divided by the scale.
    property real minValueSize: Theme.minTextSize

    implicitWidth: size
    implicitHeight: size

    // Rim and shadow
    Rectangle {
        anchors.fill: parent
        anchors.topMargin: root.size * 0.04
        anchors.bottomMargin: -root.size * 0.04
        radius: width / 2
        color: "#55000000"
    }

    Rectangle {
        anchors.fill: parent
        radius: width / 2
        border.color: "#7a5410"
        border.width: Math.max(1, root.size * 0.05)
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#fff1b0" }
            GradientStop { position: 0.45; color: "#f1c64a" }
            GradientStop { position: 1.0; color: "#b7821c" }
        }
    }

    // Inner ring, as struck on a coin
    Rectangle {
        anchors.fill: parent
        anchors.margins: root.size * 0.13
        radius: width / 2
        color: "transparent"
        border.color: "#66a16d14"
        border.width: Math.max(0.5, root.size * 0.035)
    }

    // The number only where it can be drawn at Theme.minTextSize (a tiny coin is a coin)
    Text {
        objectName: "coinValue"
        anchors.centerIn: parent
        anchors.verticalCenterOffset: root.size * 0.02
        visible: font.pixelSize >= root.minValueSize
        text: root.value
        font.family: Theme.bodyFamily
        font.pixelSize: Math.max(1, root.size * (root.value.length > 1 ? 0.5 : 0.6))
        font.weight: Font.Black
        color: "#3a2606"
    }
}
