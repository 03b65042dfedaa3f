pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Dominion

// The saved games: the game on the table can be saved under a name; each save shows its
// kingdom, players, turn and date, and can be loaded or deleted. The last game (the autosave)
// is offered at the top.
Item {
    id: page

    signal backClicked()
    // Continue: the caller shows the game on the table, or resumes the autosave.
    signal continueClicked()

    Component.onCompleted: SaveManager.refresh()

    PageHeader {
        id: header
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: Theme.spacingL
        title: qsTr("Saved games")
        onBackClicked: page.backClicked()
    }

    ColumnLayout {
        id: content
        anchors.top: header.bottom
        anchors.topMargin: Theme.spacingL
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacingL
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(Theme.pageMaxWidth + 160, page.width - 2 * Theme.spacingXL)
        spacing: Theme.spacingM

        // Save the game on the table.
        Panel {
            Layout.fillWidth: true
            visible: SaveManager.canSave
            padding: Theme.spacingM

            RowLayout {
                width: parent.width
                spacing: Theme.spacingM

                Text {
                    text: qsTr("Save the game on the table as")
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.bodySize
                    font.weight: Font.DemiBold
                    color: Theme.textOnFelt
                }

                TextField {
                    id: nameField
                    objectName: "saveNameField"
                    Layout.fillWidth: true
                    implicitHeight: Theme.choiceHeight
                    placeholderText: SaveManager.suggestedName()
                    placeholderTextColor: "#99f7f1e1"
                    maximumLength: 60
                    color: Theme.textOnFelt
                    selectByMouse: true
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.bodySize
                    Accessible.name: qsTr("Name of the save")
                    onAccepted: saveButton.clicked()
                    background: Rectangle {
                        radius: Theme.radius
                        color: "#66000000"
                        border.color: nameField.activeFocus ? Theme.gold : Theme.panelBorder
                        border.width: nameField.activeFocus ? 2 : 1
                    }
                }

                MenuButton {
                    id: saveButton
                    objectName: "saveButton"
                    primary: true
                    implicitWidth: 170
                    implicitHeight: Theme.choiceHeight
                    font.pixelSize: 22
                    readonly property string chosenName: nameField.text.trim().length > 0
                                                         ? nameField.text.trim() : nameField.placeholderText
                    // Repeats SaveManager's count so that a new save re-checks the name.
                    readonly property bool replaces: SaveManager.saves.count >= 0 && SaveManager.nameTaken(chosenName)
                    //: Saves over an existing save of the same name
                    text: replaces ? qsTr("Replace") : qsTr("Save")
                    onClicked: {
                        if (SaveManager.saveAs(chosenName)) {
                            nameField.clear()
                            nameField.placeholderText = SaveManager.suggestedName()
                        }
                    }
                }
            }
        }

        // The last game, autosaved after every move.
        Panel {
            Layout.fillWidth: true
            visible: SaveManager.canContinue
            padding: Theme.spacingM

            RowLayout {
                width: parent.width
                spacing: Theme.spacingM

                Column {
                    Layout.fillWidth: true
                    spacing: 2

                    Text {
                        text: qsTr("Last game")
                        font.family: Theme.displayFamily
                        font.pixelSize: Theme.sectionSize
                        color: Theme.goldLight
                    }
                    Text {
                        width: parent.width
                        text: SaveManager.continueSummary
                        font.family: Theme.bodyFamily
                        font.pixelSize: Theme.smallSize
                        color: Theme.textMuted
                        elide: Text.ElideRight
                    }
                }

                MenuButton {
                    objectName: "continueSaveButton"
                    implicitWidth: 170
                    implicitHeight: Theme.choiceHeight
                    font.pixelSize: 22
                    text: qsTr("Continue")
                    onClicked: page.continueClicked()
                }
            }
        }

        SectionTitle {
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacingS
            text: qsTr("Saves")
        }

        Text {
            objectName: "noSaves"
            Layout.fillWidth: true
            visible: slotList.count === 0
            text: SaveManager.canSave
                  ? qsTr("No saved games yet. Give this game a name above to keep it.")
                  : qsTr("No saved games yet. While a game is on the table, save it here under a name of your choice.")
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.bodySize
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }

        ListView {
            id: slotList
            objectName: "slotList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.spacingS
            model: SaveManager.saves
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: slotList.contentHeight > slotList.height ? ScrollBar.AsNeeded : ScrollBar.AlwaysOff }

            delegate: SaveRow {
                width: slotList.width - (slotList.contentHeight > slotList.height ? 12 : 0)
            }
        }
    }

    // One save: its name and date, kingdom, players and turn, and what can be done with it.
    component SaveRow: Rectangle {
        id: row

        required property string slotId
        required property string name
        required property string kingdom
        required property string players
        required property var playerColours
        required property string turnText
        required property string date
        property bool confirmDelete: false

        implicitHeight: body.implicitHeight + 2 * Theme.spacingM
        radius: Theme.radius
        color: hover.hovered ? "#402a5a40" : "#40000000"
        border.color: Theme.panelBorder

        HoverHandler { id: hover }

        Timer {
            id: disarm
            interval: 3000
            onTriggered: row.confirmDelete = false
        }

        RowLayout {
            id: body
            anchors.fill: parent
            anchors.margins: Theme.spacingM
            spacing: Theme.spacingM

            ColumnLayout {
                Layout.fillWidth: true
                spacing: 4

                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.spacingM

                    Text {
                        Layout.fillWidth: true
                        text: row.name
                        font.family: Theme.displayFamily
                        font.pixelSize: Theme.sectionSize
                        color: Theme.goldLight
                        elide: Text.ElideRight
                    }
                    Text {
                        text: row.date
                        font.family: Theme.bodyFamily
                        font.pixelSize: Theme.smallSize
                        color: Theme.textMuted
                    }
                }

                RowLayout {
                    spacing: 6

                    Repeater {
                        model: row.playerColours
                        delegate: Rectangle {
                            required property string modelData
                            implicitWidth: 12
                            implicitHeight: 12
                            radius: 6
                            color: modelData
                            border.color: Theme.gold
                        }
                    }
                    Text {
                        Layout.leftMargin: 4
                        text: row.players
                        font.family: Theme.bodyFamily
                        font.pixelSize: Theme.bodySize
                        color: Theme.textOnFelt
                    }
                }

                Text {
                    Layout.fillWidth: true
                    text: row.turnText
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.smallSize
                    font.weight: Font.DemiBold
                    color: Theme.parchmentDark
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

            ColumnLayout {
                Layout.alignment: Qt.AlignVCenter
                spacing: Theme.spacingS

                MenuButton {
                    objectName: "loadButton"
                    primary: true
                    implicitWidth: 150
                    implicitHeight: 42
                    font.pixelSize: 20
                    text: qsTr("Load")
                    onClicked: SaveManager.load(row.slotId)
                }
                MenuButton {
                    objectName: "deleteButton"
                    implicitWidth: 150
                    implicitHeight: 42
                    font.pixelSize: row.confirmDelete ? 17 : 20
                    //: Second click on Delete
                    text: row.confirmDelete ? qsTr("Really delete?") : qsTr("Delete")
                    onClicked: {
                        if (!row.confirmDelete) {
                            row.confirmDelete = true
                            disarm.restart()
                            return
                        }
                        SaveManager.remove(row.slotId)
                    }
                }
            }
        }
    }
}
