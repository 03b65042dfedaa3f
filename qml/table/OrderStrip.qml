pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// The cards chosen so far for an ordered answer, first to last; drag one sideways to move it.
Item {
    id: root

    required property var decision
    property real cardWidth: 64
    readonly property real step: cardWidth + 26
    // Chosen options in answer order: [{ index, cardId, order }]
    property var sequence: []

    implicitHeight: cardWidth * 1.56 + 8

    function rebuild() {
        const out = []
        const options = decision ? decision.options : null
        if (options)
            for (let i = 0; i < options.count; ++i) {
                const o = options.get(i)
                if (o.selected && o.order > 0) out.push({ index: i, cardId: o.cardId, order: o.order })
            }
        out.sort((a, b) => a.order - b.order)
        sequence = out
    }

    Component.onCompleted: rebuild()
    Connections {
        target: root.decision ? root.decision.options : null
        ignoreUnknownSignals: true
        function onDataChanged() { root.rebuild() }
        function onCountChanged() { root.rebuild() }
        function onModelReset() { root.rebuild() }
    }
    Connections {
        target: root.decision
        ignoreUnknownSignals: true
        function onSelectedCountChanged() { root.rebuild() }
        function onSelectionChanged() { root.rebuild() }
    }

    Text {
        id: firstLabel
        anchors.verticalCenter: parent.verticalCenter
        //: The end of an ordered answer that is done first (e.g. the top of the deck)
        text: qsTr("First")
        font.family: Theme.bodyFamily
        font.pixelSize: 13
        font.weight: Font.Bold
        font.capitalization: Font.AllUppercase
        color: Theme.textMuted
    }

    Item {
        id: lane
        anchors.left: firstLabel.right
        anchors.leftMargin: 12
        height: parent.height
        width: root.sequence.length * root.step

        Repeater {
            model: root.sequence

            delegate: Item {
                id: entry

                required property int index
                required property var modelData
                readonly property real homeX: index * root.step

                objectName: "orderEntry_" + index
                x: homeX
                width: root.cardWidth
                height: root.cardWidth * 1.56
                z: drag.drag.active ? 10 : 0

                Card {
                    width: parent.width
                    cardId: entry.modelData.cardId
                }

                Rectangle {
                    x: parent.width - width * 0.7
                    y: -height * 0.3
                    width: 22
                    height: 22
                    radius: 11
                    color: "#2f8f4e"
                    border.color: "#e8ffe8"

                    Text {
                        anchors.centerIn: parent
                        text: String(entry.index + 1)
                        font.pixelSize: 12
                        font.weight: Font.Black
                        color: "white"
                    }
                }

                Text {
                    visible: entry.index < root.sequence.length - 1
                    x: parent.width + 6
                    anchors.verticalCenter: parent.verticalCenter
                    text: "›"
                    font.pixelSize: 22
                    color: Theme.goldLight
                }

                MouseArea {
                    id: drag
                    anchors.fill: parent
                    cursorShape: Qt.OpenHandCursor
                    drag.target: entry
                    drag.axis: Drag.XAxis
                    drag.minimumX: -root.step / 2
                    drag.maximumX: lane.width - root.step / 2
                    onReleased: {
                        const to = Math.max(0, Math.min(root.sequence.length - 1,
                                                        Math.round(entry.x / root.step)))
                        const from = entry.index
                        entry.x = Qt.binding(() => entry.homeX)
                        if (to !== from) root.decision.moveSelected(from, to)
                    }
                }
            }
        }
    }
}
