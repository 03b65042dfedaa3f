import QtQuick
import QtQuick.Layouts
import Dominion

// Sets up a game against computer players: how many, how strong, and which kingdom.
Item {
    id: page

    //: %n is the number of computer players (1 to 5)
    readonly property string opponentSummary: qsTr("You play against %n computer player(s).", "",
                                                   AppController.opponentCount)

    signal backClicked()
    // Opens the kingdom dialog: cards chosen by hand, under rules, or from the library.
    signal chooseKingdomClicked()
    // Opens the set-up of a game for several people at this computer (qml/hotseat).
    signal hotSeatClicked()

    PageHeader {
        id: header
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: Theme.spacingL
        title: qsTr("New game")
        onBackClicked: page.backClicked()
    }

    Panel {
        id: panel
        anchors.horizontalCenter: parent.horizontalCenter
        // Panel and Start button centred in the space below the header, never under it.
        y: Math.max(header.y + header.height + Theme.spacingL,
                    header.y + header.height
                    + (page.height - header.y - header.height - height - startButton.height) / 2
                    - Theme.spacingXL)
        width: Math.min(Theme.pageMaxWidth, page.width - 2 * Theme.spacingXL)

        ColumnLayout {
            width: parent.width
            spacing: Theme.spacingL

            SectionTitle { Layout.fillWidth: true; text: qsTr("Opponents") }

            SettingRow {
                Layout.fillWidth: true
                title: qsTr("Computer players")
                description: page.opponentSummary

                ChoiceGroup {
                    objectName: "opponentChoice"
                    segmentWidth: 52
                    currentValue: AppController.opponentCount
                    options: [
                        { value: 1, label: "1" }, { value: 2, label: "2" },
                        { value: 3, label: "3" }, { value: 4, label: "4" },
                        { value: 5, label: "5" }
                    ]
                    onActivated: value => AppController.opponentCount = value
                }
            }

            SettingRow {
                Layout.fillWidth: true
                title: qsTr("Level")
                description: [
                    qsTr("Plays a simple strategy: good for learning the game."),
                    qsTr("Builds a sound deck: a fair match."),
                    qsTr("Plays strong strategies: for experienced players.")
                ][AppController.aiLevel] ?? ""

                ChoiceGroup {
                    objectName: "levelChoice"
                    currentValue: AppController.aiLevel
                    options: [
                        { value: AppController.Easy, label: qsTr("Easy") },
                        { value: AppController.Medium, label: qsTr("Medium") },
                        { value: AppController.Hard, label: qsTr("Hard") }
                    ]
                    onActivated: value => AppController.aiLevel = value
                }
            }

            SettingRow {
                Layout.fillWidth: true
                title: qsTr("Friends at this computer")
                description: qsTr("Two to six players, people and computer players, taking turns at one screen.")

                MenuButton {
                    objectName: "hotSeatButton"
                    implicitWidth: 190
                    implicitHeight: Theme.choiceHeight
                    font.pixelSize: 20
                    //: Opens the set-up of a game for several people at one computer
                    text: qsTr("Set up…")
                    onClicked: page.hotSeatClicked()
                }
            }

            SectionTitle { Layout.fillWidth: true; text: qsTr("Kingdom") }

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacingM

                OptionCard {
                    objectName: "firstGameOption"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    //: The recommended first set of Kingdom cards from the rulebook
                    text: qsTr("First Game")
                    description: qsTr("The ten Kingdom cards the rulebook recommends for learning the game.")
                    selected: AppController.kingdom === AppController.FirstGame
                    onClicked: AppController.kingdom = AppController.FirstGame
                }

                OptionCard {
                    objectName: "randomOption"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    text: qsTr("Random")
                    //: %1 lists the sets: "Base game, Intrigue and Prosperity"
                    description: qsTr("Ten Kingdom cards drawn at random from: %1.").arg(AppController.randomKingdomSets())
                    selected: AppController.kingdom === AppController.Random
                    onClicked: AppController.kingdom = AppController.Random
                }

                OptionCard {
                    objectName: "chooseKingdomOption"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    //: Opens the kingdom dialog
                    text: qsTr("Choose…")
                    description: qsTr("Pick the cards, draw them under your own rules, or play a saved kingdom.")
                    onClicked: page.chooseKingdomClicked()
                }
            }
        }
    }

    MenuButton {
        id: startButton
        objectName: "startButton"
        anchors.top: panel.bottom
        anchors.topMargin: Theme.spacingL
        anchors.horizontalCenter: parent.horizontalCenter
        primary: true
        text: qsTr("Start game")
        onClicked: AppController.startNewGame()
    }
}
