pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// Cards a player revealed (Moat, Bandit's victims, Library, Wishing Well ...), shown on the
// table for a moment with who revealed them: the controller's cardsRevealed. Several at once
// (an attack on every other player) stand side by side; each fades after `showFor`
// milliseconds.
Item {
    id: root

    property var table: null
    property real cardWidth: 72
    property int showFor: 2600
    // At most this many at once: the oldest goes first.
    property int maxShown: 5
    // { key, seat, caption, cardIds } of those shown, oldest first
    property var entries: []
    property int nextKey: 0
    readonly property int count: entries.length

    implicitWidth: row.implicitWidth
    implicitHeight: row.implicitHeight

    function show(seat, caption, cardIds) {
        const ids = []
        for (let i = 0; i < (cardIds?.length ?? 0); ++i) ids.push(cardIds[i])
        if (ids.length === 0) return
        let list = entries.concat([{ key: nextKey++, seat: seat, caption: caption, cardIds: ids }])
        if (list.length > maxShown) list = list.slice(list.length - maxShown)
        entries = list
    }

    function remove(key) {
        entries = entries.filter(e => e.key !== key)
    }

    function clear() {
        entries = []
    }

    Row {
        id: row
        spacing: 10

        Repeater {
            model: root.entries

            delegate: Rectangle {
                id: entry

                required property var modelData
                required property int index

                objectName: "reveal_" + index
                width: content.implicitWidth + 28
                height: content.implicitHeight + 22
                radius: 14
                color: "#e6102e1e"
                border.color: root.table ? Qt.lighter(root.table.seatColour(entry.modelData.seat), 1.3) : Theme.gold
                border.width: 2.5
                opacity: 0

                Component.onCompleted: opacity = 1
                Behavior on opacity { NumberAnimation { duration: Theme.durationMedium } }

                Timer {
                    interval: root.showFor
                    running: true
                    onTriggered: {
                        entry.opacity = 0
                        gone.start()
                    }
                }
                Timer {
                    id: gone
                    interval: Theme.durationMedium + 20
                    onTriggered: root.remove(entry.modelData.key)
                }

                Column {
                    id: content
                    anchors.centerIn: parent
                    spacing: 8

                    Text {
                        objectName: "revealCaption"
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: entry.modelData.caption
                        font.family: Theme.displayFamily
                        font.pixelSize: 18
                        font.weight: Font.DemiBold
                        color: Theme.goldLight
                    }

                    Row {
                        objectName: "revealCards"
                        anchors.horizontalCenter: parent.horizontalCenter
                        spacing: 8

                        Repeater {
                            model: entry.modelData.cardIds

                            delegate: Card {
                                id: revealed
                                required property int modelData
                                width: root.cardWidth
                                cardId: modelData

                                HoverHandler {
                                    onHoveredChanged: {
                                        if (!root.table) return
                                        if (hovered) root.table.requestPreview(revealed.cardId, revealed)
                                        else root.table.cancelPreview(revealed)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
