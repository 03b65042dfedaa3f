pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Dominion

// A question a card asks the human, fitted to the card: the asking card with its text, the
// prompt, and the way to answer —
//  cards in hand: clicked in the hand (this panel shows the count and Confirm);
//  other cards (revealed, looked at): shown here to click, numbered when the order matters,
//    the chosen order can be dragged;
//  a Supply pile: clicked in the Supply;
//  options: buttons (one click answers a single choice);
//  a card name: a searchable list.
Item {
    id: root

    required property var decision
    property var handModel: null
    property var table: null
    property real cardWidth: 104
    // The height the table leaves it: the asking card shrinks to fit (and goes below a size).
    property real maxHeight: 1e9
    readonly property var options: decision ? decision.options : null
    readonly property string kind: decision && decision.active ? decision.kind : ""
    readonly property int minCount: decision ? decision.minCount : 0
    readonly property int maxCount: decision ? decision.maxCount : 0
    readonly property int selectedCount: decision ? decision.selectedCount : 0
    readonly property bool ordered: decision ? decision.ordered : false
    // Cards chosen in the hand rather than here.
    readonly property bool inHand: kind === "cards" && optionsInHand
    property bool optionsInHand: false
    readonly property bool showsCards: kind === "cards" && !inHand
    readonly property bool singleOption: kind === "options" && maxCount === 1
    readonly property bool showsConfirm: !singleOption
    property string filterText: ""

    readonly property string countText: {
        if (kind === "options" || kind === "name" || maxCount <= 0) return ""
        const noun = kind === "pile" ? "pile" : "card"
        let ask = ""
        if (minCount === maxCount)
            ask = maxCount === 1 && noun === "pile" ? qsTr("Choose a pile")
                                                    : qsTr("Choose %n card(s)", "", maxCount)
        else if (minCount === 0)
            //: At most %n cards, none required
            ask = qsTr("Choose up to %n card(s)", "", maxCount)
        else
            ask = qsTr("Choose %1 to %2 cards").arg(minCount).arg(maxCount)
        if (maxCount === 1) return ask
        return qsTr("%1 — %2 selected").arg(ask).arg(selectedCount)
    }

    readonly property string hintText: {
        if (inHand) return ordered ? qsTr("Click the cards in your hand in order.")
                                   : qsTr("Click the cards in your hand.")
        if (kind === "pile") return qsTr("Click a highlighted pile in the Supply.")
        if (showsCards && ordered) return qsTr("Click the cards in order; drag the chosen ones to reorder them.")
        return ""
    }

    // As wide as what it shows: the prompt, the cards or the options.
    readonly property real contentWidth: {
        let w = Math.max(promptMetrics.implicitWidth, 380)
        if (showsCards && options) w = Math.max(w, options.count * (cardWidth + 10))
        if (kind === "options") w = Math.max(w, optionsFlow.implicitWidth)
        if (kind === "name") w = Math.max(w, 640)
        return w
    }
    implicitWidth: contentWidth + (askingCard.visible ? askingCard.width + 18 : 0) + 2 * 18
    implicitHeight: Math.max(askingCard.visible ? askingCard.height + 36 : 0, body.implicitHeight + 36)

    function refreshPlacement() {
        let all = true
        let any = false
        if (options && handModel && kind === "cards") {
            const inHand = {}
            for (let r = 0; r < handModel.count; ++r) inHand[handModel.get(r).inst] = true
            for (let i = 0; i < options.count; ++i) {
                const o = options.get(i)
                if (o.inst < 0) continue
                any = true
                if (!inHand[o.inst]) all = false
            }
        }
        optionsInHand = any && all
    }

    function confirm() {
        if (!decision) return
        if (selectedCount === 0 && minCount === 0) decision.chooseNothing()
        else if (decision.canConfirm) decision.confirm()
    }

    function choose(i) {
        decision.toggle(i)
        if (singleOption) decision.confirm()
    }

    onKindChanged: { refreshPlacement(); filterText = "" }
    Connections {
        target: root.options
        ignoreUnknownSignals: true
        function onCountChanged() { root.refreshPlacement() }
    }
    Component.onCompleted: refreshPlacement()

    // Panel
    Rectangle {
        anchors.fill: parent
        anchors.topMargin: 5
        anchors.bottomMargin: -5
        radius: 16
        color: "#80000000"
    }
    Rectangle {
        anchors.fill: parent
        radius: 16
        color: "#f2102e1e"
        border.color: Theme.gold
        border.width: 2
    }

    Card {
        id: askingCard
        objectName: "askingCard"
        visible: root.decision !== null && root.decision.askingCardId >= 0 && width >= 56
        x: 18
        y: 18
        width: Math.min(132, (root.maxHeight - 36) / 1.56)
        cardId: root.decision ? root.decision.askingCardId : -1

        HoverHandler {
            onHoveredChanged: {
                if (!root.table) return
                if (hovered) root.table.requestPreview(askingCard.cardId, askingCard)
                else root.table.cancelPreview(askingCard)
            }
        }
    }

    Column {
        id: body
        x: askingCard.visible ? askingCard.x + askingCard.width + 18 : 18
        y: 18
        width: root.width - x - 18
        spacing: 10

        // The prompt's width on one line, for the panel's width
        Text {
            id: promptMetrics
            visible: false
            text: root.decision ? root.decision.prompt : ""
            font.family: Theme.displayFamily
            font.pixelSize: 24
            font.weight: Font.DemiBold
        }

        // What a triggered question answers, above it: "Ada gains Province." (Fool's Gold)
        Text {
            objectName: "causeText"
            visible: text.length > 0
            width: parent.width
            text: root.decision ? root.decision.cause : ""
            font.family: Theme.bodyFamily
            font.pixelSize: 16
            font.italic: true
            color: Theme.parchment
            wrapMode: Text.WordWrap
        }

        // "$3" as a coin, as in the cards' texts
        CardText {
            objectName: "promptText"
            width: parent.width
            text: root.decision ? root.decision.prompt : ""
            family: Theme.displayFamily
            fontSize: 24
            minFontSize: 24
            weight: Font.DemiBold
            color: Theme.goldLight
            horizontalAlignment: Text.AlignLeft
        }

        Text {
            objectName: "countText"
            visible: text.length > 0
            width: parent.width
            text: root.countText
            font.family: Theme.bodyFamily
            font.pixelSize: 16
            font.weight: Font.Bold
            color: Theme.parchment
        }

        Text {
            visible: text.length > 0
            width: parent.width
            text: root.hintText
            font.family: Theme.bodyFamily
            font.pixelSize: 14
            font.italic: true
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }

        // Cards shown here (revealed, looked at)
        Flickable {
            id: cardsView
            visible: root.showsCards
            width: parent.width
            height: visible ? root.cardWidth * 1.56 + 30 : 0
            contentWidth: cardsRow.implicitWidth + 20
            contentHeight: height
            clip: true
            flickableDirection: Flickable.HorizontalFlick
            boundsBehavior: Flickable.StopAtBounds
            interactive: contentWidth > width

            // Inset, so the glow around the cards is not cut off
            Row {
                id: cardsRow
                x: 10
                y: 20
                spacing: 12

                Repeater {
                    model: root.showsCards ? root.options : null

                    delegate: Item {
                        id: optionCard

                        required property int index
                        required property int cardId
                        required property bool selected
                        required property int order

                        objectName: "optionCard_" + index
                        width: root.cardWidth
                        height: root.cardWidth * 1.56

                        Card {
                            id: face
                            width: parent.width
                            y: optionCard.selected ? -12 : 0
                            cardId: optionCard.cardId
                            glowColor: optionCard.selected ? "#8ef0a0" : "#7fc8ff"

                            Behavior on y { NumberAnimation { duration: Theme.durationShort } }
                        }

                        // The chosen order, or a check
                        Rectangle {
                            objectName: "orderBadge"
                            visible: optionCard.selected
                            x: parent.width - width * 0.75
                            y: face.y - height * 0.3
                            width: 30
                            height: 30
                            radius: 15
                            color: "#2f8f4e"
                            border.color: "#e8ffe8"
                            border.width: 2

                            Text {
                                objectName: "orderText"
                                anchors.centerIn: parent
                                text: root.ordered ? String(optionCard.order) : "✓"
                                font.family: Theme.bodyFamily
                                font.pixelSize: 16
                                font.weight: Font.Black
                                color: "white"
                            }
                        }

                        MouseArea {
                            anchors.fill: parent
                            hoverEnabled: true
                            acceptedButtons: Qt.LeftButton | Qt.RightButton
                            cursorShape: Qt.PointingHandCursor
                            onContainsMouseChanged: {
                                if (!root.table) return
                                if (containsMouse) root.table.requestPreview(optionCard.cardId, face)
                                else root.table.cancelPreview(face)
                            }
                            onClicked: mouseEvent => {
                                if (mouseEvent.button === Qt.RightButton) {
                                    if (root.table) root.table.pinPreview(optionCard.cardId, face)
                                } else {
                                    root.decision.toggle(optionCard.index)
                                }
                            }
                        }
                    }
                }
            }
        }

        // The chosen order, draggable (ordered answers of two or more cards)
        OrderStrip {
            id: orderStrip
            visible: root.showsCards && root.ordered && root.selectedCount > 1
            width: parent.width
            decision: root.decision
        }

        // Options as buttons
        Flow {
            id: optionsFlow
            visible: root.kind === "options"
            width: parent.width
            spacing: 10

            Repeater {
                model: root.kind === "options" ? root.options : null

                delegate: TableButton {
                    required property int index
                    required property string label
                    required property bool selected

                    objectName: "optionButton_" + index
                    text: label
                    textSize: 17
                    implicitHeight: 46
                    primary: root.singleOption ? index === 0 : selected
                    onClicked: root.choose(index)
                }
            }
        }

        // Name a card: search and pick
        Column {
            visible: root.kind === "name"
            width: parent.width
            spacing: 8

            TextField {
                id: search
                objectName: "nameSearch"
                width: Math.min(parent.width, 320)
                placeholderText: qsTr("Search a card…")
                text: root.filterText
                onTextEdited: root.filterText = text
                font.family: Theme.bodyFamily
                font.pixelSize: 16
                color: Theme.ink
                background: Rectangle {
                    radius: 8
                    color: Theme.parchment
                    border.color: search.activeFocus ? Theme.gold : Theme.goldDark
                    border.width: search.activeFocus ? 2 : 1
                }
            }

            Flickable {
                width: parent.width
                height: Math.min(nameFlow.implicitHeight, 150)
                contentHeight: nameFlow.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds

                Flow {
                    id: nameFlow
                    width: parent.width
                    spacing: 6

                    Repeater {
                        model: root.kind === "name" ? root.options : null

                        delegate: MiniCard {
                            id: nameChip

                            required property int index
                            required property string label
                            required property bool selected
                            required cardId

                            objectName: "nameOption_" + index
                            fontSize: 14
                            visible: root.filterText.length === 0
                                     || label.toLowerCase().indexOf(root.filterText.toLowerCase()) >= 0
                            border.width: selected ? 3 : 1
                            border.color: selected ? "#8ef0a0" : "#3a2a14"

                            TapHandler {
                                onTapped: root.decision.toggle(nameChip.index)
                            }
                        }
                    }
                }
            }
        }

        // Confirm / choose nothing
        Row {
            visible: root.showsConfirm
            spacing: 10

            TableButton {
                id: confirmButton
                objectName: "confirmButton"
                primary: true
                textSize: 17
                implicitHeight: 44
                text: root.selectedCount === 0 && root.minCount === 0 && root.kind !== "options"
                      ? ((root.decision?.declineLabel ?? "").length > 0 ? root.decision.declineLabel : qsTr("Choose nothing"))
                      : (root.decision && root.decision.confirmLabel.length > 0 ? root.decision.confirmLabel : qsTr("Confirm"))
                enabled: root.decision !== null && root.decision.active
                         && (root.decision.canConfirm || (root.selectedCount === 0 && root.minCount === 0))
                onClicked: root.confirm()
            }
        }
    }
}
