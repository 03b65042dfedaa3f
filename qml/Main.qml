pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Dominion

// The main window: the card table with the menu pages on top of it.
ApplicationWindow {
    id: window

    width: 1280
    height: 820
    minimumWidth: 1024
    minimumHeight: 720
    title: qsTr("Dominion")
    color: Theme.woodDark
    font.family: Theme.bodyFamily

    TableBackground {
        anchors.fill: parent
    }

    StackView {
        id: stack
        objectName: "pageStack"
        anchors.fill: parent
        anchors.margins: Theme.tableInset
        initialItem: mainMenu
        focus: true

        pushEnter: Transition {
            NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.durationMedium }
            NumberAnimation { property: "x"; from: 60; to: 0; duration: Theme.durationMedium; easing.type: Easing.OutCubic }
        }
        pushExit: Transition {
            NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.durationMedium }
        }
        popEnter: Transition {
            NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.durationMedium }
        }
        popExit: Transition {
            NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.durationMedium }
            NumberAnimation { property: "x"; from: 0; to: 60; duration: Theme.durationMedium; easing.type: Easing.InCubic }
        }
    }

    Component {
        id: mainMenu

        MainMenuPage {
            objectName: "mainMenuPage"
            onNewGameClicked: stack.push(newGamePage)
            onContinueClicked: window.continueGame()
            onSavedGamesClicked: stack.push(savedGamesPage)
            onHistoryClicked: stack.push(historyPage)
            onSettingsClicked: stack.push(settingsPage)
            onAboutClicked: stack.push(aboutPage)
            onQuitClicked: Qt.quit()
        }
    }

    Component {
        id: aboutPage

        AboutPage {
            objectName: "aboutPage"
            onBackClicked: stack.pop()
        }
    }

    Component {
        id: settingsPage

        SettingsPage {
            objectName: "settingsPage"
            onBackClicked: stack.pop()
        }
    }

    Component {
        id: newGamePage

        NewGamePage {
            objectName: "newGamePage"
            onBackClicked: stack.pop()
            onChooseKingdomClicked: stack.push(kingdomBuilderPage)
            onHotSeatClicked: stack.push(hotSeatPage)
        }
    }

    // Saved games, the history and games of several people at this computer.
    Component {
        id: savedGamesPage

        SavedGamesPage {
            objectName: "savedGamesPage"
            onBackClicked: stack.pop()
            onContinueClicked: window.continueGame()
        }
    }

    Component {
        id: historyPage

        HistoryPage {
            objectName: "historyPage"
            onBackClicked: stack.pop()
        }
    }

    Component {
        id: hotSeatPage

        HotSeatSetupPage {
            objectName: "hotSeatPage"
            onBackClicked: stack.pop()
            onChooseKingdomClicked: stack.push(kingdomBuilderPage, { hotSeat: true })
        }
    }

    // The game on the table if there is one, else the last game from its autosave.
    function continueGame() {
        if (GameController.active && !GameController.over && !GameController.demo) {
            stack.pop(null, StackView.Immediate)
            stack.push(tablePage)
            GameController.paused = false
        } else {
            SaveManager.continueLastGame()
        }
    }

    // The kingdom dialog and the library of saved kingdoms. Their Play buttons start the game
    // with GameController.newGame.
    Component {
        id: kingdomBuilderPage

        KingdomBuilderPage {
            id: builderPage
            objectName: "kingdomBuilderPage"
            onBackClicked: stack.pop()
            onLibraryClicked: stack.push(kingdomLibraryPage, { hotSeat: builderPage.hotSeat })
        }
    }

    Component {
        id: kingdomLibraryPage

        KingdomLibraryPage {
            id: libraryPage
            objectName: "kingdomLibraryPage"
            onBackClicked: stack.pop()
            // Back to the kingdom dialog below, or a new one, showing the saved kingdom.
            onOpenClicked: id => {
                const below = stack.depth > 1 ? stack.get(stack.depth - 2) : null
                let builder = below
                if (below && below.objectName === "kingdomBuilderPage") stack.pop()
                else builder = stack.push(kingdomBuilderPage, { hotSeat: libraryPage.hotSeat })
                if (id.length > 0) builder.openSaved(id)
            }
        }
    }

    Component {
        id: tablePage

        TablePage {
            objectName: "tablePage"
            controller: GameController
            catalog: CardCatalog
            // Away from the table the computer players stop thinking and wait.
            onMenuRequested: {
                GameController.paused = true
                stack.pop(null)
            }
            onNewGameRequested: {
                GameController.paused = true
                stack.pop(null, StackView.Immediate)
                stack.push(newGamePage)
            }
            // Left for a page over it (saves, settings): back at the table, the game goes on.
            property bool resumeOnReturn: false
            onSavesRequested: {
                GameController.paused = true
                resumeOnReturn = true
                stack.push(savedGamesPage)
            }
            onSettingsRequested: {
                GameController.paused = true
                resumeOnReturn = true
                stack.push(settingsPage)
            }
            StackView.onActivated: {
                if (!resumeOnReturn) return
                resumeOnReturn = false
                GameController.paused = false
            }
        }
    }

    // A game that starts is shown on the table, above the main menu.
    Connections {
        target: GameController

        function onGameStarted() {
            if (stack.currentItem && stack.currentItem.objectName === "tablePage") return
            stack.pop(null, StackView.Immediate)
            stack.push(tablePage)
        }
    }

    Shortcut {
        sequences: ["Escape", "Back"]
        // The table has its own Esc (its in-game menu).
        enabled: stack.depth > 1 && !(stack.currentItem && stack.currentItem.objectName === "tablePage")
        onActivated: stack.pop()
    }

    // With several people at the computer: the table stays hidden until the person whose
    // decision it is takes the screen.
    PassScreen {
        id: passScreen
        objectName: "passScreen"
        anchors.fill: parent
        gate: GameController.handOver
        catalog: CardCatalog
        visible: GameController.active && passScreen.pending
                 && stack.currentItem !== null && stack.currentItem.objectName === "tablePage"
        onMenuRequested: stack.pop(null)
    }

    Notice {
        id: notice
        objectName: "notice"
        z: 2
    }

    // Saves and the history report what went wrong (a damaged file set aside ...).
    Connections {
        target: SaveManager

        function onProblemFound(message) { notice.show(message) }
    }

    Connections {
        target: GameHistory

        function onProblemFound(message) { notice.show(message) }
    }
}
