import QtQuick
import Dominion

// Title of a sub-page with a button back to the previous page.
Item {
    id: root

    required property string title
    signal backClicked()

    implicitHeight: titleText.implicitHeight + Theme.spacingM

    MenuButton {
        id: backButton
        objectName: "backButton"
        anchors.left: parent.left
        anchors.verticalCenter: titleText.verticalCenter
        implicitWidth: 150
        implicitHeight: 46
        font.pixelSize: 22
        //: Button that returns to the previous page
        text: qsTr("‹ Back")
        onClicked: root.backClicked()
    }

    Text {
        id: titleText
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        text: root.title
        font.family: Theme.displayFamily
        font.pixelSize: Theme.headingSize
        font.weight: Theme.displayWeight
        color: Theme.goldLight
        style: Text.Raised
        styleColor: Theme.shadow
    }
}
