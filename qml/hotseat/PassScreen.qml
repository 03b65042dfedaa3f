import QtQuick
import QtQuick.Layouts
import Dominion

// "Pass to NAME": hides the whole table until the person asked for takes the screen. Nothing
// private is on the table behind it (the hand model is empty while it is up); it covers the
// rest so that the next person sees the game only once they sit down.
Rectangle {
    id: root

    // GameController.handOver (a HandOverGate).
    required property var gate
    // CardCatalog, for the name of the card that asks (Militia ...).
    property var catalog: null

    signal menuRequested()

    // The screen waits to be handed over.
    readonly property bool pending: gate ? gate.passPending : false
    readonly property string personName: gate ? gate.passToName : ""
    readonly property string reason: gate ? gate.reason : ""
    readonly property string askingName: {
        if (!gate || gate.askingCardId < 0 || !catalog) return ""
        return catalog.card(gate.askingCardId).name ?? ""
    }
    // A triggered ability (Fool's Gold, a Reaction) answers an event: the event says why.
    readonly property string causeLine: gate && gate.cause.length > 0
        //: Hot-seat hand-over: %1 is what happened ("Ada gains Province."), %2 must answer it
        ? qsTr("%1 %2 must answer before %3's turn goes on.").arg(gate.cause).arg(personName).arg(gate.turnPlayerName)
        : ""
    readonly property string explanation: {
        switch (reason) {
        case "respond":
            if (causeLine.length > 0) return causeLine
            return askingName.length > 0
                //: Hot-seat hand-over: %1 played card %2 and %3 must answer it
                ? qsTr("%1 played %2: %3 must answer before the turn goes on.").arg(gate.turnPlayerName).arg(askingName).arg(personName)
                : qsTr("%1 must answer before %2's turn goes on.").arg(personName).arg(gate.turnPlayerName)
        case "return":
            return qsTr("Back to %1 to finish the turn.").arg(personName)
        case "resume":
            // Taken up in the middle of a reaction: why this person answers first.
            return qsTr("The saved game goes on where it was left.") + (causeLine.length > 0 ? " " + causeLine : "")
        default:
            return qsTr("It is %1's turn.").arg(personName)
        }
    }

    color: "#f4102a1c"
    focus: visible

    // The table underneath gets no clicks, wheel turns or hovers while the screen waits.
    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        acceptedButtons: Qt.AllButtons
        onWheel: wheel => wheel.accepted = true
    }

    Keys.onReturnPressed: showButton.clicked()
    Keys.onEnterPressed: showButton.clicked()
    Keys.onSpacePressed: showButton.clicked()

    Image {
        anchors.fill: parent
        source: Theme.feltVignette
        opacity: 0.8
        Accessible.ignored: true
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.spacingXL, 720)
        spacing: Theme.spacingM

        // The seat's colour with the person's initial.
        Rectangle {
            Layout.alignment: Qt.AlignHCenter
            implicitWidth: 112
            implicitHeight: 112
            radius: width / 2
            color: root.gate && root.gate.passToColour.length > 0 ? root.gate.passToColour : Theme.gold
            border.color: Theme.goldLight
            border.width: 4

            Text {
                anchors.centerIn: parent
                text: root.personName.length > 0 ? root.personName.charAt(0).toUpperCase() : ""
                font.family: Theme.displayFamily
                font.pixelSize: 64
                color: Qt.colorEqual(parent.color, "#f2f2f2") ? Theme.ink : Theme.parchment
                style: Text.Raised
                styleColor: Theme.shadow
            }
        }

        Text {
            Layout.alignment: Qt.AlignHCenter
            //: Above the name of the person who should take the screen
            text: qsTr("Pass the screen to")
            font.family: Theme.displayFamily
            font.pixelSize: Theme.sectionSize + 4
            font.capitalization: Font.SmallCaps
            font.letterSpacing: 2
            color: Theme.textMuted
        }

        Text {
            objectName: "passToName"
            Layout.alignment: Qt.AlignHCenter
            Layout.maximumWidth: parent.width
            text: root.personName
            font.family: Theme.displayFamily
            font.pixelSize: Theme.titleSize * 0.8
            font.weight: Theme.displayWeight
            color: Theme.goldLight
            style: Text.Raised
            styleColor: Theme.shadow
            elide: Text.ElideRight
        }

        Text {
            objectName: "passReason"
            Layout.fillWidth: true
            text: root.explanation
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.bodySize + 4
            color: Theme.textOnFelt
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }

        Text {
            Layout.fillWidth: true
            Layout.bottomMargin: Theme.spacingM
            text: qsTr("Everyone else, please look away: the next screen shows %1's hand.").arg(root.personName)
            font.family: Theme.bodyFamily
            font.pixelSize: Theme.bodySize
            font.italic: true
            color: Theme.textMuted
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }

        MenuButton {
            id: showButton
            objectName: "showHandButton"
            Layout.alignment: Qt.AlignHCenter
            primary: true
            //: Button on the hand-over screen, clicked by the person named
            text: qsTr("I am %1: show my hand").arg(root.personName)
            onClicked: if (root.gate) root.gate.accept()
        }
    }

    MenuButton {
        objectName: "passMenuButton"
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacingL
        implicitWidth: 200
        implicitHeight: 44
        font.pixelSize: 20
        text: qsTr("Main menu")
        onClicked: root.menuRequested()
    }
}
