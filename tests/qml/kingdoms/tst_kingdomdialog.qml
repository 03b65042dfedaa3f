pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// The kingdom dialog and the library page: locking and re-rolling, hand-picked cards,
// impossible rules, saving to the library, importing with unknown names. Each test also
// saves a picture of the screen as kingdom-<name>.png in the working folder
// to look at.
Item {
    id: root
    width: 1600
    height: 1000

    // The felt of the table, as behind every page of the game.
    TableBackground {
        anchors.fill: parent
    }

    TestCase {
        id: testCase
        name: "KingdomDialog"
        when: windowShown

        Component {
            id: builderComponent
            KingdomBuilderPage { width: root.width; height: root.height }
        }

        Component {
            id: libraryComponent
            KingdomLibraryPage { width: root.width; height: root.height }
        }

        function clearLibrary() {
            while (KingdomLibrary.count > 0) KingdomLibrary.remove(0)
        }

        function init() {
            root.width = 1600
            root.height = 1000
            AppSettings.language = "en"
            AppSettings.animationSpeed = AppSettings.Instant
            clearLibrary()
        }

        function cleanupTestCase() {
            clearLibrary()
            AppSettings.animationSpeed = AppSettings.Normal
        }

        function createBuilder() {
            const page = createTemporaryObject(builderComponent, root)
            verify(page, "KingdomBuilderPage could not be created")
            page.builder.resetOptions()
            page.builder.loadPreset("First Game")
            waitForRendering(page)
            return page
        }

        // Scrolls the rules panel, as a player would, until the named control is in view.
        function revealRule(page, name) {
            const item = findChild(page, name)
            const flick = findChild(page, "rulesScroll").contentItem
            const y = item.mapToItem(flick.contentItem, 0, 0).y
            flick.contentY = Math.max(0, Math.min(y - 20, flick.contentHeight - flick.height))
            waitForRendering(page)
            return item
        }

        function slotShowing(page, cardId) {
            for (let i = 0; i < 10; ++i) {
                const slot = findChild(page, "kingdomSlot_" + i)
                if (slot && slot.cardId === cardId) return slot
            }
            return null
        }

        function shoot(item, name) {
            waitForRendering(item)
            wait(50)
            grabImage(item).save("kingdom-" + name + ".png")
        }

        // Issue 18 (8): on a 1366×768 screen (in the window's frame) the cards' texts are drawn
        // at 11 px or more, and a locked card's padlock leaves its name in view.
        function test_smallScreenKeepsCardTextsReadable() {
            root.width = 1366 - 2 * Theme.tableInset
            root.height = 768 - 2 * Theme.tableInset
            const page = createBuilder()
            const first = findChild(page, "kingdomSlot_0")
            mouseClick(findChild(first, "lockButton"))
            wait(100)
            function walk(item, scale, out) {
                if (!item.visible || item.opacity <= 0) return out
                const s = scale * item.scale
                if (item.truncated !== undefined && item.fontSizeMode !== undefined && item.text.length > 0) {
                    let px = item.font.pixelSize > 0 ? item.font.pixelSize : item.fontInfo.pixelSize
                    if (item.fontSizeMode !== Text.FixedSize) px = Math.min(px, item.minimumPixelSize)
                    out.push({ text: item.text, size: px * s })
                }
                for (let i = 0; i < item.children.length; ++i) walk(item.children[i], s, out)
                return out
            }
            for (let i = 0; i < 10; ++i) {
                const slot = findChild(page, "kingdomSlot_" + i)
                const small = walk(findChild(slot, "slotCard"), 1, []).filter(t => t.size < Theme.minTextSize - 1e-6)
                verify(small.length === 0, "slot " + i + ": " + small.map(t => t.text + " " + t.size.toFixed(1)).join("; "))
            }
            const lockedSlot = slotShowing(page, first.cardId)
            const badge = findChild(lockedSlot, "lockBadge")
            const card = findChild(lockedSlot, "slotCard")
            verify(badge.visible)
            // Clear of the card's face: its name and its text
            const b = badge.mapToItem(page, 0, 0)
            const c = card.mapToItem(page, 0, 0)
            verify(b.y + badge.height <= c.y + card.height * 0.03, "the padlock covers the card's name")
            shoot(page, "small-screen")
            root.width = 1600
            root.height = 1000
        }

        // Every button of the dialog lies wholly within the window on a 1280×720 and a 1366×768
        // screen (in the window's frame), in each language: "Play this kingdom" was cut at the
        // right edge at 1366×768.
        function test_everyButtonInViewOnSmallScreens_data() {
            const out = []
            for (const size of [[1280, 720], [1366, 768]])
                for (const language of ["en", "de", "fr"])
                    out.push({ tag: size[0] + "x" + size[1] + " " + language, w: size[0], h: size[1], language: language })
            return out
        }
        function test_everyButtonInViewOnSmallScreens(data) {
            root.width = data.w - 2 * Theme.tableInset
            root.height = data.h - 2 * Theme.tableInset
            AppSettings.language = data.language
            const page = createBuilder()
            // Hoard, Mint and Quarry: the longest set-up line (their earlier texts' switch)
            verify(page.builder.loadCards(["Harbinger", "Village", "Smithy", "Moat", "Market", "Mine",
                                           "Cellar", "Hoard", "Mint", "Quarry"]))
            waitForRendering(page)
            const names = ["libraryButton", "presetButton", "browseButton", "pasteKingdomButton", "clearButton",
                           "rerollAllButton", "copyTextButton", "saveButton", "coloniesSwitch", "sheltersSwitch",
                           "earlierVersionsSwitch", "playButton", "backButton"]
            for (const name of names) {
                const button = findChild(page, name)
                verify(button, name)
                verify(button.visible, name + " is hidden")
                const p = button.mapToItem(root, 0, 0)
                verify(p.x >= -0.5 && p.y >= -0.5 && p.x + button.width <= root.width + 0.5
                       && p.y + button.height <= root.height + 0.5,
                       name + " at " + p.x.toFixed(0) + "," + p.y.toFixed(0) + " " + button.width.toFixed(0) + "×"
                       + button.height.toFixed(0) + " leaves the window " + root.width + "×" + root.height)
                verify(button.width >= button.implicitWidth - 0.5, name + " is squeezed")
            }
            // Nothing on top of another: the play button and the summary beside it
            const play = findChild(page, "playButton")
            const summary = findChild(page, "opponentSummary")
            const ps = summary.mapToItem(root, 0, 0)
            verify(ps.x + summary.width <= play.mapToItem(root, 0, 0).x + 0.5, "the summary runs under the play button")
            if (data.language === "en" && data.w === 1366) shoot(page, "1366x768")
            AppSettings.language = "en"
            root.width = 1600
            root.height = 1000
        }

        function test_lockedCardStaysWhenRerolling() {
            const page = createBuilder()
            const slot = findChild(page, "kingdomSlot_3")
            const lockedId = slot.cardId
            verify(lockedId >= 0)
            mouseClick(findChild(slot, "lockButton"))
            verify(page.builder.isLocked(lockedId))
            verify(findChild(slotShowing(page, lockedId), "lockBadge").visible)

            const before = page.builder.englishNames()
            let changed = false
            for (let i = 0; i < 5; ++i) {
                mouseClick(findChild(page, "rerollAllButton"))
                const shown = slotShowing(page, lockedId)
                verify(shown, "the locked card left the kingdom")
                verify(shown.locked)
                compare(page.builder.cardCount, 10)
                if (JSON.stringify(page.builder.englishNames()) !== JSON.stringify(before)) changed = true
            }
            verify(changed, "re-rolling never changed the unlocked cards")
            compare(page.builder.error, "")
            shoot(page, "builder-locked")
        }

        function test_rerollOneKeepsTheOthers() {
            const page = createBuilder()
            const slot = findChild(page, "kingdomSlot_0")
            const gone = slot.cardId
            const before = page.builder.cardIds.filter(id => id !== gone)
            mouseClick(findChild(slot, "rerollButton"))
            verify(!page.builder.contains(gone))
            for (const id of before) verify(page.builder.contains(id))
            compare(page.builder.cardCount, 10)
        }

        function test_clickingACardLocksIt() {
            const page = createBuilder()
            const slot = findChild(page, "kingdomSlot_5")
            const id = slot.cardId
            mouseClick(findChild(slot, "slotCard"))
            verify(page.builder.isLocked(id))
            mouseClick(findChild(slotShowing(page, id), "slotCard"))
            verify(!page.builder.isLocked(id))
        }

        function test_impossibleRulesAreNamed() {
            const page = createBuilder()
            page.builder.setSetEnabled("Seaside", false)
            page.builder.setSetEnabled("Prosperity", false) // two sets: 4 from each can't make ten
            page.builder.setSetEnabled("Hinterlands", false)
            const before = page.builder.englishNames()
            mouseClick(findChild(page, "ruleSwitch_village"))
            verify(page.builder.requireVillage)
            revealRule(page, "maxPerSetStepper_plus")
            for (let i = 0; i < 6; ++i) mouseClick(findChild(page, "maxPerSetStepper_plus"))
            compare(page.builder.maxPerSet, 6)
            mouseClick(findChild(page, "maxPerSetStepper_minus"))
            mouseClick(findChild(page, "maxPerSetStepper_minus"))
            compare(page.builder.maxPerSet, 4)
            mouseClick(findChild(page, "rerollAllButton"))
            verify(findChild(page, "errorBanner").visible)
            verify(findChild(page, "errorText").text.indexOf("at most 4 cards from one set") >= 0,
                   findChild(page, "errorText").text)
            verify(findChild(page, "errorDetail").text.length > 0)
            compare(page.builder.englishNames(), before)
            shoot(page, "builder-impossible")
            mouseClick(findChild(page, "maxPerSetStepper_plus"))
            mouseClick(findChild(page, "rerollAllButton"))
            verify(!findChild(page, "errorBanner").visible)
        }

        function test_browserPicksACardByItsGermanName() {
            const page = createBuilder()
            page.builder.clearUnlocked()
            compare(page.builder.cardCount, 0)
            mouseClick(findChild(page, "browseButton"))
            const browser = findChild(page, "cardBrowser")
            tryCompare(browser, "opened", true)
            shoot(page, "browser")
            const search = findChild(browser.contentItem, "browserSearch")
            search.text = "thronsaal"
            const grid = findChild(browser.contentItem, "browserGrid")
            tryCompare(grid, "count", 1)
            waitForRendering(grid)
            const tile = findChild(grid, "browserCard_0")
            verify(tile)
            mouseClick(tile)
            tryVerify(() => page.builder.cardCount === 1)
            verify(page.builder.englishNames().indexOf("Throne Room") >= 0)
            verify(page.builder.isLocked(page.builder.cardIds[0]))
            search.text = ""
            mouseClick(findChild(browser.contentItem, "browserDoneButton"))
            tryCompare(browser, "opened", false)
            mouseClick(findChild(page, "rerollAllButton"))
            compare(page.builder.cardCount, 10)
            verify(page.builder.englishNames().indexOf("Throne Room") >= 0)
        }

        function test_savedKingdomAppearsInTheLibrary() {
            const page = createBuilder()
            mouseClick(findChild(page, "saveButton"))
            const dialog = findChild(page, "saveDialog")
            tryCompare(dialog, "opened", true)
            const nameField = findChild(dialog.contentItem, "saveNameField")
            compare(nameField.text, "First Game")
            nameField.text = "Sunday kingdom"
            findChild(dialog.contentItem, "saveNoteField").text = "With Moat"
            shoot(page, "save-dialog")
            mouseClick(findChild(dialog.contentItem, "saveNewButton"))
            tryCompare(dialog, "opened", false)
            compare(KingdomLibrary.count, 1)
            const saved = KingdomLibrary.get(0)
            compare(saved.name, "Sunday kingdom")
            compare(saved.note, "With Moat")
            compare(saved.cardNames.slice().sort(), page.builder.englishNames().slice().sort())
            compare(page.builder.libraryId, saved.kingdomId)

            page.destroy()
            KingdomLibrary.save("Witches", "", ["Witch", "Village", "Moat", "Chapel", "Market",
                                                "Smithy", "Militia", "Cellar", "Mine", "Festival"])
            KingdomLibrary.save("Three of them", "A partial kingdom", ["Courtyard", "Nobles", "Minion"])
            const library = createTemporaryObject(libraryComponent, root)
            waitForRendering(library)
            const list = findChild(library, "libraryList")
            tryCompare(list, "count", 3)
            const names = []
            for (let i = 0; i < 3; ++i) {
                const row = findChild(list, "libraryRow_" + i)
                verify(row, "row " + i)
                names.push(row.name)
            }
            verify(names.indexOf("Sunday kingdom") >= 0, names)
            shoot(library, "library")
        }

        function test_theSetUpSwitchesAreSavedAndComeBack() {
            const page = createBuilder()
            const shelters = findChild(page, "sheltersSwitch")
            const colonies = findChild(page, "coloniesSwitch")
            verify(shelters && colonies)
            compare(shelters.checked, false)
            mouseClick(shelters)
            mouseClick(colonies)
            compare(page.shelters, true)
            compare(page.colonies, true)
            mouseClick(findChild(page, "saveButton"))
            const dialog = findChild(page, "saveDialog")
            tryCompare(dialog, "opened", true)
            findChild(dialog.contentItem, "saveNameField").text = "Dark Ages start"
            mouseClick(findChild(dialog.contentItem, "saveNewButton"))
            tryCompare(dialog, "opened", false)
            compare(KingdomLibrary.get(0).shelters, true)
            compare(KingdomLibrary.get(0).colonies, true)
            const id = KingdomLibrary.get(0).kingdomId
            page.destroy()

            const again = createBuilder()
            compare(findChild(again, "sheltersSwitch").checked, false)
            again.openSaved(id)
            compare(findChild(again, "sheltersSwitch").checked, true)
            compare(findChild(again, "coloniesSwitch").checked, true)
            shoot(again, "setup-switches")
        }

        // Hoard, Mint and Quarry changed in 2022: with one of them in the kingdom, a switch plays
        // them with their earlier text; it is saved with the kingdom and comes back.
        function test_theEarlierTextSwitchShowsOnlyWithAChangedCard() {
            const page = createBuilder()
            const earlier = findChild(page, "earlierVersionsSwitch")
            verify(earlier)
            verify(!earlier.visible, "First Game has no card changed in 2022")
            // Ten cards: fewer would be completed by a draw
            verify(page.builder.loadCards(["Village", "Smithy", "Mint", "Market", "Hoard", "Cellar", "Moat",
                                           "Mine", "Chapel", "Festival"]))
            waitForRendering(page)
            verify(earlier.visible)
            compare(page.changedCards, ["Mint", "Hoard"])  // by cost
            // Hoard's card shows the text it will play: the current one, then the earlier one.
            let hoard = null
            for (let i = 0; i < 10; ++i) {
                const card = findChild(findChild(page, "kingdomSlot_" + i), "slotCard")
                if (card.info.englishName === "Hoard") hoard = card
            }
            verify(hoard)
            verify(hoard.info.text.indexOf("This turn") >= 0, hoard.info.text)
            mouseClick(earlier)
            compare(page.earlierVersions, true)
            compare(page.setupOptions.earlierVersions, true)
            verify(hoard.info.text.indexOf("While this is in play") >= 0, hoard.info.text)
            mouseClick(findChild(page, "saveButton"))
            const dialog = findChild(page, "saveDialog")
            tryCompare(dialog, "opened", true)
            findChild(dialog.contentItem, "saveNameField").text = "Old Hoard"
            mouseClick(findChild(dialog.contentItem, "saveNewButton"))
            tryCompare(dialog, "opened", false)
            compare(KingdomLibrary.get(0).earlierVersions, true)
            const id = KingdomLibrary.get(0).kingdomId
            shoot(page, "earlier-text-switch")
            // Without a changed card, the switch is gone and the game plays the current texts.
            verify(page.builder.loadCards(["Village", "Smithy", "Market", "Cellar", "Moat", "Mine", "Chapel",
                                           "Festival", "Library", "Witch"]))
            waitForRendering(page)
            verify(!earlier.visible)
            compare(page.setupOptions.earlierVersions, false)
            page.destroy()

            const again = createBuilder()
            again.openSaved(id)
            waitForRendering(again)
            compare(findChild(again, "earlierVersionsSwitch").checked, true)
            verify(findChild(again, "earlierVersionsSwitch").visible)
        }

        function test_libraryRenameDuplicateDelete() {
            KingdomLibrary.save("Old name", "", ["Witch", "Village"])
            const library = createTemporaryObject(libraryComponent, root)
            const list = findChild(library, "libraryList")
            tryCompare(list, "count", 1)
            waitForRendering(library)
            let row = findChild(list, "libraryRow_0")
            mouseClick(findChild(row, "duplicateButton"))
            tryCompare(list, "count", 2)
            compare(KingdomLibrary.get(0).name, "Old name (copy)")
            tryVerify(() => findChild(list, "libraryRow_0") !== null && findChild(list, "libraryRow_1") !== null)
            row = findChild(list, "libraryRow_0")
            compare(row.name, "Old name (copy)")
            mouseClick(findChild(row, "renameButton"))
            const field = findChild(row, "renameField")
            verify(field.visible)
            field.text = "New name"
            keyClick(Qt.Key_Return)
            compare(KingdomLibrary.get(0).name, "New name")
            mouseClick(findChild(row, "deleteButton"))
            mouseClick(findChild(row, "confirmDeleteButton"))
            tryCompare(list, "count", 1)
            compare(KingdomLibrary.get(0).name, "Old name")
        }

        function test_importWaitsForUnknownNames() {
            const library = createTemporaryObject(libraryComponent, root)
            waitForRendering(library)
            const dialog = findChild(library, "importDialog")
            dialog.openWith("Keller, Thronsal, Markt, Forgeron, Burggraben, Sorcière, Kapelle, Jahrmarkt, Laboratoire, Dorf")
            tryCompare(dialog, "opened", true)
            const accept = findChild(dialog.contentItem, "importAcceptButton")
            verify(!accept.enabled)
            verify(findChild(dialog.contentItem, "importVerdict").text.indexOf("Not yet") >= 0)
            shoot(library, "import-unknown")
            const suggestion = findChild(dialog.contentItem, "suggestion_Thronsaal")
            verify(suggestion, "no suggestion for Thronsal")
            mouseClick(suggestion)
            tryVerify(() => accept.enabled)
            findChild(dialog.contentItem, "importNameField").text = "From the forum"
            shoot(library, "import-ready")
            compare(KingdomLibrary.count, 0)
            mouseClick(accept)
            tryCompare(dialog, "opened", false)
            compare(KingdomLibrary.count, 1)
            compare(KingdomLibrary.get(0).name, "From the forum")
            verify(KingdomLibrary.get(0).cardNames.indexOf("Throne Room") >= 0)
        }

        function test_suggestionReplacesTheWholeName() {
            const library = createTemporaryObject(libraryComponent, root)
            waitForRendering(library)
            const dialog = findChild(library, "importDialog")
            dialog.openWith("Militia, Mil, Village")
            tryCompare(dialog, "opened", true)
            compare(dialog.result.unknown.length, 1)
            compare(dialog.result.unknown[0].name, "Mil")
            verify(dialog.result.unknown[0].suggestions.indexOf("Mill") >= 0,
                   JSON.stringify(dialog.result.unknown[0].suggestions))
            waitForRendering(library)
            tryVerify(() => findChild(dialog.contentItem, "suggestion_Mill") !== null)
            mouseClick(findChild(dialog.contentItem, "suggestion_Mill"))
            compare(findChild(dialog.contentItem, "importText").text, "Militia, Mill, Village")
            verify(dialog.result.ok)

            // In a kingdom file, the quoted name.
            dialog.openWith('{"format": "dominion-kingdom", "version": 1, "cards": ["Thronsal", "Witch"]}')
            verify(!dialog.result.ok)
            mouseClick(findChild(dialog.contentItem, "suggestion_Thronsaal"))
            verify(dialog.result.ok, dialog.result.error)
            compare(dialog.result.cards.slice().sort(), ["Throne Room", "Witch"])
            dialog.close()
            tryCompare(dialog, "opened", false)
        }

        function test_importOffersOnlyAKingdomFromTheClipboard() {
            const library = createTemporaryObject(libraryComponent, root)
            waitForRendering(library)
            const dialog = findChild(library, "importDialog")
            KingdomLibrary.copyToClipboard("Meeting at five. Bring the cards, the snacks and a good mood.")
            mouseClick(findChild(library, "importButton"))
            tryCompare(dialog, "opened", true)
            compare(findChild(dialog.contentItem, "importText").text, "")
            dialog.close()
            tryCompare(dialog, "opened", false)
            KingdomLibrary.copyToClipboard("Cellar, Markt, Thronsal")
            mouseClick(findChild(library, "importButton"))
            tryCompare(dialog, "opened", true)
            compare(findChild(dialog.contentItem, "importText").text, "Cellar, Markt, Thronsal")
            dialog.close()
            tryCompare(dialog, "opened", false)
        }

        function test_manyUnknownNamesScrollAndTheButtonsStayInView() {
            root.height = 700
            const library = createTemporaryObject(libraryComponent, root)
            waitForRendering(library)
            const dialog = findChild(library, "importDialog")
            dialog.openWith("Keler, Thronsal, Markt, Forjeron, Burgraben, Sorcier, Kapele, Jahrmakt, Laboratoir, Dorff")
            tryCompare(dialog, "opened", true)
            compare(dialog.result.unknown.length, 9)
            waitForRendering(library)
            verify(dialog.height <= root.height, "the dialog is taller than the window")
            const accept = findChild(dialog.contentItem, "importAcceptButton")
            const bottom = accept.mapToItem(root, 0, accept.height).y
            verify(bottom <= root.height, "the buttons are below the window: " + bottom)
            verify(findChild(dialog.contentItem, "importVerdictView").interactive)
            shoot(library, "import-many-unknown")
            dialog.close()
            tryCompare(dialog, "opened", false)
            root.height = 1000
        }

        function test_presetsByName() {
            const page = createBuilder()
            mouseClick(findChild(page, "presetButton"))
            const menu = findChild(page, "presetMenu")
            tryCompare(menu, "opened", true)
            waitForRendering(page)
            shoot(page, "presets")
            const entry = findChild(menu.contentItem, "preset_5")
            verify(entry)
            mouseClick(entry)
            tryCompare(menu, "opened", false)
            compare(page.builder.kingdomName, "Silver & Gold")
            compare(findChild(page, "kingdomTitle").text, "Silver & Gold")
            verify(page.builder.englishNames().indexOf("Bandit") >= 0)
        }

        // Issue 18 ②: a click on a card of the browser reached the kingdom card under it too.
        function test_aClickInTheBrowserDoesNotReachTheKingdomBeneath() {
            const page = createBuilder()
            const ids = page.builder.cardIds.slice()
            compare(ids.length, 10)
            mouseClick(findChild(page, "browseButton"))
            const browser = findChild(page, "cardBrowser")
            tryCompare(browser, "opened", true)
            const grid = findChild(browser.contentItem, "browserGrid")
            waitForRendering(grid)
            for (let i = 0; i < 10; ++i) {
                const slot = findChild(page, "kingdomSlot_" + i)
                const c = slot.mapToItem(root, slot.width / 2, slot.height / 2)
                mouseClick(root, c.x, c.y)
                wait(20)
            }
            for (const id of ids)
                verify(!page.builder.isLocked(id), "a click in the browser locked " + id)
        }

        function test_emptyPlacesAndReplacingOneCard() {
            const page = createBuilder()
            const keep = findChild(page, "kingdomSlot_9").cardId
            page.builder.setLocked(keep, true)
            mouseClick(findChild(page, "clearButton"))
            compare(page.builder.cardCount, 1)
            compare(findChild(page, "rerollAllButton").text, "Fill the empty places")
            verify(!findChild(page, "playButton").enabled)
            shoot(page, "empty-places")
            // The swap button of a card opens the browser for that card.
            mouseClick(findChild(slotShowing(page, keep), "swapButton"))
            const browser = findChild(page, "cardBrowser")
            tryCompare(browser, "opened", true)
            compare(browser.replaceCardId, keep)
            findChild(browser.contentItem, "browserSearch").text = "moneylender"
            const grid = findChild(browser.contentItem, "browserGrid")
            tryCompare(grid, "count", 1)
            waitForRendering(grid)
            mouseClick(findChild(grid, "browserCard_0"))
            tryCompare(browser, "opened", false)
            verify(!page.builder.contains(keep))
            compare(page.builder.englishNames(), ["Moneylender"])
            mouseClick(findChild(page, "rerollAllButton"))
            compare(page.builder.cardCount, 10)
            verify(findChild(page, "playButton").enabled)
        }

        function test_germanDialog() {
            AppSettings.language = "de"
            const page = createBuilder()
            compare(findChild(page, "playButton").text, "Dieses Königreich spielen")
            shoot(page, "builder-german")
            AppSettings.language = "en"
        }
    }
}
