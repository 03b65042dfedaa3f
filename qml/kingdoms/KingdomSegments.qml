pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Dominion

// A compact segmented control: one of several `{ value, label }` options.
Rectangle {
    id: root

    required property var options
    property var currentValue
    property real segmentHeight: 30
    signal activated(var value)

    implicitWidth: row.implicitWidth + 6
    implicitHeight: segmentHeight + 6
    radius: height / 2
    color: "#66000000"
    border.color: Theme.panelBorder
    border.width: 1

    Row {
        id: row
        anchors.centerIn: parent
        spacing: 2

        Repeater {
            model: root.options.length

            delegate: AbstractButton {
                id: segment

                required property int index
                readonly property var option: root.options[index] ?? ({})
                readonly property bool selected: root.currentValue === option.value

                objectName: root.objectName + "_" + index
                implicitWidth: Math.max(44, implicitContentWidth + 2 * Theme.spacingM)
                implicitHeight: root.segmentHeight
                text: option.label ?? ""
                hoverEnabled: true
                focusPolicy: Qt.StrongFocus
                Accessible.role: Accessible.RadioButton
                Accessible.checked: selected
                onClicked: root.activated(option.value)

                background: Rectangle {
                    radius: height / 2
                    color: segment.selected ? Theme.gold : (segment.hovered ? "#33f7eed6" : "transparent")
                    border.width: segment.visualFocus ? 2 : 0
                    border.color: Theme.parchment

                    Behavior on color { ColorAnimation { duration: Theme.durationShort } }
                }

                contentItem: Text {
                    text: segment.text
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.smallSize
                    font.weight: segment.selected ? Font.Bold : Font.Normal
                    color: segment.selected ? Theme.ink : Theme.textOnFelt
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
            }
        }
    }
}
