pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// One Supply pile: its top card (a tall "pile" card for Kingdom piles, a small tile for the
// basic ones), the cards left on a badge, dimmed with "Empty" when gone. In the Buy phase
// the piles the player can afford glow and the others recede; during a decision that asks
// for a pile, the piles it offers glow blue. Click to buy or choose; drag onto the discard
// pile to buy.
Item {
    id: root

    required property int pile
    required property int cardId
    required property int count
    required property int cost
    required property bool isKingdom
    required property bool affordable
    required property bool selectable
    required property bool selected
    required property bool empty

    property var table: null
    // Young Witch's Bane pile: marked as the sideways card under the real pile marks it.
    property bool isBane: false
    // Its top card can't be bought now: named for Contraband this turn, or a card's own rule
    // (Grand Market with a Copper in play).
    property bool buyForbidden: false
    // Tokens on the pile by kind: { "embargo": 1 } (SupplyModel's tokens role), with "warChest":
    // the times its card was named for War Chest this turn.
    property var tokens: ({})
    readonly property var tokenKinds: Object.keys(tokens ?? {})
    // On a basic tile, Trade Route's token is a round token in a corner (the words would cover
    // the tile's cost and value); other tokens are written out.
    readonly property var roundKinds: isKingdom ? [] : tokenKinds.filter(k => k === "tradeRoute")
    readonly property var writtenKinds: isKingdom ? tokenKinds : tokenKinds.filter(k => k !== "tradeRoute")
    property real cardWidth: isKingdom ? 120 : 104
    // The human is buying: affordable piles stand out.
    property bool buying: false
    // A decision asks for a Supply pile.
    property bool choosing: false
    readonly property bool highlighted: choosing ? selectable : (buying && affordable && !empty)
    readonly property bool hovered: mouse.containsMouse
    readonly property bool dragged: table !== null && table.dragging
                                    && table.dragPayload.kind === "supply" && table.dragPayload.pile === pile

    signal buyRequested(int pile)
    signal toggleRequested(int pile)

    implicitWidth: cardWidth
    implicitHeight: card.height

    Accessible.role: Accessible.Button
    Accessible.name: qsTr("%1, %2 left").arg(card.name).arg(count)

    // Edges of the cards below
    Repeater {
        model: root.empty ? 0 : Math.min(3, Math.ceil(root.count / 4))
        delegate: Rectangle {
            required property int index
            x: (index + 1) * 1.5
            y: (index + 1) * 2.5
            z: -1 - index
            width: card.width
            height: card.height
            radius: 10 * card.unit
            color: "#d9ccb0"
            border.color: "#2a1c0c"
            border.width: 1
        }
    }

    Card {
        id: card
        objectName: "pileCard"
        width: root.cardWidth
        cardId: root.cardId
        cost: root.cost
        variant: root.isKingdom ? "pile" : "basic"
        nameInsetRight: countBadge.visible ? countBadge.width * 0.55 + 1 : 0
        dimmed: root.empty || (root.buying && !root.affordable && !root.choosing)
                || (root.choosing && !root.selectable)
        opacity: root.dragged ? 0.4 : 1
        y: root.highlighted && !root.empty ? -3 : 0
        glowColor: root.choosing ? (root.selected ? "#8ef0a0" : (root.selectable ? "#7fc8ff" : "transparent"))
                                 : (root.highlighted ? (root.hovered ? "#fff0b0" : "#ffd75e") : "transparent")

        Behavior on y { NumberAnimation { duration: Theme.durationShort } }
    }

    CountBadge {
        id: countBadge
        objectName: "countBadge"
        visible: !root.empty
        anchors.right: card.right
        anchors.top: card.top
        // Mostly off the corner, so it leaves the name readable
        anchors.margins: -size * 0.45
        count: root.count
        size: Math.max(Math.ceil(Theme.minTextSize / 0.56) + 1, Math.min(26, root.cardWidth * 0.22))
        warn: root.count <= 2
    }

    Rectangle {
        objectName: "baneMarker"
        visible: root.isBane
        anchors.horizontalCenter: card.horizontalCenter
        anchors.bottom: card.bottom
        anchors.bottomMargin: -height / 3
        width: baneText.implicitWidth + 16
        height: baneText.implicitHeight + 6
        radius: 4
        z: 2
        color: "#e04a2a6a"
        border.color: "#d9c6f0"
        border.width: 1.5

        Text {
            id: baneText
            anchors.centerIn: parent
            //: Marks Young Witch's Bane pile (its cards protect from Young Witch)
            text: qsTr("Bane")
            font.family: Theme.bodyFamily
            font.pixelSize: Math.max(Theme.minTextSize, Math.min(13, root.cardWidth * 0.1))
            font.weight: Font.Bold
            color: "white"
        }
    }

    // "Can't buy" on the card, as a seal: a player sees why the pile doesn't glow before trying.
    // Written across a Kingdom card's picture; on a basic tile (whose middle holds its cost and
    // value) a round seal in the upper left corner.
    Rectangle {
        objectName: "buyForbiddenMarker"
        readonly property bool round: !root.isKingdom
        readonly property real roundSize: Math.max(Math.ceil(Theme.minTextSize / 0.6) + 1, root.cardWidth * 0.2)
        visible: root.buyForbidden && !root.empty
        x: round ? -roundSize * 0.3 : (card.width - width) / 2
        y: round ? -roundSize * 0.3 : card.height * 0.58
        width: round ? roundSize : Math.min(card.width + 8, forbiddenText.implicitWidth + 16)
        height: round ? roundSize : forbiddenText.implicitHeight + 6
        radius: round ? width / 2 : 4
        z: 2
        color: "#e0a0231a"
        border.color: "#ffd2c4"
        border.width: 1.5

        Text {
            id: forbiddenText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, parent.width - 8)
            //: On a Supply pile whose card can't be bought now (named for Contraband, or Grand Market with a Copper in play)
            readonly property string words: qsTr("Can't buy")
            text: parent.round ? "⊘" : "⊘ " + words
            elide: Text.ElideRight
            font.family: Theme.bodyFamily
            font.pixelSize: parent.round ? parent.height * 0.6
                                         : Math.max(Theme.minTextSize, Math.min(13, root.cardWidth * 0.1))
            font.weight: Font.Bold
            color: "white"
        }
        // The words for a screen reader and the tooltip-less round seal
        Accessible.role: Accessible.StaticText
        Accessible.name: forbiddenText.words
    }

    // Trade Route's token on a basic tile: round, in its lower right corner, in the blue of the
    // Trade Route mat beside the trash.
    Row {
        id: roundTokens
        objectName: "basicPileTokens"
        visible: root.roundKinds.length > 0
        anchors.right: card.right
        anchors.rightMargin: -size * 0.3
        anchors.bottom: card.bottom
        anchors.bottomMargin: -size * 0.3
        spacing: 2
        z: 2
        readonly property real size: Math.max(Math.ceil(Theme.minTextSize / 0.55) + 1, root.cardWidth * 0.2)

        Repeater {
            model: root.roundKinds

            delegate: Rectangle {
                id: roundToken
                required property string modelData
                readonly property int amount: root.tokens[modelData] ?? 0
                objectName: "pileToken_" + modelData
                width: roundTokens.size
                height: width
                radius: width / 2
                color: "#e0245a8a"  // only Trade Route's token is round
                border.color: "#f7c1b9"
                border.width: 1.5

                Text {
                    anchors.centerIn: parent
                    visible: roundToken.amount > 1
                    text: String(roundToken.amount)
                    font.family: Theme.bodyFamily
                    font.pixelSize: parent.width * 0.55
                    font.weight: Font.Bold
                    color: "white"
                }
            }
        }
    }

    // Tokens on the pile: "Embargo ×2", over a Kingdom card's picture, on the left of a basic
    // tile's value (its lower part lies under the tile below)
    Column {
        objectName: "pileTokens"
        visible: root.writtenKinds.length > 0
        x: root.isKingdom ? (card.width - width) / 2 : -4
        y: root.isKingdom ? card.height * 0.2 : card.height * 0.3
        spacing: 2
        z: 2

        Repeater {
            model: root.writtenKinds

            delegate: Rectangle {
                id: token
                required property string modelData
                readonly property int amount: root.tokens[modelData] ?? 0
                objectName: "pileToken_" + modelData
                width: tokenText.implicitWidth + 14
                height: tokenText.implicitHeight + 6
                radius: height / 2
                color: modelData === "embargo" ? "#e0701a14"
                       : modelData === "warChest" ? "#e05a3d0c" : "#e0245a8a"
                border.color: "#f7c1b9"
                border.width: 1.5

                Text {
                    id: tokenText
                    anchors.centerIn: parent
                    text: {
                        //: A token on a Supply pile (buying from the pile gains a Curse)
                        const name = token.modelData === "embargo" ? qsTr("Embargo")
                                   //: A token on a Supply pile (Trade Route)
                                   : token.modelData === "tradeRoute" ? qsTr("Trade Route")
                                   //: On a Supply pile whose card was named for War Chest this turn (War Chest can't gain it)
                                   : token.modelData === "warChest" ? qsTr("War Chest ⊘")
                                   : token.modelData
                        //: A kind of token and how many: "Embargo ×2"
                        return token.amount > 1 ? qsTr("%1 ×%2").arg(name).arg(token.amount) : name
                    }
                    font.family: Theme.bodyFamily
                    font.pixelSize: Math.max(Theme.minTextSize, Math.min(13, root.cardWidth * 0.1))
                    font.weight: Font.Bold
                    color: "white"
                }
            }
        }
    }

    Rectangle {
        objectName: "emptyLabel"
        visible: root.empty
        anchors.centerIn: card
        width: emptyText.implicitWidth + 20
        height: emptyText.implicitHeight + 8
        // Within its own card on a small tile (a Prize beside the Supply), never below the
        // smallest text size.
        scale: Math.max(Theme.minTextSize / emptyText.font.pixelSize, Math.min(1, card.width / width))
        rotation: -12
        radius: 4
        color: "#cc2b1d0e"
        border.color: Theme.gold

        Text {
            id: emptyText
            anchors.centerIn: parent
            text: qsTr("Empty")
            font.family: Theme.displayFamily
            font.pixelSize: 20
            font.weight: Font.DemiBold
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 2
            color: Theme.goldLight
        }
    }

    Rectangle {
        visible: root.choosing && root.selected
        x: card.width - width * 0.75
        y: card.y + card.height - height * 0.7
        width: 28
        height: 28
        radius: 14
        color: "#2f8f4e"
        border.color: "#e8ffe8"
        border.width: 2

        Text {
            anchors.centerIn: parent
            text: "✓"
            font.pixelSize: 16
            font.bold: true
            color: "white"
        }
    }

    MouseArea {
        id: mouse

        property point pressPoint
        property bool dragging: false
        property bool dragged: false

        anchors.fill: card
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        cursorShape: root.highlighted ? Qt.PointingHandCursor : Qt.ArrowCursor

        onContainsMouseChanged: {
            if (!root.table) return
            if (containsMouse) root.table.requestPreview(root.cardId, card)
            else root.table.cancelPreview(card)
        }
        onPressed: mouseEvent => {
            if (root.table) root.table.cancelPreview(card)
            if (mouseEvent.button === Qt.RightButton) {
                if (root.table) root.table.pinPreview(root.cardId, card)
                return
            }
            pressPoint = Qt.point(mouseEvent.x, mouseEvent.y)
            dragging = false
            dragged = false
        }
        onPositionChanged: mouseEvent => {
            if (!pressed || !root.table || !root.buying || root.choosing || root.empty) return
            if (!dragging && Math.hypot(mouseEvent.x - pressPoint.x, mouseEvent.y - pressPoint.y) > 8) {
                dragging = true
                root.table.beginDrag({ kind: "supply", pile: root.pile, cardId: root.cardId },
                                     card, Qt.point(mouseEvent.x, mouseEvent.y))
            }
            if (dragging) root.table.moveDrag(mapToItem(root.table, mouseEvent.x, mouseEvent.y))
        }
        onReleased: {
            if (dragging) {
                dragging = false
                dragged = true
                root.table.endDrag()
            }
        }
        onCanceled: {
            if (dragging) {
                dragging = false
                root.table.cancelDrag()
            }
        }
        // A long press (touch) shows the whole card, as a right-click does.
        onPressAndHold: {
            if (!dragging && root.table) {
                dragged = true
                root.table.pinPreview(root.cardId, card)
            }
        }
        onClicked: mouseEvent => {
            if (mouseEvent.button !== Qt.LeftButton || dragged) return
            if (root.choosing) {
                if (root.selectable) root.toggleRequested(root.pile)
            } else if (root.buying && root.affordable && !root.empty) {
                root.buyRequested(root.pile)
            }
        }
    }
}
