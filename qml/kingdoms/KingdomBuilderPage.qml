pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Layouts
import Dominion

// The kingdom dialog: the ten cards by cost, the rules they are drawn under, re-rolls,
// locks, cards chosen by hand, the rulebooks' recommended kingdoms, and from here a game or
// the library.
Item {
    id: page

    readonly property alias builder: kingdomBuilder
    // Opened from the set-up of a game at one computer: Play starts that game (HotSeatSetup).
    property bool hotSeat: false
    readonly property string opponentSummary: hotSeat
        //: The kingdom dialog's game is for %n players (2 to 6) at one computer
        ? qsTr("For %n player(s) at this computer", "", HotSeatSetup.seatCount)
        //: %n is the number of computer players (1 to 5)
        : qsTr("Against %n computer player(s)", "", AppController.opponentCount)
          + " · " + [qsTr("Easy"), qsTr("Medium"), qsTr("Hard")][AppController.aiLevel]

    signal backClicked()
    signal libraryClicked()
    // A game with these cards was started (GameController.newGame).
    signal playStarted()

    // Shows a saved kingdom of the library.
    function openSaved(id) {
        const row = KingdomLibrary.indexOf(id)
        if (row < 0) return
        const k = KingdomLibrary.get(row)
        kingdomBuilder.loadCards(k.cardNames, k.name, k.note, k.kingdomId)
        page.colonies = k.colonies
        page.shelters = k.shelters
        page.baneCardId = k.baneCardId
        page.earlierVersions = k.earlierVersions
    }

    // Set-up beyond the ten cards: Platinum and Colony, Shelters, Young Witch's Bane (-1:
    // drawn at random when the game starts), and the earlier texts of the cards changed in 2022
    // (offered when the kingdom has one). Saved with the kingdom.
    property bool colonies: false
    property bool shelters: false
    property int baneCardId: -1
    property bool earlierVersions: false
    readonly property var setupOptions: ({ colonies: page.colonies, shelters: page.shelters,
                                           baneCardId: page.baneCardId,
                                           earlierVersions: page.earlierVersions && page.changedCards.length > 0 })
    // Both re-read whenever the cards change (cardIds is the dependency).
    readonly property var changedCards: kingdomBuilder.cardIds.length >= 0 ? kingdomBuilder.changedCardNames() : []
    readonly property var baneChoices: kingdomBuilder.cardIds.length >= 0 ? kingdomBuilder.baneCandidates() : []
    onBaneChoicesChanged: {
        if (!baneChoices.some(c => c.cardId === baneCardId)) baneCardId = -1
    }

    function nextBane() {
        const at = baneChoices.findIndex(c => c.cardId === baneCardId)
        baneCardId = at + 1 < baneChoices.length ? baneChoices[at + 1].cardId : -1
    }

    function play() {
        if (!kingdomBuilder.complete) return
        const row = KingdomLibrary.indexOf(kingdomBuilder.libraryId)
        if (row >= 0) KingdomLibrary.markUsed(row)
        if (page.hotSeat)
            HotSeatSetup.startWithKingdom(kingdomBuilder.englishNames(), page.colonies ? 1 : 0,
                                          page.baneCardId, page.shelters ? 1 : 0,
                                          page.setupOptions.earlierVersions)
        else
            GameController.newGame(AppController.opponentCount, AppController.aiLevel,
                                   kingdomBuilder.englishNames(), 0, page.colonies ? 1 : 0, page.baneCardId,
                                   page.shelters ? 1 : 0, page.setupOptions.earlierVersions)
        page.playStarted()
    }

    Component.onCompleted: {
        if (!CardFacts.catalog) CardFacts.catalog = CardCatalog
    }

    KingdomBuilder {
        id: kingdomBuilder
    }

    PageHeader {
        id: header
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: Theme.spacingL
        //: Title of the kingdom dialog: the ten Kingdom cards of a game
        title: qsTr("Kingdom")
        onBackClicked: page.backClicked()
    }

    KingdomToolButton {
        objectName: "libraryButton"
        anchors.right: parent.right
        anchors.rightMargin: Theme.spacingL
        anchors.verticalCenter: header.verticalCenter
        anchors.verticalCenterOffset: -Theme.spacingS / 2
        symbol: "book"
        text: qsTr("Library")
        onClicked: page.libraryClicked()
    }

    KingdomRulesPanel {
        id: rules
        objectName: "rulesPanel"
        anchors.left: parent.left
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacingL
        width: Math.min(360, Math.max(300, page.width * 0.25))
        builder: kingdomBuilder
    }

    Item {
        id: main
        anchors.left: rules.right
        anchors.right: parent.right
        anchors.top: header.bottom
        anchors.bottom: parent.bottom
        anchors.leftMargin: Theme.spacingXL
        anchors.rightMargin: Theme.spacingL
        anchors.topMargin: Theme.spacingL
        anchors.bottomMargin: Theme.spacingL

        // Tool bar; its buttons show only their icons when their labels do not fit (German and
        // French at 1280×720).
        readonly property bool compactTools: width < presetButton.fullWidth + browseButton.fullWidth
                                                     + pasteButton.fullWidth + clearButton.fullWidth
                                                     + rerollAllButton.fullWidth + 5 * Theme.spacingM + 24
        // The footer's buttons likewise, with some room for the summary of the opponents.
        readonly property bool compactFooter: width < copyButton.fullWidth + saveButton.fullWidth
                                                      + playButton.fullWidth + 3 * Theme.spacingM + 160

        RowLayout {
            id: tools
            anchors.left: parent.left
            anchors.right: parent.right
            spacing: Theme.spacingM

            KingdomToolButton {
                id: presetButton
                objectName: "presetButton"
                compact: main.compactTools
                symbol: "book"
                //: Opens the list of kingdoms recommended by the rulebooks
                text: qsTr("Recommended ▾")
                onClicked: presetMenu.open()

                KingdomPresetMenu {
                    id: presetMenu
                    y: presetButton.height + 6
                    builder: kingdomBuilder
                }
            }
            KingdomToolButton {
                id: browseButton
                objectName: "browseButton"
                compact: main.compactTools
                symbol: "search"
                text: qsTr("Choose cards…")
                onClicked: browser.openFor(-1)
            }
            KingdomToolButton {
                id: pasteButton
                objectName: "pasteKingdomButton"
                compact: main.compactTools
                symbol: "paste"
                text: qsTr("Paste…")
                onClicked: importDialog.openFromClipboard()
            }
            Item { Layout.fillWidth: true }
            KingdomToolButton {
                id: clearButton
                objectName: "clearButton"
                compact: main.compactTools
                symbol: "close"
                text: qsTr("Clear unlocked")
                enabled: kingdomBuilder.cardCount > 0
                onClicked: kingdomBuilder.clearUnlocked()
            }
            KingdomToolButton {
                id: rerollAllButton
                objectName: "rerollAllButton"
                primary: true
                symbol: "dice"
                text: kingdomBuilder.complete ? qsTr("Re-roll all") : qsTr("Fill the empty places")
                onClicked: kingdomBuilder.rerollAll()
            }
        }

        // The kingdom's name, or what went wrong.
        Item {
            id: banner
            anchors.top: tools.bottom
            anchors.topMargin: Theme.spacingM
            anchors.left: parent.left
            anchors.right: parent.right
            height: 66

            Column {
                anchors.verticalCenter: parent.verticalCenter
                width: parent.width
                visible: kingdomBuilder.error.length === 0
                spacing: 2

                Text {
                    objectName: "kingdomTitle"
                    width: parent.width
                    text: kingdomBuilder.kingdomName.length > 0 ? kingdomBuilder.kingdomName
                                                                : qsTr("Your kingdom")
                    font.family: Theme.displayFamily
                    font.pixelSize: 32
                    color: Theme.goldLight
                    style: Text.Raised
                    styleColor: Theme.shadow
                    elide: Text.ElideRight
                }
                Text {
                    width: parent.width
                    readonly property var unmet: kingdomBuilder.unmet
                    readonly property var unmetTitles: unmet.map(k => kingdomBuilder.ruleTitle(k))
                    text: unmetTitles.length > 0
                          //: %1 lists rules the cards shown do not follow
                          ? qsTr("These cards do not follow the rules: %1. Re-roll to apply them.").arg(unmetTitles.join(", "))
                          : kingdomBuilder.kingdomNote.length > 0
                            ? kingdomBuilder.kingdomNote
                            : qsTr("Click a card to lock it: re-rolling keeps locked cards.")
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.smallSize + 1
                    font.weight: unmetTitles.length > 0 ? Font.DemiBold : Font.Normal
                    color: unmetTitles.length > 0 ? "#f3c969" : Theme.textMuted
                    elide: Text.ElideRight
                }
            }

            Rectangle {
                objectName: "errorBanner"
                anchors.fill: parent
                visible: kingdomBuilder.error.length > 0
                radius: Theme.radius
                color: "#e0441510"
                border.color: "#ff8a7a"
                border.width: 1.5

                KingdomIcon {
                    id: errorIcon
                    x: Theme.spacingM
                    anchors.verticalCenter: parent.verticalCenter
                    size: 28
                    icon: "warning"
                    color: "#ffd2c8"
                }
                Column {
                    anchors.left: errorIcon.right
                    anchors.leftMargin: Theme.spacingM
                    anchors.right: parent.right
                    anchors.rightMargin: Theme.spacingM
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: 2
                    Text {
                        objectName: "errorText"
                        width: parent.width
                        text: kingdomBuilder.error
                        font.family: Theme.bodyFamily
                        font.pixelSize: Theme.bodySize
                        font.weight: Font.Bold
                        color: "#fff1ec"
                        elide: Text.ElideRight
                    }
                    Text {
                        objectName: "errorDetail"
                        width: parent.width
                        text: kingdomBuilder.errorDetail
                        font.family: Theme.bodyFamily
                        font.pixelSize: 13
                        color: "#ffd2c8"
                        wrapMode: Text.WordWrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                    }
                }
            }
        }

        // The ten cards, by cost, in two rows of five.
        Item {
            id: cardsArea
            anchors.top: banner.bottom
            anchors.topMargin: Theme.spacingL
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: footer.top
            anchors.bottomMargin: Theme.spacingM
            // Under a dialog the cards take no clicks: a tap handler gets a click that a card of
            // the browser above it took too (a click in the browser locked the card beneath).
            enabled: !browser.visible && !saveDialog.visible && !importDialog.visible

            readonly property int columnSpacing: Theme.spacingL
            readonly property int rowSpacing: Theme.spacingL
            readonly property real toolsHeight: 32 + Theme.spacingS
            readonly property real widthLimit: (width - 4 * columnSpacing) / 5
            // With the buttons below the cards; too small, the buttons go over the cards.
            readonly property real outsideWidth: Math.min(
                widthLimit, ((height - rowSpacing) / 2 - toolsHeight - 12) * 250 / 390, 240)
            readonly property bool toolsInside: outsideWidth < 150
            readonly property real cardWidth: Math.floor(Math.max(80, toolsInside
                ? Math.min(widthLimit, ((height - rowSpacing) / 2 - 12) * 250 / 390, 240)
                : outsideWidth))

            Grid {
                id: grid
                objectName: "kingdomGrid"
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.verticalCenter: parent.verticalCenter
                columns: 5
                columnSpacing: cardsArea.columnSpacing
                rowSpacing: cardsArea.rowSpacing

                Repeater {
                    id: slots
                    objectName: "kingdomSlots"
                    model: kingdomBuilder.cards

                    delegate: KingdomSlot {
                        builder: kingdomBuilder
                        preview: cardPreview
                        earlierVersions: page.setupOptions.earlierVersions
                        cardWidth: cardsArea.cardWidth
                        toolsInside: cardsArea.toolsInside
                        onChooseRequested: replaceCardId => browser.openFor(replaceCardId)
                    }
                }
            }
        }

        // Save, share, play. The set-up options stand on the same line when it is wide enough
        // for them and the actions, else on a line of their own above them (1366×768, German).
        Item {
            id: footer
            objectName: "kingdomFooter"
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            readonly property bool oneLine: width >= setupRow.implicitWidth + actionsRow.minimumWidth + Theme.spacingL
            height: oneLine ? Math.max(setupRow.implicitHeight, actionsRow.implicitHeight)
                            : setupRow.implicitHeight + Theme.spacingS + actionsRow.implicitHeight

            RowLayout {
                id: setupRow
                objectName: "setupRow"
                x: 0
                y: footer.oneLine ? (footer.height - height) / 2 : 0
                width: implicitWidth
                spacing: Theme.spacingM

                ToggleSwitch {
                    objectName: "coloniesSwitch"
                    checked: page.colonies
                    onToggled: page.colonies = checked
                    Accessible.name: coloniesLabel.text
                }
                Text {
                    id: coloniesLabel
                    //: A set-up option: the Supply gets Platinum and Colony piles (Prosperity)
                    text: qsTr("Platinum and Colony")
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.smallSize
                    color: Theme.textOnFelt
                }
                ToggleSwitch {
                    objectName: "sheltersSwitch"
                    checked: page.shelters
                    onToggled: page.shelters = checked
                    Accessible.name: sheltersLabel.text
                }
                Text {
                    id: sheltersLabel
                    //: A set-up option: each player starts with Hovel, Necropolis and Overgrown Estate instead of 3 Estates (Dark Ages)
                    text: qsTr("Shelters")
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.smallSize
                    color: Theme.textOnFelt
                }
                // Only with a card that changed in 2022 in the kingdom: its text as printed before.
                ToggleSwitch {
                    objectName: "earlierVersionsSwitch"
                    visible: page.changedCards.length > 0
                    checked: page.earlierVersions
                    onToggled: page.earlierVersions = checked
                    Accessible.name: earlierVersionsLabel.text
                }
                Text {
                    id: earlierVersionsLabel
                    visible: page.changedCards.length > 0
                    //: A set-up option: the named cards play their text printed before 2022 (e.g. "Earlier text: Hoard, Mint")
                    text: qsTr("Earlier text: %1").arg(page.changedCards.join(", "))
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.smallSize
                    color: Theme.textOnFelt
                }
                KingdomToolButton {
                    objectName: "baneButton"
                    visible: page.baneChoices.length > 0
                    compact: main.width < 820
                    symbol: "shuffle"
                    text: {
                        const chosen = page.baneChoices.find(c => c.cardId === page.baneCardId)
                        //: Young Witch's Bane pile, chosen or drawn at random; click for the next choice
                        return chosen ? qsTr("Bane: %1").arg(chosen.name) : qsTr("Bane: random")
                    }
                    onClicked: page.nextBane()
                }
            }

            RowLayout {
                id: actionsRow
                objectName: "actionsRow"
                // The buttons, and some room for the summary of the opponents
                readonly property real minimumWidth: copyButton.implicitWidth + saveButton.implicitWidth
                                                     + playButton.implicitWidth + 3 * spacing + 160
                anchors.left: parent.left
                anchors.leftMargin: footer.oneLine ? setupRow.implicitWidth + Theme.spacingL : 0
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                spacing: Theme.spacingM

                KingdomToolButton {
                    id: copyButton
                    objectName: "copyTextButton"
                    compact: main.compactFooter
                    symbol: "copy"
                    text: qsTr("Copy as text")
                    enabled: kingdomBuilder.cardCount > 0
                    onClicked: {
                        KingdomLibrary.copyToClipboard(kingdomBuilder.kingdomText())
                        notice.show(qsTr("The card list is on the clipboard."))
                    }
                }
                KingdomToolButton {
                    id: saveButton
                    objectName: "saveButton"
                    compact: main.compactFooter
                    symbol: "book"
                    text: qsTr("Save to the library…")
                    enabled: kingdomBuilder.cardCount > 0
                    onClicked: saveDialog.openDialog()
                }
                Text {
                    objectName: "opponentSummary"
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignRight
                    // Two lines before anything is cut: the tool bar is full on narrow windows.
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    text: page.opponentSummary
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.smallSize
                    color: Theme.textMuted
                }
                KingdomToolButton {
                    id: playButton
                    objectName: "playButton"
                    primary: true
                    large: true
                    symbol: "play"
                    text: qsTr("Play this kingdom")
                    enabled: kingdomBuilder.complete && (!page.hotSeat || HotSeatSetup.canStart)
                    onClicked: page.play()
                }
            }
        }
    }

    KingdomCardPreview {
        id: cardPreview
        anchors.fill: parent
        earlierVersions: page.setupOptions.earlierVersions
        cardWidth: Math.min(320, page.height * 0.5)
    }

    KingdomCardBrowser {
        id: browser
        builder: kingdomBuilder
    }

    KingdomSaveDialog {
        id: saveDialog
        builder: kingdomBuilder
        setup: page.setupOptions
        onSaved: (id, name) => notice.show(qsTr("“%1” is in the library.").arg(name))
    }

    KingdomImportDialog {
        id: importDialog
        toLibrary: false
        onAccepted: (cards, name, note) => kingdomBuilder.loadCards(cards, name, note, "")
    }

    Connections {
        target: KingdomLibrary
        function onErrorOccurred(message) { notice.show(message) }
    }

    Notice {
        id: notice
        objectName: "kingdomNotice"
    }
}
