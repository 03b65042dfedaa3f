import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Templates as T
import QtQuick.Layouts
import Dominion

// The menu Esc opens during a game: back to the game, save it, the settings, a new game, or
// the main menu.
Popup {
    id: root

    signal resumeRequested()
    signal newGameRequested()
    signal savesRequested()
    signal settingsRequested()
    signal menuRequested()

    modal: true
    dim: true
    x: Math.round(((parent ? parent.width : width) - width) / 2)
    y: Math.round(((parent ? parent.height : height) - height) / 2)
    padding: 30
    closePolicy: Popup.CloseOnPressOutside

    T.Overlay.modal: Rectangle { color: "#80000000" }

    background: Rectangle {
        radius: 16
        color: "#f5102e1e"
        border.color: Theme.gold
        border.width: 2
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 14

        Text {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Game paused")
            font.family: Theme.displayFamily
            font.pixelSize: 34
            font.weight: Font.DemiBold
            color: Theme.goldLight
        }

        MenuButton {
            objectName: "resumeButton"
            Layout.fillWidth: true
            primary: true
            text: qsTr("Resume")
            onClicked: root.resumeRequested()
        }
        MenuButton {
            objectName: "pausedSaveButton"
            Layout.fillWidth: true
            visible: SaveManager.canSave
            text: qsTr("Save game…")
            onClicked: root.savesRequested()
        }
        MenuButton {
            objectName: "pausedSettingsButton"
            Layout.fillWidth: true
            text: qsTr("Settings")
            onClicked: root.settingsRequested()
        }
        MenuButton {
            objectName: "pausedNewGameButton"
            Layout.fillWidth: true
            text: qsTr("New game")
            onClicked: root.newGameRequested()
        }
        MenuButton {
            objectName: "pausedMenuButton"
            Layout.fillWidth: true
            text: qsTr("Main menu")
            onClicked: root.menuRequested()
        }

        // Inside the popup: a modal popup holds back the shortcuts of the page below it.
        Shortcut {
            sequence: "Escape"
            enabled: root.visible
            onActivated: root.menuRequested()
        }

        Text {
            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Esc again: main menu")
            font.family: Theme.bodyFamily
            font.pixelSize: 13
            color: Theme.textMuted
        }
    }
}
