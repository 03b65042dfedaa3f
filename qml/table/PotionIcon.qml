import QtQuick
import Dominion

// A Potion (Alchemy): a round blue flask with a cork, drawn like the coin beside it — in a cost
// ($3P: the coin and one flask), on the Potion card, and the Potions of a turn. `value` is
// written on the flask ("2" for a cost of two Potions, a turn's count); "" draws it empty.
Item {
    id: root

    property string value: ""
    property real size: 24

    implicitWidth: size * 0.8
    implicitHeight: size

    // Shadow under the bowl
    Rectangle {
        x: (root.width - width) / 2
        y: root.size * 0.36
        width: root.size * 0.74
        height: width
        radius: width / 2
        color: "#55000000"
    }

    // Neck, behind the bowl's rim
    Rectangle {
        id: neck
        x: (root.width - width) / 2
        y: root.size * 0.1
        width: root.size * 0.3
        height: root.size * 0.34
        radius: root.size * 0.04
        border.color: "#1d2f63"
        border.width: Math.max(1, root.size * 0.05)
        gradient: Gradient {
            orientation: Gradient.Horizontal
            GradientStop { position: 0.0; color: "#9fc1f2" }
            GradientStop { position: 1.0; color: "#3a62b8" }
        }
    }

    // Cork
    Rectangle {
        x: (root.width - width) / 2
        y: 0
        width: root.size * 0.24
        height: root.size * 0.14
        radius: root.size * 0.03
        color: "#a8743c"
        border.color: "#5a3a16"
        border.width: Math.max(0.5, root.size * 0.03)
    }

    // Bowl
    Rectangle {
        id: bowl
        x: (root.width - width) / 2
        y: root.size * 0.3
        width: root.size * 0.74
        height: width
        radius: width / 2
        border.color: "#1d2f63"
        border.width: Math.max(1, root.size * 0.05)
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#c6dcff" }
            GradientStop { position: 0.5; color: "#5b86e0" }
            GradientStop { position: 1.0; color: "#27448f" }
        }
    }

    // Highlight on the glass
    Rectangle {
        x: bowl.x + bowl.width * 0.2
        y: bowl.y + bowl.height * 0.16
        width: bowl.width * 0.2
        height: bowl.height * 0.28
        radius: width / 2
        rotation: 30
        color: "#99ffffff"
    }

    Text {
        anchors.horizontalCenter: bowl.horizontalCenter
        anchors.verticalCenter: bowl.verticalCenter
        // (only where it can be drawn at Theme.minTextSize)
        visible: root.value.length > 0 && font.pixelSize >= Theme.minTextSize
        text: root.value
        font.family: Theme.bodyFamily
        font.pixelSize: Math.max(1, root.size * (root.value.length > 1 ? 0.36 : 0.44))
        font.weight: Font.Black
        color: "white"
        style: Text.Outline
        styleColor: "#1d2f63"
    }
}
