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
        name: "MainMenuPage"
        when: windowShown

        Component {
            id: menuComponent
            MainMenuPage { width: root.width; height: root.height }
        }

        SignalSpy { id: spy }

        function init() {
            AppSettings.language = "en"
        }

        function createMenu() {
            const menu = createTemporaryObject(menuComponent, root)
            verify(menu, "MainMenuPage could not be created")
            waitForRendering(menu)
            return menu
        }

        function test_buttons() {
            const menu = createMenu()
            compare(findChild(menu, "newGameButton").text, "New game")
            compare(findChild(menu, "settingsButton").text, "Settings")
            compare(findChild(menu, "quitButton").text, "Quit")
            compare(findChild(menu, "gameTitle").text, "Dominion")
        }

        function test_buttonsEmitTheirSignals_data() {
            return [
                { tag: "new game", button: "newGameButton", signal: "newGameClicked" },
                { tag: "settings", button: "settingsButton", signal: "settingsClicked" },
                { tag: "quit", button: "quitButton", signal: "quitClicked" },
                { tag: "about", button: "aboutButton", signal: "aboutClicked" }
            ]
        }

        function test_buttonsEmitTheirSignals(data) {
            const menu = createMenu()
            spy.clear()
            spy.target = null
            spy.signalName = data.signal
            spy.target = menu
            mouseClick(findChild(menu, data.button))
            compare(spy.count, 1)
        }

        function test_keyboardStartsANewGame() {
            const menu = createMenu()
            spy.clear()
            spy.target = null
            spy.signalName = "newGameClicked"
            spy.target = menu
            const button = findChild(menu, "newGameButton")
            button.forceActiveFocus()
            keyClick(Qt.Key_Space)
            compare(spy.count, 1)
        }

        function test_germanMenu() {
            const menu = createMenu()
            AppSettings.language = "de"
            compare(findChild(menu, "newGameButton").text, "Neues Spiel")
            compare(findChild(menu, "quitButton").text, "Beenden")
            AppSettings.language = "en"
            compare(findChild(menu, "newGameButton").text, "New game")
        }
    }
}
