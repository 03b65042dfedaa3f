pragma ComponentBehavior: Bound
import QtQuick
import Dominion
import "CardStyle.js" as CardStyle

// A card's coloured frame: one colour per colour-giving type, split half and half for cards
// of two (Action–Victory, Treasure–Victory), with a dark rim.
Item {
    id: root

    property var types: []
    property real radius: 12
    property real rim: 3
    // Pixels per reference unit of the card (the inner line's inset).
    property real unit: 1

    readonly property var primary: CardStyle.primary(types)
    readonly property var secondary: CardStyle.secondary(types)
    readonly property bool split: CardStyle.isSplit(types)

    Rectangle {
        anchors.fill: parent
        radius: root.radius
        color: "#1e140a"
    }

    // Left half (or all of it)
    Item {
        x: root.rim
        y: root.rim
        width: root.split ? (root.width - 2 * root.rim) / 2 : root.width - 2 * root.rim
        height: root.height - 2 * root.rim
        clip: root.split

        Rectangle {
            width: root.width - 2 * root.rim
            height: parent.height
            radius: root.radius - root.rim
            gradient: Gradient {
                GradientStop { position: 0.0; color: root.primary.light }
                GradientStop { position: 0.55; color: root.primary.mid }
                GradientStop { position: 1.0; color: root.primary.dark }
            }
        }
    }

    // Right half of a two-type card
    Item {
        visible: root.split
        x: root.width / 2
        y: root.rim
        width: (root.width - 2 * root.rim) / 2
        height: root.height - 2 * root.rim
        clip: true

        Rectangle {
            x: -parent.width
            width: root.width - 2 * root.rim
            height: parent.height
            radius: root.radius - root.rim
            gradient: Gradient {
                GradientStop { position: 0.0; color: root.secondary.light }
                GradientStop { position: 0.55; color: root.secondary.mid }
                GradientStop { position: 1.0; color: root.secondary.dark }
            }
        }
    }

    // High-contrast frames (AppSettings.highContrastFrames): a broad band of the type's strong
    // colour (split for two types) between black lines, over the edge of the card's face. Made
    // only while the setting is on (the table has many cards).
    readonly property bool highContrast: AppSettings.highContrastFrames
    readonly property real band: Math.max(4, 8 * unit)

    Repeater {
        model: root.highContrast ? 1 : 0

        delegate: Item {
            id: contrast
            readonly property var strong: CardStyle.strongColours(root.types)
            width: root.width
            height: root.height

            Repeater {
                model: contrast.strong.length

                delegate: Item {
                    id: half
                    required property int index
                    // The left half (or all of it), then the right half
                    x: index === 0 ? 0 : root.width / 2
                    width: contrast.strong.length > 1 ? root.width / 2 : root.width
                    height: root.height
                    clip: contrast.strong.length > 1

                    Rectangle {
                        objectName: "highContrastBand"
                        x: half.index === 0 ? 0 : -half.x
                        width: root.width
                        height: root.height
                        radius: root.radius
                        color: "transparent"
                        border.color: contrast.strong[half.index]
                        border.width: root.band + 2
                    }
                }
            }

            // The band's black lines, outside and inside
            Rectangle {
                anchors.fill: parent
                radius: root.radius
                color: "transparent"
                border.color: "black"
                border.width: Math.max(2, 2 * root.unit)
            }
            Rectangle {
                anchors.fill: parent
                anchors.margins: root.band
                radius: Math.max(0, root.radius - root.band)
                color: "transparent"
                border.color: "black"
                border.width: Math.max(2, 2 * root.unit)
            }
        }
    }

    // A fine inner line
    Rectangle {
        visible: !root.highContrast
        anchors.fill: parent
        anchors.margins: root.rim + 2 * root.unit
        radius: Math.max(0, root.radius - root.rim - root.unit)
        color: "transparent"
        border.color: "#40ffffff"
        border.width: 1
    }
}
