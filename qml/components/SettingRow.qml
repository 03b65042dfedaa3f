import QtQuick
import QtQuick.Layouts
import Dominion

// One setting: its name and explanation on the left, the control (the row's child) on the
// right.
RowLayout {
    id: root

    required property string title
    property string description

    spacing: Theme.spacingL

    // A Column, not a ColumnLayout: wrapped text then reports its real height.
    Column {
        Layout.fillWidth: true
        Layout.alignment: Qt.AlignVCenter
        spacing: 2

        Text {
            width: parent.width
            text: root.title
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.bodySize + 2
            font.weight: Font.DemiBold
            color: Theme.textOnFelt
            wrapMode: Text.WordWrap
        }

        Text {
            width: parent.width
            visible: root.description.length > 0
            text: root.description
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.smallSize
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
    }
}
