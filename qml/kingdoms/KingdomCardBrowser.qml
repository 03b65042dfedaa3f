pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Templates as T
import QtQuick.Layouts
import Dominion

// Every Kingdom card, to pick the kingdom by hand: search by name (English, German, French)
// and text, filter by set, cost and type; click a card to put it in the kingdom (in place
// of `replaceCardId` when the browser was opened for one place) or to take it out. Cards
// can be banned or made favourites here too.
Popup {
    id: root

    required property KingdomBuilder builder
    // The card whose place is being filled; -1: any empty place.
    property int replaceCardId: -1
    property string message

    // As plain JavaScript arrays.
    readonly property var kingdomIds: builder.cardIds
    readonly property var bannedIds: builder.banned
    readonly property var favouriteIds: builder.favourites
    readonly property var replaceInfo: CardFacts.card(replaceCardId, AppSettings.language)

    function openFor(cardId) {
        replaceCardId = cardId
        message = ""
        open()
        search.forceActiveFocus()
    }

    function pick(cardId) {
        if (replaceCardId >= 0) {
            if (cardId !== replaceCardId) root.message = root.builder.placeCard(cardId, replaceCardId)
            if (root.message.length === 0) root.close()
            return
        }
        if (root.builder.contains(cardId)) {
            root.builder.removeCard(cardId)
            root.message = ""
        } else {
            root.message = root.builder.placeCard(cardId, -1)
        }
    }

    function setTitle(key) {
        return root.builder.setTitle(key)
    }

    // "All sets", then every set the card table has a kingdom's worth of (KingdomBuilder)
    function setOptions() {
        //: Show cards of every set
        const out = [{ value: "", label: qsTr("All sets") }]
        const sets = root.builder.browserSets()
        for (let i = 0; i < sets.length; ++i) out.push(sets[i])
        return out
    }

    objectName: "cardBrowser"
    parent: T.Overlay.overlay
    anchors.centerIn: parent
    width: parent ? Math.min(parent.width - 60, 1500) : 1200
    height: parent ? parent.height - 50 : 800
    modal: true
    focus: true
    padding: Theme.spacingL
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    T.Overlay.modal: Rectangle { color: "#b0000000" }

    enter: Transition {
        NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.durationMedium }
        NumberAnimation { property: "scale"; from: 0.96; to: 1; duration: Theme.durationMedium; easing.type: Easing.OutCubic }
    }
    exit: Transition {
        NumberAnimation { property: "opacity"; from: 1; to: 0; duration: Theme.durationShort }
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

    CardBrowserModel {
        id: cards
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacingM

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingM

            Column {
                Layout.fillWidth: true
                spacing: 2

                Text {
                    objectName: "browserTitle"
                    width: parent.width
                    text: root.replaceCardId >= 0
                          //: %1 is a card's name
                          ? qsTr("Replace %1").arg(root.replaceInfo.name)
                          : qsTr("Choose the Kingdom cards")
                    font.family: Theme.displayFamily
                    font.pixelSize: 34
                    color: Theme.goldLight
                    elide: Text.ElideRight
                }
                Text {
                    width: parent.width
                    text: root.replaceCardId >= 0
                          ? qsTr("Click the card that takes its place.")
                          : qsTr("Click a card to put it in an empty place, or a card of the kingdom to take it out. Cards you choose are locked.")
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.smallSize
                    color: Theme.textMuted
                    wrapMode: Text.WordWrap
                }
            }

            Text {
                visible: root.replaceCardId < 0
                //: How many of the ten places of the kingdom are filled
                text: qsTr("%1 of 10 cards").arg(root.builder.cardCount)
                font.family: Theme.displayFamily
                font.pixelSize: 24
                color: root.builder.complete ? Theme.goldLight : Theme.parchment
            }

            KingdomIconButton {
                objectName: "browserCloseButton"
                symbol: "close"
                diameter: 40
                tip: qsTr("Close")
                onClicked: root.close()
            }
        }

        // Filters
        Flow {
            Layout.fillWidth: true
            spacing: Theme.spacingM

            KingdomTextField {
                id: search
                objectName: "browserSearch"
                width: 300
                icon: "search"
                placeholderText: qsTr("Search names and card text")
                onTextChanged: cards.search = text
            }

            KingdomSegments {
                objectName: "browserSetFilter"
                currentValue: cards.setFilter
                options: root.setOptions()
                onActivated: value => cards.setFilter = value
            }

            KingdomSegments {
                objectName: "browserCostFilter"
                currentValue: cards.costFilter
                options: [
                    //: Show cards of every cost
                    { value: -1, label: qsTr("Any cost") },
                    { value: 2, label: "$2" }, { value: 3, label: "$3" }, { value: 4, label: "$4" },
                    { value: 5, label: "$5" },
                    //: Cards costing 6 coins or more
                    { value: cards.maxCostFilter, label: qsTr("$%1+").arg(cards.maxCostFilter) }
                ]
                onActivated: value => cards.costFilter = value
            }

            KingdomSegments {
                objectName: "browserTypeFilter"
                currentValue: cards.typeFilter
                options: [
                    //: Show cards of every type
                    { value: "", label: qsTr("All types") },
                    { value: "Action", label: qsTr("Action") },
                    { value: "Attack", label: qsTr("Attack") },
                    { value: "Reaction", label: qsTr("Reaction") },
                    { value: "Treasure", label: qsTr("Treasure") },
                    { value: "Victory", label: qsTr("Victory") }
                ]
                onActivated: value => cards.typeFilter = value
            }
        }

        GridView {
            id: grid
            objectName: "browserGrid"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: cards
            readonly property int columns: Math.max(3, Math.floor(width / 190))
            cellWidth: Math.floor(width / columns)
            cellHeight: (cellWidth - 20) * 390 / 250 + 34
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }

            delegate: Item {
                id: tile

                required property int index
                required property int cardId
                required property string name
                required property string set
                required property int editions

                readonly property bool inKingdom: root.kingdomIds.indexOf(cardId) >= 0
                readonly property bool banned: root.bannedIds.indexOf(cardId) >= 0
                readonly property bool favourite: root.favouriteIds.indexOf(cardId) >= 0

                objectName: "browserCard_" + index
                width: grid.cellWidth
                height: grid.cellHeight

                Card {
                    id: tileCard
                    x: 10
                    y: 8
                    width: tile.width - 20
                    cardId: tile.cardId
                    dimmed: tile.banned
                    glowColor: tile.inKingdom ? Theme.goldLight : "transparent"
                    scale: tileHover.hovered ? 1.04 : 1
                    Behavior on scale { NumberAnimation { duration: Theme.durationShort } }
                }

                HoverHandler {
                    id: tileHover
                    cursorShape: Qt.PointingHandCursor
                    onHoveredChanged: hovered ? browserPreview.request(tile.cardId, tileCard)
                                              : browserPreview.cancel(tileCard)
                }
                TapHandler { onTapped: root.pick(tile.cardId) }

                // In the kingdom: a gold seal
                Rectangle {
                    visible: tile.inKingdom
                    anchors.horizontalCenter: tileCard.horizontalCenter
                    y: tileCard.y - 6
                    width: 26
                    height: 26
                    radius: 13
                    color: Theme.gold
                    border.color: Theme.goldDark
                    KingdomIcon { anchors.centerIn: parent; size: 16; icon: "check"; color: Theme.ink; lineWidth: 3 }
                }

                Row {
                    anchors.horizontalCenter: tileCard.horizontalCenter
                    anchors.bottom: tileCard.bottom
                    anchors.bottomMargin: tileCard.height * 0.16
                    spacing: 8
                    visible: tileHover.hovered || tile.favourite || tile.banned

                    KingdomIconButton {
                        objectName: "favouriteButton"
                        diameter: 30
                        symbol: tile.favourite ? "star" : "starOutline"
                        active: tile.favourite
                        tip: tile.favourite ? qsTr("No longer a favourite") : qsTr("Favourite: drawn more often")
                        onClicked: root.builder.toggleFavourite(tile.cardId)
                    }
                    KingdomIconButton {
                        objectName: "banButton"
                        diameter: 30
                        symbol: "ban"
                        danger: true
                        active: tile.banned
                        tip: tile.banned ? qsTr("Allow this card again") : qsTr("Ban: never draw this card")
                        onClicked: root.builder.toggleBan(tile.cardId)
                    }
                }

                Text {
                    anchors.top: tileCard.bottom
                    anchors.topMargin: 6
                    anchors.horizontalCenter: tileCard.horizontalCenter
                    width: tileCard.width
                    horizontalAlignment: Text.AlignHCenter
                    text: tile.editions === 1
                          //: %1 is a set; the card was removed in the set's 2nd edition
                          ? qsTr("%1 · 1st edition").arg(root.setTitle(tile.set))
                          : tile.editions === 2
                            //: %1 is a set; the card is new in the set's 2nd edition
                            ? qsTr("%1 · 2nd edition").arg(root.setTitle(tile.set))
                            : root.setTitle(tile.set)
                    font.family: Theme.bodyFamily
                    font.pixelSize: 13
                    color: Theme.textMuted
                    elide: Text.ElideRight
                }
            }

            Text {
                anchors.centerIn: parent
                visible: cards.count === 0
                text: qsTr("No card matches.")
                font.family: Theme.displayFamily
                font.pixelSize: 26
                color: Theme.textMuted
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingM

            Text {
                objectName: "browserMessage"
                Layout.fillWidth: true
                text: root.message
                font.family: Theme.bodyFamily
                font.pixelSize: Theme.bodySize
                font.weight: Font.DemiBold
                color: "#ffb4a8"
                wrapMode: Text.WordWrap
            }

            KingdomToolButton {
                text: qsTr("Clear the filters")
                symbol: "close"
                visible: cards.search.length > 0 || cards.setFilter.length > 0 || cards.costFilter >= 0
                         || cards.typeFilter.length > 0
                onClicked: {
                    search.text = ""
                    cards.clearFilters()
                }
            }

            KingdomToolButton {
                objectName: "browserDoneButton"
                primary: true
                symbol: "check"
                text: qsTr("Done")
                onClicked: root.close()
            }
        }
    }

    KingdomCardPreview {
        id: browserPreview
        anchors.fill: parent
        cardWidth: Math.min(320, root.height * 0.5)
        delay: 650
    }
}
