pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// One mat of the player at the bottom (or the cards a Duration of theirs holds): its name and
// its cards overlapping, the ones only its owner may see face up for them and face down for
// everyone else. A delegate of a MatModel; shown only while the mat holds cards.
Column {
    id: root

    required property int zone
    required property string key
    required property int cardCount
    required property var cards
    required property int hidden
    required property bool faceDown

    property real cardWidth: 84
    property var table: null

    readonly property int shownCount: cards ? cards.count : 0
    readonly property real step: cardCount > 1 ? Math.min(cardWidth * 0.34, 60) : 0

    visible: cardCount > 0
    spacing: 4

    MatCaption {
        key: root.key
        font.pixelSize: 15
    }

    Item {
        id: stack
        width: root.cardWidth + Math.max(0, root.cardCount - 1) * root.step
        height: root.cardWidth * 1.56

        Repeater {
            model: root.cards

            delegate: Card {
                id: matCard
                required property int index
                required cardId
                x: index * root.step
                width: root.cardWidth

                HoverHandler {
                    onHoveredChanged: {
                        if (!root.table) return
                        if (hovered) root.table.requestPreview(matCard.cardId, matCard)
                        else root.table.cancelPreview(matCard)
                    }
                }
            }
        }
        Repeater {
            model: root.hidden

            delegate: CardBack {
                required property int index
                x: (root.shownCount + index) * root.step
                width: root.cardWidth
                height: root.cardWidth * 1.56
            }
        }
        // The owner sees these cards; the others only their backs.
        Rectangle {
            objectName: "faceDownTag"
            visible: root.faceDown && root.shownCount > 0
            anchors.horizontalCenter: parent.horizontalCenter
            y: parent.height * 0.3
            width: faceDownText.implicitWidth + 10
            height: faceDownText.implicitHeight + 4
            radius: height / 2
            color: "#e61e140a"
            border.color: Theme.gold
            border.width: 1

            Text {
                id: faceDownText
                anchors.centerIn: parent
                //: On the cards of a player's own face-down mat: the others do not see them
                text: qsTr("face down")
                font.family: Theme.bodyFamily
                font.pixelSize: Math.max(Theme.minTextSize, Math.round(root.cardWidth * 0.13))
                font.italic: true
                color: Theme.parchment
            }
        }
        CountBadge {
            visible: root.cardCount > 1
            anchors.right: parent.right
            anchors.rightMargin: -6
            anchors.bottom: parent.bottom
            anchors.bottomMargin: -4
            count: root.cardCount
            size: 24
        }
    }
}
