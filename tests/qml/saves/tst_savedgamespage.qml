pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// The saved-games page over the real SaveManager, with the saves tst_qml.cpp puts in the
// test folder (pagedata.cpp): each shows its name, kingdom, players, turn and date, newest
// first; Delete asks for a second click.
Item {
    id: root
    width: 1366
    height: 768

    TestCase {
        name: "SavedGamesPage"
        when: windowShown

        Component {
            id: pageComponent
            SavedGamesPage { width: root.width; height: root.height }
        }

        SignalSpy { id: spy }

        function init() {
            AppSettings.language = "en"
        }

        function createPage() {
            const page = createTemporaryObject(pageComponent, root)
            verify(page, "SavedGamesPage could not be created")
            waitForRendering(page)
            return page
        }

        function rowTexts(row) {
            const out = []
            const visit = item => {
                if (item.text !== undefined && typeof item.text === "string" && item.visible)
                    out.push(item.text)
                for (let i = 0; i < item.children.length; ++i) visit(item.children[i])
            }
            visit(row)
            return out
        }

        // How the page words the day of a save made `minutes` ago (pagedata.cpp): "today, ",
        // "yesterday, ", or "" for an earlier day; the test data's ages cross midnight at night.
        function dayWord(minutes) {
            const saved = new Date(Date.now() - minutes * 60000)
            const now = new Date()
            const day = d => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
            const days = Math.round((day(now) - day(saved)) / 86400000)
            return days === 0 ? "today, " : days === 1 ? "yesterday, " : ""
        }

        function test_savesAreListedNewestFirstWithWhatTheyAre() {
            const page = createPage()
            const list = findChild(page, "slotList")
            verify(list.count >= 2)
            verify(!findChild(page, "noSaves").visible)
            list.currentIndex = 0
            const texts = rowTexts(list.currentItem)
            verify(texts.indexOf("Before dinner") >= 0, texts)
            verify(texts.indexOf("You, Alice (Hard)") >= 0, texts)
            // Whoever the seed made start: "your turn" or "Alice to play".
            verify(texts.some(t => t.startsWith("Turn 7 · ")), texts)
            verify(texts.some(t => t.startsWith(dayWord(30))), texts)
            verify(texts.some(t => t.indexOf("Cellar") >= 0 && t.indexOf("Workshop") >= 0), texts)
            list.currentIndex = 1
            const second = rowTexts(list.currentItem)
            verify(second.indexOf("Friday night") >= 0, second)
            verify(second.indexOf("Anna, Ben, Cleo (Easy), Dora") >= 0, second)
            verify(second.some(t => t.startsWith("Turn 12 · ") && t.endsWith(" to play")), second)
            if (dayWord(60 * 26) !== "")
                verify(second.some(t => t.startsWith(dayWord(60 * 26))), second)
            else
                verify(!second.some(t => t.startsWith("today, ") || t.startsWith("yesterday, ")), second)
        }

        function test_savePanelOnlyWithAGameOnTheTable() {
            const page = createPage()
            compare(findChild(page, "saveNameField").parent.parent.visible, SaveManager.canSave)
        }

        function test_deleteNeedsASecondClick() {
            const page = createPage()
            const list = findChild(page, "slotList")
            const before = list.count
            list.positionViewAtEnd()
            list.currentIndex = before - 1
            waitForRendering(list)
            const button = findChild(list.currentItem, "deleteButton")
            mouseClick(button)
            compare(list.count, before)
            compare(button.text, "Really delete?")
            mouseClick(button)
            tryCompare(list, "count", before - 1)
            compare(SaveManager.saves.count, before - 1)
        }

        function test_backEmitsItsSignal() {
            const page = createPage()
            spy.clear()
            spy.target = page
            spy.signalName = "backClicked"
            mouseClick(findChild(page, "backButton"))
            compare(spy.count, 1)
        }
    }
}
