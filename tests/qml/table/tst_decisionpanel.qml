pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// The decision panel: the prompt and the count asked for, Confirm only once the choice is
// legal, cards shown in the panel numbered in the order chosen, options as buttons.
Item {
    id: root
    width: 1000
    height: 600

    MockCatalog { id: mockCatalog }
    MockController { id: mock }

    Component {
        id: panelComponent
        DecisionPanel {
            x: 20
            y: 20
            width: 900
            height: implicitHeight
            decision: mock.decision
            handModel: mock.hand
        }
    }

    TestCase {
        name: "DecisionPanel"
        when: windowShown

        function initTestCase() {
            CardFacts.catalog = mockCatalog
        }

        function init() {
            mock.decision.clear()
            mock.decision.calls = []
            mock.setHand(["Copper", "Silver", "Estate", "Estate", "Gold"], [])
        }

        function makePanel() {
            const panel = createTemporaryObject(panelComponent, root)
            verify(panel)
            return panel
        }

        function handOptions(rows) {
            const out = []
            for (const r of rows)
                out.push({ label: mock.hand.get(r).name, cardId: mock.hand.get(r).cardId,
                           inst: mock.hand.get(r).inst })
            return out
        }

        function test_confirmOnlyWithinMinAndMax() {
            mock.decision.ask("cards", "Discard down to 3 cards in hand", 2, 2, handOptions([0, 1, 2, 3, 4]),
                              false, mock.cardId("Militia"))
            const panel = makePanel()
            waitForRendering(panel)
            verify(panel.inHand, "the cards are chosen in the hand")
            compare(findChild(panel, "promptText").text, "Discard down to 3 cards in hand")
            compare(findChild(panel, "askingCard").cardId, mock.cardId("Militia"))
            const confirm = findChild(panel, "confirmButton")
            compare(findChild(panel, "countText").text, "Choose 2 cards — 0 selected")
            verify(!confirm.enabled)
            mock.decision.toggle(2)
            compare(findChild(panel, "countText").text, "Choose 2 cards — 1 selected")
            verify(!confirm.enabled)
            mock.decision.toggle(3)
            compare(findChild(panel, "countText").text, "Choose 2 cards — 2 selected")
            verify(confirm.enabled)
            mouseClick(confirm)
            compare(mock.decision.calls.filter(c => c.name === "confirm").length, 1)
        }

        // The items under `item` (depth first).
        function descendants(item) {
            let out = []
            for (let i = 0; i < item.children.length; ++i)
                out = out.concat([item.children[i]], descendants(item.children[i]))
            return out
        }

        // A question on another player's turn says what it answers, above the question; a card's
        // own question has no such line.
        function test_causeShowsAboveThePromptOnlyWhenThereIsOne() {
            mock.decision.ask("options", "You may trash Fool's Gold to gain a Gold onto your deck", 0, 1,
                              [{ label: "Trash it" }], false, mock.cardId("Workshop"))
            mock.decision.cause = "Ada gains Province."
            const panel = makePanel()
            waitForRendering(panel)
            const cause = findChild(panel, "causeText")
            verify(cause.visible)
            compare(cause.text, "Ada gains Province.")
            const prompt = findChild(panel, "promptText")
            verify(cause.mapToItem(panel, 0, 0).y + cause.height <= prompt.mapToItem(panel, 0, 0).y,
                   "the cause is above the question")
            mock.decision.cause = ""
            verify(!cause.visible)
        }

        function test_promptShowsCoinsAsInTheCardsTexts() {
            mock.decision.ask("pile", "Gain a card costing up to $4", 1, 1, [], false, mock.cardId("Workshop"))
            const panel = makePanel()
            waitForRendering(panel)
            const prompt = findChild(panel, "promptText")
            tryVerify(() => prompt.height > 20)
            const items = descendants(prompt).filter(i => i.visible)
            // The coin shows the amount; no text shows a "$"
            const coins = items.filter(i => i.value !== undefined && i.size !== undefined)
            compare(coins.map(c => c.value), ["4"])
            verify(coins[0].size >= 24, "a coin as large as the prompt's letters")
            const texts = items.filter(i => typeof i.text === "string" && i.text.length > 0
                                           && i.font !== undefined)
            verify(texts.some(t => t.text === "Gain"))
            compare(texts.filter(t => t.text.indexOf("$") >= 0).length, 0)
            // Aligned left, as a sentence
            const first = texts.find(t => t.text === "Gain")
            compare(first.mapToItem(prompt, 0, 0).x, 0)
        }

        function test_upToNCardsAllowsNothing() {
            mock.decision.ask("cards", "Trash up to 4 cards from your hand", 0, 4, handOptions([0, 1, 2, 3, 4]),
                              false, mock.cardId("Chapel"))
            const panel = makePanel()
            compare(findChild(panel, "countText").text, "Choose up to 4 cards — 0 selected")
            const confirm = findChild(panel, "confirmButton")
            verify(confirm.enabled)
            compare(confirm.text, "Choose nothing")
            mouseClick(confirm)
            compare(mock.decision.calls.filter(c => c.name === "chooseNothing").length, 1)
            mock.decision.toggle(0)
            compare(confirm.text, "Confirm")
        }

        function test_revealedCardsAreShownAndNumberedInOrder() {
            mock.setRevealed(["Gold", "Village", "Curse"])
            const options = []
            for (let r = 0; r < 3; ++r)
                options.push({ label: mock.revealed.get(r).name, cardId: mock.revealed.get(r).cardId,
                               inst: mock.revealed.get(r).inst })
            mock.decision.ask("cards", "Put these cards back in any order", 3, 3, options, true,
                              mock.cardId("Sentry"))
            const panel = makePanel()
            waitForRendering(panel)
            verify(panel.showsCards)
            verify(!panel.inHand)
            const first = findChild(panel, "optionCard_2")
            const second = findChild(panel, "optionCard_0")
            verify(first && second)
            mouseClick(first)
            mouseClick(second)
            compare(mock.decision.selectedCount, 2)
            compare(findChild(first, "orderText").text, "1")
            compare(findChild(second, "orderText").text, "2")
            verify(findChild(first, "orderBadge").visible)
            verify(!findChild(findChild(panel, "optionCard_1"), "orderBadge").visible)
            verify(!findChild(panel, "confirmButton").enabled)
            mouseClick(findChild(panel, "optionCard_1"))
            compare(findChild(findChild(panel, "optionCard_1"), "orderText").text, "3")
            verify(findChild(panel, "confirmButton").enabled)
            // Unchoosing the first renumbers the others
            mouseClick(first)
            compare(findChild(second, "orderText").text, "1")
            compare(findChild(findChild(panel, "optionCard_1"), "orderText").text, "2")
        }

        function test_optionsAsButtons() {
            mock.decision.ask("options", "Choose one", 1, 1,
                              [{ label: "+2 Cards" }, { label: "+$2" }, { label: "Trash 2 cards" }], false,
                              mock.cardId("Steward"))
            const panel = makePanel()
            waitForRendering(panel)
            verify(!findChild(panel, "confirmButton").parent.visible, "one click answers")
            const button = findChild(panel, "optionButton_1")
            compare(button.text, "+$2")
            mouseClick(button)
            compare(mock.decision.calls.map(c => c.name).join(","), "toggle,confirm")
            compare(mock.decision.calls[0].args[0], 1)
        }

        function test_pileDecisionAsksForTheSupply() {
            mock.decision.ask("pile", "Gain a card costing up to $4", 1, 1,
                              [{ label: "Silver", cardId: mock.cardId("Silver") },
                               { label: "Village", cardId: mock.cardId("Village") }], false,
                              mock.cardId("Workshop"))
            const panel = makePanel()
            compare(findChild(panel, "countText").text, "Choose a pile")
            verify(!panel.showsCards)
        }
    }
}
