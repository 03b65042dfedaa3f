import QtQuick
import Dominion

// A cost as printed on a card: the coin, the Potion, the Debt token, side by side ($3P: the coin
// and a Potion). A cost of Potions or Debt alone has no coin (Engineer); a cost of nothing
// shows the coin with 0.
Row {
    id: root

    property int coins: 0
    property int debt: 0
    property int potion: 0
    property real size: 24

    CoinIcon {
        objectName: "costCoin"
        visible: root.coins > 0 || (root.debt === 0 && root.potion === 0)
        size: root.size
        value: String(root.coins)
    }
    PotionIcon {
        objectName: "costPotion"
        visible: root.potion > 0
        size: root.size
        // One Potion is the flask alone, as printed; more are numbered.
        value: root.potion > 1 ? String(root.potion) : ""
    }
    DebtIcon {
        objectName: "costDebt"
        visible: root.debt > 0
        size: root.size
        value: String(root.debt)
    }
}
