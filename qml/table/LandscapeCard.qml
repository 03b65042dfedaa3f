pragma ComponentBehavior: Bound
import QtQuick
import Dominion
import "CardStyle.js" as CardStyle

// An Event, Project or Way beside the Supply, in landscape format (wider than tall): its
// cost, name, text and kind; a Project shows the cubes of its owners in their colours. An
// Event or Project the human may buy glows; a click buys it. A card from the hand dragged
// onto a Way plays it using that Way. Hover or right-click shows it large.
Item {
    id: root

    required property int landscape  // the engine's index (moves name it)
    required property int cardId
    required property string kind    // "event", "project", "way"
    required property int cost
    required property int debt
    required property var owners     // seats with a cube on it
    required property bool buyable
    required property bool bought

    property var table: null
    property real cardWidth: 180
    // A dragged hand card that may be played using this Way lies over it.
    property bool wayDropLegal: false

    readonly property var info: CardFacts.card(cardId, AppSettings.language)
    readonly property var colours: CardStyle.primary(info.types)
    readonly property real unit: cardWidth / 180
    readonly property bool hovered: mouse.containsMouse

    signal buyRequested(int landscape)

    implicitWidth: cardWidth
    implicitHeight: cardWidth * 0.62
    width: implicitWidth
    height: implicitHeight

    Accessible.role: root.buyable ? Accessible.Button : Accessible.StaticText
    Accessible.name: root.info.name

    // The glow of a card that can be bought, or of a Way a card may be dropped on.
    Rectangle {
        objectName: "landscapeGlow"
        anchors.fill: frame
        anchors.margins: -5 * root.unit
        radius: frame.radius + 4 * root.unit
        color: "transparent"
        border.width: 4 * root.unit
        border.color: root.wayDropLegal ? "#7fc8ff" : (root.hovered ? "#fff0b0" : "#ffd75e")
        visible: root.buyable || root.wayDropLegal
        opacity: 0.95
    }

    Rectangle {
        id: frame
        objectName: "landscapeFrame"
        anchors.fill: parent
        radius: 9 * root.unit
        border.color: "#2a1c0c"
        border.width: Math.max(1, 1.5 * root.unit)
        opacity: root.bought && root.kind === "event" ? 0.7 : 1
        gradient: Gradient {
            GradientStop { position: 0.0; color: root.colours.light }
            GradientStop { position: 1.0; color: root.colours.mid }
        }

        // The card's icon, faint behind its text
        CardIcon {
            objectName: "cardIcon"
            englishName: root.info.englishName
            fill: root.colours.dark
            side: parent.height * 0.62
            anchors.horizontalCenter: parent.horizontalCenter
            y: band.y + band.height + (kindText.y - band.y - band.height - side) / 2
            opacity: 0.22
        }

        // Name band
        Rectangle {
            id: band
            x: 6 * root.unit
            y: 5 * root.unit
            width: parent.width - 12 * root.unit
            height: 26 * root.unit
            radius: 5 * root.unit
            color: Qt.rgba(1, 1, 1, 0.55)
            border.color: root.colours.dark

            Text {
                anchors.fill: parent
                anchors.leftMargin: costRow.width + 10 * root.unit
                anchors.rightMargin: 6 * root.unit
                text: root.info.name
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: Theme.minTextSize
                font.family: Theme.displayFamily
                font.pixelSize: Math.max(Theme.minTextSize, 17 * root.unit)
                font.weight: Font.DemiBold
                color: root.colours.ink
                elide: Text.ElideRight
            }

            // Cost: coins and Debt (a Way costs nothing and shows none)
            CostIcons {
                id: costRow
                x: 3 * root.unit
                anchors.verticalCenter: parent.verticalCenter
                spacing: 2 * root.unit
                visible: root.kind !== "way"
                size: Math.max(24 * root.unit, Theme.symbolSize(2))
                coins: root.cost
                debt: root.debt
            }
        }

        // Left out when it does not fit at Theme.minTextSize (the whole card shows on hover).
        Text {
            objectName: "landscapeText"
            visible: !truncated
            x: 10 * root.unit
            y: band.y + band.height + 4 * root.unit
            width: parent.width - 20 * root.unit
            height: kindText.y - y - 2 * root.unit
            text: root.info.text.replace(/\n/g, " ")
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            fontSizeMode: Text.Fit
            minimumPixelSize: Theme.minTextSize
            font.family: Theme.bodyFamily
            font.pixelSize: Math.max(Theme.minTextSize, 13 * root.unit)
            color: root.colours.ink
            elide: Text.ElideRight
        }

        Text {
            id: kindText
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 3 * root.unit
            text: root.info.typeLine
            font.family: Theme.bodyFamily
            font.pixelSize: Math.max(Theme.minTextSize, 11 * root.unit)
            font.weight: Font.DemiBold
            font.capitalization: Font.AllUppercase
            font.letterSpacing: 1
            color: root.colours.dark
        }

        // A Project's cubes: one per owner, in the seat's colour
        Row {
            objectName: "projectCubes"
            anchors.right: parent.right
            anchors.rightMargin: 6 * root.unit
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 4 * root.unit
            spacing: 3 * root.unit
            visible: root.kind === "project"

            Repeater {
                model: root.owners

                delegate: Rectangle {
                    required property var modelData
                    objectName: "cube_" + modelData
                    width: Math.max(10, 14 * root.unit)
                    height: width
                    radius: 2
                    color: root.table ? root.table.seatColour(modelData) : Theme.gold
                    border.color: "#1a1208"
                    border.width: 1
                }
            }
        }

        // An Event bought this turn (once-per-turn Events can't be bought again)
        Rectangle {
            objectName: "boughtMark"
            visible: root.bought && root.kind === "event"
            anchors.left: parent.left
            anchors.leftMargin: 6 * root.unit
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 4 * root.unit
            width: boughtText.implicitWidth + 10
            height: boughtText.implicitHeight + 2
            radius: height / 2
            color: "#cc2b1d0e"

            Text {
                id: boughtText
                anchors.centerIn: parent
                //: On an Event bought this turn
                text: qsTr("bought")
                font.family: Theme.bodyFamily
                font.pixelSize: Math.max(Theme.minTextSize, 10 * root.unit)
                font.italic: true
                color: Theme.goldLight
            }
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.LeftButton | Qt.RightButton
        cursorShape: root.buyable ? Qt.PointingHandCursor : Qt.ArrowCursor

        onContainsMouseChanged: {
            if (!root.table) return
            if (containsMouse) root.table.requestPreview(root.cardId, root)
            else root.table.cancelPreview(root)
        }
        onPressed: mouseEvent => {
            if (root.table) root.table.cancelPreview(root)
            if (mouseEvent.button === Qt.RightButton && root.table) root.table.pinPreview(root.cardId, root)
        }
        onClicked: mouseEvent => {
            if (mouseEvent.button === Qt.LeftButton && root.buyable) root.buyRequested(root.landscape)
        }
    }
}
