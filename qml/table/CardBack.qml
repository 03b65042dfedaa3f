import QtQuick
import Dominion

// The back of a card: deep red with a gold border and a crest. Sized by its parent.
Item {
    id: root

    readonly property real u: Math.min(width, height * 0.64) / 250

    Rectangle {
        anchors.fill: parent
        radius: 14 * root.u
        color: "#1e140a"
    }

    Rectangle {
        anchors.fill: parent
        anchors.margins: 4 * root.u
        radius: 11 * root.u
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#7c2a1f" }
            GradientStop { position: 0.5; color: "#5b1a14" }
            GradientStop { position: 1.0; color: "#3d100c" }
        }
    }

    // Gold double border
    Rectangle {
        anchors.fill: parent
        anchors.margins: 13 * root.u
        radius: 8 * root.u
        color: "transparent"
        border.color: Theme.gold
        border.width: Math.max(1, 3 * root.u)
    }
    Rectangle {
        anchors.fill: parent
        anchors.margins: 21 * root.u
        radius: 5 * root.u
        color: "transparent"
        border.color: "#99d8b25a"
        border.width: Math.max(0.75, 1.5 * root.u)
    }

    // Crest: a gold lozenge in a ring
    Rectangle {
        anchors.centerIn: parent
        width: 120 * root.u
        height: width
        radius: width / 2
        color: "#33000000"
        border.color: Theme.gold
        border.width: Math.max(1, 3 * root.u)
    }
    Rectangle {
        anchors.centerIn: parent
        width: 62 * root.u
        height: width
        rotation: 45
        antialiasing: true
        border.color: Theme.goldDark
        border.width: Math.max(1, 2 * root.u)
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.goldLight }
            GradientStop { position: 1.0; color: Theme.goldDark }
        }
    }
    Text {
        anchors.centerIn: parent
        // The emblem's letter only where it can be drawn at Theme.minTextSize
        visible: font.pixelSize >= Theme.minTextSize
        text: "D"
        font.family: Theme.displayFamily
        font.pixelSize: Math.max(1, 50 * root.u)
        font.weight: Font.Bold
        color: "#5b1a14"
    }
}
