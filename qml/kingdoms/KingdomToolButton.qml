import QtQuick
import QtQuick.Controls.Basic
import Dominion

// A pill-shaped button with an icon and a label, for the dialog's tool bars: gold when
// `primary`, dark green with a gold rim otherwise.
Button {
    id: control

    property string symbol
    property bool primary: false
    property bool large: false
    // Only the icon, the label in a tooltip (narrow windows).
    property bool compact: false

    // The width it takes with its label shown (whatever `compact` says): the dialog makes its
    // buttons compact when their labels do not fit.
    readonly property real fullWidth: (large ? 52 : 34) + (symbol.length > 0 ? (large ? 22 : 18) + 8 : 0)
                                      + labelMetrics.advanceWidth

    TextMetrics {
        id: labelMetrics
        font: control.font
        text: control.text
    }

    implicitHeight: large ? 52 : 42
    leftPadding: compact ? 12 : (large ? 26 : 16)
    rightPadding: compact ? 12 : (large ? 26 : 18)
    hoverEnabled: true
    Accessible.name: text
    ToolTip.visible: compact && hovered
    ToolTip.delay: 450
    ToolTip.text: text
    font.family: large ? Theme.displayFamily : Theme.bodyFamily
    font.pixelSize: large ? 24 : 16
    font.weight: large ? Theme.displayWeight : Font.DemiBold

    contentItem: Row {
        spacing: 8

        KingdomIcon {
            anchors.verticalCenter: parent.verticalCenter
            visible: control.symbol.length > 0
            size: control.large ? 22 : 18
            icon: control.symbol
            color: control.primary ? Theme.ink : (control.hovered ? Theme.goldLight : Theme.parchment)
        }

        Text {
            anchors.verticalCenter: parent.verticalCenter
            visible: !control.compact || control.symbol.length === 0
            text: control.text
            font: control.font
            color: control.primary ? Theme.ink : (control.hovered ? Theme.goldLight : Theme.parchment)
        }
    }

    background: Item {
        scale: control.down ? 0.97 : 1.0
        opacity: control.enabled ? 1 : 0.45

        Behavior on scale { NumberAnimation { duration: Theme.durationShort } }

        Rectangle {
            anchors.fill: parent
            anchors.topMargin: 3
            anchors.bottomMargin: -3
            radius: height / 2
            color: Theme.shadow
        }

        Rectangle {
            anchors.fill: parent
            radius: height / 2
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
