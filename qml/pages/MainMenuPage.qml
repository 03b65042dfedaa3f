import QtQuick
import QtQuick.Layouts
import Dominion

// The title screen: the game's name and the way to a new game, the settings or out.
Item {
    id: page

    // A game is on the table, or one was left unfinished.
    readonly property bool canContinue: (GameController.active && !GameController.over && !GameController.demo)
                                        || SaveManager.canContinue

    signal newGameClicked()
    // Saved games and history (qml/saves, qml/history).
    signal continueClicked()
    signal savedGamesClicked()
    signal historyClicked()
    signal settingsClicked()
    signal aboutClicked()
    signal quitClicked()

    // The emblem gives way when the window is low, so that every button stays in view.
    readonly property int iconSize: Math.max(64, Math.min(Theme.iconSize, page.height - (canContinue ? 644 : 564)))

    ColumnLayout {
        anchors.centerIn: parent
        anchors.verticalCenterOffset: page.iconSize < Theme.iconSize ? 0 : -Theme.spacingL
        spacing: Theme.spacingM

        Image {
            Layout.alignment: Qt.AlignHCenter
            source: Theme.appIcon
            sourceSize.width: page.iconSize
            sourceSize.height: page.iconSize
            Accessible.ignored: true
        }

        Text {
            objectName: "gameTitle"
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: -Theme.spacingS
            //: The game's name on the title screen
            text: qsTr("Dominion")
            font.family: Theme.displayFamily
            font.pixelSize: Theme.titleSize
            font.weight: Theme.displayWeight
            font.letterSpacing: 4
            color: Theme.goldLight
            style: Text.Raised
            styleColor: Theme.shadow
        }

        // Ornamental rule: ——— ◆ ———
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: -Theme.spacingM
            spacing: Theme.spacingS

            Rectangle { implicitWidth: 110; implicitHeight: 1.5; color: Theme.gold }
            Rectangle {
                implicitWidth: 9
                implicitHeight: 9
                rotation: 45
                color: Theme.gold
            }
            Rectangle { implicitWidth: 110; implicitHeight: 1.5; color: Theme.gold }
        }

        Text {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Build your deck. Grow your kingdom.")
            font.family: Theme.displayFamily
            font.pixelSize: Theme.sectionSize
            font.italic: true
            color: Theme.parchment
        }

        ColumnLayout {
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: Theme.spacingL
            spacing: Theme.spacingM

            // The game on the table, or the last one (autosaved after every move).
            MenuButton {
                id: continueButton
                objectName: "continueButton"
                Layout.fillWidth: true
                visible: page.canContinue
                primary: true
                text: qsTr("Continue")
                focus: visible
                onClicked: page.continueClicked()
            }

            Text {
                objectName: "continueSummary"
                Layout.fillWidth: true
                Layout.maximumWidth: Theme.menuButtonWidth + 120
                Layout.topMargin: -Theme.spacingS
                visible: page.canContinue && text.length > 0
                text: GameController.active && !GameController.over ? "" : SaveManager.continueSummary
                font.family: Theme.bodyFamily
                font.pixelSize: Theme.smallSize
                color: Theme.textMuted
                horizontalAlignment: Text.AlignHCenter
                elide: Text.ElideRight
            }

            MenuButton {
                id: newGameButton
                objectName: "newGameButton"
                Layout.fillWidth: true
                primary: !page.canContinue
                text: qsTr("New game")
                focus: !page.canContinue
                onClicked: page.newGameClicked()
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacingM

                MenuButton {
                    objectName: "savedGamesButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    implicitWidth: (Theme.menuButtonWidth - Theme.spacingM) / 2
                    font.pixelSize: Theme.buttonTextSize - 4
                    text: qsTr("Saved games")
                    onClicked: page.savedGamesClicked()
                }

                MenuButton {
                    objectName: "historyButton"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    implicitWidth: (Theme.menuButtonWidth - Theme.spacingM) / 2
                    font.pixelSize: Theme.buttonTextSize - 4
                    text: qsTr("History")
                    onClicked: page.historyClicked()
                }
            }

            MenuButton {
                objectName: "settingsButton"
                Layout.fillWidth: true
                text: qsTr("Settings")
                onClicked: page.settingsClicked()
            }

            MenuButton {
                objectName: "quitButton"
                Layout.fillWidth: true
                text: qsTr("Quit")
                onClicked: page.quitClicked()
            }
        }
    }

    // The version and credits, out of the way in a corner.
    Text {
        objectName: "aboutButton"
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacingM
        //: Link on the title screen to the page with the version and credits
        text: qsTr("About")
        font.family: Theme.bodyFamily
        font.pixelSize: Theme.smallSize
        font.underline: aboutHover.hovered
        color: aboutHover.hovered ? Theme.goldLight : Theme.textMuted
        Accessible.role: Accessible.Button
        Accessible.name: text
        Accessible.onPressAction: page.aboutClicked()

        HoverHandler {
            id: aboutHover
            cursorShape: Qt.PointingHandCursor
        }
        TapHandler {
            onTapped: page.aboutClicked()
        }
    }

    Text {
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacingM
        text: qsTr("Version %1").arg(AppController.version)
        font.family: Theme.bodyFamily
        font.pixelSize: Theme.smallSize
        color: Theme.textMuted
    }
}
