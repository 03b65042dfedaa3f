pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Templates as T
import Dominion
import "Zones.js" as Zones

// The game table: the other players along the top, the Supply, the turn's status, the cards
// in play, and your hand with your deck and discard pile; the log on the right. Everything
// it shows comes from the controller's models; every action is one of its intents.
Item {
    id: table

    // The GameController (tests pass a mock) and the CardCatalog.
    required property var controller
    property var catalog: null

    readonly property var decision: controller.decision
    readonly property bool deciding: decision !== null && decision.active && controller.humanToAct
    readonly property string decisionKind: deciding ? decision.kind : ""
    readonly property bool humanTurn: controller.currentPlayer === controller.humanSeat
    readonly property bool buying: controller.humanToAct && controller.phase === "buy" && !deciding
    readonly property bool showVp: AppSettings.showVictoryPoints
    // Esc belongs to the table while it is shown (the window leaves it alone).
    readonly property bool handlesEscape: true

    // Layout: one scale for every card size, fitted to the page.
    readonly property real logWidth: logPanel.width
    readonly property real mainWidth: width - logWidth - 12
    // Heights that do not scale (panels, captions, gaps), then the scaled ones per unit of s:
    // the Supply's two rows of Kingdom piles, a card in play, a card in hand.
    readonly property real fixedHeight: opponents.height + statusBar.height + 12 + 12 + 8 + 34 + 14
    // Per unit of s: the Supply's rows (and gaps), then the card in play and in hand, which the
    // card size of the settings scales.
    readonly property real supplyUnits: 2 * 116 * 236 / 170 + 12.6
    readonly property real ownCardUnits: 84 * 1.56 + 140 * 1.56 * 1.045
    readonly property real scaleByHeight: (height - fixedHeight) / (supplyUnits + ownCardUnits * AppSettings.cardScale)
    readonly property real normalScaleByHeight: (height - fixedHeight) / (supplyUnits + ownCardUnits)
    // Larger cards take room from the Supply, but never below the scale its names need (that of
    // a 1280×720 window): on a small window large cards are as large as there is room for.
    readonly property real minSupplyScale: 0.62
    // The factor the hand's and the play area's cards (and a card shown large) take from the card
    // size of the settings.
    readonly property real cardScale: AppSettings.cardScale <= 1 ? AppSettings.cardScale
        : Math.max(1, Math.min(AppSettings.cardScale, ((height - fixedHeight) / s - supplyUnits) / ownCardUnits))
    // 925 units: two columns of basic piles, five Kingdom piles a row and the trash; more
    // columns with Platinum and Colony, a Bane, piles not in the Supply, or landscapes.
    readonly property real widthUnits: 925 + (supplyArea.basicColumns - 2) * 109
                                       + Math.max(0, supplyArea.kingdomPerRow - 5) * 125
                                       + supplyArea.outsideColumns * 109 + (supplyArea.outsideColumns > 0 ? 22 : 0)
                                       + (landscapeArea.columns > 0 ? landscapeArea.columns * 158 + 16 : 0)
    readonly property real scaleByWidth: (mainWidth - 40) / widthUnits
    // Cards grow with the window up to a 4K screen without scaling (3840×2160).
    readonly property real s: Math.max(0.5, Math.min(2.6, scaleByWidth,
                                                     Math.max(scaleByHeight, Math.min(normalScaleByHeight, minSupplyScale))))

    // Drag and drop
    property bool dragging: false
    property var dragPayload: ({})
    property Item dragSource: null
    property point dragGrab: Qt.point(0, 0)
    // A card dropped where it belongs needs no flight of its own.
    property int suppressInst: -1
    property int suppressPile: -1

    // The chosen order of an ordered answer, { inst: position }, for the hand's numbers.
    readonly property var handOrders: {
        const out = {}
        if (!deciding || !decision.ordered || decision.selectedCount === 0) return out
        const options = decision.options
        for (let i = 0; i < options.count; ++i) {
            const o = options.get(i)
            if (o.inst >= 0 && o.order > 0) out[o.inst] = o.order
        }
        return out
    }

    // Zones registered by the items that show them: "zone:owner" -> Item
    property var zoneItems: ({})

    signal menuRequested()
    signal newGameRequested()
    // From the pause menu: the saved-games page (to save this game) and the settings, over the
    // table; the game waits.
    signal savesRequested()
    signal settingsRequested()

    // ---- zones -------------------------------------------------------------------------------

    function registerZone(zone, owner, item) {
        zoneItems[zone + ":" + owner] = item
    }
    function unregisterZone(zone, owner, item) {
        if (zoneItems[zone + ":" + owner] === item) delete zoneItems[zone + ":" + owner]
    }

    // The item that stands for a zone on screen.
    function zoneItem(zone, owner) {
        const human = owner === controller.humanSeat
        switch (zone) {
        case Zones.Supply: return supplyArea.pileItem(owner) ?? supplyArea
        case Zones.Trash: return trashPile
        case Zones.Hand:
            if (human) return hand
            break
        case Zones.Deck:
            if (human) return deckPile
            break
        case Zones.Discard:
            if (human) return discardPile
            break
        case Zones.InPlay:
            if (owner === controller.currentPlayer || human) return playArea
            break
        case Zones.Held:
        case Zones.IslandMat:
        case Zones.NativeVillage:
        case Zones.Tavern:
        case Zones.Exile:
            if (human) return ownTableau.matItem(zone)
            break
        case Zones.Revealed:
        case Zones.Aside:
            if (decisionPanel.visible && decisionPanel.showsCards) return decisionPanel
            return revealedStrip.visible ? revealedStrip : playArea
        }
        return zoneItems[zone + ":" + owner] ?? null
    }

    function onMoved(inst, cardId, fromZone, fromOwner, toZone, toOwner) {
        if (inst >= 0 && inst === suppressInst) {
            suppressInst = -1
            return
        }
        if (fromZone === Zones.Supply && fromOwner === suppressPile) {
            suppressPile = -1
            return
        }
        const from = zoneItem(fromZone, fromOwner)
        const to = zoneItem(toZone, toOwner)
        // Cards stay hidden while they travel between a player's hidden zones.
        const hidden = cardId < 0 || (fromZone === Zones.Deck && toZone === Zones.Hand
                                      && toOwner !== controller.humanSeat)
        const width = 92 * s
        flyLayer.fly(cardId, !hidden, from, to, width, width)
    }

    function onShuffled(seat) {
        const deck = seat === controller.humanSeat ? deckPile : zoneItems[Zones.Deck + ":" + seat]
        const discard = seat === controller.humanSeat ? discardPile : zoneItems[Zones.Discard + ":" + seat]
        if (!deck || !discard) return
        for (let i = 0; i < 4; ++i) flyLayer.fly(-1, false, discard, deck, 0, 0)
        if (seat === controller.humanSeat) shuffleWiggle.restart()
    }

    // ---- preview -----------------------------------------------------------------------------

    function requestPreview(cardId, item) {
        if (!dragging) preview.request(cardId, item)
    }
    function cancelPreview(item) {
        preview.cancel(item)
    }
    function pinPreview(cardId, item) {
        preview.pin(cardId, item)
    }

    // ---- drag and drop -----------------------------------------------------------------------

    function beginDrag(payload, sourceCard, grabPoint) {
        preview.hide()
        dragPayload = payload
        dragSource = sourceCard
        dragGrab = grabPoint
        const p = sourceCard.mapToItem(table, 0, 0)
        springBack.stop()
        dragProxy.variant = sourceCard.variant ?? "full"
        dragProxy.width = sourceCard.width
        dragProxy.cardId = payload.cardId
        dragProxy.x = p.x
        dragProxy.y = p.y
        dragProxy.Drag.hotSpot = grabPoint
        playArea.dropLegal = payload.kind === "hand" && controller.canPlay(payload.inst)
        const ways = payload.kind === "hand" && controller.waysFor ? controller.waysFor(payload.inst) : []
        landscapeArea.draggedWays = ways
        landscapeArea.draggedInst = ways.length > 0 ? payload.inst : -1
        discardPile.dropLegal = payload.kind === "supply" && controller.canBuy(payload.pile)
        dragProxy.visible = true
        dragging = true
    }

    function moveDrag(point) {
        if (!dragging) return
        dragProxy.x = point.x - dragGrab.x
        dragProxy.y = point.y - dragGrab.y
    }

    // Whether the drag's hot spot lies on `item` (with a margin).
    function dropsOn(item, margin) {
        const p = dragProxy.mapToItem(item, dragGrab.x, dragGrab.y)
        return p.x >= -margin && p.y >= -margin && p.x <= item.width + margin && p.y <= item.height + margin
    }

    // Drops the card: the target under it takes it if the move is legal; else it springs back.
    // The target is found by geometry (drag events reach the DropAreas a moment later; they
    // only light the targets up).
    function endDrag() {
        if (!dragging) return
        const payload = dragPayload
        let taken = false
        const way = payload.kind === "hand" && landscapeArea.draggedInst >= 0
                    ? landscapeArea.wayAt(dragProxy, dragGrab.x, dragGrab.y) : null
        if (way && landscapeArea.wayAllowed(way.landscape)) {
            suppressInst = payload.inst
            controller.playCardAs(payload.inst, way.landscape)
            taken = true
        } else if (payload.kind === "hand" && playArea.dropLegal && dropsOn(playArea, 0)) {
            suppressInst = payload.inst
            play(payload.inst)
            taken = true
        } else if (payload.kind === "supply" && discardPile.dropLegal && dropsOn(discardPile, 16)) {
            suppressPile = payload.pile
            buy(payload.pile)
            taken = true
        }
        dragging = false
        playArea.dropLegal = false
        discardPile.dropLegal = false
        landscapeArea.draggedInst = -1
        if (taken) dragProxy.visible = false
        else springBackToSource()
    }

    function cancelDrag() {
        if (!dragging) return
        dragging = false
        landscapeArea.draggedInst = -1
        playArea.dropLegal = false
        discardPile.dropLegal = false
        springBackToSource()
    }

    // Back to the card it came from, following it if it moves meanwhile (a hand card that
    // settles after losing the pointer).
    function springBackToSource() {
        dragProxy.springFrom = Qt.point(dragProxy.x, dragProxy.y)
        dragProxy.springProgress = 0
        springBack.restart()
    }

    // ---- intents -----------------------------------------------------------------------------

    function play(inst) {
        if (controller.canPlay(inst)) controller.playCard(inst)
    }
    // A buy that looks like a slip (a Curse, or a cheap card, with Treasures unplayed) is
    // asked about first, unless the player said not to ask.
    function buy(pile) {
        if (!controller.canBuy(pile)) return
        const warning = AppSettings.confirmCheapBuys && controller.buyWarning ? controller.buyWarning(pile) : ""
        if (warning.length > 0) buyConfirm.ask(pile, warning)
        else controller.buy(pile)
    }
    function buyLandscape(landscape) {
        if (controller.canBuyLandscape(landscape)) controller.buyLandscape(landscape)
    }
    // A right-click or long press on a card in hand that may be played using a Way: the menu
    // of ways to play it. False when there is no Way to offer (the card is shown large).
    function offerWays(inst, cardId, item) {
        if (!controller.waysFor || !controller.humanToAct || deciding) return false
        const ways = controller.waysFor(inst)
        if (ways.length === 0) return false
        preview.hide()
        wayMenu.offer(inst, cardId, ways, item)
        return true
    }
    function optionIndexForInst(inst) {
        const options = decision ? decision.options : null
        if (!options) return -1
        for (let i = 0; i < options.count; ++i) if (options.get(i).inst === inst) return i
        return -1
    }
    function optionIndexForPile(pile) {
        const options = decision ? decision.options : null
        if (!options) return -1
        let cardId = -1
        for (let r = 0; r < controller.supply.count; ++r) {
            const row = controller.supply.get(r)
            if (row.pile === pile) cardId = row.cardId
        }
        for (let i = 0; i < options.count; ++i) if (options.get(i).cardId === cardId && cardId >= 0) return i
        return -1
    }
    function toggleInst(inst) {
        const i = optionIndexForInst(inst)
        if (i >= 0) decision.toggle(i)
    }
    function togglePile(pile) {
        const i = optionIndexForPile(pile)
        if (i < 0) return
        decision.toggle(i)
        // A single pile is the whole answer.
        if (decision.maxCount === 1 && decision.canConfirm) decision.confirm()
    }
    function confirmOrEnd() {
        if (deciding) {
            if (decisionPanel.showsConfirm) decisionPanel.confirm()
        } else if (controller.canEndPhase) {
            controller.endPhase()
        }
    }
    function showHint() {
        if (!controller.humanToAct || controller.over) return
        toast.show(controller.hint())
    }
    function openGameOver() {
        gameOverDialog.scores = controller.finalScores()
        gameOverDialog.open()
    }

    Component.onCompleted: {
        if (catalog) CardFacts.catalog = catalog
        if (controller.over) openGameOver()
    }
    onCatalogChanged: if (catalog) CardFacts.catalog = catalog
    Binding {
        target: CardFacts
        property: "cursesAreTreasures"
        value: table.controller.cursesAreTreasures ?? false
    }
    Binding {
        target: CardFacts
        property: "earlierVersions"
        value: table.controller.earlierVersions ?? false
    }

    Connections {
        target: table.controller
        function onCardMoved(inst, cardId, fromZone, fromOwner, toZone, toOwner, reason) {
            table.onMoved(inst, cardId, fromZone, fromOwner, toZone, toOwner)
        }
        function onShuffled(seat) { table.onShuffled(seat) }
        function onCardsRevealed(seat, caption, cardIds) { revealBanner.show(seat, caption, cardIds) }
        function onGameOver() { table.openGameOver() }
        function onGameStarted() {
            gameOverDialog.close()
            inGameMenu.close()
            revealBanner.clear()
        }
        function onMessage(text) {
            // The decision panel already asks it
            if (table.deciding && text.indexOf(table.decision.prompt) >= 0) return
            toast.show(text)
        }
        function onErrorOccurred(text) { toast.show(text) }
    }

    // ---- players ----------------------------------------------------------------------------

    // The rows of the human and of the current player, kept as live objects (a model's get()
    // is not a binding that follows changes).
    property var humanRow: null
    property var currentRow: null

    function refreshRows() {
        let human = null
        let current = null
        for (let i = 0; i < playerRows.count; ++i) {
            const row = playerRows.itemAt(i)
            if (!row) continue
            if (row.seat === controller.humanSeat) human = row
            if (row.isCurrent) current = row
        }
        humanRow = human
        currentRow = current
    }

    // A seat's colour (the log marks each line with it)
    function seatColour(seat) {
        for (let i = 0; i < playerRows.count; ++i) {
            const row = playerRows.itemAt(i)
            if (row && row.seat === seat) return row.colour
        }
        return Theme.gold
    }

    Repeater {
        id: playerRows
        model: table.controller.players
        onItemAdded: table.refreshRows()
        onItemRemoved: table.refreshRows()

        delegate: Item {
            required property var model
            required property int seat
            required property string name
            required property bool isCurrent
            required property bool isHuman
            required property int deckCount
            required property int discardCount
            required property int discardTopCardId
            required property int vp
            required property color colour
            // Seaside (absent from older models): Durations, mats and counters
            readonly property var durations: model.durations ?? null
            readonly property var mats: model.mats ?? null
            readonly property var counters: model.counters ?? ({})
            visible: false
            onIsCurrentChanged: table.refreshRows()
        }
    }
    Connections {
        target: table.controller
        function onHumanSeatChanged() { table.refreshRows() }
        function onCurrentPlayerChanged() { table.refreshRows() }
    }

    // ---- the other players -------------------------------------------------------------------

    Row {
        id: opponents
        objectName: "opponents"
        // Centred when they take less than the width
        x: Math.max(0, (table.mainWidth - (others * panelWidth + (others - 1) * spacing)) / 2)
        y: 0
        width: table.mainWidth - x
        // Taller while a panel shows Durations or mats (a row of their own)
        height: withTableau ? 128 : 108
        spacing: 10

        property bool withTableau: false
        function updateTableau() {
            let any = false
            for (let i = 0; i < opponentPanels.count; ++i) {
                const panel = opponentPanels.itemAt(i)
                if (panel && panel.visible && panel.hasTableau) any = true
            }
            withTableau = any
        }

        readonly property int others: Math.max(1, table.controller.playerCount - 1)
        readonly property real panelWidth: Math.min(520, (table.mainWidth - spacing * (others - 1)) / others)

        Repeater {
            id: opponentPanels
            model: table.controller.players
            onItemAdded: opponents.updateTableau()
            onItemRemoved: opponents.updateTableau()

            // Everyone but the seat whose hand is shown (in a demo game, a computer player's)
            delegate: OpponentPanel {
                id: panel
                required property var model
                readonly property bool shownBelow: seat === table.controller.humanSeat
                visible: !shownBelow
                width: shownBelow ? 0 : opponents.panelWidth
                height: opponents.height
                table: table
                showVp: table.showVp
                thinking: panel.deciding || (table.controller.aiThinking && panel.isCurrent)
                durations: panel.model.durations ?? null
                mats: panel.model.mats ?? null
                counters: panel.model.counters ?? ({})
                onHasTableauChanged: opponents.updateTableau()
                onVisibleChanged: opponents.updateTableau()
            }
        }
    }

    // ---- the Supply and the trash ------------------------------------------------------------

    SupplyArea {
        id: supplyArea
        objectName: "supplyArea"
        x: Math.max(0, (table.mainWidth - width - trashPile.width - 24
                        - (landscapeArea.visible ? landscapeArea.width + 16 * table.s : 0)) / 2)
        y: opponents.height + 12
        model: table.controller.supply
        table: table
        kingdomWidth: 116 * table.s
        basicWidth: 100 * table.s
        gap: 9 * table.s
        buying: table.buying
        choosing: table.decisionKind === "pile"
        onBuyRequested: pile => table.buy(pile)
        onToggleRequested: pile => table.togglePile(pile)
    }

    // Events, Projects and Ways, beside the Supply
    LandscapeArea {
        id: landscapeArea
        objectName: "landscapeArea"
        anchors.left: supplyArea.right
        anchors.leftMargin: visible ? 16 * table.s : 0
        y: supplyArea.y
        width: implicitWidth
        height: implicitHeight
        model: table.controller.landscapes ?? null
        table: table
        cardWidth: 150 * table.s
        gap: 8 * table.s
        onBuyRequested: landscape => table.buyLandscape(landscape)
    }

    ZonePile {
        id: trashPile
        objectName: "trashPile"
        anchors.left: landscapeArea.visible ? landscapeArea.right : supplyArea.right
        anchors.leftMargin: 24
        anchors.bottom: supplyArea.bottom
        cardWidth: 74 * table.s
        //: The pile of trashed cards
        caption: qsTr("Trash")
        count: table.controller.trash.count
        topCardId: count > 0 ? table.controller.trash.get(count - 1).cardId : -1
        clickable: true
        table: table
        onClicked: trashDialog.open()
    }

    // The Trade Route mat (shared by all players): its Coin tokens, in games with Trade Route.
    Rectangle {
        objectName: "tradeRouteMat"
        visible: table.controller.tradeRouteMat >= 0
        anchors.left: trashPile.left
        anchors.bottom: trashPile.top
        anchors.bottomMargin: 10
        width: tradeRouteText.implicitWidth + 16
        height: tradeRouteText.implicitHeight + 8
        radius: 6
        color: "#cc245a8a"
        border.color: "#f7c1b9"
        border.width: 1

        Text {
            id: tradeRouteText
            anchors.centerIn: parent
            //: The Trade Route mat and the number of Coin tokens on it
            text: qsTr("Trade Route mat: %1").arg(table.controller.tradeRouteMat)
            font.family: Theme.bodyFamily
            font.pixelSize: Math.max(11, 13 * table.s)
            font.weight: Font.Bold
            color: "white"
        }
    }

    // ---- status ------------------------------------------------------------------------------

    StatusBar {
        id: statusBar
        objectName: "statusBar"
        x: 0
        y: supplyArea.y + supplyArea.height + 12
        width: table.mainWidth
        controller: table.controller
        // With several people at the screen the bar names whose turn it is, not "Your turn".
        humanTurn: table.humanTurn && table.humanRow !== null && table.humanRow.isHuman
                   && !(table.controller.hotSeat ?? false)
        vp: table.humanRow ? table.humanRow.vp : 0
        counters: table.humanRow ? table.humanRow.counters : ({})
        showVp: table.showVp
        deciding: table.deciding
        currentName: table.currentRow ? table.currentRow.name : ""
        onHintRequested: table.showHint()
    }

    // ---- your Durations and mats, cards in play, revealed cards -------------------------------

    Tableau {
        id: ownTableau
        objectName: "ownTableau"
        x: 0
        y: playArea.y
        height: playArea.height
        width: visible ? implicitWidth : 0
        visible: shown
        durations: table.humanRow ? table.humanRow.durations : null
        mats: table.humanRow ? table.humanRow.mats : null
        table: table
        cardWidth: 76 * table.s
    }

    PlayArea {
        id: playArea
        objectName: "playArea"
        x: ownTableau.visible ? ownTableau.width + 10 : 0
        y: statusBar.y + statusBar.height + 8
        width: table.mainWidth - x - (revealedStrip.visible ? revealedStrip.width + 10 : 0)
        // Down to the hand's cards: a hovered card lifts over the bottom of the play area.
        height: hand.y + hand.lift - y
        model: table.controller.inPlay
        table: table
        // As tall as the area lets them be (they overlap when many)
        cardWidth: Math.min(84 * table.s * table.cardScale, (height - 34) / 1.56)
        // The decision panel asks the question itself (and would cut this line in two).
        statusText: table.deciding ? "" : table.controller.statusText
        ownTurn: statusBar.humanTurn
        title: statusBar.humanTurn || statusBar.currentName.length === 0 || table.controller.over
               ? qsTr("In play") : qsTr("In play — %1").arg(statusBar.currentName)

        Behavior on width { NumberAnimation { duration: Theme.durationMedium } }
    }

    Rectangle {
        id: revealedStrip
        objectName: "revealedStrip"
        visible: table.controller.revealed.count > 0 && !(decisionPanel.visible && decisionPanel.showsCards)
        anchors.right: opponents.right
        y: playArea.y
        height: playArea.height
        width: Math.min(table.mainWidth * 0.45, 24 + table.controller.revealed.count * (revealedRow.cardWidth + 6))
        radius: 14
        color: "#26000000"
        border.color: "#7fc8ff"
        border.width: 1.5

        Text {
            x: 12
            y: 6
            text: qsTr("Revealed")
            font.family: Theme.displayFamily
            font.pixelSize: 17
            font.italic: true
            color: "#bfe0ff"
        }

        Row {
            id: revealedRow
            readonly property real cardWidth: 84 * table.s * table.cardScale
            x: 12
            y: 28
            spacing: 6

            Repeater {
                model: table.controller.revealed
                delegate: Card {
                    id: revealedCard
                    required cardId
                    width: revealedRow.cardWidth

                    HoverHandler {
                        onHoveredChanged: hovered ? table.requestPreview(revealedCard.cardId, revealedCard)
                                                  : table.cancelPreview(revealedCard)
                    }
                }
            }
        }
    }

    // ---- your deck, hand and discard pile ----------------------------------------------------

    ZonePile {
        id: deckPile
        objectName: "deckPile"
        x: 4
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 4
        cardWidth: 88 * table.s
        faceUp: false
        //: Your draw pile
        caption: qsTr("Deck")
        count: table.humanRow ? table.humanRow.deckCount : 0
        table: table

        SequentialAnimation on rotation {
            id: shuffleWiggle
            running: false
            NumberAnimation { to: -6; duration: Theme.durationShort }
            NumberAnimation { to: 6; duration: Theme.durationShort }
            NumberAnimation { to: 0; duration: Theme.durationShort }
        }
    }

    HandArea {
        id: hand
        objectName: "hand"
        anchors.left: deckPile.right
        anchors.leftMargin: 16
        anchors.right: discardPile.left
        anchors.rightMargin: 16
        anchors.bottom: parent.bottom
        model: table.controller.hand
        table: table
        cardWidth: 140 * table.s * table.cardScale
        height: implicitHeight
        interactive: table.controller.humanToAct && !table.controller.over && (!table.deciding || choosing)
        choosing: table.decisionKind === "cards" && decisionPanel.inHand
        orders: table.handOrders
        onPlayRequested: inst => table.play(inst)
        onToggleRequested: inst => table.toggleInst(inst)
    }

    ZonePile {
        id: discardPile
        objectName: "discardPile"
        x: table.mainWidth - width - 4
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 4
        cardWidth: 88 * table.s
        //: Your discard pile
        caption: qsTr("Discard")
        count: table.humanRow ? table.humanRow.discardCount : 0
        topCardId: table.humanRow ? table.humanRow.discardTopCardId : -1
        dropKeys: ["supply"]
        table: table
    }

    // ---- the log -----------------------------------------------------------------------------

    LogPanel {
        id: logPanel
        objectName: "logPanel"
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        width: implicitWidth
        expandedWidth: Math.max(240, Math.min(340, table.width * 0.2))
        model: table.controller.log
        table: table
    }

    // ---- the decision ------------------------------------------------------------------------

    DecisionPanel {
        id: decisionPanel
        objectName: "decisionPanel"
        visible: table.deciding
        decision: table.decision
        handModel: table.controller.hand
        table: table
        // The cards it shows as large as its band leaves room for, beside the question's lines
        cardWidth: Math.min(96 * table.s, Math.max(56, (maxHeight - 36 - 150 - 30) / 1.56))
        maxHeight: table.decisionBand.bottom - table.decisionBand.top
        width: Math.min(table.mainWidth - 40, implicitWidth)
        height: implicitHeight
        x: (table.mainWidth - width) / 2
        y: Math.max(table.decisionBand.top, table.decisionBand.bottom - height)
        z: 5
        opacity: visible ? 1 : 0

        Behavior on opacity { NumberAnimation { duration: Theme.durationShort } }
    }

    // Where the decision panel goes: a band of the table that leaves the status bar (its coins
    // and points) in view, and the cards chosen in the hand, and the Supply when a pile is asked
    // for. Under the status bar when the band there holds the question (the asking card shrinks
    // to fit); else above it, over the Supply, for cards chosen in the hand; else over the hand.
    readonly property var decisionBand: {
        const below = { top: statusBar.y + statusBar.height + 6,
                        // The chosen cards lift by most of the hand's lift, their check mark above
                        bottom: decisionPanel.inHand ? hand.y + hand.lift * 0.2 - 16 : hand.y + hand.lift * 0.6 }
        const above = { top: opponents.height + 8, bottom: statusBar.y - 6 }
        const overHand = { top: below.top, bottom: table.height - 6 }
        const room = band => band.bottom - band.top
        // The question's lines and buttons; cards shown in the panel need a row more.
        const needed = decisionPanel.showsCards ? 320 : 180
        if (room(below) >= needed) return below
        if (decisionKind === "pile") return overHand
        if (decisionPanel.inHand) return room(above) > room(below) ? above : below
        return [above, overHand].reduce((a, b) => room(b) > room(a) ? b : a)
    }

    // ---- overlays ----------------------------------------------------------------------------

    FlyLayer {
        id: flyLayer
        objectName: "flyLayer"
        anchors.fill: parent
        z: 20
    }

    Card {
        id: dragProxy
        objectName: "dragProxy"
        property var payload: table.dragPayload
        visible: false
        z: 30
        glowColor: "#ffd75e"
        Drag.active: table.dragging
        Drag.keys: [table.dragPayload.kind ?? ""]
        Drag.source: dragProxy

        property point springFrom
        property real springProgress: 0

        function hide() {
            visible = false
        }

        onSpringProgressChanged: {
            if (!springBack.running && springProgress < 1) return
            const to = table.dragSource ? table.dragSource.mapToItem(table, 0, 0) : springFrom
            x = springFrom.x + (to.x - springFrom.x) * springProgress
            y = springFrom.y + (to.y - springFrom.y) * springProgress
        }

        SequentialAnimation {
            id: springBack
            NumberAnimation {
                target: dragProxy
                property: "springProgress"
                from: 0
                to: 1
                duration: Math.max(1, Theme.durationMedium)
                easing.type: Easing.OutBack
            }
            ScriptAction { script: dragProxy.hide() }
        }
    }

    // Revealed cards, a moment, with who revealed them: over the cards in play, clear of the
    // status bar and of a decision panel above it
    RevealBanner {
        id: revealBanner
        objectName: "revealBanner"
        z: 30
        table: table
        cardWidth: Math.max(48, Math.min(76 * table.s * table.cardScale, (playArea.height - 64) / 1.56))
        x: (table.mainWidth - width) / 2
        y: playArea.y + 6
        width: implicitWidth
        height: implicitHeight
    }

    Rectangle {
        id: toast
        objectName: "toast"
        function show(text) {
            toastText.text = text
            opacity = 1
            toastTimer.restart()
        }
        z: 40
        // Just above the status bar, clear of the hand and of a decision
        x: (table.mainWidth - width) / 2
        y: statusBar.y - height - 10
        width: Math.min(toastText.implicitWidth + 40, table.mainWidth - 80)
        height: toastText.implicitHeight + 22
        radius: 12
        color: Theme.parchment
        border.color: Theme.gold
        border.width: 2
        opacity: 0
        visible: opacity > 0

        Behavior on opacity { NumberAnimation { duration: Theme.durationMedium } }

        Text {
            id: toastText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, table.mainWidth - 120)
            font.family: Theme.bodyFamily
            font.pixelSize: 17
            color: Theme.ink
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }

        Timer {
            id: toastTimer
            interval: 4500
            onTriggered: toast.opacity = 0
        }
    }

    // In the window's overlay, so cards in dialogs show above them too
    CardPreview {
        id: preview
        objectName: "cardPreview"
        parent: T.Overlay.overlay
        anchors.fill: parent
        z: 1000
        cardWidth: Math.max(260, 300 * table.s * table.cardScale)
    }
    // Every move and press of the pointer over the table, for the preview (a card that came
    // under a resting pointer waits for a move). The press is seen and passed on.
    HoverHandler {
        onPointChanged: preview.pointerMoved(point.position)
    }
    MouseArea {
        anchors.fill: parent
        z: 999
        acceptedButtons: Qt.AllButtons
        onPressed: mouse => {
            preview.pointerPressed(Qt.point(mouse.x, mouse.y))
            mouse.accepted = false
        }
    }

    WayMenu {
        id: wayMenu
        objectName: "wayMenu"
        parent: T.Overlay.overlay
        onPlayRequested: inst => table.play(inst)
        onPlayAsRequested: (inst, landscape) => table.controller.playCardAs(inst, landscape)
        onShowRequested: (cardId, source) => table.pinPreview(cardId, source)
    }

    BuyConfirmDialog {
        id: buyConfirm
        onBuyConfirmed: pile => {
            if (table.controller.canBuy(pile)) table.controller.buy(pile)
        }
    }

    TrashDialog {
        id: trashDialog
        model: table.controller.trash
        table: table
        onAboutToShow: preview.hide()
        onAboutToHide: preview.hide()
    }

    GameOverDialog {
        id: gameOverDialog
        objectName: "gameOverDialog"
        table: table
        humanSeat: table.humanRow && table.humanRow.isHuman ? table.controller.humanSeat : -1
        onAboutToShow: preview.hide()
        onRematchRequested: {
            close()
            table.controller.rematch()
        }
        onNewGameRequested: {
            close()
            table.newGameRequested()
        }
        onMenuRequested: {
            close()
            table.menuRequested()
        }
    }

    InGameMenu {
        id: inGameMenu
        objectName: "inGameMenu"
        // The computer players wait while the menu is open.
        property bool pausedHere: false
        onAboutToShow: {
            preview.hide()
            pausedHere = !table.controller.paused
            if (pausedHere) table.controller.paused = true
        }
        onAboutToHide: {
            if (pausedHere) table.controller.paused = false
            pausedHere = false
        }
        onResumeRequested: close()
        onMenuRequested: {
            close()
            table.menuRequested()
        }
        onNewGameRequested: {
            close()
            table.newGameRequested()
        }
        onSavesRequested: {
            close()
            table.savesRequested()
        }
        onSettingsRequested: {
            close()
            table.settingsRequested()
        }
    }

    // ---- sound -------------------------------------------------------------------------------

    SoundBoard {
        id: soundBoard
        objectName: "soundBoard"
        controller: table.controller
    }

    // ---- keyboard ----------------------------------------------------------------------------

    // M: sound off and on again.
    Shortcut {
        sequence: "M"
        enabled: table.keysEnabled
        onActivated: {
            AppSettings.soundMuted = !AppSettings.soundMuted
            if (!AppSettings.soundAvailable)
                toast.show(qsTr("No audio device was found: the game stays silent."))
            else
                toast.show(AppSettings.soundMuted ? qsTr("Sound off (M)") : qsTr("Sound on (M)"))
        }
    }

    readonly property bool keysEnabled: visible && !gameOverDialog.visible && !inGameMenu.visible
                                        && !trashDialog.visible && !wayMenu.visible && !buyConfirm.visible

    Shortcut {
        sequence: "T"
        enabled: table.keysEnabled && table.controller.canPlayTreasures
        onActivated: table.controller.playAllTreasures()
    }
    Shortcut {
        sequence: "E"
        enabled: table.keysEnabled
        onActivated: table.confirmOrEnd()
    }
    // Enter plays (or chooses) the card the arrow keys are on; else it confirms or ends.
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: table.keysEnabled
        onActivated: {
            if (!hand.activateKey()) table.confirmOrEnd()
        }
    }
    Shortcut {
        sequence: "Left"
        enabled: table.keysEnabled && hand.fanCount > 0
        onActivated: hand.moveKey(-1)
    }
    Shortcut {
        sequence: "Right"
        enabled: table.keysEnabled && hand.fanCount > 0
        onActivated: hand.moveKey(1)
    }
    Shortcut {
        sequences: ["Ctrl+Z"]
        enabled: table.keysEnabled && table.controller.canUndo
        onActivated: table.controller.undo()
    }
    // Spending tokens: one per key press (the badges of the status bar say which key).
    Shortcut {
        sequence: "C"
        enabled: table.keysEnabled && (table.controller.coffersToSpend ?? 0) > 0 && !table.deciding
        onActivated: table.controller.spendCoffers(1)
    }
    Shortcut {
        sequence: "V"
        enabled: table.keysEnabled && (table.controller.villagersToSpend ?? 0) > 0 && !table.deciding
        onActivated: table.controller.spendVillagers(1)
    }
    Shortcut {
        sequence: "D"
        enabled: table.keysEnabled && (table.controller.debtToPay ?? 0) > 0 && !table.deciding
        onActivated: table.controller.payDebt(1)
    }
    Shortcut {
        sequence: "H"
        enabled: table.keysEnabled
        onActivated: table.showHint()
    }
    Shortcut {
        sequence: "Escape"
        // The open menu has its own Esc (to the main menu).
        enabled: table.visible && !gameOverDialog.visible && !inGameMenu.visible
        onActivated: {
            if (preview.pinned) preview.hide()
            else if (trashDialog.visible) trashDialog.close()
            else inGameMenu.open()
        }
    }
}
