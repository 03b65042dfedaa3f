pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import Dominion

// The recommended kingdoms of the rulebooks, by name, to load into the dialog.
Popup {
    id: root

    required property KingdomBuilder builder
    signal chosen(string name)

    objectName: "presetMenu"
    width: 460
    height: Math.min(list.contentHeight + 2 * padding, 560)
    padding: 6
    modal: false
    focus: true
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    background: Rectangle {
        radius: Theme.radius
        color: "#123824"
        border.color: Theme.gold
        border.width: 1.5
    }

    ListView {
        id: list
        anchors.fill: parent
        clip: true
        model: { AppSettings.language; return root.builder.presets() }
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        delegate: ItemDelegate {
            id: entry
            required property var modelData
            required property int index
            objectName: "preset_" + index
            width: ListView.view.width
            hoverEnabled: true
            padding: 8
            leftPadding: 14

            background: Rectangle {
                radius: 6
                color: entry.hovered ? "#2d6b49" : "transparent"
            }

            contentItem: Column {
                spacing: 1
                Text {
                    text: entry.modelData.name
                    font.family: Theme.displayFamily
                    font.pixelSize: 21
                    color: entry.hovered ? Theme.goldLight : Theme.parchment
                }
                Text {
                    width: parent.width
                    text: entry.modelData.cardIds.map(id => CardFacts.card(id, AppSettings.language).name).join(", ")
                    font.family: Theme.bodyFamily
                    font.pixelSize: 13
                    color: Theme.parchment
                    elide: Text.ElideRight
                }
                Text {
                    width: parent.width
                    text: entry.modelData.source
                    font.family: Theme.bodyFamily
                    font.pixelSize: 13
                    color: Theme.textMuted
                    elide: Text.ElideRight
                }
            }

            onClicked: {
                root.builder.loadPreset(entry.modelData.name)
                root.close()
                root.chosen(entry.modelData.name)
            }
        }
    }
}
