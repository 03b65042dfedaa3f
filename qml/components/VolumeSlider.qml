import QtQuick
import QtQuick.Controls.Basic
import Dominion

// Chooses the sound's volume, 0 to 100 in steps of 5.
Slider {
    id: control

    from: 0
    to: 100
    stepSize: 5
    snapMode: Slider.SnapAlways
    implicitWidth: 240
    implicitHeight: 44
    hoverEnabled: true
    Accessible.name: qsTr("Volume")
    //: The sound's volume in percent
    Accessible.description: qsTr("%1 %").arg(Math.round(value))

    background: Item {
        x: control.leftPadding
        y: control.topPadding + (control.availableHeight - height) / 2
        implicitWidth: 240
        implicitHeight: 8
        width: control.availableWidth
        height: implicitHeight
        opacity: control.enabled ? 1 : 0.45

        Rectangle {
            anchors.fill: parent
            radius: 4
            color: "#66000000"
            border.color: Theme.panelBorder
        }

        Rectangle {
            width: control.visualPosition * parent.width
            height: parent.height
            radius: 4
            color: Theme.gold
        }
    }

    handle: Rectangle {
        x: control.leftPadding + control.visualPosition * (control.availableWidth - width)
        y: control.topPadding + (control.availableHeight - height) / 2
        implicitWidth: 26
        implicitHeight: 26
        radius: 13
        opacity: control.enabled ? 1 : 0.6
        color: control.pressed ? Theme.goldLight : Theme.parchment
        border.color: control.visualFocus ? Theme.parchment : Theme.goldDark
        border.width: control.visualFocus ? 3 : 2
    }
}
