import QtQuick
import QtQuick.Controls.Basic
import Dominion

// A large selectable card with a title and a short explanation (e.g. a kingdom choice).
AbstractButton {
    id: control

    property bool selected: false
    property string description

    implicitWidth: 300
    implicitHeight: implicitContentHeight + topPadding + bottomPadding
    padding: Theme.spacingM
    hoverEnabled: true
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.RadioButton
    Accessible.checked: selected
    Accessible.description: description

    background: Rectangle {
        radius: Theme.radius
        color: control.selected ? Theme.parchment : (control.hovered ? "#2a5a40" : "#40000000")
        border.width: control.visualFocus ? 3 : (control.selected ? 2 : 1)
        border.color: control.selected || control.visualFocus ? Theme.gold : Theme.panelBorder

        Behavior on color { ColorAnimation { duration: Theme.durationShort } }

        // Selection mark: a small gold seal in the corner
        Rectangle {
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.margins: Theme.spacingS
            width: 22
            height: 22
            radius: 11
            visible: control.selected
            color: Theme.gold
            border.color: Theme.goldDark

            Text {
                anchors.centerIn: parent
                text: "✓"
                color: Theme.ink
                font.pixelSize: 14
                font.bold: true
            }
        }
    }

    // A Column, not a ColumnLayout: wrapped text then reports its real height.
    contentItem: Column {
        spacing: 4

        Text {
            width: parent.width - 24  // room for the selection mark
            text: control.text
            font.family: Theme.displayFamily
            font.pixelSize: Theme.sectionSize
            font.weight: Theme.displayWeight
            color: control.selected ? Theme.ink : Theme.textOnFelt
            elide: Text.ElideRight
        }

        Text {
            width: parent.width
            text: control.description
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.smallSize
            color: control.selected ? "#5a4526" : Theme.textMuted
            wrapMode: Text.WordWrap
        }
    }
}
