pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// Seaside on the table: the Durations row with its markers and the Throne Room behind a
// Duration, mats face up and face down, another player's Durations and mats in their panel,
// an Embargo token on its pile, tokens of the players and the extra turn in the status bar.
Item {
    id: root
    width: 1200
    height: 600

    MockCatalog { id: mockCatalog }
    MockController { id: cards }
    ListModel { id: noCards }

    ListModel { id: durationList }
    ListModel { id: islandCards }
    ListModel { id: noMatCards }
    ListModel {
        id: matList
        property bool used: true
    }

    function fillDurations() {
        durationList.clear()
        durationList.append({ inst: 40, cardId: cards.cardId("Caravan"), keeperInst: -1, keeperCardId: -1,
                           times: 1, stage: "next", note: "Next turn: +1 Card", heldInst: -1, heldCardId: -1 })
        durationList.append({ inst: 41, cardId: cards.cardId("Haven"), keeperInst: 42,
                           keeperCardId: cards.cardId("Throne Room"), times: 2, stage: "next",
                           note: "Next turn: card to hand (×2)", heldInst: -1, heldCardId: -1 })
        // Blockade keeps its gained Silver set aside face up, beside it.
        durationList.append({ inst: 43, cardId: cards.cardId("Blockade"), keeperInst: -1, keeperCardId: -1,
                           times: 1, stage: "next", note: "Next turn: card to hand", heldInst: 44,
                           heldCardId: cards.cardId("Silver") })
    }

    function fillMats() {
        islandCards.clear()
        islandCards.append({ inst: 50, cardId: cards.cardId("Gold") })
        islandCards.append({ inst: 51, cardId: cards.cardId("Island") })
        matList.clear()
        // The cards the viewer sees are MatModel's nested card lists
        matList.append({ zone: 8, key: "held", cardCount: 1, cards: noMatCards, hidden: 1, faceDown: true })
        matList.append({ zone: 9, key: "islandMat", cardCount: 2, cards: islandCards, hidden: 0, faceDown: false })
        matList.append({ zone: 10, key: "nativeVillageMat", cardCount: 3, cards: noMatCards, hidden: 3, faceDown: true })
        matList.append({ zone: 11, key: "tavern", cardCount: 0, cards: noMatCards, hidden: 0, faceDown: false })
        matList.append({ zone: 12, key: "exile", cardCount: 0, cards: noMatCards, hidden: 0, faceDown: false })
    }

    Component {
        id: tableauComponent
        Tableau {
            height: 230
            cardWidth: 84
            durations: durationList
            mats: matList
        }
    }

    Component {
        id: panelComponent
        OpponentPanel {
            width: 520
            height: 108
            seat: 1
            name: "Alice (Medium)"
            isCurrent: false
            handCount: 5
            deckCount: 14
            discardCount: 12
            discardTopCardId: cards.cardId("Copper")
            vp: 4
            inPlay: noCards
            deciding: false
            colour: "#3b6fd1"
            durations: durationList
            mats: matList
            counters: ({ vpTokens: 2, coffers: 1 })
        }
    }

    Component {
        id: pileComponent
        SupplyPile {
            x: 40
            y: 40
            pile: 9
            cardId: cards.cardId("Silver")
            count: 40
            cost: 3
            isKingdom: false
            affordable: false
            selectable: false
            selected: false
            empty: false
        }
    }

    Component {
        id: statusComponent
        StatusBar {
            width: 1100
            controller: cards
            currentName: "Alice"
        }
    }

    TestCase {
        name: "Seaside"
        when: windowShown

        function initTestCase() {
            CardFacts.catalog = mockCatalog
        }

        function init() {
            root.fillDurations()
            root.fillMats()
        }

        function texts(item, objectName) {
            const out = []
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.objectName === objectName) out.push(child)
                out.push(...texts(child, objectName))
            }
            return out
        }

        function test_durationsShowWhatTheyWillStillDo() {
            const tableau = createTemporaryObject(tableauComponent, root)
            verify(tableau)
            waitForRendering(tableau)
            verify(tableau.shown)
            verify(findChild(tableau, "durationRow").visible)
            const notes = texts(tableau, "durationNote")
            compare(notes.length, 3)
            compare(notes[0].children[0].text, "Next turn: +1 Card")
            // Haven was played by Throne Room: it peeks out behind it.
            const keepers = texts(tableau, "durationKeeper")
            compare(keepers.length, 3)
            verify(!keepers[0].visible)
            verify(keepers[1].visible)
            compare(keepers[1].cardId, cards.cardId("Throne Room"))
            // Blockade's card lies beside it, whole, and the row makes room for it.
            const held = texts(tableau, "durationHeld")
            compare(held.length, 3)
            verify(!held[0].visible && !held[1].visible)
            verify(held[2].visible)
            compare(held[2].cardId, cards.cardId("Silver"))
            const blockade = held[2].parent
            const blockadeCard = Array.from(blockade.children).find(c => c.cardId === cards.cardId("Blockade"))
            verify(held[2].x >= blockadeCard.x + blockadeCard.width, "beside the Blockade, not over it")
            verify(blockade.width >= held[2].x + held[2].width, "within the Duration's width")
        }

        function test_aDurationsMarkerLeavesASmallCardsNameInView() {
            // At 1366x768 the row's cards are about 50 px wide: the marker is kept to the card's
            // lower part, below the name, cut with "…", its whole text on hover.
            const tableau = createTemporaryObject(tableauComponent, root, { cardWidth: 50 })
            verify(tableau)
            waitForRendering(tableau)
            durationList.setProperty(0, "note", "Next turn: +2 Cards, discard 2")
            const note = texts(tableau, "durationNote")[0]
            const text = texts(note, "durationNoteText")[0]
            const card = Array.from(note.parent.children).find(c => c.cardId === cards.cardId("Caravan"))
            verify(note.y >= card.y + card.height * 0.3, "the marker covers the card's name")
            verify(text.truncated)
            compare(note.hoverText, "Next turn: +2 Cards, discard 2")
            // A large card shows the whole note.
            tableau.cardWidth = 120
            waitForRendering(tableau)
            verify(!text.truncated)
            compare(note.hoverText, "")
        }

        function test_matsShowFaceUpCardsAndBacks() {
            const tableau = createTemporaryObject(tableauComponent, root)
            verify(tableau)
            waitForRendering(tableau)
            const island = tableau.matItem(9)
            verify(island !== tableau)
            verify(island.visible)
            compare(island.shownCount, 2)
            const village = tableau.matItem(10)
            verify(village.visible)
            compare(village.hidden, 3)
            // An empty mat takes no room; a card flying to it lands on the panel.
            compare(tableau.matItem(11), tableau)
            // Nothing to show: the panel goes.
            durationList.clear()
            matList.used = false
            verify(!tableau.shown)
            matList.used = true
        }

        function test_opponentPanelHasARowForDurationsAndMats() {
            const panel = createTemporaryObject(panelComponent, root)
            verify(panel)
            waitForRendering(panel)
            const row = findChild(panel, "opponentTableau")
            verify(row.visible)
            // Inside the panel, with room for a line of this turn's cards when there are some
            verify(row.height > 0)
            verify(row.y + row.height <= panel.height)
            const chips = texts(panel, "opponentDuration")
            compare(chips.length, 3)
            const heldChips = texts(panel, "opponentDurationHeld").filter(c => c.visible)
            compare(heldChips.length, 1)
            compare(heldChips[0].cardId, cards.cardId("Silver"))
            verify(findChild(panel, "opponentMat_islandMat").visible)
            verify(findChild(panel, "opponentMat_nativeVillageMat").visible)
            verify(!findChild(panel, "opponentMat_tavern").visible)
            // The cards played this turn come below.
            const inPlay = findChild(panel, "opponentInPlay")
            verify(inPlay.y >= row.y + row.height)
            verify(findChild(panel, "opponentCounters").visible)
            verify(findChild(panel, "counter_vpTokens"))
            verify(findChild(panel, "counter_coffers"))
        }

        function test_opponentMatGroupsCopiesAndDrawsNoChipCut() {
            // An Island mat fuller than the panel is wide: the three Islands are one chip, the
            // chips past the edge are not drawn, and "+N" counts their cards.
            const names = ["Island", "Island", "Island", "Estate", "Province", "Gold", "Duchy",
                           "Copper", "Silver", "Estate", "Harem", "Nobles", "Great Hall"]
            islandCards.clear()
            for (let k = 0; k < names.length; ++k)
                islandCards.append({ inst: 60 + k, cardId: cards.cardId(names[k]) })
            matList.setProperty(1, "cardCount", names.length)
            const panel = createTemporaryObject(panelComponent, root)
            verify(panel)
            waitForRendering(panel)
            const row = findChild(panel, "opponentTableau")
            const mat = findChild(panel, "opponentMat_islandMat")
            tryVerify(() => mat.cutCards > 0)
            const shown = texts(mat, "opponentMatChip").filter(c => c.visible)
            const islands = shown.filter(c => c.cardId === cards.cardId("Island"))
            compare(islands.length, 1)
            compare(islands[0].count, 3)
            let cardsShown = 0
            for (const chip of shown) {
                cardsShown += chip.count
                verify(mat.x + chip.x + chip.width <= row.width, "chip " + chip.cardId + " is cut")
            }
            compare(cardsShown + mat.cutCards, names.length)
            const more = findChild(mat, "opponentMatMore")
            verify(more.visible)
            compare(more.text, "+" + mat.cutCards)
            verify(mat.x + more.x + more.width <= row.width)
            // A wider panel shows them all.
            panel.width = 1800
            tryCompare(mat, "cutCards", 0)
            verify(!more.visible)
            compare(texts(mat, "opponentMatChip").filter(c => c.visible).length, 10)
        }

        function test_embargoTokenOnThePile() {
            const pile = createTemporaryObject(pileComponent, root)
            verify(pile)
            waitForRendering(pile)
            verify(!findChild(pile, "pileTokens").visible)
            pile.tokens = { embargo: 2 }
            const token = findChild(pile, "pileToken_embargo")
            verify(token)
            verify(findChild(pile, "pileTokens").visible)
            compare(token.children[0].text, "Embargo ×2")
            pile.tokens = { embargo: 1 }
            compare(findChild(pile, "pileToken_embargo").children[0].text, "Embargo")
            // A card named for War Chest this turn is marked as the tokens are
            pile.tokens = { warChest: 1 }
            compare(findChild(pile, "pileToken_warChest").children[0].text, "War Chest ⊘")
        }

        function test_pileWhoseCardCantBeBoughtIsMarked() {
            const pile = createTemporaryObject(pileComponent, root)
            verify(pile)
            waitForRendering(pile)
            const marker = findChild(pile, "buyForbiddenMarker")
            verify(marker)
            verify(!marker.visible)
            pile.buyForbidden = true
            verify(marker.visible)
            // A round seal on a basic tile, clear of its cost and value
            compare(marker.children[0].text, "⊘")
            verify(marker.y + marker.height < pile.height * 0.4)
            pile.isKingdom = true
            compare(marker.children[0].text, "⊘ Can't buy")
            // Within the card, not cut
            verify(marker.width <= pile.cardWidth + 8)
            compare(marker.children[0].truncated, false)
            pile.empty = true
            verify(!marker.visible)
        }

        function test_statusBarAnnouncesTheExtraTurn() {
            cards.currentPlayer = 0
            const bar = createTemporaryObject(statusComponent, root, { humanTurn: true })
            verify(bar)
            const turn = findChild(bar, "turnText")
            compare(turn.text, "Your turn 3")
            cards.extraTurnCardId = cards.cardId("Outpost")
            compare(turn.text, "Your extra turn (Outpost)")
            bar.humanTurn = false
            compare(turn.text, "Alice — extra turn (Outpost)")
            cards.extraTurnCardId = -1
            compare(turn.text, "Alice — turn 3")
            cards.phase = "night"
            compare(findChild(bar, "phaseText").text, "Night phase")
            cards.phase = "action"
            bar.counters = { vpTokens: 3 }
            verify(findChild(bar, "ownCounters").visible)
            verify(findChild(bar, "counter_vpTokens"))
        }
    }
}
