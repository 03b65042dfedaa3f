pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Dominion

// The turn at a glance: whose turn (an extra turn says so) and which phase, the Actions, Buys,
// coins and Potions (in a game with a Potion pile) left, the tokens of the player at the bottom, and the buttons Hint, Undo, Play
// Treasures and End Actions / End Buys.
Rectangle {
    id: root

    required property var controller
    property string currentName: ""
    property bool humanTurn: true
    // The victory points of the player at the bottom (when the setting shows them)
    property int vp: 0
    // Their counters that are not zero: { "vpTokens": 2, "coffers": 1 }
    property var counters: ({})
    property bool showVp: true
    // A card asks the human something: the phase buttons wait.
    property bool deciding: false
    // Narrow bars leave out the keys on the buttons.
    readonly property bool compact: width < 1100

    signal hintRequested()

    // Spends one token of a counter ("coffers", "villagers", "debt"), when the rules allow.
    function spend(key) {
        const c = root.controller
        if (key === "coffers" && (c.coffersToSpend ?? 0) > 0) c.spendCoffers(1)
        else if (key === "villagers" && (c.villagersToSpend ?? 0) > 0) c.spendVillagers(1)
        else if (key === "debt" && (c.debtToPay ?? 0) > 0) c.payDebt(1)
    }

    readonly property string phaseName: {
        switch (controller.phase) {
        case "action": return qsTr("Action phase")
        case "buy": return qsTr("Buy phase")
        case "night": return qsTr("Night phase")
        case "cleanup": return qsTr("Clean-up")
        case "over": return qsTr("Game over")
        default: return ""
        }
    }

    // The card that gave this turn as an extra turn (Outpost), or "".
    readonly property string extraTurnCard: {
        const id = controller.extraTurnCardId ?? -1
        return id >= 0 ? CardFacts.card(id, AppSettings.language).name : ""
    }

    implicitHeight: 58
    radius: 12
    color: "#d90c2a1a"
    border.color: Theme.panelBorder
    border.width: 1.5

    component Counter: Row {
        id: counter
        property string label
        property int value
        property bool coin: false
        property bool potion: false
        spacing: 6

        Text {
            anchors.verticalCenter: parent.verticalCenter
            // A narrow bar shows the Potion flask without its word: the bar is full already.
            visible: !(counter.potion && root.compact)
            text: counter.label
            font.family: Theme.bodyFamily
            font.pixelSize: root.compact ? 12 : 14
            font.weight: Font.DemiBold
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 0.5
            color: Theme.textMuted
        }
        Rectangle {
            anchors.verticalCenter: parent.verticalCenter
            visible: !counter.coin && !counter.potion
            width: 34
            height: 30
            radius: 6
            color: "#40000000"
            border.color: Theme.panelBorder

            Text {
                anchors.centerIn: parent
                text: String(counter.value)
                font.family: Theme.bodyFamily
                font.pixelSize: 19
                font.weight: Font.Black
                color: Theme.parchment
            }
        }
        CoinIcon {
            anchors.verticalCenter: parent.verticalCenter
            visible: counter.coin
            size: 36
            value: String(counter.value)
        }
        PotionIcon {
            anchors.verticalCenter: parent.verticalCenter
            visible: counter.potion
            size: 40
            value: String(counter.value)
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 16
        anchors.rightMargin: 10
        spacing: root.compact ? 10 : 18

        Column {
            Layout.alignment: Qt.AlignVCenter
            spacing: 0

            Text {
                objectName: "turnText"
                text: root.controller.over ? qsTr("Game over")
                      //: %1 is the card that gave the extra turn (Outpost)
                      : root.extraTurnCard.length > 0 && root.humanTurn ? qsTr("Your extra turn (%1)").arg(root.extraTurnCard)
                      : root.extraTurnCard.length > 0 ? qsTr("%1 — extra turn (%2)").arg(root.currentName).arg(root.extraTurnCard)
                      : root.humanTurn ? qsTr("Your turn %1").arg(root.controller.turnNumber)
                      : qsTr("%1 — turn %2").arg(root.currentName).arg(root.controller.turnNumber)
                font.family: Theme.displayFamily
                font.pixelSize: 21
                font.weight: Font.DemiBold
                color: Theme.goldLight
            }
            Text {
                objectName: "phaseText"
                text: root.controller.over ? "" : root.phaseName
                font.family: Theme.bodyFamily
                font.pixelSize: 13
                font.weight: Font.Bold
                font.capitalization: Font.AllUppercase
                font.letterSpacing: 1
                color: root.controller.phase === "buy" ? "#ffe08a" : "#a8e0bc"
            }
        }

        Rectangle {
            Layout.preferredWidth: 1
            Layout.fillHeight: true
            Layout.topMargin: 10
            Layout.bottomMargin: 10
            color: Theme.panelBorder
        }

        Counter {
            objectName: "actionsCounter"
            label: qsTr("Actions")
            value: root.controller.actions
        }
        Counter {
            objectName: "buysCounter"
            label: qsTr("Buys")
            value: root.controller.buys
        }
        Counter {
            objectName: "coinsCounter"
            label: qsTr("Coins")
            value: root.controller.coins
            coin: true
        }
        Counter {
            objectName: "potionsCounter"
            visible: root.controller.potionsInGame ?? false
            label: qsTr("Potions")
            value: root.controller.potions ?? 0
            potion: true
        }

        Row {
            objectName: "vpCounter"
            visible: root.showVp
            spacing: 6

            Text {
                anchors.verticalCenter: parent.verticalCenter
                //: Victory points
                text: qsTr("VP")
                font.family: Theme.bodyFamily
                font.pixelSize: 14
                font.weight: Font.DemiBold
                color: Theme.textMuted
            }
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: String(root.vp)
                font.family: Theme.bodyFamily
                font.pixelSize: 20
                font.weight: Font.Black
                color: Theme.parchment
            }
            VpIcon {
                anchors.verticalCenter: parent.verticalCenter
                size: 26
            }
        }

        CounterBadges {
            objectName: "ownCounters"
            Layout.alignment: Qt.AlignVCenter
            counters: root.counters
            fontSize: root.compact ? 12 : 14
            // What the human may spend now (absent from older controllers)
            spendable: root.controller.humanToAct && !root.deciding
                       ? { coffers: root.controller.coffersToSpend ?? 0,
                           villagers: root.controller.villagersToSpend ?? 0,
                           debt: root.controller.debtToPay ?? 0 }
                       : ({})
            onSpendRequested: key => root.spend(key)
        }

        Item {
            Layout.fillWidth: true
        }

        // The buttons are there while it is the human's move (Undo also when there is
        // something to take back).
        TableButton {
            objectName: "hintButton"
            text: qsTr("Hint")
            shortcutHint: root.compact ? "" : "H"
            visible: root.controller.humanToAct && !root.controller.over
            onClicked: root.hintRequested()
        }
        TableButton {
            objectName: "undoButton"
            text: qsTr("Undo")
            shortcutHint: root.compact ? "" : qsTr("Ctrl+Z")
            visible: root.controller.humanToAct || root.controller.canUndo
            enabled: root.controller.canUndo
            onClicked: root.controller.undo()
        }
        TableButton {
            objectName: "playTreasuresButton"
            // The usual next step while there are Treasures to play
            primary: root.controller.canPlayTreasures
            text: qsTr("Play Treasures")
            shortcutHint: root.compact ? "" : "T"
            visible: root.controller.humanToAct && !root.deciding
                     && (root.controller.phase === "buy" || root.controller.canPlayTreasures)
            enabled: root.controller.canPlayTreasures
            onClicked: root.controller.playAllTreasures()
        }
        TableButton {
            id: endPhaseButton
            objectName: "endPhaseButton"
            // After the last Buy the turn waits for this button: it is all that is left to do
            // (absent from older controllers).
            readonly property bool onlyMove: root.controller.turnHeldOpen ?? false
            primary: !root.controller.canPlayTreasures || onlyMove
            text: root.controller.endPhaseLabel.length > 0 ? root.controller.endPhaseLabel : qsTr("End turn")
            shortcutHint: root.compact ? "" : "E"
            visible: root.controller.humanToAct && !root.controller.over && !root.deciding
            enabled: root.controller.canEndPhase
            onClicked: root.controller.endPhase()

            // A gold ring that breathes around the button while it is the only move.
            Rectangle {
                id: endTurnGlow
                objectName: "endTurnGlow"
                anchors.fill: parent
                anchors.margins: -5
                radius: 12
                color: "transparent"
                border.width: 3
                border.color: Theme.goldLight
                visible: endPhaseButton.onlyMove && endPhaseButton.enabled

                SequentialAnimation on opacity {
                    running: endTurnGlow.visible && AppSettings.animationDurationScale > 0
                    loops: Animation.Infinite
                    onStopped: endTurnGlow.opacity = 1
                    NumberAnimation { from: 1; to: 0.3; duration: 900; easing.type: Easing.InOutSine }
                    NumberAnimation { from: 0.3; to: 1; duration: 900; easing.type: Easing.InOutSine }
                }
            }
        }
    }
}
