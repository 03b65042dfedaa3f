pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Templates as T
import QtQuick.Dialogs
import QtQuick.Layouts
import Dominion

// Reads a kingdom pasted as one line of card names ("Cellar, Market, ...", in English,
// German or French) or as a kingdom file, and shows what it understood as the player types:
// the cards, or every unknown name with close matches to click. Nothing is accepted until
// every name is understood. `toLibrary` saves it to the library; otherwise `accepted` hands
// the cards to the caller.
Popup {
    id: root

    property bool toLibrary: true
    readonly property var result: KingdomLibrary.parse(input.text)
    readonly property bool hasText: input.text.trim().length > 0
    // Why the last "Add to the library" failed (a file that could not be written).
    property string failure: ""

    signal accepted(var cards, string name, string note)
    signal imported(string id, string name)

    function openWith(text) {
        input.text = text
        root.failure = ""
        nameField.text = ""
        open()
        input.forceActiveFocus()
    }

    // Replaces the whole name, not a piece of a longer one ("Mil" in "Militia, Mil"): in a
    // kingdom file the quoted name, in a list the entry between separators.
    function useSuggestion(unknownName, suggestion) {
        const text = input.text
        if (text.trim().startsWith("{")) {
            const quoted = JSON.stringify(unknownName)
            const at = text.indexOf(quoted)
            if (at >= 0)
                input.text = text.slice(0, at) + JSON.stringify(suggestion) + text.slice(at + quoted.length)
            return
        }
        const parts = text.split(/([,;\n])/)
        for (let i = 0; i < parts.length; i += 2) {
            if (parts[i].trim() !== unknownName) continue
            const lead = parts[i].match(/^\s*/)[0]
            const trail = parts[i].match(/\s*$/)[0]
            parts[i] = lead + suggestion + trail
            input.text = parts.join("")
            return
        }
    }

    // Clipboard text worth showing: a kingdom file, or a short list of which at least one
    // name is a card. Anything else would greet the player with a wall of unknown names.
    function looksLikeKingdom(text) {
        const trimmed = text.trim()
        if (trimmed.length === 0 || trimmed.length > 4000) return false
        if (trimmed.startsWith("{")) return true
        const names = trimmed.split(/[,;\n]/).filter(n => n.trim().length > 0)
        if (names.length > 12) return false
        const parsed = KingdomLibrary.parse(trimmed)
        return parsed.ok || parsed.unknown.length < names.length
    }

    function openFromClipboard() {
        const text = KingdomLibrary.clipboardText()
        openWith(looksLikeKingdom(text) ? text : "")
    }

    function accept() {
        if (!root.result.ok) return
        const name = nameField.text.trim().length > 0 ? nameField.text : root.result.name
        if (root.toLibrary) {
            const imported = KingdomLibrary.importText(input.text, name, "")
            if (!imported.ok) {
                root.failure = imported.error
                return
            }
            root.close()
            root.imported(imported.id, imported.name)
        } else {
            root.close()
            root.accepted(root.result.cards, name, root.result.note)
        }
    }

    objectName: "importDialog"
    parent: T.Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 80 : 760, 760)
    height: Math.min(implicitHeight, parent ? parent.height - 2 * Theme.spacingL : implicitHeight)
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

    FileDialog {
        id: fileDialog
        title: qsTr("Open a kingdom file")
        nameFilters: [qsTr("Kingdom files (*.json *.txt)"), qsTr("All files (*)")]
        onAccepted: {
            const text = KingdomLibrary.readFile(selectedFile)
            if (text.length > 0) input.text = text
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacingM

        Text {
            Layout.fillWidth: true
            text: root.toLibrary ? qsTr("Import a kingdom") : qsTr("Paste a kingdom")
            font.family: Theme.displayFamily
            font.pixelSize: 34
            color: Theme.goldLight
        }

        Text {
            Layout.fillWidth: true
            text: qsTr("Paste the card names, separated by commas, as in a forum post: English, German and French names all work. A kingdom file works too.")
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.smallSize
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }

        ScrollView {
            Layout.fillWidth: true
            Layout.preferredHeight: root.parent && root.parent.height < 820 ? 80 : 120
            clip: true

            TextArea {
                id: input
                objectName: "importText"
                wrapMode: TextEdit.Wrap
                font.family: Theme.bodyFamily
                font.pixelSize: Theme.bodySize
                color: Theme.parchment
                placeholderText: "Cellar, Market, Merchant, Militia, Mine, Moat, Remodel, Smithy, Village, Workshop"
                placeholderTextColor: "#7f9a88"
                selectByMouse: true
                selectionColor: Theme.goldDark
                background: Rectangle {
                    radius: 8
                    color: "#66000000"
                    border.width: input.activeFocus ? 2 : 1
                    border.color: input.activeFocus ? Theme.gold : Theme.panelBorder
                }
            }
        }

        Row {
            spacing: Theme.spacingM
            KingdomToolButton {
                objectName: "pasteButton"
                symbol: "paste"
                text: qsTr("Paste from the clipboard")
                onClicked: input.text = KingdomLibrary.clipboardText()
            }
            KingdomToolButton {
                symbol: "file"
                text: qsTr("Open a file…")
                onClicked: fileDialog.open()
            }
        }

        // What was understood. On a small screen a long list of unknown names scrolls here,
        // so that the buttons below stay in view.
        Rectangle {
            objectName: "importVerdictBox"
            readonly property real fullHeight: verdict.implicitHeight + 2 * Theme.spacingM
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: fullHeight
            Layout.maximumHeight: fullHeight
            Layout.minimumHeight: Math.min(fullHeight, 110)
            visible: root.hasText
            radius: 8
            color: root.result.ok ? "#33d8b25a" : "#40b3261e"
            border.color: root.result.ok ? Theme.panelBorder : "#e0574b"

            Flickable {
                id: verdictView
                objectName: "importVerdictView"
                anchors.fill: parent
                anchors.margins: Theme.spacingM
                clip: true
                contentHeight: verdict.implicitHeight
                interactive: contentHeight > height
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { policy: verdictView.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

                ColumnLayout {
                    id: verdict
                    width: verdictView.width - (verdictView.interactive ? 14 : 0)
                    spacing: Theme.spacingS

                    Text {
                        objectName: "importVerdict"
                        Layout.fillWidth: true
                        text: root.result.ok
                              ? (root.result.cards.length === 10 ? qsTr("Ten cards, ready.")
                                 //: %n is a number of cards (1 to 9)
                                 : qsTr("%n card(s): the others will be drawn at random.", "", root.result.cards.length))
                              : qsTr("Not yet: fix these names first.")
                        font.family: Theme.bodyFamily
                        font.pixelSize: Theme.bodySize
                        font.weight: Font.Bold
                        color: root.result.ok ? Theme.goldLight : "#ffb4a8"
                        wrapMode: Text.WordWrap
                    }

                    Flow {
                        Layout.fillWidth: true
                        visible: root.result.ok
                        spacing: 5
                        Repeater {
                            model: root.result.cardIds
                            delegate: MiniCard {
                                required property var modelData
                                cardId: modelData
                            }
                        }
                    }

                    Repeater {
                        model: root.result.unknown

                        delegate: Flow {
                            id: problem
                            required property var modelData
                            Layout.fillWidth: true
                            spacing: 6

                            Text {
                                height: 30
                                verticalAlignment: Text.AlignVCenter
                                //: %1 is a name that matches no card
                                text: problem.modelData.suggestions.length > 0
                                      ? qsTr("“%1” is not a card. Did you mean:").arg(problem.modelData.name)
                                      : qsTr("“%1” is not a card.").arg(problem.modelData.name)
                                font.family: Theme.bodyFamily
                                font.pixelSize: Theme.bodySize
                                color: Theme.parchment
                            }

                            Repeater {
                                model: problem.modelData.suggestions
                                delegate: KingdomToolButton {
                                    required property string modelData
                                    objectName: "suggestion_" + modelData
                                    implicitHeight: 30
                                    leftPadding: 12
                                    rightPadding: 12
                                    text: modelData
                                    onClicked: root.useSuggestion(problem.modelData.name, modelData)
                                }
                            }
                        }
                    }

                    Text {
                        objectName: "importError"
                        Layout.fillWidth: true
                        visible: !root.result.ok && root.result.unknown.length === 0
                        text: root.result.error ?? ""
                        font.family: Theme.bodyFamily
                        font.pixelSize: Theme.smallSize
                        color: Theme.parchment
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }

        Text {
            objectName: "importFailure"
            Layout.fillWidth: true
            visible: root.failure.length > 0
            text: root.failure
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.smallSize
            color: "#ffb4a8"
            wrapMode: Text.WordWrap
        }

        RowLayout {
            Layout.fillWidth: true
            visible: root.toLibrary
            spacing: Theme.spacingM
            Text {
                text: qsTr("Name")
                font.family: Theme.bodyFamily
                font.pixelSize: Theme.smallSize
                font.weight: Font.Bold
                color: Theme.textMuted
            }
            KingdomTextField {
                id: nameField
                objectName: "importNameField"
                Layout.fillWidth: true
                placeholderText: root.result.name && root.result.name.length > 0 ? root.result.name
                                                                                  : qsTr("Imported kingdom")
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacingS
            spacing: Theme.spacingM

            KingdomToolButton {
                text: qsTr("Cancel")
                onClicked: root.close()
            }
            Item { Layout.fillWidth: true }
            KingdomToolButton {
                objectName: "importAcceptButton"
                primary: true
                enabled: root.result.ok
                symbol: root.toLibrary ? "book" : "check"
                text: root.toLibrary ? qsTr("Add to the library") : qsTr("Use these cards")
                onClicked: root.accept()
            }
        }
    }
}
