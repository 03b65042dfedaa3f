import QtQuick
import QtQuick.Controls.Basic
import Dominion

// A compact button of the table's status bar and panels: gold when `primary`, with an
// optional keyboard hint ("T", "E") in a small key cap.
Button {
    id: control

    property bool primary: false
    property string shortcutHint: ""
    property real textSize: 16

    implicitHeight: 40
    implicitWidth: implicitContentWidth + leftPadding + rightPadding
    leftPadding: 16
    rightPadding: 16
    hoverEnabled: true
    focusPolicy: Qt.TabFocus
    font.family: Theme.bodyFamily
    font.pixelSize: textSize
    font.weight: Font.Bold
    opacity: enabled ? 1 : 0.45

    Behavior on opacity { NumberAnimation { duration: Theme.durationShort } }

    contentItem: Row {
        spacing: 8

        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: control.text
            font: control.font
            color: control.primary ? Theme.ink : (control.hovered && control.enabled ? Theme.goldLight : Theme.parchment)
        }

        Rectangle {
            visible: control.shortcutHint.length > 0
            anchors.verticalCenter: parent.verticalCenter
            width: Math.max(20, children[0].implicitWidth + 8)
            height: 20
            radius: 4
            color: control.primary ? "#33000000" : "#33ffffff"
            border.color: control.primary ? "#552b1d0e" : "#55f7eed6"

            Text {
                anchors.centerIn: parent
                text: control.shortcutHint
                font.family: Theme.bodyFamily
                font.pixelSize: 12
                font.weight: Font.Bold
                color: control.primary ? Theme.ink : Theme.parchment
            }
        }
    }

    background: Rectangle {
        radius: 8
        border.width: control.visualFocus ? 2 : 1
        border.color: control.visualFocus ? Theme.parchment : (control.primary ? Theme.goldDark : Theme.gold)
        scale: control.down ? 0.97 : 1
        gradient: Gradient {
            GradientStop {
                position: 0.0
                color: control.primary ? (control.hovered ? "#fde9a8" : Theme.goldLight)
                                       : (control.hovered ? "#2f6e4b" : "#22563a")
            }
            GradientStop {
                position: 1.0
                color: control.primary ? (control.hovered ? "#ddb24f" : Theme.gold)
                                       : (control.hovered ? "#1b4a32" : "#143d28")
            }
        }

        Behavior on scale { NumberAnimation { duration: Theme.durationShort } }
    }
}
