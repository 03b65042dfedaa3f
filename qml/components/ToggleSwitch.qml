import QtQuick
import QtQuick.Controls.Basic
import Dominion

// An on/off switch in the table's colours.
Switch {
    id: control

    implicitWidth: implicitIndicatorWidth
    implicitHeight: implicitIndicatorHeight
    hoverEnabled: true
    padding: 0
    spacing: 0

    indicator: Rectangle {
        implicitWidth: 64
        implicitHeight: 32
        x: control.leftPadding
        y: (control.height - height) / 2
        radius: height / 2
        color: control.checked ? Theme.gold : "#66000000"
        border.color: control.visualFocus ? Theme.parchment : Theme.panelBorder
        border.width: control.visualFocus ? 2 : 1

        Behavior on color { ColorAnimation { duration: Theme.durationShort } }

        Rectangle {
            width: 26
            height: 26
            radius: 13
            y: 3
            x: control.checked ? parent.width - width - 3 : 3
            color: control.checked ? Theme.parchment : (control.hovered ? Theme.parchment : Theme.parchmentDark)
            border.color: Theme.goldDark

            Behavior on x { NumberAnimation { duration: Theme.durationShort; easing.type: Easing.OutCubic } }
        }
    }

    contentItem: Item {}
}
