pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// The victory-point shield, with an amount on it when `value` is set.
Item {
    id: root

    property string value: ""
    property real size: 24
    // Curses take away points: a purple shield.
    readonly property bool negative: value.startsWith("-")

    implicitWidth: size * 0.86
    implicitHeight: size

    // The shield: a rounded top and a point below, drawn twice (outline, then face).
    Repeater {
        model: 2

        delegate: Item {
            id: layer

            required property int index
            readonly property real inset: index === 0 ? 0 : Math.max(1, root.size * 0.06)
            readonly property color fill: index === 0
                                          ? (root.negative ? "#3b1d4d" : "#2f4a16")
                                          : (root.negative ? "#9b69b5" : "#6fa23f")

            anchors.fill: parent

            Rectangle {
                x: layer.inset
                y: layer.inset
                width: parent.width - 2 * layer.inset
                height: parent.height * 0.58
                radius: width * 0.18
                color: layer.fill
            }

            Rectangle {
                // A square turned 45°, its lower corner the shield's point.
                readonly property real side: (parent.width - 2 * layer.inset) / Math.SQRT2
                width: side
                height: side
                x: (parent.width - side) / 2
                y: parent.height - layer.inset * Math.SQRT2 - side / 2 - side / Math.SQRT2
                rotation: 45
                color: layer.fill
                antialiasing: true
            }
        }
    }

    // A highlight across the top
    Rectangle {
        x: root.width * 0.18
        y: root.size * 0.1
        width: root.width * 0.64
        height: root.size * 0.12
        radius: height / 2
        color: "#40ffffff"
    }

    Text {
        anchors.horizontalCenter: parent.horizontalCenter
        y: (root.height * 0.8 - height) / 2
        text: root.value
        // (only where it can be drawn at Theme.minTextSize)
        visible: root.value.length > 0 && font.pixelSize >= Theme.minTextSize
        font.family: Theme.bodyFamily
        font.pixelSize: Math.max(1, root.size * (root.value.length > 1 ? 0.42 : 0.5))
        font.weight: Font.Black
        color: "#fbf6e6"
        style: Text.Raised
        styleColor: "#80000000"
    }
}
