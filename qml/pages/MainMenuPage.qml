import QtQuick
import QtQuick.Layouts
import Dominion

// The title screen: the game's name and the way to a new game, the settings or out.
Item {
    id: page

    signal newGameClicked()
    signal settingsClicked()
    signal quitClicked()

    ColumnLayout {
        anchors.centerIn: parent
        anchors.verticalCenterOffset: -Theme.spacingL
        spacing: Theme.spacingM

        Image {
            Layout.alignment: Qt.AlignHCenter
            source: Theme.appIcon
            sourceSize.width: Theme.iconSize
            sourceSize.height: Theme.iconSize
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

            MenuButton {
                id: newGameButton
                objectName: "newGameButton"
                Layout.fillWidth: true
                primary: true
                text: qsTr("New game")
                focus: true
                onClicked: page.newGameClicked()
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
