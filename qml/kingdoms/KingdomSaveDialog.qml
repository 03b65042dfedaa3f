import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Templates as T
import QtQuick.Layouts
import Dominion

// Saves the kingdom being built to the library, with a name and a note: as a new kingdom,
// or over the saved kingdom it was opened from.
Popup {
    id: root

    required property KingdomBuilder builder
    // The set-up saved with the cards: { colonies, shelters, baneCardId, earlierVersions }.
    property var setup: ({})
    readonly property bool canUpdate: builder.libraryId.length > 0
                                      && KingdomLibrary.indexOf(builder.libraryId) >= 0

    signal saved(string id, string name)

    function openDialog() {
        nameField.text = root.builder.kingdomName
        noteField.text = root.builder.kingdomNote
        open()
        nameField.forceActiveFocus()
        nameField.selectAll()
    }

    function saveAsNew() {
        const id = KingdomLibrary.save(nameField.text, noteField.text, root.builder.englishNames(), root.setup)
        if (id.length === 0) return
        const row = KingdomLibrary.indexOf(id)
        const name = KingdomLibrary.get(row).name
        root.builder.setOrigin(id, name, noteField.text.trim())
        root.close()
        root.saved(id, name)
    }

    function update() {
        const id = root.builder.libraryId
        if (!KingdomLibrary.update(id, nameField.text, noteField.text, root.builder.englishNames(), root.setup)) return
        const name = KingdomLibrary.get(KingdomLibrary.indexOf(id)).name
        root.builder.setOrigin(id, name, noteField.text.trim())
        root.close()
        root.saved(id, name)
    }

    objectName: "saveDialog"
    parent: T.Overlay.overlay
    anchors.centerIn: parent
    width: 560
    modal: true
    focus: true
    padding: Theme.spacingXL
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    T.Overlay.modal: Rectangle { color: "#b0000000" }

    enter: Transition {
        NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.durationMedium }
        NumberAnimation { property: "scale"; from: 0.95; to: 1; duration: Theme.durationMedium; easing.type: Easing.OutCubic }
    }

    background: Rectangle {
        radius: Theme.radius + 4
        border.color: Theme.gold
        border.width: 2
        gradient: Gradient {
            GradientStop { position: 0; color: "#1d5a3a" }
            GradientStop { position: 1; color: "#0f3b24" }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacingM

        Text {
            Layout.fillWidth: true
            text: qsTr("Save to the library")
            font.family: Theme.displayFamily
            font.pixelSize: 34
            color: Theme.goldLight
        }

        Flow {
            Layout.fillWidth: true
            spacing: 5
            Repeater {
                model: root.builder.cardIds
                delegate: MiniCard {
                    required property var modelData
                    cardId: modelData
                }
            }
        }

        Text {
            Layout.topMargin: Theme.spacingS
            text: qsTr("Name")
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.smallSize
            font.weight: Font.Bold
            color: Theme.textMuted
        }
        KingdomTextField {
            id: nameField
            objectName: "saveNameField"
            Layout.fillWidth: true
            placeholderText: qsTr("A name for this kingdom")
            onAccepted: root.canUpdate ? root.update() : root.saveAsNew()
        }

        Text {
            text: qsTr("Note")
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.smallSize
            font.weight: Font.Bold
            color: Theme.textMuted
        }
        KingdomTextField {
            id: noteField
            objectName: "saveNoteField"
            Layout.fillWidth: true
            placeholderText: qsTr("Optional: what makes it fun, who it is for …")
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacingM
            spacing: Theme.spacingM

            KingdomToolButton {
                text: qsTr("Cancel")
                onClicked: root.close()
            }
            Item { Layout.fillWidth: true }
            KingdomToolButton {
                objectName: "updateButton"
                visible: root.canUpdate
                symbol: "check"
                text: qsTr("Update")
                onClicked: root.update()
            }
            KingdomToolButton {
                objectName: "saveNewButton"
                primary: !root.canUpdate
                symbol: "book"
                text: root.canUpdate ? qsTr("Save as new") : qsTr("Save")
                onClicked: root.saveAsNew()
            }
        }
    }
}
