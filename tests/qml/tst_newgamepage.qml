pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// Test items live in this visible root: TestCase itself is invisible.
Item {
    id: root
    width: 1200
    height: 800

    TestCase {
        id: testCase
        name: "NewGamePage"
        when: windowShown

        Component {
            id: pageComponent
            NewGamePage { width: root.width; height: root.height }
        }

        SignalSpy { id: startSpy; target: AppController; signalName: "newGameRequested" }

        function init() {
            AppSettings.language = "en"
            AppController.opponentCount = 1
            AppController.aiLevel = AppController.Medium
            AppController.kingdom = AppController.FirstGame
            startSpy.clear()
        }

        function createPage() {
            const page = createTemporaryObject(pageComponent, root)
            verify(page, "NewGamePage could not be created")
            waitForRendering(page)
            return page
        }

        function test_choicesUpdateTheSetup() {
            const page = createPage()
            mouseClick(findChild(page, "opponentChoice_2"))
            compare(AppController.opponentCount, 3)
            mouseClick(findChild(page, "levelChoice_2"))
            compare(AppController.aiLevel, AppController.Hard)
            mouseClick(findChild(page, "randomOption"))
            compare(AppController.kingdom, AppController.Random)
            verify(findChild(page, "randomOption").selected)
            verify(!findChild(page, "firstGameOption").selected)
        }

        function test_startSendsTheSetup() {
            const page = createPage()
            mouseClick(findChild(page, "opponentChoice_4"))
            mouseClick(findChild(page, "levelChoice_0"))
            mouseClick(findChild(page, "startButton"))
            compare(startSpy.count, 1)
            compare(startSpy.signalArguments[0][0], 5)
            compare(startSpy.signalArguments[0][1], AppController.Easy)
            compare(startSpy.signalArguments[0][2], AppController.FirstGame)
        }

        function test_opponentCountIsSpelledOut() {
            const page = createPage()
            AppController.opponentCount = 1
            verify(page.opponentSummary.indexOf("one computer player.") >= 0, page.opponentSummary)
            AppController.opponentCount = 4
            verify(page.opponentSummary.indexOf("4 computer players") >= 0, page.opponentSummary)
            AppSettings.language = "de"
            verify(page.opponentSummary.indexOf("4 Computerspieler") >= 0, page.opponentSummary)
            AppSettings.language = "en"
        }

        function test_germanLabels() {
            const page = createPage()
            AppSettings.language = "de"
            compare(findChild(page, "startButton").text, "Spiel starten")
            compare(findChild(page, "firstGameOption").text, "Erstes Spiel")
            AppSettings.language = "en"
        }
    }
}
