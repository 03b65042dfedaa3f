pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Dominion

// One saved kingdom in the library: its name and note, when it was last used, its cards,
// and what can be done with it. Renaming and deleting happen in place.
Rectangle {
    id: root

    required property int index
    required property string kingdomId
    required property string name
    required property string note
    required property var cardIds
    required property int cardCount
    required property var lastUsed

    property bool renaming: false
    property bool confirmingDelete: false

    signal playClicked(int row)
    signal openClicked(string id)
    signal exportClicked(int row)
    signal message(string text)

    function commitRename() {
        if (nameField.text.trim().length > 0) KingdomLibrary.rename(root.index, nameField.text)
        root.renaming = false
    }

    objectName: "libraryRow_" + index
    implicitHeight: content.implicitHeight + 2 * Theme.spacingM
    radius: Theme.radius + 2
    color: hover.hovered ? "#e0174a31" : Theme.panel
    border.color: hover.hovered ? Theme.gold : Theme.panelBorder
    border.width: 1.5

    Behavior on color { ColorAnimation { duration: Theme.durationShort } }

    HoverHandler { id: hover }

    RowLayout {
        id: content
        x: Theme.spacingL
        y: Theme.spacingM
        width: parent.width - 2 * Theme.spacingL
        spacing: Theme.spacingL

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 4

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacingM

                Text {
                    objectName: "kingdomName"
                    Layout.fillWidth: true
                    visible: !root.renaming
                    text: root.name
                    font.family: Theme.displayFamily
                    font.pixelSize: 28
                    color: Theme.goldLight
                    elide: Text.ElideRight
                }
                KingdomTextField {
                    id: nameField
                    objectName: "renameField"
                    Layout.fillWidth: true
                    visible: root.renaming
                    onAccepted: root.commitRename()
                    Keys.onEscapePressed: root.renaming = false
                }
                Text {
                    text: {
                        const date = root.lastUsed
                        if (!date || isNaN(date.getTime())) return ""
                        const today = new Date()
                        today.setHours(0, 0, 0, 0)
                        const day = new Date(date.getTime())
                        day.setHours(0, 0, 0, 0)
                        const days = Math.round((today.getTime() - day.getTime()) / 86400000)
                        if (days <= 0) return qsTr("Used today")
                        if (days === 1) return qsTr("Used yesterday")
                        const locale = Qt.locale(AppSettings.language.length > 0 ? AppSettings.language : Qt.locale().name)
                        //: %1 is a date
                        return qsTr("Last used on %1").arg(date.toLocaleDateString(locale, Locale.ShortFormat))
                    }
                    font.family: Theme.bodyFamily
                    font.pixelSize: 13
                    color: Theme.textMuted
                }
            }

            Text {
                Layout.fillWidth: true
                visible: root.note.length > 0
                text: root.note
                font.family: Theme.bodyFamily
                font.pixelSize: Theme.smallSize
                font.italic: true
                color: Theme.parchment
                elide: Text.ElideRight
            }

            Flow {
                Layout.fillWidth: true
                Layout.topMargin: 4
                spacing: 5
                Repeater {
                    model: root.cardIds
                    delegate: MiniCard {
                        required property var modelData
                        cardId: modelData
                    }
                }
                Text {
                    visible: root.cardCount < 10
                    height: 24
                    verticalAlignment: Text.AlignVCenter
                    //: A saved kingdom with fewer than ten cards
                    text: qsTr("+ %1 drawn at random").arg(10 - root.cardCount)
                    font.family: Theme.bodyFamily
                    font.pixelSize: 13
                    font.italic: true
                    color: Theme.textMuted
                }
            }
        }

        // Delete? Yes / No
        RowLayout {
            visible: root.confirmingDelete
            spacing: Theme.spacingS
            Text {
                text: qsTr("Delete this kingdom?")
                font.family: Theme.bodyFamily
                font.pixelSize: Theme.bodySize
                font.weight: Font.DemiBold
                color: "#ffb4a8"
            }
            KingdomToolButton {
                objectName: "confirmDeleteButton"
                symbol: "trash"
                text: qsTr("Delete")
                onClicked: {
                    const name = root.name
                    if (KingdomLibrary.remove(root.index)) root.message(qsTr("“%1” was deleted.").arg(name))
                }
            }
            KingdomToolButton {
                text: qsTr("Keep")
                onClicked: root.confirmingDelete = false
            }
        }

        ColumnLayout {
            visible: !root.confirmingDelete
            spacing: Theme.spacingS

            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: Theme.spacingS
                KingdomToolButton {
                    objectName: "openButton"
                    text: qsTr("Open")
                    onClicked: root.openClicked(root.kingdomId)
                }
                KingdomToolButton {
                    objectName: "playButton"
                    primary: true
                    symbol: "play"
                    text: qsTr("Play")
                    onClicked: root.playClicked(root.index)
                }
            }

            Row {
                Layout.alignment: Qt.AlignRight
                spacing: 6
                KingdomIconButton {
                    objectName: "renameButton"
                    symbol: "edit"
                    tip: qsTr("Rename")
                    onClicked: {
                        nameField.text = root.name
                        root.renaming = true
                        nameField.forceActiveFocus()
                        nameField.selectAll()
                    }
                }
                KingdomIconButton {
                    objectName: "duplicateButton"
                    symbol: "copy"
                    tip: qsTr("Duplicate")
                    onClicked: KingdomLibrary.duplicate(root.index)
                }
                KingdomIconButton {
                    objectName: "copyTextButton"
                    symbol: "paste"
                    tip: qsTr("Copy the card list, to paste it anywhere")
                    onClicked: {
                        KingdomLibrary.copyToClipboard(KingdomLibrary.exportText(root.index))
                        root.message(qsTr("The card list is on the clipboard."))
                    }
                }
                KingdomIconButton {
                    objectName: "exportButton"
                    symbol: "file"
                    tip: qsTr("Export as a file")
                    onClicked: root.exportClicked(root.index)
                }
                KingdomIconButton {
                    objectName: "deleteButton"
                    symbol: "trash"
                    danger: true
                    tip: qsTr("Delete")
                    onClicked: root.confirmingDelete = true
                }
            }
        }
    }
}
