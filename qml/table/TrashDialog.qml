pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Templates as T
import QtQuick.Layouts
import Dominion

// The cards in the trash, to browse (created when the dialog opens).
Popup {
    id: root

    required property var model
    property var table: null

    modal: true
    dim: true
    x: Math.round(((parent ? parent.width : width) - width) / 2)
    y: Math.round(((parent ? parent.height : height) - height) / 2)
    width: Math.min(900, (parent ? parent.width : 900) - 80)
    padding: 24

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

        RowLayout {
            Layout.fillWidth: true

            Text {
                Layout.fillWidth: true
                text: root.model && root.model.count > 0
                      ? qsTr("Trash — %n card(s)", "", root.model.count) : qsTr("The trash is empty")
                font.family: Theme.displayFamily
                font.pixelSize: 30
                font.weight: Font.DemiBold
                color: Theme.goldLight
            }
            TableButton {
                objectName: "closeTrashButton"
                text: qsTr("Close")
                onClicked: root.close()
            }
        }

        Flickable {
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(grid.implicitHeight, 460)
            contentHeight: grid.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            Flow {
                id: grid
                width: parent.width
                spacing: 10

                // The cards exist only while the dialog shows them: the trash grows all game
                // long, and a card is dozens of items.
                Repeater {
                    model: root.visible ? root.model : null

                    delegate: Card {
                        id: card
                        required cardId
                        width: 112

                        HoverHandler {
                            onHoveredChanged: {
                                if (!root.table) return
                                if (hovered) root.table.requestPreview(card.cardId, card)
                                else root.table.cancelPreview(card)
                            }
                        }
                    }
                }
            }
        }
    }
}
