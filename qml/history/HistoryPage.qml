pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Dominion

// Every finished game, newest first, with a way to play its kingdom again; beside it the
// statistics of the one person at the computer: per AI level and per Kingdom card.
Item {
    id: page

    signal backClicked()

    Component.onCompleted: GameHistory.refresh()

    function signed(value) {
        const rounded = Math.round(value * 10) / 10
        // A real minus sign, as in print.
        const digits = Math.abs(rounded).toLocaleString(Qt.locale(), "f", rounded % 1 === 0 ? 0 : 1)
        return (rounded > 0 ? "+" : rounded < 0 ? "\u2212" : "") + digits
    }

    PageHeader {
        id: header
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: Theme.spacingL
        title: qsTr("History")
        onBackClicked: page.backClicked()
    }

    Text {
        id: problemText
        objectName: "historyProblem"
        anchors.top: header.bottom
        anchors.topMargin: Theme.spacingS
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(implicitWidth, page.width - 2 * Theme.spacingXL)
        visible: GameHistory.problem.length > 0
        text: GameHistory.problem
        font.family: Theme.bodyFamily
        font.pixelSize: Theme.bodySize
        color: Theme.goldLight
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
    }

    RowLayout {
        anchors.top: problemText.visible ? problemText.bottom : header.bottom
        anchors.topMargin: Theme.spacingL
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacingL
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.leftMargin: Theme.spacingXL
        anchors.rightMargin: Theme.spacingXL
        spacing: Theme.spacingL

        // ---- The games --------------------------------------------------------------------
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacingM

            SectionTitle { Layout.fillWidth: true; text: qsTr("Finished games") }

            Text {
                objectName: "noGames"
                Layout.fillWidth: true
                visible: gameList.count === 0
                text: qsTr("No finished games yet. Every game you play to the end is listed here.")
                font.family: Theme.bodyFamily
                font.pixelSize: Theme.bodySize
                color: Theme.textMuted
                wrapMode: Text.WordWrap
            }

            ListView {
                id: gameList
                objectName: "gameList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: Theme.spacingS
                model: GameHistory.games
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { policy: gameList.contentHeight > gameList.height ? ScrollBar.AsNeeded : ScrollBar.AlwaysOff }

                delegate: GameRow {
                    width: gameList.width - (gameList.contentHeight > gameList.height ? 12 : 0)
                }
            }
        }

        // ---- Statistics --------------------------------------------------------------------
        Panel {
            Layout.preferredWidth: Math.min(460, page.width * 0.38)
            Layout.fillHeight: true
            padding: Theme.spacingL

            Flickable {
                id: statsFlick
                anchors.fill: parent
                contentHeight: stats.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds

                ColumnLayout {
                    id: stats
                    width: statsFlick.width
                    spacing: Theme.spacingM

                    SectionTitle { Layout.fillWidth: true; text: qsTr("Your record") }

                    Text {
                        objectName: "record"
                        Layout.fillWidth: true
                        text: GameHistory.soloGames === 0
                              ? qsTr("Play a game against the computer to the end to see your record.")
                              //: Games against the computer: %n games, %1 won, %2 per cent
                              : qsTr("%n game(s) against the computer, %1 won (%2%)", "", GameHistory.soloGames).arg(GameHistory.soloWins).arg(Math.round(100 * GameHistory.soloWins / GameHistory.soloGames))
                        font.family: Theme.bodyFamily
                        font.pixelSize: Theme.bodySize
                        color: Theme.textOnFelt
                        wrapMode: Text.WordWrap
                    }

                    LevelRow {
                        Layout.fillWidth: true
                        visible: GameHistory.levelStats.length > 0
                        heading: true
                        cells: [qsTr("Opponent"), qsTr("Games"), qsTr("Won"), qsTr("Margin")]
                    }

                    Repeater {
                        model: GameHistory.levelStats
                        delegate: LevelRow {
                            required property var modelData
                            Layout.fillWidth: true
                            positive: modelData.averageMargin >= 0
                            //: A level of computer player in the statistics: "Hard AI"
                            cells: [qsTr("%1 AI").arg(modelData.levelName), String(modelData.games),
                                    qsTr("%1%").arg(modelData.winRate), page.signed(modelData.averageMargin)]
                        }
                    }

                    Text {
                        Layout.fillWidth: true
                        visible: GameHistory.levelStats.length > 0
                        text: qsTr("Margin: your score minus the best opponent's, on average.")
                        font.family: Theme.bodyFamily
                        font.pixelSize: Theme.smallSize - 1
                        font.italic: true
                        color: Theme.textMuted
                        wrapMode: Text.WordWrap
                    }

                    SectionTitle {
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.spacingS
                        visible: GameHistory.cardStats.length > 0
                        text: qsTr("Cards in your games")
                    }

                    Text {
                        Layout.fillWidth: true
                        visible: GameHistory.cardStats.length > 0
                        text: qsTr("How often each Kingdom card was in the games you won.")
                        font.family: Theme.bodyFamily
                        font.pixelSize: Theme.smallSize
                        color: Theme.textMuted
                        wrapMode: Text.WordWrap
                    }

                    // The twelve best.
                    Repeater {
                        model: GameHistory.cardStats
                        delegate: CardBar {
                            Layout.fillWidth: true
                            visible: index < 12
                        }
                    }
                }
            }
        }
    }

    // One finished game.
    component GameRow: Rectangle {
        id: row

        required property var gameId
        required property string date
        required property string kingdom
        required property var seats
        required property string headline
        required property int turns
        required property string result

        implicitHeight: body.implicitHeight + 2 * Theme.spacingM
        radius: Theme.radius
        color: hover.hovered ? "#402a5a40" : "#40000000"
        border.color: Theme.panelBorder

        HoverHandler { id: hover }

        RowLayout {
            id: body
            anchors.fill: parent
            anchors.margins: Theme.spacingM
            spacing: Theme.spacingM

            // The result of the one person at the computer (nothing with several people).
            Rectangle {
                Layout.alignment: Qt.AlignTop
                implicitWidth: 86
                implicitHeight: 30
                radius: 15
                visible: row.result.length > 0
                color: row.result === "lost" ? "#55000000" : Theme.gold
                border.color: Theme.gold

                Text {
                    anchors.centerIn: parent
                    text: row.result === "won" ? qsTr("Won")
                          : row.result === "shared" ? qsTr("Shared")
                          : qsTr("Lost")
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.smallSize
                    font.weight: Font.Bold
                    color: row.result === "lost" ? Theme.parchment : Theme.ink
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                spacing: 4

                RowLayout {
                    Layout.fillWidth: true
                    Text {
                        Layout.fillWidth: true
                        text: row.headline
                        font.family: Theme.displayFamily
                        font.pixelSize: Theme.sectionSize - 2
                        color: Theme.goldLight
                        elide: Text.ElideRight
                    }
                    Text {
                        //: A finished game: its date and how many turns it lasted
                        text: qsTr("%1 · %n turn(s)", "", row.turns).arg(row.date)
                        font.family: Theme.bodyFamily
                        font.pixelSize: Theme.smallSize
                        color: Theme.textMuted
                    }
                }

                Flow {
                    Layout.fillWidth: true
                    spacing: 10

                    Repeater {
                        model: row.seats
                        delegate: Row {
                            id: seat
                            required property var modelData
                            spacing: 6

                            Rectangle {
                                anchors.verticalCenter: parent.verticalCenter
                                width: 12
                                height: 12
                                radius: 6
                                color: seat.modelData.colour.length > 0 ? seat.modelData.colour : Theme.gold
                                border.color: Theme.gold
                            }
                            Text {
                                //: A player's result in the history: name (AI level) and score
                                text: (seat.modelData.human ? seat.modelData.name
                                       : qsTr("%1 (%2)").arg(seat.modelData.name).arg(seat.modelData.levelName))
                                      + "  " + seat.modelData.score
                                font.family: Theme.bodyFamily
                                font.pixelSize: Theme.bodySize
                                font.weight: seat.modelData.winner ? Font.Bold : Font.Normal
                                color: seat.modelData.winner ? Theme.parchment : Theme.textOnFelt
                            }
                        }
                    }
                }

                Text {
                    Layout.fillWidth: true
                    text: row.kingdom
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.smallSize
                    color: Theme.textMuted
                    wrapMode: Text.WordWrap
                }
            }

            MenuButton {
                objectName: "playAgainButton"
                Layout.alignment: Qt.AlignVCenter
                implicitWidth: 190
                implicitHeight: 42
                font.pixelSize: 19
                //: Starts a new game with the kingdom and players of a finished one
                text: qsTr("Play again")
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("A new game with these Kingdom cards and players")
                onClicked: GameHistory.playAgain(row.gameId)
            }
        }
    }

    // One row of the per-level table: the opponent, then three numbers.
    component LevelRow: RowLayout {
        id: levelRow
        property var cells: []
        property bool heading: false
        property bool positive: true
        spacing: Theme.spacingM

        Repeater {
            model: levelRow.cells.length
            delegate: Text {
                required property int index
                Layout.fillWidth: index === 0
                Layout.preferredWidth: index === 0 ? -1 : 64
                horizontalAlignment: index === 0 ? Text.AlignLeft : Text.AlignRight
                text: levelRow.cells[index] ?? ""
                font.family: Theme.bodyFamily
                font.pixelSize: levelRow.heading ? Theme.smallSize : Theme.bodySize
                font.weight: levelRow.heading || index === 3 ? Font.DemiBold : Font.Normal
                color: levelRow.heading ? Theme.textMuted
                       : index === 3 ? (levelRow.positive ? Theme.goldLight : Theme.parchmentDark)
                       : Theme.textOnFelt
            }
        }
    }

    // One Kingdom card: in how many of your games, how many of them won, as a bar.
    component CardBar: ColumnLayout {
        id: bar
        required property var modelData
        required property int index
        spacing: 2

        RowLayout {
            Layout.fillWidth: true
            Text {
                Layout.fillWidth: true
                text: bar.modelData.card
                font.family: Theme.bodyFamily
                font.pixelSize: Theme.bodySize
                color: Theme.textOnFelt
                elide: Text.ElideRight
            }
            Text {
                //: Per card: won games with it out of the games with it
                text: qsTr("won %1 of %2").arg(bar.modelData.wins).arg(bar.modelData.games)
                font.family: Theme.bodyFamily
                font.pixelSize: Theme.smallSize
                color: Theme.textMuted
            }
        }
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: 6
            radius: 3
            color: "#55000000"

            Rectangle {
                width: parent.width * bar.modelData.winRate / 100
                height: parent.height
                radius: 3
                color: Theme.gold
            }
        }
    }
}
