pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Templates as T
import QtQuick.Layouts
import Dominion

// The end of the game: the winner, every player's final score with the cards that made it,
// and the turns taken; Rematch (same kingdom), New game or Main menu.
Popup {
    id: root

    // GameController.finalScores(): per seat { seat, name, vp, turns, winner, breakdown }
    property var scores: []
    property var table: null
    // The seat of the person at the table (-1 in a game of computer players only)
    property int humanSeat: 0
    readonly property var ranked: scores.slice().sort((a, b) => b.vp - a.vp || a.turns - b.turns)
    readonly property var winners: scores.filter(s => s.winner)
    readonly property bool humanWon: winners.some(s => s.seat === humanSeat)

    signal rematchRequested()
    signal newGameRequested()
    signal menuRequested()

    modal: true
    dim: true
    closePolicy: Popup.NoAutoClose
    x: Math.round(((parent ? parent.width : width) - width) / 2)
    y: Math.round(((parent ? parent.height : height) - height) / 2)
    width: Math.min(760, (parent ? parent.width : 800) - 60)
    padding: 28

    T.Overlay.modal: Rectangle { color: "#99000000" }

    enter: Transition {
        NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.durationMedium }
        NumberAnimation { property: "scale"; from: 0.92; to: 1; duration: Theme.durationMedium; easing.type: Easing.OutBack }
    }

    background: Rectangle {
        radius: 18
        color: "#f5102e1e"
        border.color: Theme.gold
        border.width: 2.5
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 14

        Text {
            objectName: "gameOverTitle"
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Game over")
            font.family: Theme.displayFamily
            font.pixelSize: 44
            font.weight: Font.DemiBold
            color: Theme.goldLight
            style: Text.Raised
            styleColor: Theme.shadow
        }

        Text {
            objectName: "winnerText"
            Layout.alignment: Qt.AlignHCenter
            text: {
                if (root.winners.length === 0) return ""
                if (root.winners.length > 1)
                    return qsTr("A tie between %1").arg(root.winners.map(w => w.name).join(qsTr(" and ")))
                return root.humanWon ? qsTr("You win!") : qsTr("%1 wins").arg(root.winners[0].name)
            }
            font.family: Theme.displayFamily
            font.pixelSize: 28
            font.italic: true
            color: Theme.parchment
        }

        Flickable {
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(scoreColumn.implicitHeight, 420)
            contentHeight: scoreColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            Column {
                id: scoreColumn
                width: parent.width
                spacing: 10

                Repeater {
                    model: root.ranked

                    delegate: Rectangle {
                        id: entry

                        required property int index
                        required property var modelData

                        objectName: "scoreRow_" + index
                        width: scoreColumn.width
                        height: entryColumn.implicitHeight + 20
                        radius: 12
                        color: entry.modelData.winner ? "#4dd8b25a" : "#33000000"
                        border.color: entry.modelData.winner ? Theme.goldLight : Theme.panelBorder
                        border.width: entry.modelData.winner ? 2 : 1

                        Column {
                            id: entryColumn
                            x: 14
                            y: 10
                            width: parent.width - 28
                            spacing: 8

                            RowLayout {
                                width: parent.width
                                spacing: 12

                                Text {
                                    text: String(entry.index + 1)
                                    font.family: Theme.displayFamily
                                    font.pixelSize: 26
                                    font.weight: Font.Bold
                                    color: Theme.gold
                                }
                                Text {
                                    Layout.fillWidth: true
                                    text: entry.modelData.name + (entry.modelData.winner ? "  ♛" : "")
                                    font.family: Theme.displayFamily
                                    font.pixelSize: 24
                                    font.weight: Font.DemiBold
                                    color: Theme.parchment
                                    elide: Text.ElideRight
                                }
                                Text {
                                    text: qsTr("%n turn(s)", "", entry.modelData.turns)
                                    font.family: Theme.bodyFamily
                                    font.pixelSize: 15
                                    color: Theme.textMuted
                                }
                                Text {
                                    objectName: "scoreVp"
                                    text: String(entry.modelData.vp)
                                    font.family: Theme.bodyFamily
                                    font.pixelSize: 28
                                    font.weight: Font.Black
                                    color: Theme.goldLight
                                }
                                VpIcon { size: 30 }
                            }

                            Flow {
                                width: parent.width
                                spacing: 6

                                Repeater {
                                    model: entry.modelData.breakdown

                                    delegate: Row {
                                        id: part
                                        required property var modelData
                                        spacing: 4

                                        MiniCard {
                                            id: chip
                                            cardId: part.modelData.cardId
                                            count: part.modelData.count
                                            fontSize: 13
                                            onHoveredChanged: {
                                                if (!root.table) return
                                                if (hovered) root.table.requestPreview(chip.cardId, chip)
                                                else root.table.cancelPreview(chip)
                                            }
                                        }
                                        Text {
                                            anchors.verticalCenter: parent.verticalCenter
                                            text: (part.modelData.vp > 0 ? "+" : "") + part.modelData.vp
                                            font.family: Theme.bodyFamily
                                            font.pixelSize: 14
                                            font.weight: Font.Bold
                                            color: part.modelData.vp < 0 ? "#ffb3a8" : Theme.parchment
                                        }
                                        Item { width: 6; height: 1 }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: 6
            spacing: 14

            TableButton {
                objectName: "rematchButton"
                primary: true
                text: qsTr("Rematch")
                textSize: 18
                implicitHeight: 48
                onClicked: root.rematchRequested()
            }
            TableButton {
                objectName: "newGameButton"
                text: qsTr("New game")
                textSize: 18
                implicitHeight: 48
                onClicked: root.newGameRequested()
            }
            TableButton {
                objectName: "menuButton"
                text: qsTr("Main menu")
                textSize: 18
                implicitHeight: 48
                onClicked: root.menuRequested()
            }
        }
    }
}
