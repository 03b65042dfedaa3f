pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Dominion

// The choice of how to play an Action card when the game has a Way it may be played as:
// "Play Village" or "Play using Way of the Ox" (a right-click or a long press on the card), and
// "Show card" to see it large.
Popup {
    id: root

    property int inst: -1
    property int cardId: -1
    property var ways: []  // [{ landscape, cardId, name }]: GameController.waysFor
    property Item source: null

    signal playRequested(int inst)
    signal playAsRequested(int inst, int landscape)
    signal showRequested(int cardId, Item source)

    function offer(instValue, cardIdValue, waysValue, item) {
        inst = instValue
        cardId = cardIdValue
        ways = waysValue
        source = item
        const p = item.mapToItem(parent, item.width / 2, 0)
        open()
        x = Math.max(8, Math.min(parent.width - width - 8, p.x - width / 2))
        y = Math.max(8, p.y - height - 8)
    }

    padding: 8
    closePolicy: Popup.CloseOnPressOutside | Popup.CloseOnEscape

    background: Rectangle {
        radius: 10
        color: "#f5102e1e"
        border.color: Theme.gold
        border.width: 1.5
    }

    contentItem: Column {
        spacing: 6

        TableButton {
            objectName: "wayMenuPlay"
            width: Math.max(implicitWidth, parent.width)
            primary: true
            //: %1 is the Action card
            text: qsTr("Play %1").arg(CardFacts.card(root.cardId, AppSettings.language).name)
            onClicked: {
                root.close()
                root.playRequested(root.inst)
            }
        }
        Repeater {
            model: root.ways

            delegate: TableButton {
                required property var modelData
                objectName: "wayMenuWay_" + modelData.landscape
                //: Playing an Action card as a Way instead: "Play using Way of the Ox"
                text: qsTr("Play using %1").arg(modelData.name)
                onClicked: {
                    root.close()
                    root.playAsRequested(root.inst, modelData.landscape)
                }
            }
        }
        TableButton {
            objectName: "wayMenuShow"
            //: Shows the card large
            text: qsTr("Show card")
            textSize: 14
            onClicked: {
                root.close()
                root.showRequested(root.cardId, root.source)
            }
        }
    }
}
