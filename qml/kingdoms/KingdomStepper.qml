import QtQuick
import Dominion

// A number with − and + buttons; `zeroText` is shown instead of 0 when set.
Row {
    id: root

    property int value: 0
    property int from: 0
    property int to: 10
    property string zeroText
    signal changed(int value)

    spacing: 4

    KingdomIconButton {
        objectName: root.objectName + "_minus"
        anchors.verticalCenter: parent.verticalCenter
        diameter: 28
        symbol: "minus"
        enabled: root.value > root.from
        onClicked: root.changed(root.value - 1)
    }

    Text {
        anchors.verticalCenter: parent.verticalCenter
        width: 78
        horizontalAlignment: Text.AlignHCenter
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 10
        text: root.value === 0 && root.zeroText.length > 0 ? root.zeroText : String(root.value)
        font.family: Theme.bodyFamily
        font.pixelSize: root.value === 0 && root.zeroText.length > 0 ? Theme.smallSize : Theme.bodySize + 2
        font.weight: Font.Bold
        color: root.value === 0 ? Theme.textMuted : Theme.goldLight
        elide: Text.ElideRight
    }

    KingdomIconButton {
        objectName: root.objectName + "_plus"
        anchors.verticalCenter: parent.verticalCenter
        diameter: 28
        symbol: "plus"
        enabled: root.value < root.to
        onClicked: root.changed(root.value + 1)
    }
}
