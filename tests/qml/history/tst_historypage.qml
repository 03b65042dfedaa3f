pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// The history page over the real GameHistory, with the games tst_qml.cpp records in the test
// folder (pagedata.cpp): the finished games newest first, the record against the computer per
// level and per card, and "Play again" starting a game with the same kingdom and seats.
Item {
    id: root
    width: 1366
    height: 768

    TestCase {
        name: "HistoryPage"
        when: windowShown

        Component {
            id: pageComponent
            HistoryPage { width: root.width; height: root.height }
        }

        function init() {
            AppSettings.language = "en"
        }

        // GameController's models and hand-over gate are plain QObjects to qmllint.
        function propertyOf(object, name) {
            return object[name]
        }

        function createPage() {
            const page = createTemporaryObject(pageComponent, root)
            verify(page, "HistoryPage could not be created")
            waitForRendering(page)
            return page
        }

        function test_finishedGamesAreListedNewestFirst() {
            const page = createPage()
            const list = findChild(page, "gameList")
            verify(list.count >= 5)
            verify(!findChild(page, "noGames").visible)
            compare(GameHistory.games.data(GameHistory.games.index(0, 0), Qt.UserRole + 6), "You won")
            compare(findChild(page, "historyProblem").visible, false)
        }

        // Issue 18 ⑩: a game of 14 turns each (36 for all players together) lasted 14 turns,
        // as the game-over screen says.
        function test_aGameLastsTheTurnsEachPlayerTook() {
            createPage()
            const games = GameHistory.games
            verify(games.rowCount() > 0)
            compare(games.data(games.index(0, 0), Qt.UserRole + 7), 14)
        }

        function test_recordAgainstTheComputer() {
            const page = createPage()
            compare(findChild(page, "record").text, "4 games against the computer, 3 won (75%)")
            compare(GameHistory.levelStats.length, 3)
            verify(GameHistory.cardStats.length >= 10)
        }

        function test_playAgainStartsTheSameKingdomAndSeats() {
            const page = createPage()
            const list = findChild(page, "gameList")
            // The game of three people at one computer: nobody's hand shows until one sits down.
            let row = -1
            for (let i = 0; i < list.count; ++i)
                if (GameHistory.games.data(GameHistory.games.index(i, 0), Qt.UserRole + 6).indexOf("Anna") >= 0) row = i
            verify(row >= 0)
            list.positionViewAtIndex(row, ListView.Contain)
            list.currentIndex = row
            waitForRendering(list)
            mouseClick(findChild(list.currentItem, "playAgainButton"))
            tryVerify(() => GameController.active)
            compare(GameController.playerCount, 3)
            verify(propertyOf(GameController.handOver, "passPending"))
            // The seed decides who begins.
            const first = propertyOf(GameController.handOver, "passToName")
            verify(["Anna", "Ben", "Cleo"].indexOf(first) >= 0, first)
            compare(propertyOf(GameController.hand, "count"), 0)
        }
    }
}
