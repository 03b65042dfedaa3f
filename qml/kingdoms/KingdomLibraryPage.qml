pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Dialogs
import QtQuick.Layouts
import Dominion

// The player's saved kingdoms, the last used first: play one in one click, open it in the
// kingdom dialog, rename, duplicate, share as text or as a file, delete; import from a
// forum post or a file.
Item {
    id: page

    signal backClicked()
    // Open the saved kingdom `id` in the kingdom dialog ("" for a new kingdom).
    signal openClicked(string id)
    // A game with a saved kingdom was started (GameController.newGame).
    signal playStarted()
    // Opened for a game at one computer: Play starts that game (HotSeatSetup).
    property bool hotSeat: false

    function play(row) {
        const k = KingdomLibrary.get(row)
        if (!k.kingdomId) return
        if (page.hotSeat && !HotSeatSetup.canStart) return
        KingdomLibrary.markUsed(row)
        if (page.hotSeat)
            HotSeatSetup.startWithKingdom(k.cardNames, k.colonies ? 1 : 0, k.baneCardId, k.shelters ? 1 : 0,
                                          k.earlierVersions)
        else
            GameController.newGame(AppController.opponentCount, AppController.aiLevel, k.cardNames, 0,
                                   k.colonies ? 1 : 0, k.baneCardId, k.shelters ? 1 : 0, k.earlierVersions)
        page.playStarted()
    }

    function exportRow(row) {
        exportDialog.row = row
        const file = KingdomLibrary.suggestedExportFile(row)
        exportDialog.currentFolder = KingdomLibrary.folderOf(file)
        exportDialog.selectedFile = file
        exportDialog.open()
    }

    Component.onCompleted: {
        if (!CardFacts.catalog) CardFacts.catalog = CardCatalog
    }

    PageHeader {
        id: header
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: Theme.spacingL
        title: qsTr("Kingdom library")
        onBackClicked: page.backClicked()
    }

    Row {
        anchors.right: parent.right
        anchors.rightMargin: Theme.spacingL
        anchors.verticalCenter: header.verticalCenter
        anchors.verticalCenterOffset: -Theme.spacingS / 2
        spacing: Theme.spacingM

        KingdomToolButton {
            objectName: "importButton"
            symbol: "paste"
            text: qsTr("Import…")
            onClicked: importDialog.openFromClipboard()
        }
        KingdomToolButton {
            objectName: "newKingdomButton"
            symbol: "plus"
            text: qsTr("New kingdom")
            onClicked: page.openClicked("")
        }
    }

    ColumnLayout {
        anchors.top: header.bottom
        anchors.topMargin: Theme.spacingL
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacingL
        anchors.horizontalCenter: parent.horizontalCenter
        width: Math.min(1160, page.width - 2 * Theme.spacingXL)
        spacing: Theme.spacingM

        // Library files that could not be read
        Rectangle {
            objectName: "problemsBanner"
            Layout.fillWidth: true
            visible: KingdomLibrary.problems.length > 0
            implicitHeight: problemColumn.implicitHeight + 2 * Theme.spacingM
            radius: Theme.radius
            color: "#e0441510"
            border.color: "#ff8a7a"

            Column {
                id: problemColumn
                x: Theme.spacingM
                y: Theme.spacingM
                width: parent.width - 2 * Theme.spacingM
                spacing: 4
                Text {
                    width: parent.width
                    text: qsTr("Some saved kingdoms could not be read. Their files were kept aside; the others are all here.")
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.bodySize
                    font.weight: Font.Bold
                    color: "#fff1ec"
                    wrapMode: Text.WordWrap
                }
                Repeater {
                    model: KingdomLibrary.problems
                    delegate: Text {
                        required property string modelData
                        width: problemColumn.width
                        text: modelData
                        font.family: Theme.bodyFamily
                        font.pixelSize: 13
                        color: "#ffd2c8"
                        wrapMode: Text.WrapAnywhere
                    }
                }
            }
        }

        ListView {
            id: list
            objectName: "libraryList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.spacingM
            model: KingdomLibrary
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }

            move: Transition {
                NumberAnimation { properties: "y"; duration: Theme.durationMedium; easing.type: Easing.OutCubic }
            }
            displaced: Transition {
                NumberAnimation { properties: "y"; duration: Theme.durationMedium; easing.type: Easing.OutCubic }
            }
            add: Transition {
                NumberAnimation { property: "opacity"; from: 0; to: 1; duration: Theme.durationMedium }
            }

            delegate: KingdomLibraryRow {
                width: ListView.view.width - 14
                onPlayClicked: row => page.play(row)
                onOpenClicked: id => page.openClicked(id)
                onExportClicked: row => page.exportRow(row)
                onMessage: text => notice.show(text)
            }

            Column {
                anchors.centerIn: parent
                width: Math.min(parent.width, 560)
                spacing: Theme.spacingM
                visible: list.count === 0

                KingdomIcon {
                    anchors.horizontalCenter: parent.horizontalCenter
                    size: 64
                    lineWidth: 1.5
                    icon: "book"
                    color: Theme.gold
                }
                Text {
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    text: qsTr("No saved kingdoms yet")
                    font.family: Theme.displayFamily
                    font.pixelSize: 32
                    color: Theme.goldLight
                }
                Text {
                    width: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    text: qsTr("Build a kingdom and save it to play it again, or import one someone shared.")
                    font.family: Theme.bodyFamily
                    font.pixelSize: Theme.bodySize
                    color: Theme.textMuted
                    wrapMode: Text.WordWrap
                }
            }
        }
    }

    KingdomImportDialog {
        id: importDialog
        toLibrary: true
        onImported: (id, name) => {
            list.positionViewAtBeginning()
            notice.show(qsTr("“%1” is in the library.").arg(name))
        }
    }

    FileDialog {
        id: exportDialog
        property int row: -1
        title: qsTr("Export a kingdom")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: [qsTr("Kingdom files (*.json)"), qsTr("Card list (*.txt)")]
        onAccepted: {
            if (KingdomLibrary.exportToFile(row, selectedFile))
                notice.show(qsTr("Exported to %1.").arg(decodeURIComponent(String(selectedFile).replace(/^file:\/\//, ""))))
        }
    }

    Connections {
        target: KingdomLibrary
        function onErrorOccurred(message) { notice.show(message) }
    }

    Notice {
        id: notice
        objectName: "libraryNotice"
    }
}
