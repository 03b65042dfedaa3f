pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Dominion

// A segmented control: one of several options, each `{ value, label }`. Emits `activated`
// with the chosen value; the owner stores it and feeds it back through `currentValue`.
Rectangle {
    id: root

    required property var options
    property var currentValue
    property int segmentWidth: 0  // 0: as wide as the label needs
    signal activated(var value)

    implicitWidth: row.implicitWidth + 8
    implicitHeight: Theme.choiceHeight
    radius: height / 2
    color: "#66000000"
    border.color: Theme.panelBorder
    border.width: 1

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: 4
        spacing: 2

        Repeater {
            // A count, not the array: when the labels are retranslated the segments stay.
            model: root.options.length

            delegate: AbstractButton {
                id: segment

                required property int index
                readonly property var option: root.options[index] ?? ({})
                readonly property bool selected: root.currentValue === option.value

                objectName: root.objectName + "_" + index
                Layout.fillWidth: true
                Layout.fillHeight: true
                implicitWidth: root.segmentWidth > 0
                               ? root.segmentWidth
                               : implicitContentWidth + 2 * Theme.spacingL
                text: option.label ?? ""
                checkable: false
                hoverEnabled: true
                focusPolicy: Qt.StrongFocus
                Accessible.role: Accessible.RadioButton
                Accessible.checked: selected
                onClicked: root.activated(option.value)

                background: Rectangle {
                    radius: height / 2
                    color: segment.selected ? Theme.gold
                                            : (segment.hovered ? "#33f7eed6" : "transparent")
                    border.width: segment.visualFocus ? 2 : 0
                    border.color: Theme.parchment

                    Behavior on color { ColorAnimation { duration: Theme.durationShort } }
                }

                contentItem: Text {
                    text: segment.text
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.bodySize
                    font.weight: segment.selected ? Font.Bold : Font.Normal
                    color: segment.selected ? Theme.ink : Theme.textOnFelt
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    elide: Text.ElideRight
                }
            }
        }
    }
}
