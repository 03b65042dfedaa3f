import QtQuick
import QtQuick.Layouts
import Dominion

// The player's preferences. Every change applies and is saved at once.
Item {
    id: page

    signal backClicked()

    PageHeader {
        id: header
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: Theme.spacingL
        title: qsTr("Settings")
        onBackClicked: page.backClicked()
    }

    Panel {
        anchors.horizontalCenter: parent.horizontalCenter
        // Centred in the space below the header, never under it.
        y: Math.max(header.y + header.height + Theme.spacingL,
                    header.y + header.height + (page.height - header.y - header.height - height) / 2
                    - Theme.spacingXL)
        width: Math.min(Theme.pageMaxWidth, page.width - 2 * Theme.spacingXL)

        ColumnLayout {
            width: parent.width
            spacing: Theme.spacingL

            SectionTitle { Layout.fillWidth: true; text: qsTr("Game") }

            SettingRow {
                Layout.fillWidth: true
                title: qsTr("Language")
                description: qsTr("Menus, messages and card names.")

                ChoiceGroup {
                    objectName: "languageChoice"
                    currentValue: AppSettings.language
                    options: [
                        //: Language choice: follow the operating system's language
                        { value: "", label: qsTr("System") },
                        //: Language name, always written in that language
                        { value: "en", label: qsTr("English") },
                        //: Language name, always written in that language
                        { value: "de", label: qsTr("Deutsch") },
                        //: Language name, always written in that language
                        { value: "fr", label: qsTr("Français") }
                    ]
                    onActivated: value => AppSettings.language = value
                }
            }

            SettingRow {
                Layout.fillWidth: true
                title: qsTr("Animation speed")
                description: qsTr("How fast cards move on the table.")

                SpeedSlider {
                    id: speedSlider
                    objectName: "speedSlider"
                    value: AppSettings.animationSpeed
                    onMoved: AppSettings.animationSpeed = Math.round(value)
                }

                Text {
                    objectName: "speedName"
                    Layout.preferredWidth: 120
                    text: speedSlider.valueName
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.bodySize
                    font.weight: Font.DemiBold
                    color: Theme.goldLight
                }
            }

            SectionTitle { Layout.fillWidth: true; text: qsTr("Table") }

            SettingRow {
                Layout.fillWidth: true
                title: qsTr("Show victory points")
                description: qsTr("Keep every player's current score in view during the game.")

                ToggleSwitch {
                    objectName: "victoryPointsSwitch"
                    checked: AppSettings.showVictoryPoints
                    Accessible.name: qsTr("Show victory points")
                    onToggled: AppSettings.showVictoryPoints = checked
                }
            }

            SettingRow {
                Layout.fillWidth: true
                title: qsTr("Ask before a careless buy")
                description: qsTr("Before buying a Curse, or a card costing less than half of your coins, while Treasures are still in your hand.")

                ToggleSwitch {
                    objectName: "confirmCheapBuysSwitch"
                    checked: AppSettings.confirmCheapBuys
                    Accessible.name: qsTr("Ask before a careless buy")
                    onToggled: AppSettings.confirmCheapBuys = checked
                }
            }

            SettingRow {
                Layout.fillWidth: true
                title: qsTr("End my turn after my last buy")
                description: qsTr("Otherwise the turn waits for End turn (E), and every buy can be undone until then.")

                ToggleSwitch {
                    objectName: "endTurnAfterLastBuySwitch"
                    checked: AppSettings.endTurnAfterLastBuy
                    Accessible.name: qsTr("End my turn after my last buy")
                    onToggled: AppSettings.endTurnAfterLastBuy = checked
                }
            }
        }
    }
}
