pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// A player's tokens and resources that are not zero (VP tokens, Coffers ...), one small
// badge each. The player at the bottom may spend some of them now: those badges glow, say
// what a click does ("+$1", "+1 Action", "pay $1") with the key that does it too, and a
// click spends one token.
Row {
    id: root

    // { "vpTokens": 2, "coffers": 1 }: PlayerModel's counters role.
    property var counters: ({})
    // How many of each may be spent now: { "coffers": 2, "villagers": 0, "debt": 1 }.
    property var spendable: ({})
    property real fontSize: 13

    readonly property var keys: Object.keys(counters ?? {})

    signal spendRequested(string key)

    function label(key) {
        switch (key) {
        case "vpTokens": return qsTr("VP tokens")
        case "coffers": return qsTr("Coffers")
        case "villagers": return qsTr("Villagers")
        case "debt": return qsTr("Debt")
        case "favors": return qsTr("Favors")
        case "pirateShipTokens": return qsTr("Pirate Ship")
        default: return key
        }
    }

    // What spending one token does, and its key.
    function spendHint(key) {
        switch (key) {
        //: On the Coffers badge: a click (or the key C) spends one for +$1
        case "coffers": return qsTr("+$1 (C)")
        //: On the Villagers badge: a click (or the key V) spends one for +1 Action
        case "villagers": return qsTr("+1 Action (V)")
        //: On the Debt badge: a click (or the key D) pays off one Debt with $1
        case "debt": return qsTr("pay $1 (D)")
        default: return ""
        }
    }

    spacing: 4
    visible: keys.length > 0

    Repeater {
        model: root.keys

        delegate: Rectangle {
            id: badge
            required property string modelData
            readonly property bool canSpend: (root.spendable[badge.modelData] ?? 0) > 0
            objectName: "counter_" + modelData
            width: badgeRow.implicitWidth + 12
            height: badgeRow.implicitHeight + 4
            radius: height / 2
            color: badge.canSpend ? (spendMouse.containsMouse ? "#e07a5a1c" : "#cc6a4a14")
                   : badge.modelData === "vpTokens" ? "#cc1f5a38"
                   : badge.modelData === "debt" ? "#cc6a2a14" : "#cc3d2a10"
            border.color: badge.canSpend ? "#ffd75e" : Theme.gold
            border.width: badge.canSpend ? 2 : 1

            Accessible.role: badge.canSpend ? Accessible.Button : Accessible.StaticText
            Accessible.name: badgeText.text

            Row {
                id: badgeRow
                anchors.centerIn: parent
                spacing: 6

                Text {
                    id: badgeText
                    //: A counter and its value: "VP tokens 3"
                    text: qsTr("%1 %2").arg(root.label(badge.modelData)).arg(root.counters[badge.modelData])
                    font.family: Theme.bodyFamily
                    font.pixelSize: root.fontSize
                    font.weight: Font.DemiBold
                    color: Theme.parchment
                }
                Text {
                    objectName: "spendHint"
                    visible: badge.canSpend
                    text: root.spendHint(badge.modelData)
                    font.family: Theme.bodyFamily
                    font.pixelSize: root.fontSize - 1
                    font.weight: Font.Bold
                    color: "#ffe08a"
                }
            }

            MouseArea {
                id: spendMouse
                anchors.fill: parent
                enabled: badge.canSpend
                hoverEnabled: true
                cursorShape: badge.canSpend ? Qt.PointingHandCursor : Qt.ArrowCursor
                onClicked: root.spendRequested(badge.modelData)
            }
        }
    }
}
