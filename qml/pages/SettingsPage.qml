import QtQuick
import QtQuick.Controls.Basic
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

    Flickable {
        id: flick
        objectName: "settingsFlick"
        anchors.top: header.bottom
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        contentWidth: width
        contentHeight: panel.y + panel.height + Theme.spacingXL
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ScrollBar.vertical: ScrollBar {
            policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        Panel {
            id: panel
            x: (flick.width - width) / 2
            // Centred in the space below the header when it fits; else it scrolls.
            y: Math.max(Theme.spacingL, (flick.height - height) / 2 - Theme.spacingXL)
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

                SettingRow {
                    Layout.fillWidth: true
                    title: qsTr("Card size")
                    description: qsTr("Your hand, the cards in play, and a card shown large. The Supply takes the room that is left.")

                    ChoiceGroup {
                        objectName: "cardSizeChoice"
                        currentValue: AppSettings.cardSize
                        options: [
                            //: Card size
                            { value: AppSettings.Small, label: qsTr("Small") },
                            //: Card size
                            { value: AppSettings.NormalSize, label: qsTr("Normal") },
                            //: Card size
                            { value: AppSettings.Large, label: qsTr("Large") }
                        ]
                        onActivated: value => AppSettings.cardSize = value
                    }
                }

                SettingRow {
                    Layout.fillWidth: true
                    title: qsTr("High-contrast card frames")
                    description: qsTr("A broad frame in one strong colour per card type, outlined in black: easy to tell apart.")

                    ToggleSwitch {
                        objectName: "highContrastSwitch"
                        checked: AppSettings.highContrastFrames
                        Accessible.name: qsTr("High-contrast card frames")
                        onToggled: AppSettings.highContrastFrames = checked
                    }
                }

                SectionTitle { Layout.fillWidth: true; text: qsTr("Sound") }

                SettingRow {
                    Layout.fillWidth: true
                    title: qsTr("Sound effects")
                    description: AppSettings.soundAvailable
                                 ? qsTr("Cards played, bought, shuffled and trashed, attacks, and the start of your turn. M turns them off and on at the table.")
                                 : qsTr("No audio device was found: the game stays silent.")

                    ToggleSwitch {
                        objectName: "soundSwitch"
                        checked: !AppSettings.soundMuted
                        Accessible.name: qsTr("Sound effects")
                        onToggled: AppSettings.soundMuted = !checked
                    }
                }

                SettingRow {
                    Layout.fillWidth: true
                    title: qsTr("Volume")

                    VolumeSlider {
                        id: volumeSlider
                        objectName: "volumeSlider"
                        enabled: !AppSettings.soundMuted
                        value: AppSettings.soundVolume
                        onMoved: AppSettings.soundVolume = Math.round(value)
                        // A sample at the new volume
                        onPressedChanged: if (!pressed) sample.play("buy")
                    }

                    Text {
                        objectName: "volumeText"
                        Layout.preferredWidth: 60
                        //: The sound's volume in percent
                        text: qsTr("%1 %").arg(AppSettings.soundVolume)
                        font.family: Theme.bodyFamily
                        font.pixelSize: Theme.bodySize
                        font.weight: Font.DemiBold
                        color: Theme.goldLight
                        opacity: volumeSlider.enabled ? 1 : 0.5
                    }
                }
            }
        }
    }

    SoundBoard {
        id: sample
        objectName: "settingsSound"
    }
}
