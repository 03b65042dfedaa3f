import QtQuick
import Dominion

// A short message that appears at the bottom of the window and fades away.
Rectangle {
    id: root

    property alias text: label.text

    function show(message) {
        label.text = message
        root.opacity = 1
        hideTimer.restart()
    }

    anchors.horizontalCenter: parent.horizontalCenter
    anchors.bottom: parent.bottom
    anchors.bottomMargin: 56
    width: Math.min(label.implicitWidth + 2 * Theme.spacingL, parent.width - 2 * Theme.spacingXL)
    height: label.implicitHeight + 2 * Theme.spacingM
    radius: Theme.radius
    color: Theme.parchment
    border.color: Theme.gold
    border.width: 2
    opacity: 0
    visible: opacity > 0

    Behavior on opacity { NumberAnimation { duration: Theme.durationMedium } }

    Text {
        id: label
        anchors.fill: parent
        anchors.margins: Theme.spacingM
        font.family: Theme.bodyFamily
        font.pixelSize: Theme.bodySize
        color: Theme.ink
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }

    Timer {
        id: hideTimer
        interval: 4000
        onTriggered: root.opacity = 0
    }
}
