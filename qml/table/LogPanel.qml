pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Dominion
import "CardStyle.js" as CardStyle

// The game log along the right side, in sentences; each turn starts with a header. Card
// names are coloured by type and show the card when the pointer rests on them. Collapses
// to a narrow tab.
Item {
    id: root

    required property var model
    property var table: null
    property bool expanded: true
    property real expandedWidth: 300
    readonly property real collapsedWidth: 40

    implicitWidth: expanded ? expandedWidth : collapsedWidth

    Behavior on implicitWidth { NumberAnimation { duration: Theme.durationMedium; easing.type: Easing.OutCubic } }

    // Card ids from a list (an array, or a list model of { id } rows).
    function idList(cardIds) {
        if (!cardIds) return []
        if (cardIds.length !== undefined) return Array.prototype.slice.call(cardIds)
        const out = []
        for (let i = 0; i < (cardIds.count ?? 0); ++i) out.push(cardIds.get(i).id)
        return out
    }

    // The sentence with its card names as links coloured by type.
    function richText(text, cardIds) {
        // What a line gave ("(+1 Card", "(+$4)") stays on one line: a word joiner after its "+"
        // (the line breaker may break between "+" and "$") and a no-break space before its word.
        let html = CardStyle.escapeHtml(text).replace(/\+(\$?\d+) (?=[^\s,()<&])|\+(\$\d+)/g,
                                                      (m, n, c) => n !== undefined ? "+\u2060" + n + "&nbsp;"
                                                                                   : "+\u2060" + c)
        const seen = {}
        for (const id of idList(cardIds)) {
            if (seen[id]) continue
            seen[id] = true
            const info = CardFacts.card(id, AppSettings.language)
            if (!info.name) continue
            const name = CardStyle.escapeHtml(info.name)
            const colour = CardStyle.primary(info.types).light
            const link = "<a href=\"card:" + id + "\" style=\"color:" + colour
                         + "; text-decoration:none\"><b>" + name + "</b></a>"
            html = html.split(name).join(link)
        }
        return html
    }

    Rectangle {
        anchors.fill: parent
        radius: 12
        color: "#d90c2a1a"
        border.color: Theme.panelBorder
        border.width: 1.5
    }

    // Header with the collapse button
    Item {
        id: header
        anchors.left: parent.left
        anchors.right: parent.right
        height: 40

        Text {
            visible: root.expanded
            anchors.left: parent.left
            anchors.leftMargin: 14
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Game log")
            font.family: Theme.displayFamily
            font.pixelSize: 20
            font.weight: Font.DemiBold
            color: Theme.goldLight
        }

        AbstractButton {
            id: toggle
            objectName: "logToggle"
            anchors.right: parent.right
            anchors.rightMargin: 6
            anchors.verticalCenter: parent.verticalCenter
            width: 28
            height: 28
            hoverEnabled: true
            Accessible.name: root.expanded ? qsTr("Hide the log") : qsTr("Show the log")
            onClicked: root.expanded = !root.expanded

            background: Rectangle {
                radius: 6
                color: toggle.hovered ? "#33f7eed6" : "transparent"
                border.color: Theme.panelBorder
            }
            contentItem: Text {
                text: root.expanded ? "›" : "‹"
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                font.pixelSize: 22
                font.bold: true
                color: Theme.goldLight
            }
        }
    }

    Text {
        visible: !root.expanded
        anchors.horizontalCenter: parent.horizontalCenter
        y: header.height + 60
        rotation: 90
        text: qsTr("Game log")
        font.family: Theme.displayFamily
        font.pixelSize: 18
        color: Theme.goldLight
    }

    ListView {
        id: list
        objectName: "logList"
        visible: root.expanded
        anchors.fill: parent
        anchors.topMargin: header.height
        anchors.leftMargin: 10
        anchors.rightMargin: 6
        anchors.bottomMargin: 10
        clip: true
        model: root.model
        spacing: 3
        boundsBehavior: Flickable.StopAtBounds
        // Follows the newest line unless the player scrolled back.
        property bool following: true
        onMovementEnded: following = atYEnd
        onCountChanged: if (following) followTimer.restart()

        Timer {
            id: followTimer
            interval: 0
            onTriggered: list.positionViewAtEnd()
        }

        ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }

        delegate: Item {
            id: line

            required property string text
            required property int seat
            required property var cardIds
            required property bool turnHeader

            width: ListView.view.width - 8
            height: label.implicitHeight + (turnHeader ? 16 : 2)

            Rectangle {
                visible: line.turnHeader
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: label.verticalCenter
                height: 1
                color: Theme.panelBorder
            }

            Rectangle {
                visible: !line.turnHeader && line.seat >= 0
                x: 0
                y: label.y + 3
                width: 3
                height: label.implicitHeight - 6
                radius: 1.5
                color: root.table ? Qt.lighter(root.table.seatColour(line.seat), 1.5) : Theme.gold
            }

            Text {
                id: label
                x: line.turnHeader ? (parent.width - width) / 2 : 9
                y: line.turnHeader ? 8 : 1
                width: line.turnHeader ? Math.min(implicitWidth, parent.width) : parent.width - 9
                text: line.turnHeader ? CardStyle.escapeHtml(line.text) : root.richText(line.text, line.cardIds)
                textFormat: Text.RichText
                wrapMode: Text.WordWrap
                font.family: line.turnHeader ? Theme.displayFamily : Theme.bodyFamily
                font.pixelSize: line.turnHeader ? 16 : 14
                font.weight: line.turnHeader ? Font.DemiBold : Font.Normal
                font.italic: line.turnHeader
                color: line.turnHeader ? Theme.goldLight : Theme.parchment
                linkColor: Theme.goldLight

                Rectangle {
                    visible: line.turnHeader
                    z: -1
                    anchors.fill: parent
                    anchors.margins: -4
                    anchors.leftMargin: -10
                    anchors.rightMargin: -10
                    radius: height / 2
                    color: "#0c2a1a"
                    border.color: Theme.panelBorder
                }

                onLinkHovered: link => {
                    if (!root.table) return
                    if (link.startsWith("card:")) root.table.requestPreview(parseInt(link.substring(5)), label)
                    else root.table.cancelPreview(label)
                }
                onLinkActivated: link => {
                    if (root.table && link.startsWith("card:"))
                        root.table.pinPreview(parseInt(link.substring(5)), label)
                }

                HoverHandler {
                    cursorShape: label.hoveredLink.length > 0 ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onHoveredChanged: if (!hovered && root.table) root.table.cancelPreview(label)
                }
            }
        }
    }
}
