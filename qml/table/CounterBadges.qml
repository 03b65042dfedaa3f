pragma ComponentBehavior: Bound
import QtQuick
import Dominion

// A player's tokens and resources that are not zero (VP tokens, Coffers ...), one small
// badge each.
Row {
    id: root

    // { "vpTokens": 2, "coffers": 1 }: PlayerModel's counters role.
    property var counters: ({})
    property real fontSize: 13

    readonly property var keys: Object.keys(counters ?? {})

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

    spacing: 4
    visible: keys.length > 0

    Repeater {
        model: root.keys

        delegate: Rectangle {
            id: badge
            required property string modelData
            objectName: "counter_" + modelData
            width: badgeText.implicitWidth + 12
            height: badgeText.implicitHeight + 4
            radius: height / 2
            color: badge.modelData === "vpTokens" ? "#cc1f5a38" : "#cc3d2a10"
            border.color: Theme.gold
            border.width: 1

            Text {
                id: badgeText
                anchors.centerIn: parent
                //: A counter and its value: "VP tokens 3"
                text: qsTr("%1 %2").arg(root.label(badge.modelData)).arg(root.counters[badge.modelData])
                font.family: Theme.bodyFamily
                font.pixelSize: root.fontSize
                font.weight: Font.DemiBold
                color: Theme.parchment
            }
        }
    }
}
