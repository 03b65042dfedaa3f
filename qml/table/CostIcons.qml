import QtQuick
import Dominion

// A cost as printed on a card: the coin, the Debt token or both side by side. A cost of Debt
// alone has no coin (Engineer); a cost of nothing shows the coin with 0.
Row {
    id: root

    property int coins: 0
    property int debt: 0
    property real size: 24

    CoinIcon {
        objectName: "costCoin"
        visible: root.coins > 0 || root.debt === 0
        size: root.size
        value: String(root.coins)
    }
    DebtIcon {
        objectName: "costDebt"
        visible: root.debt > 0
        size: root.size
        value: String(root.debt)
    }
}
