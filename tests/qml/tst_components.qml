pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// Test items live in this visible root: TestCase itself is invisible.
Item {
    id: root
    width: 800
    height: 600

    TestCase {
        id: testCase
        name: "Components"
        when: windowShown

        Component {
            id: choiceComponent
            ChoiceGroup {
                objectName: "choice"
                options: [{ value: "a", label: "Alpha" }, { value: "b", label: "Beta" }]
                currentValue: "a"
            }
        }

        Component {
            id: optionComponent
            OptionCard { text: "Option"; description: "What it does" }
        }

        Component {
            id: noticeComponent
            Item {
                anchors.fill: parent
                property alias notice: notice
                Notice { id: notice }
            }
        }

        SignalSpy { id: spy }

        function test_choiceGroupEmitsTheChosenValue() {
            const choice = createTemporaryObject(choiceComponent, root)
            waitForRendering(choice)
            spy.clear()
            spy.target = null
            spy.signalName = "activated"
            spy.target = choice
            verify(findChild(choice, "choice_0").selected)
            mouseClick(findChild(choice, "choice_1"))
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "b")
            // The owner decides: the selection follows currentValue, not the click.
            verify(findChild(choice, "choice_0").selected)
            choice.currentValue = "b"
            verify(findChild(choice, "choice_1").selected)
        }

        function test_optionCardClicks() {
            const card = createTemporaryObject(optionComponent, root)
            waitForRendering(card)
            spy.clear()
            spy.target = null
            spy.signalName = "clicked"
            spy.target = card
            mouseClick(card)
            compare(spy.count, 1)
        }

        function test_noticeShowsAMessage() {
            const holder = createTemporaryObject(noticeComponent, root)
            verify(!holder.notice.visible)
            holder.notice.show("Saved")
            compare(holder.notice.text, "Saved")
            tryCompare(holder.notice, "opacity", 1)
            verify(holder.notice.visible)
        }
    }
}
