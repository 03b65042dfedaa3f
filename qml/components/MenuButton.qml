import QtQuick
import QtQuick.Controls.Basic
import Dominion

// A large menu button: gold when `primary`, dark with a gold rim otherwise.
Button {
    id: control

    property bool primary: false

    implicitWidth: Math.max(Theme.menuButtonWidth, implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Theme.buttonHeight
    leftPadding: Theme.spacingL
    rightPadding: Theme.spacingL
    hoverEnabled: true
    font.family: Theme.displayFamily
    font.pixelSize: Theme.buttonTextSize
    font.weight: Theme.displayWeight

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.primary ? Theme.ink : (control.hovered ? Theme.goldLight : Theme.parchment)
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight

        Behavior on color { ColorAnimation { duration: Theme.durationShort } }
    }

    background: Item {
        implicitWidth: Theme.menuButtonWidth
        implicitHeight: Theme.buttonHeight
        scale: control.down ? 0.97 : 1.0

        Behavior on scale { NumberAnimation { duration: Theme.durationShort } }

        // Drop shadow
        Rectangle {
            anchors.fill: parent
            anchors.topMargin: 3
            anchors.bottomMargin: -3
            radius: Theme.radius
            color: Theme.shadow
        }

        Rectangle {
            anchors.fill: parent
            radius: Theme.radius
            border.width: control.visualFocus ? 3 : 1.5
            border.color: control.visualFocus ? Theme.parchment : Theme.gold
            gradient: Gradient {
                GradientStop {
                    position: 0.0
                    color: control.primary ? (control.hovered ? "#fbe6a4" : Theme.goldLight)
                                           : (control.hovered ? "#2d6b49" : "#1f4f35")
                }
                GradientStop {
                    position: 1.0
                    color: control.primary ? (control.hovered ? "#d9ad4f" : Theme.gold)
                                           : (control.hovered ? "#1a4630" : "#123824")
                }
            }
        }
    }
}
