pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Dominion

// A Duration staying in play, in its owner's row of Durations: the card, the Throne Room that
// played it peeking out behind it, a marker of what it will still do ("Next turn: +1 Card"),
// and beside it the card it keeps set aside face up (Blockade's). A delegate of a DurationModel.
Item {
    id: root

    required property int cardId
    required property int keeperCardId
    required property string note
    required property string stage
    required property int heldCardId

    property real cardWidth: 84
    property var table: null

    readonly property bool kept: keeperCardId >= 0
    readonly property real offset: kept ? cardWidth * 0.16 : 0
    readonly property bool holds: heldCardId >= 0
    readonly property real heldWidth: cardWidth * 0.8

    implicitWidth: cardWidth + offset + (holds ? heldWidth + 6 : 0)
    implicitHeight: card.height + offset

    Card {
        id: keeper
        objectName: "durationKeeper"
        visible: root.kept
        cardId: root.keeperCardId
        width: root.cardWidth
        rotation: -4
    }

    Card {
        id: card
        x: root.offset
        y: root.offset
        width: root.cardWidth
        cardId: root.cardId
        dimmed: root.stage === "done"

        HoverHandler {
            onHoveredChanged: {
                if (!root.table) return
                if (hovered) root.table.requestPreview(root.cardId, card)
                else root.table.cancelPreview(card)
            }
        }
        TapHandler {
            acceptedButtons: Qt.RightButton
            onTapped: if (root.table) root.table.pinPreview(root.cardId, card)
        }
    }

    // The marker keeps below the card's name band, so that its name stays in view on a small
    // card; what does not fit is cut with "…" and the whole note shows on hover.
    Rectangle {
        id: noteBox
        objectName: "durationNote"
        x: card.x + 3
        width: card.width - 6
        anchors.bottom: card.bottom
        anchors.bottomMargin: card.height * 0.05
        height: noteText.implicitHeight + 6
        radius: 6
        color: root.stage === "done" ? "#d9302a22" : "#eb143d28"
        border.color: root.stage === "done" ? "#80f7eed6" : Theme.goldLight
        border.width: 1.5

        Text {
            id: noteText
            objectName: "durationNoteText"
            anchors.centerIn: parent
            width: parent.width - 8
            text: root.note
            wrapMode: Text.WordWrap
            // The lines there is room for between the card's name band and the margin below
            maximumLineCount: Math.max(1, Math.floor((card.height * 0.6 - 6) / (font.pixelSize * 1.3)))
            elide: Text.ElideRight
            horizontalAlignment: Text.AlignHCenter
            font.family: Theme.bodyFamily
            font.pixelSize: Math.max(Theme.minTextSize, Math.round(root.cardWidth * 0.135))
            font.weight: Font.DemiBold
            color: root.stage === "done" ? Theme.textMuted : Theme.goldLight
        }

        // The whole note, when the marker shows it cut
        readonly property string hoverText: noteText.truncated ? root.note : ""
        HoverHandler {
            id: noteHover
        }
        ToolTip.visible: noteBox.hoverText !== "" && noteHover.hovered
        ToolTip.delay: 300
        ToolTip.text: noteBox.hoverText
    }

    // The card set aside with it, face up for every seat, level with the Duration's middle
    Card {
        id: held
        objectName: "durationHeld"
        visible: root.holds
        x: card.x + card.width + 6
        y: card.y + (card.height - height) / 2
        width: root.heldWidth
        cardId: root.heldCardId

        HoverHandler {
            onHoveredChanged: {
                if (!root.table) return
                if (hovered) root.table.requestPreview(held.cardId, held)
                else root.table.cancelPreview(held)
            }
        }
    }

}
