import QtQuick
import Dominion

// A card's own icon (Game Icons, drawn by CardIcons) in a square of `side` pixels, rendered at
// that size so that it stays crisp at every scale; nothing below `minSide` or for a card
// without an icon.
Image {
    property string englishName
    property color fill
    property color outline: "transparent"
    property real side: 0
    property real minSide: 8
    readonly property bool wanted: englishName.length > 0 && side >= minSide

    width: side
    height: side
    visible: wanted && status === Image.Ready
    sourceSize.width: Math.ceil(side)
    sourceSize.height: Math.ceil(side)
    source: wanted ? CardIcons.source(englishName, fill, outline) : ""
    asynchronous: false
}
