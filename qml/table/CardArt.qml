import QtQuick
import Dominion
import "CardStyle.js" as CardStyle

// The picture window of a card, drawn rather than painted: a sky and rolling hills in the
// card's colours and the card's own icon in its type's colour. `seed` varies the landscape.
Rectangle {
    id: root

    property var types: []
    // The card's English name: it names the icon.
    property string englishName
    property int seed: 0
    // Pixels per reference unit of the card (frame and corners).
    property real unit: 1

    readonly property var tone: CardStyle.primary(types)
    readonly property var tone2: CardStyle.secondary(types)
    readonly property bool attack: CardStyle.isAttack(types)
    readonly property var ink: CardStyle.iconColours(types)
    readonly property real shift: ((seed * 37) % 100) / 100
    // Plain Action cards get a landscape of their own; the others take their type's colours.
    readonly property var scene: CardStyle.colourTypes(types)[0] === "Action" && !attack
                                 ? CardStyle.landscape(seed)
                                 : { "sky": attack ? "#e8b49a" : "#bcd7e6", "haze": attack ? "#f6dfc4" : "#eef0da",
                                     "far": Qt.darker(tone2.mid, 1.15), "near": tone.dark,
                                     "field": Qt.darker(tone.mid, 1.35) }

    radius: 4 * unit
    clip: true
    border.color: "#5a3d1c"
    border.width: Math.max(1, 1.5 * unit)
    gradient: Gradient {
        GradientStop { position: 0.0; color: root.scene.sky }
        GradientStop { position: 0.7; color: root.scene.haze }
    }

    // Distant hill
    Rectangle {
        width: root.width * 1.4
        height: width
        radius: width / 2
        x: -root.width * (0.55 + 0.4 * root.shift)
        y: root.height * 0.52
        color: root.scene.far
        opacity: 0.75
    }

    // Near hill
    Rectangle {
        width: root.width * 1.6
        height: width
        radius: width / 2
        x: root.width * (0.05 + 0.3 * root.shift)
        y: root.height * 0.64
        color: root.scene.near
        opacity: 0.85
    }

    // Field in front
    Rectangle {
        width: root.width * 2.2
        height: width
        radius: width / 2
        x: -root.width * 0.6
        y: root.height * 0.8
        color: root.scene.field
    }

    // The card's icon (Game Icons), large, in its type's colour with a light outline; drawn
    // at its size, so it stays crisp at every scale.
    CardIcon {
        objectName: "cardIcon"
        englishName: root.englishName
        fill: root.ink.fill
        outline: root.ink.outline
        side: Math.min(root.height * 0.9, root.width * 0.8)
        anchors.centerIn: parent
    }
}
