pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion
import "demo.js" as Demo

// The whole table against a mock controller: drag and drop that plays and buys (and springs
// back when the move is not legal), clicks, keyboard shortcuts, the decision in place and
// the game-over dialog.
Item {
    id: root
    width: 1556
    height: 956

    MockCatalog { id: mockCatalog }
    MockController { id: mock }

    Component {
        id: signalSpyComponent
        SignalSpy {}
    }

    // Frames drawn, to see that a table at rest draws none.
    property int framesSwapped: 0
    Connections {
        target: root.Window.window
        function onFrameSwapped() { root.framesSwapped++ }
    }

    Component {
        id: pageComponent
        TablePage {
            anchors.fill: parent
            controller: mock
            catalog: mockCatalog
        }
    }

    TestCase {
        id: test
        name: "TablePage"
        when: windowShown

        property var page: null

        function init() {
            CardFacts.catalog = mockCatalog
            Demo.fill(mock)
            mock.calls = []
            mock.buyWarnings = {}
            mock.hotSeat = false
            mock.humanToAct = true
            mock.canPlayTreasures = false
            mock.canUndo = false
            mock.over = false
            mock.coffersToSpend = 0
            mock.villagersToSpend = 0
            mock.debtToPay = 0
            mock.turnHeldOpen = false
            mock.buys = 1
            mock.decision.clear()
            mock.decision.calls = []
            mock.decision.mirror = [mock.hand, mock.revealed, mock.supply]
            page = createTemporaryObject(pageComponent, root)
            verify(page)
            waitForRendering(page)
            // The hand is dealt: its cards slide into place
            wait(Theme.durationMedium + 100)
        }

        // The centre of `item` in the test root's coordinates (the root never moves).
        function centreOf(item) {
            return item.mapToItem(root, item.width / 2, item.height / 2)
        }

        // Points at `p` and lets the hovered card settle (it lifts).
        function hover(p) {
            mouseMove(root, p.x, p.y)
            wait(Theme.durationMedium + 50)
        }

        // Press on `from`, move in steps to `to`, release: all relative to the root.
        function dragFromTo(from, to) {
            hover(from)
            mousePress(root, from.x, from.y)
            const steps = 8
            for (let i = 1; i <= steps; ++i) {
                mouseMove(root, from.x + (to.x - from.x) * i / steps, from.y + (to.y - from.y) * i / steps, -1, Qt.LeftButton)
                wait(5)
            }
            mouseRelease(root, to.x, to.y)
        }

        function handCard(i) {
            return findChild(page, "handCard_" + i)
        }

        function test_dragAPlayableCardOntoThePlayArea() {
            const village = handCard(1)
            compare(mock.hand.get(1).name, "Village")
            const playArea = findChild(page, "playArea")
            const from = centreOf(village)
            const to = centreOf(playArea)
            hover(from)
            mousePress(root, from.x, from.y)
            mouseMove(root, from.x, from.y - 20, -1, Qt.LeftButton)
            mouseMove(root, from.x, from.y - 60, -1, Qt.LeftButton)
            verify(page.dragging)
            verify(playArea.dropLegal, "the play area lights up as a legal target")
            mouseMove(root, to.x, to.y, -1, Qt.LeftButton)
            tryVerify(() => playArea.dragOver, 1000, "the play area brightens under the card")
            mouseRelease(root, to.x, to.y)
            verify(!page.dragging)
            compare(mock.callsOf("playCard").length, 1)
            compare(mock.callsOf("playCard")[0].args[0], 101)
            verify(!findChild(page, "dragProxy").visible)
        }

        function test_anIllegalDropSpringsBack() {
            const estate = handCard(3)
            compare(mock.hand.get(3).name, "Estate")
            const proxy = findChild(page, "dragProxy")
            const playArea = findChild(page, "playArea")
            const from = centreOf(estate)
            const to = centreOf(playArea)
            hover(from)
            mousePress(root, from.x, from.y)
            mouseMove(root, from.x, from.y - 30, -1, Qt.LeftButton)
            mouseMove(root, to.x, to.y, -1, Qt.LeftButton)
            verify(page.dragging)
            verify(!playArea.dropLegal, "an Estate cannot be played: no highlight")
            mouseRelease(root, to.x, to.y)
            compare(mock.callsOf("playCard").length, 0)
            // The card flies back to where it came from, then the hand shows it again
            tryVerify(() => !proxy.visible, 3000)
            const home = findChild(estate, "handCardFace").mapToItem(page, 0, 0)
            verify(Math.abs(proxy.x - home.x) < 2 && Math.abs(proxy.y - home.y) < 2,
                   "back at " + proxy.x + "," + proxy.y + ", the card is at " + home.x + "," + home.y)
        }

        function test_dropOutsideAnyTargetSpringsBack() {
            const village = handCard(1)
            const from = centreOf(village)
            // Onto the Supply: no target for a hand card
            dragFromTo(from, centreOf(findChild(page, "supplyArea")))
            compare(mock.callsOf("playCard").length, 0)
            tryVerify(() => !findChild(page, "dragProxy").visible, 3000)
        }

        function test_aClickPlays() {
            mouseClick(handCard(4), 60, 80)
            compare(mock.callsOf("playCard").length, 1)
            compare(mock.callsOf("playCard")[0].args[0], 104)
        }

        function test_arrowKeysAndEnterPlayACardInHand() {
            page.forceActiveFocus()
            const hand = findChild(page, "hand")
            keyClick(Qt.Key_Right)
            compare(hand.keyIndex, 0)
            for (let i = 0; i < 4; ++i) keyClick(Qt.Key_Right)
            compare(hand.keyIndex, 4)
            keyClick(Qt.Key_Return)
            compare(mock.callsOf("playCard").length, 1)
            compare(mock.callsOf("playCard")[0].args[0], 104)
        }

        function test_dragASupplyCardToTheDiscardPileBuysIt() {
            mock.phase = "buy"
            mock.coins = 4
            mock.setSupply(["Cellar", "Moat", "Village", "Workshop", "Militia", "Smithy", "Remodel",
                            "Market", "Mine", "Witch"], 4)
            waitForRendering(page)
            const silver = findChild(page, "supplyPile_1")
            verify(silver.highlighted, "an affordable pile stands out in the Buy phase")
            verify(!findChild(page, "supplyPile_16").highlighted, "Witch costs 5")
            dragFromTo(centreOf(silver), centreOf(findChild(page, "discardPile")))
            compare(mock.callsOf("buy").length, 1)
            compare(mock.callsOf("buy")[0].args[0], 1)
            // A pile the player cannot afford is not bought
            dragFromTo(centreOf(findChild(page, "supplyPile_16")), centreOf(findChild(page, "discardPile")))
            compare(mock.callsOf("buy").length, 1)
        }

        function test_clickBuysAnAffordablePile() {
            mock.phase = "buy"
            mock.setSupply(["Cellar", "Moat", "Village", "Workshop", "Militia", "Smithy", "Remodel",
                            "Market", "Mine", "Witch"], 3)
            mouseClick(findChild(page, "supplyPile_9"))
            compare(mock.callsOf("buy").length, 1)
            compare(mock.callsOf("buy")[0].args[0], 9)
            mouseClick(findChild(page, "supplyPile_2"))
            compare(mock.callsOf("buy").length, 1, "Gold is not affordable")
        }

        // Issue 18 ①: a Curse (or a cheap card) bought with Treasures unplayed is asked about.
        function test_aBuyThatLooksLikeASlipIsAskedFirst() {
            mock.phase = "buy"
            mock.setSupply(["Cellar", "Moat", "Village", "Workshop", "Militia", "Smithy", "Remodel",
                            "Market", "Mine", "Witch"], 3)
            mock.buyWarnings = { 9: "Buy Curse with $0? You have 4 Treasures in hand." }
            const dialog = findChild(page, "buyConfirmDialog")
            mouseClick(findChild(page, "supplyPile_9"))
            tryCompare(dialog, "opened", true)
            compare(findChild(dialog.contentItem, "buyConfirmQuestion").text, mock.buyWarnings[9])
            compare(mock.callsOf("buy").length, 0, "not bought before the player says so")
            mouseClick(findChild(dialog.contentItem, "buyCancelButton"))
            tryCompare(dialog, "visible", false)
            compare(mock.callsOf("buy").length, 0)
            mouseClick(findChild(page, "supplyPile_9"))
            tryCompare(dialog, "opened", true)
            mouseClick(findChild(dialog.contentItem, "buyConfirmButton"))
            tryCompare(dialog, "visible", false)
            compare(mock.callsOf("buy").length, 1)
            compare(mock.callsOf("buy")[0].args[0], 9)
            // "Don't ask again" turns the question off
            mouseClick(findChild(page, "supplyPile_9"))
            tryCompare(dialog, "opened", true)
            mouseClick(findChild(dialog.contentItem, "dontAskAgainSwitch"))
            mouseClick(findChild(dialog.contentItem, "buyConfirmButton"))
            tryCompare(dialog, "visible", false)
            compare(mock.callsOf("buy").length, 2)
            verify(!AppSettings.confirmCheapBuys)
            mouseClick(findChild(page, "supplyPile_9"))
            compare(mock.callsOf("buy").length, 3)
            verify(!dialog.visible)
            AppSettings.confirmCheapBuys = true
        }

        // Issue 18 ⑩: in a hot-seat game the status bar names whose turn it is.
        function test_hotSeatStatusNamesThePlayer() {
            const turn = findChild(page, "turnText")
            compare(turn.text, "Your turn " + mock.turnNumber)
            mock.players.setProperty(0, "name", "Ada")
            mock.hotSeat = true
            compare(turn.text, "Ada — turn " + mock.turnNumber)
        }

        // Issue 18, beyond the fixes: revealed cards show on the table a moment, with who
        // revealed them; several reveals at once stack.
        function test_revealedCardsShowAMomentWithWhoRevealedThem() {
            const banner = findChild(page, "revealBanner")
            verify(banner)
            compare(banner.count, 0)
            banner.showFor = 400
            mock.cardsRevealed(1, "Alice reveals", [mock.cardId("Moat")])
            mock.cardsRevealed(2, "Bob reveals", [mock.cardId("Gold"), mock.cardId("Estate")])
            compare(banner.count, 2)
            waitForRendering(page)
            const first = findChild(banner, "reveal_0")
            const second = findChild(banner, "reveal_1")
            compare(findChild(first, "revealCaption").text, "Alice reveals")
            compare(findChild(second, "revealCaption").text, "Bob reveals")
            const row = findChild(second, "revealCards")
            const shown = []
            for (let i = 0; i < row.children.length; ++i)
                if (row.children[i].cardId !== undefined) shown.push(row.children[i].cardId)
            compare(shown, [mock.cardId("Gold"), mock.cardId("Estate")])
            // On the table, above the hand
            const box = second.mapToItem(page, 0, 0)
            verify(box.x >= 0 && box.x + second.width <= page.mainWidth)
            verify(box.y + second.height <= findChild(page, "hand").mapToItem(page, 0, 0).y + 40)
            tryCompare(banner, "count", 0, 3000)
        }

        // Charlatan ②: a game whose Curses are Treasures makes the table's Curse a Treasure.
        function test_theCardsFollowTheGamesCursesAreTreasures() {
            verify(!CardFacts.cursesAreTreasures)
            const curse = mock.cardId("Curse")
            compare(CardFacts.card(curse, AppSettings.language).types, ["Curse"])
            mock.cursesAreTreasures = true
            verify(CardFacts.cursesAreTreasures)
            compare(CardFacts.card(curse, AppSettings.language).types, ["Curse", "Treasure"])
            compare(CardFacts.card(curse, AppSettings.language).typeLine, "Curse – Treasure")
            mock.cursesAreTreasures = false
            verify(!CardFacts.cursesAreTreasures)
        }

        // A game set up with the earlier versions (Hoard, Mint, Quarry as printed before 2022)
        // shows their earlier texts on the table's cards.
        function test_theCardsFollowTheGamesEarlierVersions() {
            verify(!CardFacts.earlierVersions)
            const hoard = mock.cardId("Hoard")
            verify(CardFacts.card(hoard, AppSettings.language).text.indexOf("This turn") >= 0)
            mock.earlierVersions = true
            verify(CardFacts.earlierVersions)
            verify(CardFacts.card(hoard, AppSettings.language).text.indexOf("While this is in play") >= 0)
            compare(CardFacts.card(mock.cardId("Gold"), AppSettings.language).text, "$3")
            mock.earlierVersions = false
            verify(!CardFacts.earlierVersions)
        }

        // The sounds follow the controller's cues; under the test platform sound is off, and
        // nothing of Qt Multimedia is made. M mutes and unmutes.
        function test_soundFollowsTheControllerAndIsOffHere() {
            const board = findChild(page, "soundBoard")
            verify(board)
            compare(board.controller, mock)
            compare(board.cues, ["play", "attack", "buy", "shuffle", "trash", "your_turn"])
            verify(!AppSettings.soundOn)
            mock.soundCue("play")
            compare(board.playedCount, 0)
            compare(board.effectCount, 0)
            verify(!AppSettings.soundMuted)
            keyClick(Qt.Key_M)
            verify(AppSettings.soundMuted)
            keyClick(Qt.Key_M)
            verify(!AppSettings.soundMuted)
            compare(board.effectCount, 0)
        }

        function test_keyboardShortcuts() {
            mock.phase = "buy"
            mock.canPlayTreasures = true
            mock.canUndo = true
            keyClick(Qt.Key_T)
            compare(mock.callsOf("playAllTreasures").length, 1)
            keyClick(Qt.Key_E)
            compare(mock.callsOf("endPhase").length, 1)
            keyClick(Qt.Key_Return)
            compare(mock.callsOf("endPhase").length, 2)
            keyClick(Qt.Key_Z, Qt.ControlModifier)
            compare(mock.callsOf("undo").length, 1)
            keyClick(Qt.Key_H)
            compare(mock.callsOf("hint").length, 1)
            tryCompare(findChild(page, "toast"), "opacity", 1)
        }

        function test_tokenKeysSpendOneTokenWhenAllowed() {
            mock.phase = "buy"
            keyClick(Qt.Key_C)
            keyClick(Qt.Key_V)
            keyClick(Qt.Key_D)
            compare(mock.calls.length, 0, "nothing may be spent")
            mock.coffersToSpend = 2
            mock.villagersToSpend = 1
            mock.debtToPay = 3
            keyClick(Qt.Key_C)
            compare(mock.callsOf("spendCoffers").length, 1)
            compare(mock.callsOf("spendCoffers")[0].args[0], 1)
            keyClick(Qt.Key_V)
            compare(mock.callsOf("spendVillagers").length, 1)
            compare(mock.callsOf("spendVillagers")[0].args[0], 1)
            keyClick(Qt.Key_D)
            compare(mock.callsOf("payDebt").length, 1)
            compare(mock.callsOf("payDebt")[0].args[0], 1)
        }

        function test_statusBarButtons() {
            mock.phase = "buy"
            mock.canPlayTreasures = true
            const play = findChild(page, "playTreasuresButton")
            verify(play.visible && play.enabled)
            mouseClick(play)
            compare(mock.callsOf("playAllTreasures").length, 1)
            mouseClick(findChild(page, "endPhaseButton"))
            compare(mock.callsOf("endPhase").length, 1)
            verify(!findChild(page, "undoButton").enabled)
        }

        // After the last Buy the turn waits: End turn is the gold, ringed button, E and Enter end
        // it, and Undo is there to take the buy back.
        function test_afterTheLastBuyEndTurnIsTheOnlyMove() {
            mock.phase = "buy"
            mock.buys = 0
            mock.canUndo = true
            const end = findChild(page, "endPhaseButton")
            const glow = findChild(page, "endTurnGlow")
            verify(!glow.visible)
            mock.turnHeldOpen = true
            verify(end.visible && end.enabled && end.primary)
            compare(end.text, "End turn")
            verify(glow.visible)
            verify(!findChild(page, "playTreasuresButton").enabled)
            verify(findChild(page, "undoButton").enabled)
            mouseClick(findChild(page, "undoButton"))
            compare(mock.callsOf("undo").length, 1)
            keyClick(Qt.Key_E)
            compare(mock.callsOf("endPhase").length, 1)
            mouseClick(end)
            compare(mock.callsOf("endPhase").length, 2)
            mock.humanToAct = false
            verify(!end.visible)
        }

        function test_choosingCardsInTheHandDuringADecision() {
            const options = []
            for (let r = 0; r < 5; ++r)
                options.push({ label: mock.hand.get(r).name, cardId: mock.hand.get(r).cardId,
                               inst: mock.hand.get(r).inst })
            mock.decision.ask("cards", "Discard down to 3 cards in hand", 2, 2, options, false,
                              mock.cardId("Militia"))
            const panel = findChild(page, "decisionPanel")
            tryVerify(() => panel.visible)
            verify(panel.inHand)
            // The question is asked once, by the panel, not also behind it in the play area.
            compare(findChild(findChild(page, "playArea"), "statusText").text, "")
            mouseClick(handCard(3), 60, 120)
            mouseClick(handCard(0), 60, 120)
            compare(mock.decision.selectedCount, 2)
            compare(mock.callsOf("playCard").length, 0)
            keyClick(Qt.Key_Return)
            compare(mock.decision.calls.filter(c => c.name === "confirm").length, 1)
            compare(mock.callsOf("endPhase").length, 0)
        }

        function test_choosingASupplyPile() {
            mock.decision.ask("pile", "Gain a card costing up to $4", 1, 1,
                              [{ label: "Silver", cardId: mock.cardId("Silver") },
                               { label: "Village", cardId: mock.cardId("Village") }], false,
                              mock.cardId("Workshop"))
            const village = findChild(page, "supplyPile_9")
            tryVerify(() => village.highlighted)
            verify(!findChild(page, "supplyPile_2").highlighted)
            mouseClick(village)
            compare(mock.decision.calls.map(c => c.name).join(","), "toggle,confirm")
            compare(mock.decision.calls[0].args[0], 1)
        }

        function test_trashCanBeBrowsed() {
            mock.trash.append(mock.cardRow(900, "Estate", false))
            mock.trash.append(mock.cardRow(901, "Copper", false))
            mouseClick(findChild(page, "trashPile"))
            const dialog = findChild(page, "closeTrashButton")
            tryVerify(() => dialog.visible)
            mouseClick(dialog)
            mock.trash.clear()
        }

        // Esc opens the game menu (the computer players wait); Esc again leaves for the main menu.
        function test_escapeTwiceLeavesForTheMainMenu() {
            const spy = createTemporaryObject(signalSpyComponent, root, { target: page, signalName: "menuRequested" })
            const menu = findChild(page, "inGameMenu")
            keyClick(Qt.Key_Escape)
            tryVerify(() => menu.opened, 2000, "the menu has come in")
            verify(mock.paused)
            compare(spy.count, 0)
            keyClick(Qt.Key_Escape)
            compare(spy.count, 1)
        }

        // Issue 18 ⑩: the pause menu leads to the settings (and to saving the game).
        function test_pauseMenuOffersTheSettings() {
            const spy = createTemporaryObject(signalSpyComponent, root, { target: page, signalName: "settingsRequested" })
            const menu = findChild(page, "inGameMenu")
            keyClick(Qt.Key_Escape)
            tryVerify(() => menu.opened, 2000, "the menu has come in")
            verify(findChild(menu.contentItem, "pausedSaveButton"))
            mouseClick(findChild(menu.contentItem, "pausedSettingsButton"))
            compare(spy.count, 1)
            tryVerify(() => !menu.visible)
        }

        function test_gameOverDialog() {
            mock.scores = [
                { seat: 0, name: "You", vp: 31, turns: 17, winner: true,
                  breakdown: [{ cardId: mock.cardId("Province"), name: "Province", count: 4, vp: 24 },
                              { cardId: mock.cardId("Estate"), name: "Estate", count: 3, vp: 3 }] },
                { seat: 1, name: "Alice (Hard)", vp: 26, turns: 17, winner: false,
                  breakdown: [{ cardId: mock.cardId("Province"), name: "Province", count: 4, vp: 24 }] }
            ]
            mock.over = true
            mock.gameOver()
            const title = findChild(page, "gameOverTitle")
            tryVerify(() => title.visible)
            tryVerify(() => findChild(page, "gameOverDialog").opened, 2000, "the dialog has come in")
            compare(findChild(page, "winnerText").text, "You win!")
            // Popup contents are found through the dialog's content item
            const content = findChild(page, "gameOverDialog").contentItem
            compare(findChild(findChild(content, "scoreRow_0"), "scoreVp").text, "31")
            compare(findChild(findChild(content, "scoreRow_1"), "scoreVp").text, "26")
            mouseClick(findChild(page, "rematchButton"))
            compare(mock.callsOf("rematch").length, 1)
        }

        function test_otherPlayersPanels() {
            const panels = []
            for (let i = 0; i < 3; ++i) {
                const p = findChild(page, "opponents").children[i]
                if (p && p.visible && p.seat !== undefined) panels.push(p)
            }
            compare(panels.length, 2, "everyone but you")
            compare(panels[0].name, "Alice (Hard)")
            verify(!findChild(panels[0], "thinkingIndicator").visible)
            mock.players.setProperty(1, "deciding", true)
            verify(findChild(panels[0], "thinkingIndicator").visible)
            verify(findChild(panels[0], "vpDisplay").visible)
            AppSettings.showVictoryPoints = false
            verify(!findChild(panels[0], "vpDisplay").visible)
            verify(!findChild(page, "vpCounter").visible)
            AppSettings.showVictoryPoints = true
            verify(findChild(page, "vpCounter").visible)
        }

        function test_previewOnHoverAndRightClick() {
            const preview = findChild(page, "cardPreview")
            const witch = findChild(page, "supplyPile_16")
            mouseMove(witch, 30, 30)
            tryVerify(() => preview.showing, 2000, "the card shows after a short delay")
            compare(preview.cardId, mock.cardId("Witch"))
            mouseMove(root, 700, 5)
            tryVerify(() => !preview.showing)
            mouseClick(findChild(page, "supplyPile_9"), 20, 20, Qt.RightButton)
            verify(preview.pinned)
            compare(preview.cardId, mock.cardId("Village"))
            mouseClick(root, 700, 5)
            verify(!preview.pinned)
        }

        // A card that comes under a resting pointer (the hand closing up after a click played a
        // card) does not raise its preview over the table until the pointer moves.
        function test_aCardUnderARestingPointerWaitsForAMove() {
            const preview = findChild(page, "cardPreview")
            const witch = findChild(page, "supplyPile_16")
            mouseMove(witch, 30, 30)
            tryVerify(() => preview.showing, 2000)
            mouseMove(root, 700, 5)
            tryVerify(() => !preview.showing)
            wait(preview.restingAfter + 100)
            preview.request(mock.cardId("Witch"), witch)  // as when the card slid under it
            wait(preview.delay + 300)
            verify(!preview.showing, "no preview while the pointer rests")
            mouseMove(witch, 31, 31)
            tryVerify(() => preview.showing, 2000, "the pointer moved: the preview shows")
            compare(preview.cardId, mock.cardId("Witch"))
            mouseMove(root, 700, 5)
            tryVerify(() => !preview.showing)
        }

        // Right after a click the pointer has not rested long, but it has not moved either.
        function test_aCardUnderThePointerJustAfterAClickWaitsForAMove() {
            const preview = findChild(page, "cardPreview")
            const witch = findChild(page, "supplyPile_16")
            mouseMove(root, 700, 8)
            mouseClick(root, 700, 8)
            preview.request(mock.cardId("Witch"), witch)
            wait(preview.delay + 300)
            verify(!preview.showing, "no preview after the click")
            mouseMove(root, 701, 9)  // a trembling hand is not a move
            wait(preview.delay + 300)
            verify(!preview.showing, "no preview after a tremble")
            mouseMove(witch, 30, 30)
            tryVerify(() => preview.showing, 2000)
            mouseMove(root, 700, 5)
            tryVerify(() => !preview.showing)
        }

        // A table at rest draws no frames: the own seat, deciding all through its turn, has a
        // hidden panel whose "thinking" dots ran there unseen and redrew the window for ever.
        function test_aTableAtRestDrawsNoFrames() {
            mock.players.setProperty(mock.humanSeat, "deciding", true)
            mock.canPlayTreasures = true
            wait(1500)  // the hand's cards settle
            const before = root.framesSwapped
            wait(1000)
            compare(root.framesSwapped - before, 0, "frames drawn at rest")
            // while an opponent decides, its dots are seen and move
            mock.players.setProperty(1, "deciding", true)
            tryVerify(() => root.framesSwapped - before > 5, 2000, "the dots move")
        }

        function test_cardMovesFlyBetweenZones() {
            mock.cardMoved(500, mock.cardId("Gold"), 0, 2, 4, 0, 0)  // bought: Supply -> discard
            mock.cardMoved(501, -1, 2, 1, 3, 1, 0)                  // Alice draws
            const layer = findChild(page, "flyLayer")
            if (Theme.durationLong > 0) verify(layer.inFlight >= 1)
            tryCompare(layer, "inFlight", 0, 5000)
        }
    }
}
