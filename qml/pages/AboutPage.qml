import QtQuick
import QtQuick.Layouts
import Dominion

// What the game is and who made what it shows: the version and the credits for the card art
// and the typeface.
Item {
    id: page

    signal backClicked()

    // A paragraph of credits whose links open in the browser.
    component CreditText: Text {
        id: creditText
        Layout.fillWidth: true
        textFormat: Text.StyledText
        linkColor: Theme.goldLight
        font.family: Theme.bodyFamily
        font.pixelSize: Theme.bodySize
        color: Theme.parchment
        wrapMode: Text.WordWrap
        onLinkActivated: link => Qt.openUrlExternally(link)

        HoverHandler {
            cursorShape: creditText.hoveredLink.length > 0 ? Qt.PointingHandCursor : Qt.ArrowCursor
        }
    }

    PageHeader {
        id: header
        anchors.top: parent.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.margins: Theme.spacingL
        title: qsTr("About")
        onBackClicked: page.backClicked()
    }

    Panel {
        anchors.horizontalCenter: parent.horizontalCenter
        y: Math.max(header.y + header.height + Theme.spacingL,
                    header.y + header.height + (page.height - header.y - header.height - height) / 2
                    - Theme.spacingXL)
        width: Math.min(Theme.pageMaxWidth, page.width - 2 * Theme.spacingXL)

        ColumnLayout {
            width: parent.width
            spacing: Theme.spacingL

            SectionTitle { Layout.fillWidth: true; text: qsTr("Dominion") }

            Text {
                objectName: "aboutVersion"
                Layout.fillWidth: true
                text: qsTr("Version %1").arg(AppController.version)
                font.family: Theme.bodyFamily
                font.pixelSize: Theme.bodySize
                color: Theme.parchment
                wrapMode: Text.WordWrap
            }

            SectionTitle { Layout.fillWidth: true; text: qsTr("Card art") }

            CreditText {
                objectName: "cardArtCredits"
                //: %1 is the link to game-icons.net, %2 the link to the licence
                text: qsTr("The pictures on the cards are icons from Game Icons (%1), made by Lorc, Delapouite, John Colburn, Felbrigg, John Redman, Carl Olsen, Sbed, PriorBlue, Willdabeast, Viscious Speed, Lord Berandas, Irongamer, HeavenlyDog and the other Game Icons contributors, under the Creative Commons Attribution 3.0 licence (%2). The colours and the scenery around them are this game's own.")
                      .arg("<a href=\"https://game-icons.net\">game-icons.net</a>")
                      .arg("<a href=\"https://creativecommons.org/licenses/by/3.0/\">CC BY 3.0</a>")
            }

            //: The About page's section on the typeface of the card names and titles
            SectionTitle { Layout.fillWidth: true; text: qsTr("Typeface") }

            CreditText {
                objectName: "fontCredits"
                //: %1 is the link to the typeface's project, %2 the link to the licence
                text: qsTr("Card names and titles are set in EB Garamond (%1) by Georg Duffner and Octavio Pardo, under the SIL Open Font License 1.1 (%2).")
                      .arg("<a href=\"https://github.com/octaviopardo/EBGaramond12\">EBGaramond12</a>")
                      .arg("<a href=\"https://openfontlicense.org\">OFL</a>")
            }
        }
    }
}
