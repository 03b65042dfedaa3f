pragma ComponentBehavior: Bound
import QtQuick
import Dominion
import "CardStyle.js" as CardStyle

// A card drawn from its facts, crisp at any size: laid out at a reference size and scaled.
// Variants: "full" (the whole card, as in a hand or a preview), "pile" (a Supply pile:
// shorter, larger text) and "basic" (a small landscape tile for the basic piles).
// Set the width; the height follows.
Item {
    id: root

    property int cardId: -1
    property bool faceUp: true
    property string variant: "full"
    // The current cost when it differs from the printed one (-1: printed).
    property int cost: -1
    // Outer glow: "" none, or a colour.
    property color glowColor: "transparent"
    property bool dimmed: false

    readonly property var info: CardFacts.card(cardId, AppSettings.language)
    readonly property var types: info.types
    readonly property string name: info.name
    readonly property int shownCost: cost >= 0 ? cost : info.cost
    readonly property size refSize: variant === "pile" ? Qt.size(170, 236)
                                  : variant === "basic" ? Qt.size(170, 116)
                                  : Qt.size(250, 390)
    readonly property real ratio: refSize.height / refSize.width
    readonly property real unit: width / refSize.width

    implicitWidth: refSize.width
    implicitHeight: width * ratio

    Accessible.role: Accessible.StaticText
    Accessible.name: faceUp ? name : qsTr("Card back")

    // Glow around the card
    Repeater {
        model: root.glowColor.a > 0 ? 4 : 0

        delegate: Rectangle {
            required property int index
            readonly property real spread: (index + 1) * 2.5
            x: -spread
            y: -spread
            width: root.width + 2 * spread
            height: root.height + 2 * spread
            radius: 12 * root.unit + spread
            color: "transparent"
            border.width: 2.5
            border.color: Qt.rgba(root.glowColor.r, root.glowColor.g, root.glowColor.b,
                                  root.glowColor.a * (0.9 - index * 0.2))
        }
    }

    // Shadow under the card
    Rectangle {
        x: 1
        y: Math.max(2, 4 * root.unit)
        width: root.width
        height: root.height
        radius: 12 * root.unit
        color: "#70000000"
    }

    Item {
        id: face

        width: root.refSize.width
        height: root.refSize.height
        scale: root.unit
        transformOrigin: Item.TopLeft
        visible: root.faceUp

        CardFrame {
            objectName: "cardFrame"
            anchors.fill: parent
            types: root.types
            radius: root.variant === "full" ? 14 : 12
        }

        // One layout per variant (Repeaters: a Loader cannot create a bound component in 6.4).
        Repeater {
            model: root.variant === "full" ? 1 : 0
            delegate: fullLayout
        }
        Repeater {
            model: root.variant === "pile" ? 1 : 0
            delegate: pileLayout
        }
        Repeater {
            model: root.variant === "basic" ? 1 : 0
            delegate: basicLayout
        }
    }

    // Only a card shown face down has a back (most cards on the table never turn).
    Repeater {
        model: root.faceUp ? 0 : 1

        delegate: CardBack {
            width: root.refSize.width
            height: root.refSize.height
            scale: root.unit
            transformOrigin: Item.TopLeft
        }
    }

    Rectangle {
        anchors.fill: parent
        visible: root.dimmed
        radius: 12 * root.unit
        color: "#8c0c1a10"
    }

    // ---- layouts, in reference units ---------------------------------------------------

    component NameBanner: Rectangle {
        id: banner
        property alias text: label.text
        property real fontSize: 26
        property bool attack: false

        radius: height / 2
        border.width: attack ? 3 : 1.5
        border.color: attack ? CardStyle.attackRed : "#6b4c20"
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#fffaf0" }
            GradientStop { position: 1.0; color: "#eadcb8" }
        }

        // Attack: red pennants at both ends of the banner
        Repeater {
            model: banner.attack ? 2 : 0
            delegate: Rectangle {
                required property int index
                width: banner.height * 0.42
                height: width
                radius: width / 2
                y: (banner.height - height) / 2
                x: index === 0 ? banner.height * 0.22 : banner.width - width - banner.height * 0.22
                color: CardStyle.attackRed
                border.color: "#5f120d"
                border.width: 1
            }
        }

        Text {
            id: label
            objectName: "cardName"
            anchors.fill: parent
            anchors.leftMargin: banner.height * (banner.attack ? 0.75 : 0.4)
            anchors.rightMargin: banner.height * (banner.attack ? 0.75 : 0.4)
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            font.family: Theme.displayFamily
            font.pixelSize: banner.fontSize
            font.weight: Font.DemiBold
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 10
            color: "#24170a"
        }
    }

    component TextBox: Rectangle {
        id: box
        property real fontSize: 15
        property real minFontSize: 9
        property bool compact: false
        property string cardText
        readonly property var big: CardStyle.bigSymbol(cardText)

        radius: 5
        border.color: "#7a6238"
        border.width: 1
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#fdf8ea" }
            GradientStop { position: 1.0; color: "#f1e6c8" }
        }

        // The big symbol of a Treasure or Victory card, created only on those cards
        Repeater {
            model: box.big !== null && box.big.kind === "coin" ? 1 : 0

            delegate: CoinIcon {
                anchors.centerIn: box
                size: Math.min(box.height * 0.78, box.width * 0.6)
                value: box.big ? box.big.value : ""
            }
        }

        Repeater {
            model: box.big !== null && box.big.kind === "vp" ? 1 : 0

            delegate: VpIcon {
                anchors.centerIn: box
                size: Math.min(box.height * 0.8, box.width * 0.6)
                value: box.big ? box.big.value : ""
            }
        }

        CardText {
            id: textItem
            objectName: "cardText"
            visible: box.big === null
            x: 8
            width: parent.width - 16
            y: Math.max(4, (parent.height - contentHeight) / 2)
            maxHeight: parent.height - 8
            fontSize: box.fontSize
            minFontSize: box.minFontSize
            truncate: box.compact
            text: box.big !== null ? "" : box.cardText
        }
    }

    component TypeLine: Text {
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        font.family: Theme.displayFamily
        font.pixelSize: 17
        font.weight: Font.DemiBold
        font.capitalization: Font.SmallCaps
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 8
        elide: Text.ElideRight
    }

    Component {
        id: fullLayout

        Item {
            width: root.refSize.width
            height: root.refSize.height

            NameBanner {
                x: 12; y: 11; width: 226; height: 42
                text: root.name
                attack: CardStyle.isAttack(root.types)
                fontSize: 27
            }

            CardArt {
                x: 16; y: 60; width: 218; height: 118
                types: root.types
                name: root.name
                seed: root.cardId
            }

            TextBox {
                x: 16; y: 184; width: 218; height: 152
                cardText: root.info.text
                fontSize: 16
                minFontSize: 9
            }

            CoinIcon {
                objectName: "costCoin"
                x: 9; y: 343
                size: 38
                value: String(root.shownCost)
            }

            TypeLine {
                objectName: "typeLine"
                x: 52; y: 344; width: 146; height: 34
                text: root.info.typeLine
                color: CardStyle.primary(root.types).ink
            }

            Repeater {
                model: root.info.vp !== 0 && CardStyle.bigSymbol(root.info.text) === null ? 1 : 0

                delegate: VpIcon {
                    x: 208; y: 343
                    size: 34
                    value: String(root.info.vp)
                }
            }
        }
    }

    Component {
        id: pileLayout

        Item {
            width: root.refSize.width
            height: root.refSize.height

            NameBanner {
                x: 8; y: 8; width: 154; height: 36
                text: root.name
                attack: CardStyle.isAttack(root.types)
                fontSize: 24
            }

            CardArt {
                x: 11; y: 49; width: 148; height: 46
                types: root.types
                name: root.name
                seed: root.cardId
                showInitial: false
            }

            TextBox {
                x: 11; y: 100; width: 148; height: 92
                cardText: root.info.text
                fontSize: 15
                minFontSize: 12
                compact: true
            }

            CoinIcon {
                objectName: "costCoin"
                x: 6; y: 196
                size: 34
                value: String(root.shownCost)
            }

            TypeLine {
                x: 42; y: 198; width: 120; height: 30
                font.pixelSize: 15
                text: root.info.typeLine
                color: CardStyle.primary(root.types).ink
            }
        }
    }

    Component {
        id: basicLayout

        Item {
            width: root.refSize.width
            height: root.refSize.height

            NameBanner {
                x: 7; y: 7; width: 156; height: 32
                text: root.name
                attack: CardStyle.isAttack(root.types)
                fontSize: 22
            }

            CoinIcon {
                objectName: "costCoin"
                x: 8; y: 74
                size: 34
                value: String(root.shownCost)
            }

            CoinIcon {
                readonly property var big: CardStyle.bigSymbol(root.info.text)
                visible: big !== null && big.kind === "coin"
                anchors.horizontalCenter: parent.horizontalCenter
                y: 44
                size: 64
                value: big ? big.value : ""
            }

            VpIcon {
                readonly property var big: CardStyle.bigSymbol(root.info.text)
                visible: big !== null && big.kind === "vp"
                anchors.horizontalCenter: parent.horizontalCenter
                y: 43
                size: 66
                value: big ? big.value : ""
            }
        }
    }
}
