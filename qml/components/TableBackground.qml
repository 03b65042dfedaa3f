import QtQuick
import Dominion

// The card table: a wooden frame around green felt, lit from the middle.
Rectangle {
    id: root

    gradient: Gradient {
        GradientStop { position: 0.0; color: Theme.woodLight }
        GradientStop { position: 0.5; color: Theme.woodMid }
        GradientStop { position: 1.0; color: Theme.woodDark }
    }

    Image {
        anchors.fill: parent
        source: Theme.woodGrain
        fillMode: Image.Tile
        opacity: 0.55
    }

    // Bevel between frame and felt
    Rectangle {
        anchors.fill: felt
        anchors.margins: -4
        radius: felt.radius + 4
        color: "transparent"
        border.color: Theme.goldDark
        border.width: 2
    }

    Rectangle {
        id: felt
        anchors.fill: parent
        anchors.margins: Theme.tableInset
        // Small, so the square felt textures need no rounded mask (Qt 6.4 has none built in).
        radius: 3
        color: Theme.felt
        clip: true

        Image {
            anchors.fill: parent
            source: Theme.feltNoise
            fillMode: Image.Tile
            opacity: 0.5
        }

        Image {
            anchors.fill: parent
            source: Theme.feltVignette
            sourceSize.width: 512
            sourceSize.height: 512
            smooth: true
        }
    }

    // Inner shadow along the felt edge
    Rectangle {
        anchors.fill: felt
        radius: felt.radius
        color: "transparent"
        border.color: Theme.shadow
        border.width: 3
    }
}
