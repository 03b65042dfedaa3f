pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Dominion

// The left side of the kingdom dialog: the sets and editions to draw from, the rules the
// kingdom must follow, limits per set, and the banned and favourite cards. Rules that make
// the last request impossible are marked red; rules the cards on show break, amber.
Item {
    id: root

    required property KingdomBuilder builder

    // As plain JavaScript arrays.
    readonly property var conflicts: builder.conflicts
    readonly property var unmet: builder.unmet

    readonly property color conflictColor: "#ff8a7a"
    readonly property color unmetColor: "#f3c969"

    function setTitle(key) {
        return root.builder.setTitle(key)
    }

    function stateOf(key) {
        if (root.conflicts.indexOf(key) >= 0) return "conflict"
        if (root.unmet.indexOf(key) >= 0) return "unmet"
        return ""
    }

    // A short line under a rule when it is part of the problem.
    component RuleState: Row {
        id: ruleState
        required property string key
        readonly property string state: root.stateOf(key)
        visible: state.length > 0
        spacing: 4

        KingdomIcon {
            anchors.verticalCenter: parent.verticalCenter
            size: 14
            icon: "warning"
            color: ruleState.state === "conflict" ? root.conflictColor : root.unmetColor
        }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: ruleState.state === "conflict" ? qsTr("Cannot be met")
                                                 : qsTr("Not met by these cards: re-roll")
            font.family: Theme.bodyFamily
            font.pixelSize: 13
            font.weight: Font.DemiBold
            color: ruleState.state === "conflict" ? root.conflictColor : root.unmetColor
        }
    }

    component RuleRow: RowLayout {
        id: rule
        required property string key
        required property string title
        property string description
        property bool checked: false
        signal toggled(bool on)

        objectName: "rule_" + key
        spacing: Theme.spacingM

        Column {
            Layout.fillWidth: true
            spacing: 1

            Text {
                width: parent.width
                text: rule.title
                font.family: Theme.bodyFamily
                font.pixelSize: Theme.bodySize
                font.weight: Font.DemiBold
                color: root.stateOf(rule.key) === "conflict" ? root.conflictColor : Theme.textOnFelt
                wrapMode: Text.WordWrap
            }
            Text {
                width: parent.width
                visible: rule.description.length > 0
                text: rule.description
                font.family: Theme.bodyFamily
                font.pixelSize: 13
                color: Theme.textMuted
                wrapMode: Text.WordWrap
            }
            RuleState { key: rule.key }
        }

        ToggleSwitch {
            objectName: "ruleSwitch_" + rule.key
            Layout.alignment: Qt.AlignVCenter
            checked: rule.checked
            onToggled: rule.toggled(checked)
        }
    }

    component Heading: Text {
        Layout.fillWidth: true
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 14
        Layout.topMargin: Theme.spacingS
        font.family: Theme.displayFamily
        font.pixelSize: 21
        font.capitalization: Font.SmallCaps
        font.letterSpacing: 1
        color: Theme.goldLight

        Rectangle {
            anchors.top: parent.bottom
            anchors.topMargin: 2
            width: parent.width
            height: 1
            color: Theme.panelBorder
        }
    }

    Panel {
        anchors.fill: parent
        padding: 0

        ScrollView {
            id: scroll
            objectName: "rulesScroll"
            anchors.fill: parent
            anchors.margins: 2
            clip: true
            contentWidth: availableWidth
            ScrollBar.horizontal.policy: ScrollBar.AlwaysOff

            ColumnLayout {
                width: scroll.availableWidth - 2 * Theme.spacingL
                x: Theme.spacingL
                spacing: Theme.spacingM

                Item { implicitHeight: Theme.spacingS }

                Heading { text: qsTr("Cards from") }

                Repeater {
                    model: root.builder.sets

                    delegate: ColumnLayout {
                        id: setRow
                        required property var modelData
                        required property int index
                        Layout.fillWidth: true
                        spacing: 6
                        objectName: "set_" + modelData.key

                        RowLayout {
                            Layout.fillWidth: true
                            spacing: Theme.spacingM

                            Column {
                                Layout.fillWidth: true
                                Text {
                                    width: parent.width
                                    text: root.setTitle(setRow.modelData.key)
                                    font.family: Theme.displayFamily
                                    font.pixelSize: 22
                                    color: setRow.modelData.enabled ? Theme.parchment : Theme.textMuted
                                    elide: Text.ElideRight
                                }
                                Text {
                                    width: parent.width
                                    //: The number of Kingdom cards a set has in the chosen editions
                                    text: qsTr("%1 Kingdom cards").arg(setRow.modelData.cardCount)
                                    font.family: Theme.bodyFamily
                                    font.pixelSize: 13
                                    color: Theme.textMuted
                                }
                            }

                            ToggleSwitch {
                                objectName: "setSwitch_" + setRow.modelData.key
                                checked: setRow.modelData.enabled
                                onToggled: root.builder.setSetEnabled(setRow.modelData.key, checked)
                            }
                        }

                        KingdomSegments {
                            objectName: "editions_" + setRow.modelData.key
                            enabled: setRow.modelData.enabled
                            opacity: enabled ? 1 : 0.5
                            currentValue: setRow.modelData.editions
                            options: [
                                //: Cards of the first edition of a set
                                { value: 1, label: qsTr("1st edition") },
                                { value: 2, label: qsTr("2nd edition") },
                                //: Both editions of a set
                                { value: 3, label: qsTr("Both") }
                            ]
                            onActivated: value => root.builder.setSetEditions(setRow.modelData.key, value)
                        }
                    }
                }
                RuleState { key: "sets" }

                Heading { text: qsTr("The kingdom needs") }

                RuleRow {
                    Layout.fillWidth: true
                    key: "village"
                    title: qsTr("A village")
                    description: qsTr("A card giving +2 Actions")
                    checked: root.builder.requireVillage
                    onToggled: on => root.builder.requireVillage = on
                }
                RuleRow {
                    Layout.fillWidth: true
                    key: "buy"
                    title: qsTr("+Buy")
                    checked: root.builder.requireBuy
                    onToggled: on => root.builder.requireBuy = on
                }
                RuleRow {
                    Layout.fillWidth: true
                    key: "draw"
                    title: qsTr("Card draw")
                    description: qsTr("+2 Cards or more")
                    checked: root.builder.requireDraw
                    onToggled: on => root.builder.requireDraw = on
                }
                RuleRow {
                    Layout.fillWidth: true
                    key: "trashing"
                    title: qsTr("Trashing")
                    checked: root.builder.requireTrashing
                    onToggled: on => root.builder.requireTrashing = on
                }
                RuleRow {
                    Layout.fillWidth: true
                    key: "reaction"
                    title: qsTr("A Reaction to Attacks")
                    description: qsTr("When there is an Attack")
                    checked: root.builder.requireReaction
                    onToggled: on => root.builder.requireReaction = on
                }
                RuleRow {
                    Layout.fillWidth: true
                    key: "costSpread"
                    title: qsTr("A spread of costs")
                    description: qsTr("$2–3, $4 and $5 or more")
                    checked: root.builder.costSpread
                    onToggled: on => root.builder.costSpread = on
                }

                Heading { text: qsTr("Cards per set") }

                RowLayout {
                    Layout.fillWidth: true
                    objectName: "rule_maxPerSet"
                    Column {
                        Layout.fillWidth: true
                        Text {
                            width: parent.width
                            text: qsTr("At most from one set")
                            font.family: Theme.bodyFamily
                            font.pixelSize: Theme.bodySize
                            font.weight: Font.DemiBold
                            color: root.stateOf("maxPerSet") === "conflict" ? root.conflictColor : Theme.textOnFelt
                            wrapMode: Text.WordWrap
                        }
                        RuleState { key: "maxPerSet" }
                    }
                    KingdomStepper {
                        objectName: "maxPerSetStepper"
                        value: root.builder.maxPerSet
                        from: 0
                        to: 10
                        //: No maximum number of cards from one set
                        zeroText: qsTr("No limit")
                        onChanged: value => root.builder.maxPerSet = value
                    }
                }

                Repeater {
                    model: root.builder.sets

                    delegate: RowLayout {
                        id: minRow
                        required property var modelData
                        Layout.fillWidth: true
                        Text {
                            Layout.fillWidth: true
                            //: %1 is a set: "At least from Intrigue"
                            text: qsTr("At least from %1").arg(root.setTitle(minRow.modelData.key))
                            font.family: Theme.bodyFamily
                            font.pixelSize: Theme.bodySize
                            font.weight: Font.DemiBold
                            color: root.stateOf("minPerSet") === "conflict" ? root.conflictColor : Theme.textOnFelt
                            wrapMode: Text.WordWrap
                        }
                        KingdomStepper {
                            objectName: "minStepper_" + minRow.modelData.key
                            value: minRow.modelData.minCount
                            from: 0
                            to: 10
                            onChanged: value => root.builder.setMinPerSet(minRow.modelData.key, value)
                        }
                    }
                }
                RuleState { key: "minPerSet" }

                Heading { text: qsTr("Banned and favourite cards") }

                Text {
                    Layout.fillWidth: true
                    visible: root.builder.banned.length === 0 && root.builder.favourites.length === 0
                    text: qsTr("Ban a card to never draw it; favourites come up three times as often. Use the buttons under a card or the card browser.")
                    font.family: Theme.bodyFamily
                    font.pixelSize: 13
                    color: Theme.textMuted
                    wrapMode: Text.WordWrap
                }

                Flow {
                    Layout.fillWidth: true
                    spacing: 6
                    visible: root.builder.favourites.length > 0 || root.builder.banned.length > 0

                    Repeater {
                        model: root.builder.favourites
                        delegate: KingdomCardChip {
                            required property var modelData
                            cardId: modelData
                            icon: "star"
                            onRemoveClicked: root.builder.toggleFavourite(cardId)
                        }
                    }
                    Repeater {
                        model: root.builder.banned
                        delegate: KingdomCardChip {
                            required property var modelData
                            cardId: modelData
                            icon: "ban"
                            danger: true
                            onRemoveClicked: root.builder.toggleBan(cardId)
                        }
                    }
                }
                RuleState { key: "banned" }

                KingdomToolButton {
                    objectName: "resetRulesButton"
                    Layout.alignment: Qt.AlignHCenter
                    Layout.topMargin: Theme.spacingS
                    symbol: "reroll"
                    text: qsTr("Reset the rules")
                    onClicked: root.builder.resetOptions()
                }

                Item { implicitHeight: Theme.spacingM }
            }
        }
    }
}
