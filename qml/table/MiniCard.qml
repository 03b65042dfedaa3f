import QtQuick
import Dominion
import "CardStyle.js" as CardStyle

// A card as a small chip — its colours, cost, icon and name — for the log, lists and cards
// in play of other players. The icon shows when the chip is large enough for it to read.
Rectangle {
    id: root

    property int cardId: -1
    property int count: 1
    property real fontSize: 13
    // The card's icon beside its name: off where a list has no room for it.
    property bool showIcon: true
    readonly property real iconSide: Math.round(fontSize * 1.5)

    readonly property var info: CardFacts.card(cardId, AppSettings.language)
    readonly property var tone: CardStyle.primary(info.types)
    readonly property var tone2: CardStyle.secondary(info.types)
    // While the pointer rests on the chip, so the table can show the card.
    readonly property bool hovered: hover.hovered
    // The cost's coin, large enough for its number to be drawn at Theme.minTextSize
    readonly property real coinSize: Math.max(fontSize * 1.3, Theme.symbolSize(String(info.cost).length))

    implicitWidth: row.implicitWidth + 10
    implicitHeight: Math.max(Math.round(fontSize * 1.85), Math.ceil(coinSize) + 2)
    radius: 4
    border.color: CardStyle.isAttack(info.types) ? CardStyle.attackRed : "#3a2a14"
    border.width: 1
    gradient: Gradient {
        orientation: Gradient.Horizontal
        GradientStop { position: 0.0; color: root.tone.light }
        GradientStop { position: 0.5; color: root.tone.mid }
        GradientStop { position: 1.0; color: root.tone2.mid }
    }

    Accessible.role: Accessible.StaticText
    Accessible.name: info.name

    HoverHandler {
        id: hover
    }

    Row {
        id: row
        x: 4
        anchors.verticalCenter: parent.verticalCenter
        spacing: 4

        CoinIcon {
            anchors.verticalCenter: parent.verticalCenter
            size: root.coinSize
            value: String(root.info.cost)
        }
        PotionIcon {
            anchors.verticalCenter: parent.verticalCenter
            visible: (root.info.potion ?? 0) > 0
            size: root.fontSize * 1.3
        }
        // Drawn from 16 px up (chips of 11 px letters): smaller, it would be a blot.
        CardIcon {
            objectName: "miniCardIcon"
            readonly property var ink: CardStyle.iconColours(root.info.types)
            anchors.verticalCenter: parent.verticalCenter
            englishName: root.showIcon ? (root.info.englishName ?? "") : ""
            fill: ink.fill
            outline: ink.outline
            side: root.iconSide
            minSide: 16
        }

        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: root.count > 1 ? qsTr("%1 ×%2").arg(root.info.name).arg(root.count) : root.info.name
            font.family: Theme.bodyFamily
            font.pixelSize: root.fontSize
            font.weight: Font.DemiBold
            color: root.tone.ink
        }
    }
}
