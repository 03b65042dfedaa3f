import QtQuick
import Dominion

// A dark, gold-rimmed panel that sets a page's content apart from the felt.
Item {
    id: root

    default property alias content: body.data
    property int padding: Theme.spacingXL

    implicitWidth: body.childrenRect.width + 2 * padding
    implicitHeight: body.childrenRect.height + 2 * padding

    Rectangle {
        anchors.fill: parent
        anchors.topMargin: 6
        anchors.bottomMargin: -6
        radius: Theme.radius + 4
        color: Theme.shadow
    }

    Rectangle {
        anchors.fill: parent
        radius: Theme.radius + 4
        color: Theme.panel
        border.color: Theme.panelBorder
        border.width: 1.5
    }

    Item {
        id: body
        anchors.fill: parent
        anchors.margins: root.padding
    }
}
