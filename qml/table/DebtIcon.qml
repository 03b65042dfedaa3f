import QtQuick
import Dominion

// A Debt token with an amount on it (Engineer's cost, a player's Debt): a copper hexagon-like
// tile, distinct from the round gold coin.
Item {
    id: root

    property string value: ""
    property real size: 24

    implicitWidth: size
    implicitHeight: size

    Rectangle {
        anchors.centerIn: parent
        width: root.size * 0.78
        height: width
        rotation: 45
        radius: width * 0.18
        border.color: "#4a1c0c"
        border.width: Math.max(1, root.size * 0.05)
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#e79a6a" }
            GradientStop { position: 1.0; color: "#9a4a22" }
        }
    }

    // The number only where it can be drawn at Theme.minTextSize
    Text {
        anchors.centerIn: parent
        visible: font.pixelSize >= Theme.minTextSize
        text: root.value
        font.family: Theme.bodyFamily
        font.pixelSize: Math.max(1, root.size * 0.5)
        font.weight: Font.Black
        color: "white"
        style: Text.Outline
        styleColor: "#4a1c0c"
    }
}
