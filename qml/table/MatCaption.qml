import QtQuick
import Dominion

// The name of a mat, or of the cards a Duration holds (Haven's), as the table writes it.
Text {
    id: root

    // MatModel's key: "held", "islandMat", "nativeVillageMat", "tavern", "exile".
    property string key: ""

    text: {
        switch (key) {
        //: Cards set aside face down with a Duration (Haven) until the next turn
        case "held": return qsTr("Set aside")
        case "islandMat": return qsTr("Island mat")
        case "nativeVillageMat": return qsTr("Native Village mat")
        case "tavern": return qsTr("Tavern mat")
        case "exile": return qsTr("Exile mat")
        default: return ""
        }
    }

    font.family: Theme.bodyFamily
    font.italic: true
    color: Theme.textMuted
}
