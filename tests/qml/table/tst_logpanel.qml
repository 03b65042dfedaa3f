import QtQuick
import QtTest
import Dominion

// The game log's lines: what a line gave stays on one line ("(+" / "$4)" was split).
Item {
    id: root
    width: 400
    height: 600

    ListModel { id: lines }

    LogPanel {
        id: log
        model: lines
        height: root.height
    }

    TestCase {
        name: "LogPanel"

        // Issue 18 ⑨: no break between "+" and "$", nor inside "+1 Card".
        function test_whatALineGaveIsNotBrokenApart() {
            const html = log.richText("Alice plays Market. (+1 Card, +1 Action, +1 Buy, +$1)", [])
            verify(html.indexOf(", +\u2060$1)") >= 0, html)
            verify(html.indexOf("(+\u20601&nbsp;Card,") >= 0, html)
            verify(html.indexOf("+\u20601&nbsp;Buy") >= 0, html)
            compare(log.richText("You gain a Silver.", []), "You gain a Silver.")
        }
    }
}
