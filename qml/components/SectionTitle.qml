import QtQuick
import QtQuick.Layouts
import Dominion

// A small-caps heading with a gold rule, for a group of settings.
RowLayout {
    id: root

    required property string text

    spacing: Theme.spacingM

    Text {
        text: root.text
        font.family: Theme.displayFamily
        font.pixelSize: Theme.sectionSize
        font.capitalization: Font.SmallCaps
        font.letterSpacing: 1
        color: Theme.goldLight
    }

    Rectangle {
        Layout.fillWidth: true
        Layout.alignment: Qt.AlignVCenter
        implicitHeight: 1
        color: Theme.panelBorder
    }
}
