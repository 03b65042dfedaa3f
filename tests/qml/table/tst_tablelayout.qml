pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion
import "demo.js" as Demo

// The table laid out at the window sizes it must serve, from 1280×720 to 3840×2160, each
// reached by a resize after the table was drawn (as when the window is maximized): the
// Supply's piles never overlap, no text is drawn below 11 pixels, the Supply's card names are
// never cut, the Hint and End turn buttons stay in the window, played cards stay in the In
// play area and the choice panel leaves the coins/VP readout and the chosen cards in view.
Item {
    id: root
    width: 1556
    height: 956

    MockCatalog { id: mockCatalog }
    MockController { id: mock }

    Component {
        id: pageComponent
        // In the window's wooden frame, as Main.qml shows it
        TablePage {
            anchors.fill: parent
            anchors.margins: Theme.tableInset
            controller: mock
            catalog: mockCatalog
        }
    }

    TestCase {
        id: test
        name: "TableLayout"
        when: windowShown

        property var page: null

        function sizes_data() {
            return [
                { tag: "1280x720", w: 1280, h: 720 },
                { tag: "1366x768", w: 1366, h: 768 },
                { tag: "1920x1080", w: 1920, h: 1080 },
                { tag: "3840x2160", w: 3840, h: 2160 }
            ]
        }

        function init() {
            CardFacts.catalog = mockCatalog
            Demo.fill(mock)
            mock.calls = []
            mock.humanToAct = true
            mock.canPlayTreasures = false
            mock.canUndo = false
            mock.over = false
            mock.decision.clear()
            mock.decision.calls = []
            mock.decision.mirror = [mock.hand, mock.revealed, mock.supply]
        }

        // The table drawn at another size first, then resized to w×h (issue item 4: a window
        // maximized after the table was drawn).
        function layOut(w, h) {
            root.width = w === 1920 ? 1280 : 1920
            root.height = h === 1080 ? 720 : 1080
            page = createTemporaryObject(pageComponent, root)
            verify(page)
            wait(50)
            root.width = w
            root.height = h
            settle()
        }

        function settle() {
            // The Supply lays itself out again a moment after the scale changes; cards slide; the
            // cards' texts fit themselves a moment later (longer on a busy machine).
            wait(Theme.durationMedium + 200)
            waitForRendering(page)
            wait(100)
        }

        function rectOf(item) {
            const p = item.mapToItem(page, 0, 0)
            return Qt.rect(p.x, p.y, item.width, item.height)
        }
        function intersects(a, b) {
            const eps = 0.5
            return a.x + a.width > b.x + eps && b.x + b.width > a.x + eps
                   && a.y + a.height > b.y + eps && b.y + b.height > a.y + eps
        }
        function inside(inner, outer) {
            const eps = 0.5
            return inner.x >= outer.x - eps && inner.y >= outer.y - eps
                   && inner.x + inner.width <= outer.x + outer.width + eps
                   && inner.y + inner.height <= outer.y + outer.height + eps
        }
        function describe(r) {
            return "(" + Math.round(r.x) + "," + Math.round(r.y) + " " + Math.round(r.width) + "×"
                   + Math.round(r.height) + ")"
        }

        function supplyPiles() {
            const area = findChild(page, "supplyArea")
            const piles = []
            for (let i = 0; i < area.children.length; ++i) {
                const c = area.children[i]
                if (c.objectName.indexOf("supplyPile_") === 0 && c.visible) piles.push(c)
            }
            return piles
        }

        // Every Text drawn on the table, with the size it is drawn at: its pixel size (the
        // smallest a fitted text may shrink to) times the scale of the items it lies in.
        function drawnTexts(item, scale, out) {
            if (!item.visible || item.opacity <= 0) return out
            const s = scale * item.scale
            const isText = item.truncated !== undefined && item.fontSizeMode !== undefined
            if (isText && item.text.length > 0) {
                let px = item.font.pixelSize > 0 ? item.font.pixelSize : item.fontInfo.pixelSize
                if (item.fontSizeMode !== Text.FixedSize) px = Math.min(px, item.minimumPixelSize)
                out.push({ item: item, size: px * s })
            }
            for (let i = 0; i < item.children.length; ++i) drawnTexts(item.children[i], s, out)
            return out
        }
        function pathOf(item) {
            const names = []
            for (let p = item; p && p !== page; p = p.parent)
                if (p.objectName.length > 0) names.unshift(p.objectName)
            return names.join("/") + " \"" + item.text + "\""
        }

        function cleanup() {
            AppSettings.cardSize = AppSettings.NormalSize
        }

        // The Buy phase of a long turn: twelve cards in play, every button of the status bar; with
        // each card size of the settings at the smallest and the largest window.
        function test_tableFitsTheWindow_data() {
            return sizes_data().concat([
                { tag: "1280x720 large cards", w: 1280, h: 720, cardSize: AppSettings.Large },
                { tag: "1280x720 small cards", w: 1280, h: 720, cardSize: AppSettings.Small },
                { tag: "1920x1080 large cards", w: 1920, h: 1080, cardSize: AppSettings.Large },
                { tag: "3840x2160 large cards", w: 3840, h: 2160, cardSize: AppSettings.Large }
            ])
        }
        function test_tableFitsTheWindow(data) {
            AppSettings.cardSize = data.cardSize ?? AppSettings.NormalSize
            mock.phase = "buy"
            mock.canPlayTreasures = true
            mock.canUndo = true
            mock.setInPlay(["Village", "Village", "Smithy", "Market", "Market", "Witch", "Copper", "Copper",
                            "Silver", "Silver", "Gold", "Gold"])
            layOut(data.w, data.h)
            supplyPilesDoNotOverlap()
            noTextBelowTheMinimum()
            supplyNamesAndTextsAreNotCut()
            buttonsStayInTheWindow()
            playedCardsStayInThePlayArea()
        }

        // The card size of the settings scales the hand's and the play area's cards at once; the
        // Supply makes room (as far as its names stay whole: tableFitsTheWindow).
        function test_cardSizeScalesTheHandAndPlayedCardsLive() {
            mock.setInPlay(["Village", "Smithy"])
            layOut(1920, 1080)
            const handCard = () => findChild(findChild(page, "handCard_0"), "handCardFace")
            const playCard = () => findChild(page, "playCard_0")
            const pile = () => supplyPiles()[0]
            const normal = { hand: handCard().width, play: playCard().width, pile: pile().width }
            AppSettings.cardSize = AppSettings.Large
            settle()
            verify(handCard().width > normal.hand * 1.1, "large: " + handCard().width + " vs " + normal.hand)
            verify(playCard().width > normal.play * 1.1, "large: " + playCard().width + " vs " + normal.play)
            verify(pile().width < normal.pile, "the Supply makes room")
            grabImage(root).save("table-large-cards.png")
            AppSettings.cardSize = AppSettings.Small
            settle()
            verify(handCard().width < normal.hand * 0.9, "small: " + handCard().width + " vs " + normal.hand)
            verify(playCard().width < normal.play * 0.9, "small: " + playCard().width + " vs " + normal.play)
            verify(pile().width > normal.pile, "the Supply grows")
        }

        function supplyPilesDoNotOverlap() {
            const piles = supplyPiles()
            compare(piles.length, 17)
            const rects = piles.map(rectOf)
            for (let i = 0; i < rects.length; ++i) {
                verify(inside(rects[i], Qt.rect(0, 0, page.width, page.height)),
                       piles[i].objectName + " " + describe(rects[i]) + " is in the window")
                for (let j = i + 1; j < rects.length; ++j)
                    verify(!intersects(rects[i], rects[j]), piles[i].objectName + " " + describe(rects[i])
                           + " overlaps " + piles[j].objectName + " " + describe(rects[j]))
            }
            const trash = rectOf(findChild(page, "trashPile"))
            const status = rectOf(findChild(page, "statusBar"))
            for (let i = 0; i < rects.length; ++i) {
                verify(!intersects(rects[i], trash), piles[i].objectName + " overlaps the trash")
                verify(rects[i].y + rects[i].height <= status.y, piles[i].objectName + " reaches the status bar")
            }
        }

        function noTextBelowTheMinimum() {
            const texts = drawnTexts(page, 1, [])
            verify(texts.length > 50, texts.length + " texts")
            const small = texts.filter(t => t.size < Theme.minTextSize - 1e-6)
            const kinds = [...new Set(small.map(t => pathOf(t.item) + " " + t.size.toFixed(1)))]
            verify(small.length === 0, small.length + " texts below " + Theme.minTextSize + " px: " + kinds.join("; "))
        }

        function supplyNamesAndTextsAreNotCut() {
            for (const pile of supplyPiles()) {
                const name = findChild(pile, "cardName")
                verify(name, pile.objectName + " shows its name")
                verify(!name.truncated, pile.objectName + " " + name.text + " is cut")
                verify(name.contentWidth <= name.width + 0.5,
                       pile.objectName + " " + name.text + " is wider than its banner: "
                       + name.contentWidth.toFixed(1) + " > " + name.width.toFixed(1))
                const text = findChild(pile, "cardText")
                if (text && text.visible)
                    verify(!text.truncated, pile.objectName + " " + name.text + ": its text ends in …")
            }
        }

        function buttonsStayInTheWindow() {
            const window = Qt.rect(-Theme.tableInset, -Theme.tableInset, root.width, root.height)
            for (const name of ["hintButton", "undoButton", "playTreasuresButton", "endPhaseButton"]) {
                const button = findChild(page, name)
                verify(button.visible, name + " is shown")
                verify(inside(rectOf(button), window), name + " " + describe(rectOf(button)) + " is in the window")
                verify(inside(rectOf(button), rectOf(findChild(page, "statusBar"))), name + " is in the status bar")
            }
        }

        function playedCardsStayInThePlayArea() {
            const area = rectOf(findChild(page, "playArea"))
            for (let i = 0; i < 12; ++i) {
                const card = findChild(page, "playCard_" + i)
                verify(card, "card " + i + " is shown")
                verify(inside(rectOf(card), area), "card " + i + " " + describe(rectOf(card))
                       + " leaves the play area " + describe(area))
            }
        }

        function checkPanelClear(what) {
            const panel = findChild(page, "decisionPanel")
            tryVerify(() => panel.visible && panel.opacity === 1, 2000)
            settle()
            const p = rectOf(panel)
            verify(inside(p, Qt.rect(0, 0, page.width, page.height)), what + ": the panel " + describe(p) + " is in the window")
            for (const name of ["coinsCounter", "vpCounter", "actionsCounter", "buysCounter"]) {
                const r = rectOf(findChild(page, name))
                verify(!intersects(p, r), what + ": the panel " + describe(p) + " covers " + name + " " + describe(r))
            }
            return p
        }

        function test_choicePanelLeavesTheReadoutAndChosenCardsInView_data() { return sizes_data() }
        function test_choicePanelLeavesTheReadoutAndChosenCardsInView(data) {
            layOut(data.w, data.h)
            // Cellar: discard any number of cards from the hand; two are chosen (they lift).
            const options = []
            for (let r = 0; r < mock.hand.count; ++r)
                options.push({ label: mock.hand.get(r).name, cardId: mock.hand.get(r).cardId,
                               inst: mock.hand.get(r).inst })
            mock.decision.ask("cards", "Discard any number of cards, then draw that many", 0, 5, options, false,
                              mock.cardId("Cellar"))
            mock.decision.toggle(0)
            mock.decision.toggle(3)
            let p = checkPanelClear("Cellar")
            for (const i of [0, 3]) {
                const card = findChild(findChild(page, "handCard_" + i), "handCardFace")
                const check = findChild(findChild(page, "handCard_" + i), "check")
                verify(check.visible)
                const top = Math.min(rectOf(card).y, rectOf(check).y)
                verify(p.y + p.height <= top, "the panel (bottom " + Math.round(p.y + p.height)
                       + ") covers the top of chosen card " + i + " (" + Math.round(top) + ")")
            }
            // Workshop: a pile from the Supply; the panel leaves the piles in view.
            mock.decision.clear()
            mock.decision.ask("pile", "Gain a card costing up to $4", 1, 1,
                              [{ label: "Silver", cardId: mock.cardId("Silver") },
                               { label: "Village", cardId: mock.cardId("Village") }], false,
                              mock.cardId("Workshop"))
            p = checkPanelClear("Workshop")
            for (const pile of supplyPiles())
                verify(!intersects(p, rectOf(pile)), "Workshop: the panel covers " + pile.objectName)
        }
    }
}
