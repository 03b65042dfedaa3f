pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Dominion

// Chooses the animation speed, from Slow to Instant, in five steps.
Slider {
    id: control

    readonly property var levelNames: [
        qsTr("Slow"), qsTr("Normal"), qsTr("Fast"), qsTr("Very fast"), qsTr("Instant")
    ]
    readonly property string valueName: levelNames[Math.round(value)] ?? ""

    from: AppSettings.Slow
    to: AppSettings.Instant
    stepSize: 1
    snapMode: Slider.SnapAlways
    implicitWidth: 300
    implicitHeight: 44
    hoverEnabled: true
    Accessible.name: qsTr("Animation speed")
    Accessible.description: valueName

    background: Item {
        x: control.leftPadding
        y: control.topPadding + (control.availableHeight - height) / 2
        implicitWidth: 300
        implicitHeight: 8
        width: control.availableWidth
        height: implicitHeight

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

        Repeater {
            model: control.to - control.from + 1

            delegate: Rectangle {
                required property int index
                // Under the handle's centre at each step
                x: control.handle.width / 2 - width / 2
                   + index / (control.to - control.from) * (parent.width - control.handle.width)
                y: parent.height + 6
                width: 2
                height: 6
                color: Theme.panelBorder
            }
        }
    }

    handle: Rectangle {
        x: control.leftPadding + control.visualPosition * (control.availableWidth - width)
        y: control.topPadding + (control.availableHeight - height) / 2
        implicitWidth: 26
        implicitHeight: 26
        radius: 13
        color: control.pressed ? Theme.goldLight : Theme.parchment
        border.color: control.visualFocus ? Theme.parchment : Theme.goldDark
        border.width: control.visualFocus ? 3 : 2
    }
}
