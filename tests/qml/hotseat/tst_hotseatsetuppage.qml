pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// The hot-seat set-up page over the real HotSeatSetup: seats added and removed within two to
// six, names, kinds, colours, the undo setting off by default, and the start of the game.
Item {
    id: root
    width: 1366
    height: 768

    TestCase {
        name: "HotSeatSetupPage"
        when: windowShown

        Component {
            id: pageComponent
            HotSeatSetupPage { width: root.width; height: root.height }
        }

        Component {
            id: builderComponent
            KingdomBuilderPage { width: root.width; height: root.height }
        }

        SignalSpy { id: spy }

        function init() {
            AppSettings.language = "en"
            HotSeatSetup.resetSeats()
            HotSeatSetup.allowUndo = false
        }


        // GameController's models and hand-over gate are plain QObjects to qmllint.
        function propertyOf(object, name) {
            return object[name]
        }

        function createPage() {
            const page = createTemporaryObject(pageComponent, root)
            verify(page, "HotSeatSetupPage could not be created")
            waitForRendering(page)
            return page
        }

        function test_startsWithTwoPeopleAndUndoOff() {
            const page = createPage()
            compare(HotSeatSetup.seatCount, 2)
            verify(findChild(page, "nameField0"))
            verify(findChild(page, "nameField1"))
            verify(!findChild(page, "nameField2"))
            verify(!findChild(page, "allowUndoSwitch").checked)
            verify(findChild(page, "startHotSeatButton").enabled)
        }

        function test_seatsAreAddedUpToSixAndRemovedDownToTwo() {
            const page = createPage()
            const add = findChild(page, "addSeatButton")
            for (let n = 3; n <= 6; ++n) {
                mouseClick(add)
                compare(HotSeatSetup.seatCount, n)
            }
            verify(!add.visible)
            verify(findChild(page, "nameField5"))
            for (let n = 5; n >= 2; --n) {
                mouseClick(findChild(page, "removeSeat" + n))
                compare(HotSeatSetup.seatCount, n)
            }
            verify(add.visible)
            verify(!findChild(page, "removeSeat0").enabled)
            verify(!findChild(page, "removeSeat1").enabled)
        }

        function test_typedNamesReachTheSetUp() {
            const page = createPage()
            const field = findChild(page, "nameField1")
            mouseClick(field)
            keyClick(Qt.Key_B)
            keyClick(Qt.Key_E)
            keyClick(Qt.Key_N)
            compare(field.text, "ben")
            // The set-up names the seat so: the start button's problem check sees the name.
            HotSeatSetup.setName(0, "BEN")
            compare(HotSeatSetup.problem, "Two players are called BEN: give each a name of their own.")
        }

        function test_aSeatBecomesAnAiLevelAndBack() {
            const page = createPage()
            mouseClick(findChild(page, "kindChoice1_3"))
            compare(HotSeatSetup.humanCount, 1)
            compare(findChild(page, "kindChoice1").currentValue, HotSeatSetup.Hard)
            mouseClick(findChild(page, "kindChoice1_0"))
            compare(HotSeatSetup.humanCount, 2)
        }

        function test_withoutPeopleTheGameCannotStart() {
            const page = createPage()
            mouseClick(findChild(page, "kindChoice0_1"))
            mouseClick(findChild(page, "kindChoice1_2"))
            const start = findChild(page, "startHotSeatButton")
            verify(!start.enabled)
            const problem = findChild(page, "setupProblem")
            verify(problem.visible)
            compare(problem.text, HotSeatSetup.problem)
            verify(problem.text.length > 0)
        }

        function test_undoSwitchNeedsToBeTurnedOn() {
            const page = createPage()
            const toggle = findChild(page, "allowUndoSwitch")
            mouseClick(toggle)
            verify(HotSeatSetup.allowUndo)
            mouseClick(toggle)
            verify(!HotSeatSetup.allowUndo)
        }

        // Issue 18 (10): the kingdom dialog offers its cards, presets and library to a game at
        // one computer, whose Play starts that game with these seats.
        function test_theKingdomDialogStartsTheGameAtThisComputer() {
            const page = createPage()
            spy.clear()
            spy.target = page
            spy.signalName = "chooseKingdomClicked"
            mouseClick(findChild(page, "hotSeatChooseKingdom"))
            compare(spy.count, 1)

            HotSeatSetup.addSeat()
            const builder = createTemporaryObject(builderComponent, root, { hotSeat: true })
            verify(builder)
            builder.builder.resetOptions()
            verify(builder.builder.loadPreset("Silver & Gold"))
            waitForRendering(builder)
            compare(findChild(builder, "opponentSummary").text, "For 3 players at this computer")
            spy.clear()
            spy.target = GameController
            spy.signalName = "gameStarted"
            mouseClick(findChild(builder, "playButton"))
            compare(spy.count, 1)
            compare(GameController.playerCount, 3)
            verify(GameController.hotSeat)
            const supply = propertyOf(GameController, "supply")
            const names = []
            for (let r = 0; r < supply.rowCount(); ++r) {
                const pile = supply.get(r)
                if (pile.isKingdom) names.push(pile.name)
            }
            compare(names.sort(), builder.builder.englishNames().sort())
        }

        function test_startPutsTheGameOnTheTableBehindThePassScreen() {
            const page = createPage()
            spy.clear()
            spy.target = GameController
            spy.signalName = "gameStarted"
            mouseClick(findChild(page, "startHotSeatButton"))
            compare(spy.count, 1)
            verify(GameController.active)
            compare(GameController.playerCount, 2)
            verify(!GameController.humanToAct)
            verify(propertyOf(GameController.handOver, "passPending"))
            compare(propertyOf(GameController.hand, "count"), 0)
        }
    }
}
