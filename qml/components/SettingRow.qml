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

    ColumnLayout {
        Layout.fillWidth: true
        Layout.alignment: Qt.AlignVCenter
        spacing: 2

        Text {
            Layout.fillWidth: true
            text: root.title
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.bodySize + 2
            font.weight: Font.DemiBold
            color: Theme.textOnFelt
            wrapMode: Text.WordWrap
        }

        Text {
            Layout.fillWidth: true
            visible: root.description.length > 0
            text: root.description
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.smallSize
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
    }
}
