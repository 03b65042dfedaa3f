pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// The "pass to NAME" screen over a stand-in hand-over gate: who it asks for, why, and that
// only the click of that person takes it away.
Item {
    id: root
    width: 1200
    height: 800

    // A stand-in for GameController.handOver (HandOverGate).
    QtObject {
        id: fakeGate
        property bool passPending: true
        property int passToSeat: 1
        property string passToName: "Ben"
        property string passToColour: "#2f6fd0"
        property string reason: "turn"
        property string turnPlayerName: "Anna"
        property int askingCardId: -1
        property string cause: ""
        property int accepts: 0
        function accept() { accepts += 1; passPending = false }
    }

    TestCase {
        name: "PassScreen"
        when: windowShown

        Component {
            id: screenComponent
            PassScreen { width: root.width; height: root.height; gate: fakeGate }
        }

        SignalSpy { id: spy }

        function init() {
            AppSettings.language = "en"
            fakeGate.passPending = true
            fakeGate.passToName = "Ben"
            fakeGate.reason = "turn"
            fakeGate.askingCardId = -1
            fakeGate.cause = ""
            fakeGate.accepts = 0
        }

        function createScreen() {
            const screen = createTemporaryObject(screenComponent, root)
            verify(screen, "PassScreen could not be created")
            waitForRendering(screen)
            return screen
        }

        function test_namesThePersonToPassTo() {
            const screen = createScreen()
            compare(findChild(screen, "passToName").text, "Ben")
            compare(findChild(screen, "showHandButton").text, "I am Ben: show my hand")
            compare(findChild(screen, "passReason").text, "It is Ben's turn.")
            verify(screen.pending)
        }

        function test_reasonSaysWhyTheScreenChangesHands_data() {
            return [
                { tag: "respond", reason: "respond", expected: "Ben must answer before Anna's turn goes on." },
                { tag: "return", reason: "return", expected: "Back to Ben to finish the turn." },
                { tag: "resume", reason: "resume", expected: "The saved game goes on where it was left." }
            ]
        }

        function test_reasonSaysWhyTheScreenChangesHands(data) {
            fakeGate.reason = data.reason
            const screen = createScreen()
            compare(findChild(screen, "passReason").text, data.expected)
        }

        function test_respondNamesTheCardThatAsks() {
            fakeGate.reason = "respond"
            fakeGate.askingCardId = 3
            const catalog = { card: id => ({ name: id === 3 ? "Militia" : "?" }) }
            const screen = createScreen()
            screen.catalog = catalog
            compare(findChild(screen, "passReason").text,
                    "Anna played Militia: Ben must answer before the turn goes on.")
        }

        // Fool's Gold asks Ben when Anna gains a Province: the screen says what happened, not that
        // Anna played Fool's Gold.
        function test_respondToATriggerSaysWhatHappened() {
            fakeGate.reason = "respond"
            fakeGate.askingCardId = 3
            fakeGate.cause = "Anna gains Province."
            const catalog = { card: id => ({ name: id === 3 ? "Fool's Gold" : "?" }) }
            const screen = createScreen()
            screen.catalog = catalog
            compare(findChild(screen, "passReason").text,
                    "Anna gains Province. Ben must answer before Anna's turn goes on.")
        }

        // A saved game taken up while Ben's Fool's Gold waits: why Ben answers first.
        function test_resumeInTheMiddleOfAReactionSaysWhatItAnswers() {
            fakeGate.reason = "resume"
            fakeGate.cause = "Anna gains Province."
            const screen = createScreen()
            compare(findChild(screen, "passReason").text,
                    "The saved game goes on where it was left. Anna gains Province. Ben must answer before Anna's turn goes on.")
        }

        function test_onlyTheClickOnTheButtonAcceptsTheScreen() {
            const screen = createScreen()
            // A click anywhere else on the screen does not reach the table or the gate.
            mouseClick(screen, 20, 20)
            compare(fakeGate.accepts, 0)
            mouseClick(findChild(screen, "showHandButton"))
            compare(fakeGate.accepts, 1)
            verify(!screen.pending)
        }

        function test_keyboardAcceptsToo() {
            const screen = createScreen()
            screen.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(fakeGate.accepts, 1)
        }

        function test_menuButtonAsksForTheMenu() {
            const screen = createScreen()
            spy.clear()
            spy.target = screen
            spy.signalName = "menuRequested"
            mouseClick(findChild(screen, "passMenuButton"))
            compare(spy.count, 1)
            compare(fakeGate.accepts, 0)
        }
    }
}
