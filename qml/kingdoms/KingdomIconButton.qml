import QtQuick
import QtQuick.Controls.Basic
import Dominion

// A round button with a line icon and a tooltip; `active` fills it with gold (a locked card,
// a favourite). `danger` tints the active state red (a ban).
AbstractButton {
    id: control

    property string symbol
    property string tip
    property bool active: false
    property bool danger: false
    property real diameter: 34

    implicitWidth: diameter
    implicitHeight: diameter
    hoverEnabled: true
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.Button
    Accessible.name: tip
    Accessible.checked: active

    ToolTip.visible: hovered && tip.length > 0
    ToolTip.delay: 450
    ToolTip.text: tip

    background: Rectangle {
        radius: width / 2
        scale: control.down ? 0.92 : 1
        color: control.active ? (control.danger ? "#b3261e" : Theme.gold)
                              : (control.hovered ? "#2d6b49" : "#cc123824")
        border.width: control.visualFocus ? 2 : 1.5
        border.color: control.visualFocus ? Theme.parchment
                                          : (control.active && control.danger ? "#f0a39b" : Theme.gold)
        opacity: control.enabled ? 1 : 0.45

        Behavior on color { ColorAnimation { duration: Theme.durationShort } }
        Behavior on scale { NumberAnimation { duration: Theme.durationShort } }
    }

    contentItem: Item {
        KingdomIcon {
            anchors.centerIn: parent
            size: control.diameter * 0.56
            icon: control.symbol
            color: control.active && !control.danger ? Theme.ink : Theme.parchment
            opacity: control.enabled ? 1 : 0.5
        }
    }
}
