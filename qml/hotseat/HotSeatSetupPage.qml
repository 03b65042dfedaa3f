pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Dominion

// Sets up a game for several people at one computer: two to six seats, each a person or a
// computer player, with names and colours; the kingdom; and whether moves may be taken back.
Item {
    id: page

    signal backClicked()
    // Opens the kingdom dialog, whose Play starts this game on the cards chosen there.
    signal chooseKingdomClicked()

    PageHeader {
        id: header
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: Theme.spacingL
        title: qsTr("Players at this computer")
        onBackClicked: page.backClicked()
    }

    Flickable {
        id: flick
        anchors.top: header.bottom
        anchors.topMargin: Theme.spacingL
        anchors.bottom: footer.top
        anchors.bottomMargin: Theme.spacingM
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(Theme.pageMaxWidth + 80, page.width - 2 * Theme.spacingXL)
        contentHeight: panel.height
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        // Always shown when the page is taller than the window: the table rules are below the fold.
        ScrollBar.vertical: ScrollBar { policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

        Panel {
            id: panel
            width: flick.width
            padding: Theme.spacingL

            ColumnLayout {
                width: parent.width
                spacing: Theme.spacingM

                SectionTitle { Layout.fillWidth: true; text: qsTr("Players") }

                Text {
                    Layout.fillWidth: true
                    text: qsTr("Play in seat order. When a person's turn comes, the screen asks to be passed to them, and only they see their hand.")
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.smallSize
                    color: Theme.textMuted
                    wrapMode: Text.WordWrap
                }

                Repeater {
                    model: HotSeatSetup.seats

                    delegate: SeatRow {
                        Layout.fillWidth: true
                        canRemove: HotSeatSetup.seatCount > HotSeatSetup.minSeats
                    }
                }

                MenuButton {
                    objectName: "addSeatButton"
                    Layout.alignment: Qt.AlignLeft
                    implicitWidth: 240
                    implicitHeight: 44
                    font.pixelSize: 20
                    visible: HotSeatSetup.seatCount < HotSeatSetup.maxSeats
                    text: qsTr("+ Add a player")
                    onClicked: HotSeatSetup.addSeat()
                }

                SectionTitle { Layout.fillWidth: true; Layout.topMargin: Theme.spacingS; text: qsTr("Kingdom") }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: Theme.spacingM

                    OptionCard {
                        objectName: "hotSeatFirstGame"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        text: qsTr("First Game")
                        description: qsTr("The ten Kingdom cards the rulebook recommends for learning the game.")
                        selected: AppController.kingdom === AppController.FirstGame
                        onClicked: AppController.kingdom = AppController.FirstGame
                    }

                    OptionCard {
                        objectName: "hotSeatRandom"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        text: qsTr("Random")
                        //: %1 lists the sets: "Base game, Intrigue and Prosperity"
                        description: qsTr("Ten Kingdom cards drawn at random from: %1.").arg(AppController.randomKingdomSets())
                        selected: AppController.kingdom === AppController.Random
                        onClicked: AppController.kingdom = AppController.Random
                    }

                    OptionCard {
                        objectName: "hotSeatChooseKingdom"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        //: Opens the kingdom dialog
                        text: qsTr("Choose…")
                        description: qsTr("Pick the cards, draw them under your own rules, or play a saved kingdom.")
                        onClicked: page.chooseKingdomClicked()
                    }
                }

                SectionTitle { Layout.fillWidth: true; Layout.topMargin: Theme.spacingS; text: qsTr("Table rules") }

                SettingRow {
                    Layout.fillWidth: true
                    title: qsTr("Allow taking back moves")
                    description: qsTr("Only if everyone agrees: a player may take back their own moves until the screen is passed on.")

                    ToggleSwitch {
                        objectName: "allowUndoSwitch"
                        checked: HotSeatSetup.allowUndo
                        onToggled: HotSeatSetup.allowUndo = checked
                        Accessible.name: qsTr("Allow taking back moves")
                    }
                }
            }
        }
    }

    ColumnLayout {
        id: footer
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacingM
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: Theme.spacingS

        Text {
            objectName: "setupProblem"
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: flick.width
            visible: text.length > 0
            text: HotSeatSetup.problem
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.bodySize
            font.weight: Font.DemiBold
            color: Theme.goldLight
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }

        MenuButton {
            objectName: "startHotSeatButton"
            Layout.alignment: Qt.AlignHCenter
            primary: true
            enabled: HotSeatSetup.canStart
            opacity: enabled ? 1 : 0.5
            text: qsTr("Start game")
            onClicked: HotSeatSetup.start()
        }
    }

    // One seat: colour, name, person or computer level, and a button to remove it.
    component SeatRow: RowLayout {
        id: row

        required property int index
        required property string name
        required property string placeholder
        required property int kind
        required property color colour
        property bool canRemove: true

        spacing: Theme.spacingM

        Text {
            Layout.preferredWidth: 22
            text: row.index + 1
            font.family: Theme.displayFamily
            font.pixelSize: Theme.sectionSize
            color: Theme.goldLight
            horizontalAlignment: Text.AlignRight
        }

        AbstractButton {
            id: swatch
            objectName: "colourButton" + row.index
            implicitWidth: 40
            implicitHeight: 40
            hoverEnabled: true
            focusPolicy: Qt.StrongFocus
            Accessible.name: qsTr("Colour of player %1").arg(row.index + 1)
            onClicked: colourPopup.open()

            background: Rectangle {
                radius: width / 2
                color: row.colour
                border.width: swatch.visualFocus || swatch.hovered ? 3 : 2
                border.color: swatch.visualFocus ? Theme.parchment : Theme.gold
            }

            Popup {
                id: colourPopup
                y: swatch.height + 4
                padding: Theme.spacingS
                background: Rectangle {
                    radius: Theme.radius
                    color: Theme.feltDark
                    border.color: Theme.gold
                }

                Row {
                    spacing: Theme.spacingS

                    Repeater {
                        model: HotSeatSetup.palette

                        delegate: AbstractButton {
                            id: choice
                            required property string modelData
                            implicitWidth: 34
                            implicitHeight: 34
                            hoverEnabled: true
                            Accessible.name: modelData
                            onClicked: {
                                HotSeatSetup.setColour(row.index, modelData)
                                colourPopup.close()
                            }
                            background: Rectangle {
                                radius: width / 2
                                color: choice.modelData
                                border.width: Qt.colorEqual(row.colour, choice.modelData) || choice.hovered ? 3 : 1
                                border.color: Qt.colorEqual(row.colour, choice.modelData) ? Theme.parchment : Theme.gold
                            }
                        }
                    }
                }
            }
        }

        TextField {
            id: nameField
            objectName: "nameField" + row.index
            Layout.fillWidth: true
            Layout.minimumWidth: 150
            implicitHeight: Theme.choiceHeight
            text: row.name
            placeholderText: row.placeholder
            placeholderTextColor: "#99f7f1e1"
            maximumLength: 24
            color: Theme.textOnFelt
            selectByMouse: true
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.bodySize
            Accessible.name: qsTr("Name of player %1").arg(row.index + 1)
            onTextEdited: HotSeatSetup.setName(row.index, text)
            background: Rectangle {
                radius: Theme.radius
                color: "#66000000"
                border.color: nameField.activeFocus ? Theme.gold : Theme.panelBorder
                border.width: nameField.activeFocus ? 2 : 1
            }
        }

        ChoiceGroup {
            objectName: "kindChoice" + row.index
            currentValue: row.kind
            options: [
                //: A seat played by a person at this computer
                { value: HotSeatSetup.Person, label: qsTr("Person") },
                { value: HotSeatSetup.Easy, label: qsTr("Easy AI") },
                { value: HotSeatSetup.Medium, label: qsTr("Medium AI") },
                { value: HotSeatSetup.Hard, label: qsTr("Hard AI") }
            ]
            onActivated: value => HotSeatSetup.setKind(row.index, value)
        }

        AbstractButton {
            id: removeButton
            objectName: "removeSeat" + row.index
            implicitWidth: 40
            implicitHeight: 40
            enabled: row.canRemove
            opacity: enabled ? 1 : 0.25
            hoverEnabled: true
            focusPolicy: Qt.StrongFocus
            Accessible.name: qsTr("Remove player %1").arg(row.index + 1)
            onClicked: HotSeatSetup.removeSeat(row.index)

            background: Rectangle {
                radius: width / 2
                color: removeButton.hovered ? "#33f7eed6" : "transparent"
                border.color: Theme.panelBorder
                border.width: removeButton.visualFocus ? 2 : 1
            }
            contentItem: Text {
                text: "✕"
                color: Theme.parchment
                font.pixelSize: 18
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }
    }
}
