pragma ComponentBehavior: Bound
import QtQuick
import Dominion
import "Zones.js" as Zones

// One computer player along the top of the table: name and level, victory points (when
// shown) and tokens, the cards in hand as small backs, deck and discard pile with their
// counts, the Durations they have staying in play (with what they will still do) and their
// mats, the cards they played this turn, and "thinking…" while they decide.
Rectangle {
    id: root

    required property int seat
    required property string name
    required property bool isCurrent
    required property int handCount
    required property int deckCount
    required property int discardCount
    required property int discardTopCardId
    required property int vp
    required property var inPlay
    required property bool deciding
    required property color colour

    property var table: null
    property bool showVp: true
    property bool thinking: false
    // Seaside: a DurationModel, a MatModel and the counters that are not zero (PlayerModel).
    property var durations: null
    property var mats: null
    property var counters: ({})

    readonly property bool hasTableau: (durations !== null && durations.count > 0)
                                       || (mats !== null && mats.used)

    readonly property real backWidth: 24
    // Six players on a small screen: the hand's backs closer together, the zones closer.
    readonly property bool narrow: width < 250
    readonly property real fanStep: narrow ? 5 : 9

    implicitHeight: 112
    radius: 12
    color: isCurrent ? "#cc143d28" : "#b30c2a1a"
    border.color: isCurrent ? Theme.goldLight : Theme.panelBorder
    border.width: isCurrent ? 2.5 : 1.5

    Behavior on border.color { ColorAnimation { duration: Theme.durationMedium } }

    Accessible.role: Accessible.Grouping
    Accessible.name: name

    // Name line
    Row {
        id: nameRow
        x: 12
        y: 8
        spacing: 8

        Rectangle {
            anchors.verticalCenter: parent.verticalCenter
            width: 26
            height: 26
            radius: 13
            color: root.colour
            border.color: Theme.gold
            border.width: 1.5

            Text {
                objectName: "seatInitial"
                anchors.centerIn: parent
                text: root.name.length > 0 ? root.name.charAt(0) : ""
                font.family: Theme.displayFamily
                font.pixelSize: 17
                font.weight: Font.Bold
                // Dark on a light seat colour (white), light on the others
                color: root.colour.hslLightness > 0.7 ? Theme.ink : Theme.parchment
            }
        }

        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: root.name
            font.family: Theme.displayFamily
            font.pixelSize: root.width < 300 ? 18 : 21
            font.weight: Font.DemiBold
            color: root.isCurrent ? Theme.goldLight : Theme.parchment
            elide: Text.ElideRight
            // All the room left of the tokens and victory points
            width: Math.min(implicitWidth, root.width - 12 - 26 - 8 - (root.showVp ? 62 : 12)
                                           - (counterBadges.visible ? counterBadges.width + 8 : 0))
        }
    }

    // "thinking…" with three pulsing dots, on a tab hanging from the panel's lower edge
    Rectangle {
        id: thinkingIndicator
        objectName: "thinkingIndicator"
        visible: root.thinking
        anchors.horizontalCenter: parent.horizontalCenter
        y: parent.height - height / 2
        z: 2
        width: thinkingRow.implicitWidth + 20
        height: 22
        radius: 11
        color: "#f2143d28"
        border.color: Theme.goldLight
        border.width: 1.5

        Row {
            id: thinkingRow
            anchors.centerIn: parent
            spacing: 3

            Text {
                text: qsTr("thinking")
                font.family: Theme.bodyFamily
                font.pixelSize: 13
                font.italic: true
                color: Theme.goldLight
            }

            Repeater {
                model: 3
                delegate: Rectangle {
                    id: dot
                    required property int index
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: 3
                    width: 4
                    height: 4
                    radius: 2
                    color: Theme.goldLight

                    SequentialAnimation on opacity {
                        // Only while the dots are seen: a running animation draws frames
                        // even for a hidden panel (the own seat's, deciding all turn long).
                        running: thinkingIndicator.visible
                        loops: Animation.Infinite
                        PauseAnimation { duration: dot.index * 160 }
                        NumberAnimation { from: 0.2; to: 1; duration: 320 }
                        NumberAnimation { from: 1; to: 0.2; duration: 320 }
                        PauseAnimation { duration: (2 - dot.index) * 160 }
                    }
                }
            }
        }
    }

    // Tokens and resources (VP tokens, Coffers ...)
    CounterBadges {
        id: counterBadges
        objectName: "opponentCounters"
        anchors.right: vpDisplay.visible ? vpDisplay.left : parent.right
        anchors.rightMargin: vpDisplay.visible ? 8 : 12
        y: 10
        counters: root.counters
        fontSize: 11
    }

    // Victory points
    Row {
        id: vpDisplay
        objectName: "vpDisplay"
        visible: root.showVp
        anchors.right: parent.right
        anchors.rightMargin: 12
        y: 7
        spacing: 4

        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: String(root.vp)
            font.family: Theme.bodyFamily
            font.pixelSize: 20
            font.weight: Font.Black
            color: Theme.parchment
        }
        VpIcon {
            anchors.verticalCenter: parent.verticalCenter
            size: 24
        }
    }

    // Hand, deck, discard
    Row {
        id: zonesRow
        objectName: "opponentZones"
        x: root.narrow ? 8 : 12
        y: nameRow.y + nameRow.height + 8
        spacing: root.narrow ? 8 : 14

        // Cards in hand: small overlapping backs
        Item {
            id: handZone
            objectName: "opponentHand"
            width: Math.max(root.backWidth, root.backWidth + Math.min(root.handCount - 1, 9) * root.fanStep)
            height: root.backWidth * 1.56

            Repeater {
                model: Math.min(root.handCount, 10)
                delegate: CardBack {
                    required property int index
                    x: index * root.fanStep
                    width: root.backWidth
                    height: root.backWidth * 1.56
                    rotation: (index - Math.min(root.handCount, 10) / 2) * 2
                }
            }

            Text {
                visible: root.handCount === 0
                anchors.centerIn: parent
                text: "–"
                color: Theme.textMuted
            }

            CountBadge {
                anchors.left: parent.right
                anchors.leftMargin: -8
                anchors.bottom: parent.bottom
                anchors.bottomMargin: -4
                count: root.handCount
                size: 20
            }
        }

        Item { width: root.narrow ? 2 : 4; height: 1 }

        Column {
            id: deckZone
            spacing: 1

            CardBack {
                anchors.horizontalCenter: parent.horizontalCenter
                width: root.backWidth
                height: root.backWidth * 1.56
                opacity: root.deckCount > 0 ? 1 : 0.25
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                //: Cards in a player's deck
                text: qsTr("Deck %1").arg(root.deckCount)
                font.family: Theme.bodyFamily
                font.pixelSize: 12
                color: Theme.textMuted
            }
        }

        Column {
            id: discardZone
            spacing: 1

            Item {
                anchors.horizontalCenter: parent.horizontalCenter
                width: root.backWidth
                height: root.backWidth * 1.56

                Rectangle {
                    anchors.fill: parent
                    visible: root.discardCount === 0
                    radius: 4
                    color: "transparent"
                    border.color: "#55f7eed6"
                }
                Card {
                    id: discardTop
                    visible: root.discardCount > 0 && root.discardTopCardId >= 0
                    width: parent.width
                    cardId: root.discardTopCardId
                }
                HoverHandler {
                    onHoveredChanged: {
                        if (!root.table || !discardTop.visible) return
                        if (hovered) root.table.requestPreview(root.discardTopCardId, discardTop)
                        else root.table.cancelPreview(discardTop)
                    }
                }
            }
            Text {
                anchors.horizontalCenter: parent.horizontalCenter
                //: Cards in a player's discard pile
                text: qsTr("Discard %1").arg(root.discardCount)
                font.family: Theme.bodyFamily
                font.pixelSize: 12
                color: Theme.textMuted
            }
        }
    }

    // Durations staying in play and mats: a row of their own above this turn's cards
    Flow {
        id: tableauFlow
        objectName: "opponentTableau"
        visible: root.hasTableau
        anchors.left: zonesRow.right
        anchors.leftMargin: 16
        anchors.right: parent.right
        anchors.rightMargin: 10
        anchors.top: zonesRow.top
        // Every line there is room for, but one for this turn's cards when there are some
        height: visible ? Math.min(implicitHeight, root.height - y - 6
                                   - (root.inPlay && root.inPlay.count > 0 ? 26 : 0)) : 0
        spacing: 6
        clip: true

        Repeater {
            model: root.durations

            delegate: Row {
                id: durationChip
                required property int cardId
                required property int keeperCardId
                required property int heldCardId
                required property string note
                required property string stage
                objectName: "opponentDuration"
                spacing: 3

                MiniCard {
                    visible: durationChip.keeperCardId >= 0
                    cardId: durationChip.keeperCardId
                    fontSize: 11
                    opacity: 0.85
                }
                MiniCard {
                    id: durationMini
                    cardId: durationChip.cardId
                    fontSize: 11
                    opacity: durationChip.stage === "done" ? 0.6 : 1
                    onHoveredChanged: {
                        if (!root.table) return
                        if (hovered) root.table.requestPreview(durationMini.cardId, durationMini)
                        else root.table.cancelPreview(durationMini)
                    }
                }
                // The card it keeps set aside face up (Blockade's)
                MiniCard {
                    id: heldMini
                    objectName: "opponentDurationHeld"
                    visible: durationChip.heldCardId >= 0
                    cardId: durationChip.heldCardId
                    fontSize: 11
                    onHoveredChanged: {
                        if (!root.table) return
                        if (hovered) root.table.requestPreview(heldMini.cardId, heldMini)
                        else root.table.cancelPreview(heldMini)
                    }
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    // What is left of the panel's width, cut with "…" if it must be
                    width: Math.max(0, Math.min(implicitWidth, tableauFlow.width - x))
                    elide: Text.ElideRight
                    text: durationChip.note
                    font.family: Theme.bodyFamily
                    font.pixelSize: 11
                    font.italic: true
                    color: durationChip.stage === "done" ? Theme.textMuted : Theme.goldLight
                }
            }
        }

        Repeater {
            model: root.mats

            delegate: Row {
                id: matChip
                required property int zone
                required property string key
                required property int cardCount
                required property var cards
                required property int hidden
                objectName: "opponentMat_" + key
                visible: cardCount > 0
                spacing: 3

                // The face-up cards past the panel's edge: none is drawn cut; "+N" counts them.
                property int cutCards: 0
                // Copies of a card are one chip with their count ("Island ×3"). The chips that
                // fit in the panel's width are shown, with room kept for "+N" when some don't.
                function fit() {
                    const fixed = matCaption.width + spacing
                                  + (hidden > 0 ? matBack.width + spacing : 0)
                                  + (hidden > 1 ? hiddenText.width + spacing : 0)
                    const room = tableauFlow.width - fixed
                    const chips = []
                    for (let k = 0; k < matChips.count; ++k) {
                        const chip = matChips.itemAt(k)
                        if (chip && chip.copies > 0) chips.push(chip)
                    }
                    const place = reserve => {
                        let used = 0
                        let cut = 0
                        for (const chip of chips) {
                            const fits = cut === 0 && used + chip.implicitWidth + reserve <= room
                            chip.cut = !fits
                            if (fits) used += chip.implicitWidth + spacing
                            else cut += chip.copies
                        }
                        return cut
                    }
                    let cut = place(0)
                    if (cut > 0) cut = place(matMoreText.implicitWidth + spacing)
                    cutCards = cut
                }
                // Later, once the chips have their widths: a zero-interval timer runs it once
                // for all the changes of one update.
                Timer {
                    id: fitLater
                    interval: 0
                    onTriggered: matChip.fit()
                }
                Connections {
                    target: tableauFlow
                    function onWidthChanged() { fitLater.restart() }
                }
                // The face-down cards' back and count take room too.
                onHiddenChanged: fitLater.restart()

                MatCaption {
                    id: matCaption
                    anchors.verticalCenter: parent.verticalCenter
                    key: matChip.key
                    font.pixelSize: 11
                }
                Repeater {
                    id: matChips
                    model: matChip.cards
                    onItemAdded: fitLater.restart()
                    onItemRemoved: fitLater.restart()
                    delegate: MiniCard {
                        id: matMini
                        required cardId
                        required property int index
                        readonly property int copies: root.copiesFrom(matChip.cards, index, cardId,
                                                                      matChip.cards.count)
                        property bool cut: false
                        objectName: "opponentMatChip"
                        count: Math.max(1, copies)
                        visible: copies > 0 && !cut
                        fontSize: 11
                        // A count or a name in another language changes the width.
                        onImplicitWidthChanged: fitLater.restart()
                        onCopiesChanged: fitLater.restart()
                        onHoveredChanged: {
                            if (!root.table) return
                            if (hovered) root.table.requestPreview(matMini.cardId, matMini)
                            else root.table.cancelPreview(matMini)
                        }
                    }
                }
                Text {
                    id: matMoreText
                    objectName: "opponentMatMore"
                    anchors.verticalCenter: parent.verticalCenter
                    visible: matChip.cutCards > 0
                    text: qsTr("+%1").arg(matChip.cutCards)
                    font.family: Theme.bodyFamily
                    font.pixelSize: 11
                    font.weight: Font.Bold
                    color: Theme.parchment
                }
                CardBack {
                    id: matBack
                    anchors.verticalCenter: parent.verticalCenter
                    visible: matChip.hidden > 0
                    width: 13
                    height: 20
                }
                Text {
                    id: hiddenText
                    anchors.verticalCenter: parent.verticalCenter
                    visible: matChip.hidden > 1
                    //: A number of face-down cards: "×3"
                    text: qsTr("×%1").arg(matChip.hidden)
                    font.family: Theme.bodyFamily
                    font.pixelSize: 11
                    font.weight: Font.Bold
                    color: Theme.parchment
                }
            }
        }
    }

    // Cards played this turn
    Flow {
        id: inPlayFlow
        objectName: "opponentInPlay"
        anchors.left: zonesRow.right
        anchors.leftMargin: 16
        anchors.right: parent.right
        anchors.rightMargin: 10
        anchors.top: tableauFlow.visible ? tableauFlow.bottom : zonesRow.top
        anchors.topMargin: tableauFlow.visible ? 4 : 0
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 6
        spacing: 4
        clip: true

        // Chips the panel has no room for: none is drawn cut at the bottom; the cards they
        // stand for are counted in the "+N" badge. Many cards first drop the chips' icons.
        property bool compact: false
        property int hiddenCards: 0
        onPositioningComplete: {
            let hidden = 0
            for (let k = 0; k < inPlayChips.count; ++k) {
                const chip = inPlayChips.itemAt(k)
                if (chip && chip.visible && chip.y + chip.height > height) hidden += chip.count
            }
            if (hidden > 0 && !compact) compact = true
            else hiddenCards = hidden
        }
        onHeightChanged: forceLayout()
        // A new turn's cards start with icons again.
        Connections {
            target: root.inPlay
            function onCountChanged() {
                if (root.inPlay.count === 0) inPlayFlow.compact = false
            }
        }

        Repeater {
            id: inPlayChips
            model: root.inPlay

            delegate: MiniCard {
                id: mini
                required cardId
                required property int index
                // Copies of a card are one chip with their count ("Copper ×3"), where the first
                // was played: seven cards in play fit two rows of the panel, not three.
                readonly property int copies: root.copiesFrom(root.inPlay, index, cardId,
                                                              root.inPlay.count)
                count: Math.max(1, copies)
                visible: copies > 0
                objectName: "opponentInPlayChip"
                fontSize: 12
                showIcon: !inPlayFlow.compact
                opacity: y + height <= inPlayFlow.height ? 1 : 0
                onHoveredChanged: {
                    if (!root.table) return
                    if (hovered) root.table.requestPreview(mini.cardId, mini)
                    else root.table.cancelPreview(mini)
                }
            }
        }
    }

    // The cards in play the panel has no room to show.
    Rectangle {
        objectName: "opponentInPlayMore"
        visible: inPlayFlow.hiddenCards > 0
        anchors.right: parent.right
        anchors.rightMargin: 3
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 3
        width: moreText.implicitWidth + 8
        height: moreText.implicitHeight + 2
        radius: height / 2
        color: Theme.ink
        border.color: Theme.gold
        Text {
            id: moreText
            anchors.centerIn: parent
            text: qsTr("+%1").arg(inPlayFlow.hiddenCards)
            font.pixelSize: Theme.minTextSize
            font.weight: Font.Bold
            color: Theme.parchment
        }
    }

    // How many cards of `cards` are `cardId`, for the first of them (row `row`); 0 for a later
    // copy. `count` is the model's, so that the chips are counted again when cards come and go.
    function copiesFrom(cards, row, cardId, count) {
        let copies = 0
        for (let k = 0; k < count; ++k) {
            if (cards.get(k).cardId !== cardId) continue
            if (k < row) return 0
            ++copies
        }
        return copies
    }

    Component.onCompleted: {
        if (!table) return
        table.registerZone(Zones.Hand, seat, handZone)
        table.registerZone(Zones.Deck, seat, deckZone)
        table.registerZone(Zones.Discard, seat, discardZone)
        table.registerZone(Zones.InPlay, seat, inPlayFlow)
        for (const zone of [Zones.Held, Zones.IslandMat, Zones.NativeVillage, Zones.Tavern, Zones.Exile])
            table.registerZone(zone, seat, tableauFlow)
    }
    Component.onDestruction: {
        if (!table) return
        table.unregisterZone(Zones.Hand, seat, handZone)
        table.unregisterZone(Zones.Deck, seat, deckZone)
        table.unregisterZone(Zones.Discard, seat, discardZone)
        table.unregisterZone(Zones.InPlay, seat, inPlayFlow)
        for (const zone of [Zones.Held, Zones.IslandMat, Zones.NativeVillage, Zones.Tavern, Zones.Exile])
            table.unregisterZone(zone, seat, tableauFlow)
    }
}
