import QtQuick
import QtQuick.Controls.Basic
import Dominion

// A one-line text field in the table's colours, with an optional icon on the left.
TextField {
    id: control

    property string icon

    implicitHeight: 42
    leftPadding: icon.length > 0 ? 40 : 14
    rightPadding: 14
    font.family: Theme.bodyFamily
    font.pixelSize: Theme.bodySize
    color: Theme.parchment
    placeholderTextColor: Theme.textMuted
    selectionColor: Theme.goldDark
    selectedTextColor: Theme.parchment
    selectByMouse: true
    verticalAlignment: TextInput.AlignVCenter

    background: Rectangle {
        radius: 8
        color: "#66000000"
        border.width: control.activeFocus ? 2 : 1
        border.color: control.activeFocus ? Theme.gold : Theme.panelBorder

        KingdomIcon {
            visible: control.icon.length > 0
            anchors.verticalCenter: parent.verticalCenter
            x: 12
            size: 18
            icon: control.icon
            color: Theme.textMuted
        }
    }
}
