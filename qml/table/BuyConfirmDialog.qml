pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Templates as T
import QtQuick.Layouts
import Dominion

// Asks before a buy that looks like a slip (a Curse, or a cheap card, with Treasures still in
// hand): Buy, Cancel, and "Don't ask again" (the setting of the Settings page).
Popup {
    id: root

    property int pile: -1
    property string question

    signal buyConfirmed(int pile)

    function ask(pileIndex, text) {
        pile = pileIndex
        question = text
        dontAsk.checked = false
        open()
    }

    objectName: "buyConfirmDialog"
    modal: true
    dim: true
    focus: true
    x: Math.round(((parent ? parent.width : width) - width) / 2)
    y: Math.round(((parent ? parent.height : height) - height) / 2)
    width: Math.min(560, (parent ? parent.width : 560) - 40)
    padding: 24
    closePolicy: Popup.CloseOnEscape

    T.Overlay.modal: Rectangle { color: "#80000000" }

    background: Rectangle {
        radius: 16
        color: "#f5102e1e"
        border.color: Theme.gold
        border.width: 2
    }

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: 18

        Text {
            objectName: "buyConfirmQuestion"
            Layout.fillWidth: true
            text: root.question
            wrapMode: Text.WordWrap
            font.family: Theme.bodyFamily
            font.pixelSize: 20
            color: Theme.textOnFelt
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 12

            ToggleSwitch {
                id: dontAsk
                objectName: "dontAskAgainSwitch"
                Accessible.name: dontAskText.text
            }
            Text {
                id: dontAskText
                Layout.fillWidth: true
                text: qsTr("Don't ask again")
                wrapMode: Text.WordWrap
                font.family: Theme.bodyFamily
                font.pixelSize: 16
                color: Theme.textOnFelt
            }
        }

        RowLayout {
            Layout.alignment: Qt.AlignRight
            spacing: 12

            TableButton {
                objectName: "buyCancelButton"
                text: qsTr("Cancel")
                onClicked: root.close()
            }
            TableButton {
                objectName: "buyConfirmButton"
                text: qsTr("Buy")
                onClicked: {
                    if (dontAsk.checked) AppSettings.confirmCheapBuys = false
                    root.close()
                    root.buyConfirmed(root.pile)
                }
            }
        }
    }
}
