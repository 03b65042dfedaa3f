pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// Beside the cards in play, on every turn: the Durations the player at the bottom has staying
// in play (with what they will still do), their mats and the cards their Durations hold.
Rectangle {
    id: root

    property var durations: null  // a DurationModel
    property var mats: null       // a MatModel
    property var table: null
    property real cardWidth: 84

    readonly property bool hasDurations: durations !== null && durations.count > 0
    readonly property bool hasMats: mats !== null && mats.used
    readonly property bool shown: hasDurations || hasMats

    // The item a card flies to when it goes onto one of the mats.
    function matItem(zone) {
        for (let i = 0; i < matRepeater.count; ++i) {
            const item = matRepeater.itemAt(i)
            if (item && item.zone === zone && item.visible) return item
        }
        return root
    }

    implicitWidth: content.implicitWidth + 24
    radius: 14
    color: "#26000000"
    border.color: "#8cc8b88a"
    border.width: 1.5

    Row {
        id: content
        x: 12
        y: 6
        spacing: 16

        Column {
            objectName: "durationRow"
            visible: root.hasDurations
            spacing: 4

            Text {
                //: Cards that stay in play until a later turn
                text: qsTr("Durations")
                font.family: Theme.bodyFamily
                font.pixelSize: 15
                font.italic: true
                color: Theme.textMuted
            }
            Row {
                spacing: 8

                Repeater {
                    model: root.durations

                    delegate: DurationCard {
                        cardWidth: root.cardWidth
                        table: root.table
                    }
                }
            }
        }

        Repeater {
            id: matRepeater
            model: root.mats

            delegate: MatPile {
                cardWidth: root.cardWidth
                table: root.table
            }
        }
    }
}
