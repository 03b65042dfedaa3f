pragma ComponentBehavior: Bound
import QtQuick
import Dominion
import "CardStyle.js" as CardStyle

// A card drawn from its facts, crisp at any size: laid out at its real size, every length of
// the reference layout multiplied by `unit` (the software renderer paints unscaled text and
// corners faster and sharper than scaled ones).
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
    // Pixels at the card's top right corner covered by something (a pile's count badge): the name
    // keeps clear of them.
    property real nameInsetRight: 0

    // A card changed in 2022 shows its earlier text: as the game in progress plays it, or as
    // the kingdom dialog's switch says.
    property bool earlierVersions: CardFacts.earlierVersions
    readonly property var info: CardFacts.card(cardId, AppSettings.language, earlierVersions)
    readonly property var types: info.types
    readonly property string name: info.name
    readonly property int shownCost: cost >= 0 ? cost : info.cost
    // Debt in the cost (Engineer: 4 Debt, no coins); a Way costs nothing and shows no cost.
    readonly property int debtCost: info.debt ?? 0
    // Potions in the cost (Familiar: $3P); cost reductions never change them.
    readonly property int potionCost: info.potion ?? 0
    // The Potion beside the coin takes room from the type line: the part of a cost icon's size
    // it adds (a PotionIcon is 0.8 as wide as it is high).
    readonly property real potionShift: potionCost > 0 ? 0.8 : 0
    readonly property bool costless: CardStyle.has(types, "Way")
    readonly property size refSize: variant === "pile" ? Qt.size(170, 236)
                                  : variant === "basic" ? Qt.size(170, 116)
                                  : Qt.size(250, 390)
    readonly property real ratio: refSize.height / refSize.width
    // Never 0, even before the card is laid out: sizes are divided by it (a font of infinite
    // size comes out as 0 and makes Qt warn).
    readonly property real unit: Math.max(width, 1) / refSize.width

    // A line width in reference units, at least one pixel.
    function line(w) {
        return Math.max(1, w * unit)
    }

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

        width: root.width
        height: root.height
        visible: root.faceUp

        CardFrame {
            objectName: "cardFrame"
            anchors.fill: parent
            types: root.types
            radius: (root.variant === "full" ? 14 : 12) * root.unit
            rim: 3 * root.unit
            unit: root.unit
        }

        // One layout per variant (Repeaters: a Loader cannot create a bound component in 6.4),
        // only on a card shown face up: a card flying face down (another player's draw) or
        // the top of a deck needs no text.
        Repeater {
            model: root.faceUp && root.variant === "full" ? 1 : 0
            delegate: fullLayout
        }
        Repeater {
            model: root.faceUp && root.variant === "pile" ? 1 : 0
            delegate: pileLayout
        }
        Repeater {
            model: root.faceUp && root.variant === "basic" ? 1 : 0
            delegate: basicLayout
        }
    }

    // Only a card shown face down has a back (most cards on the table never turn).
    Repeater {
        model: root.faceUp ? 0 : 1

        delegate: CardBack {
            width: root.width
            height: root.height
        }
    }

    Rectangle {
        anchors.fill: parent
        visible: root.dimmed
        radius: 12 * root.unit
        color: "#8c0c1a10"
    }

    // ---- layouts: reference lengths times root.unit ------------------------------------

    // The name, fitted to the banner down to Theme.minTextSize; a name too long even then takes
    // two lines (the banner grows down over the picture); a word too long for a line is cut.
    component NameBanner: Rectangle {
        id: banner
        property alias text: label.text
        property real fontSize: 26
        property bool attack: false
        // The banner's height on one line (the layouts set this, not height)
        property real baseHeight: 36
        readonly property real sideMargin: baseHeight * (attack ? 0.75 : 0.4)
        readonly property real rightMargin: Math.max(sideMargin, root.nameInsetRight - (root.width - x - width))
        readonly property real room: width - sideMargin - rightMargin
        readonly property bool twoLines: nameMetrics.advanceWidth > room && wordMetrics.advanceWidth <= room

        height: twoLines ? Math.max(baseHeight, 2 * nameMetrics.height + root.line(4)) : baseHeight
        radius: baseHeight / 2
        border.width: root.line(attack ? 3 : 1.5)
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
                width: banner.baseHeight * 0.42
                height: width
                radius: width / 2
                y: (banner.height - height) / 2
                x: index === 0 ? banner.baseHeight * 0.22 : banner.width - width - banner.baseHeight * 0.22
                color: CardStyle.attackRed
                border.color: "#5f120d"
                border.width: root.line(1)
            }
        }

        TextMetrics {
            id: nameMetrics
            text: banner.text
            font.family: Theme.displayFamily
            font.pixelSize: Theme.minTextSize
            font.weight: Font.DemiBold
        }
        // The name's longest word
        TextMetrics {
            id: wordMetrics
            text: banner.text.split(" ").reduce((a, b) => b.length > a.length ? b : a, "")
            font: nameMetrics.font
        }

        Text {
            id: label
            objectName: "cardName"
            anchors.fill: parent
            anchors.leftMargin: banner.sideMargin
            anchors.rightMargin: banner.rightMargin
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            font.family: Theme.displayFamily
            font.pixelSize: banner.twoLines ? Theme.minTextSize
                                            : Math.max(Theme.minTextSize, Math.round(banner.fontSize * root.unit))
            font.weight: Font.DemiBold
            fontSizeMode: banner.twoLines ? Text.FixedSize : Text.HorizontalFit
            minimumPixelSize: Math.max(Theme.minTextSize, 10 * root.unit)
            wrapMode: banner.twoLines ? Text.WordWrap : Text.NoWrap
            maximumLineCount: 2
            elide: Text.ElideRight
            lineHeight: banner.twoLines ? 0.9 : 1
            color: "#24170a"
        }
    }

    // The rules text, as large as fits, never drawn below Theme.minTextSize: in its box of
    // refHeight (reference units), else in the taller one of tallRefHeight that takes the
    // picture's place too (`tall`); when it fits neither, `shown` is false and the layout leaves
    // the box out. The layouts set the box's height from these.
    component TextBox: Rectangle {
        id: box
        property real fontSize: 15
        property real minFontSize: 9
        property string cardText
        property real refHeight: 100
        property real tallRefHeight: 0
        readonly property var big: CardStyle.bigSymbolOf(root.info.englishName, cardText)
        readonly property bool shown: big !== null || textItem.fits
        readonly property bool tall: big === null && textItem.tall && textItem.fits

        radius: 5 * root.unit
        border.color: "#7a6238"
        border.width: root.line(1)
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
            model: box.big !== null && box.big.kind === "potion" ? 1 : 0

            delegate: PotionIcon {
                anchors.centerIn: box
                size: Math.min(box.height * 0.8, box.width * 0.6)
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

        // A text that takes the picture's place keeps the card's icon, faint, behind it
        CardIcon {
            objectName: "cardIconWatermark"
            englishName: box.tall ? root.info.englishName : ""
            fill: CardStyle.iconColours(root.types).fill
            side: Math.min(box.height, box.width) * 0.8
            minSide: 16
            anchors.centerIn: parent
            opacity: 0.16
        }

        // The rules text stays laid out at the reference size and scaled: set word by word
        // at the real size, its hinted words would wrap (and be cut) differently on small cards.
        Item {
            width: box.width / root.unit
            height: box.height / root.unit
            scale: root.unit
            transformOrigin: Item.TopLeft
            visible: box.big === null

            CardText {
                id: textItem
                objectName: "cardText"
                x: 8
                width: parent.width - 16
                y: Math.max(4, (parent.height - contentHeight) / 2)
                maxHeight: box.refHeight - 8
                tallMaxHeight: box.tallRefHeight > 0 ? box.tallRefHeight - 8 : 0
                fontSize: Math.max(box.fontSize, minFontSize)
                minFontSize: Math.max(box.minFontSize, Math.ceil(Theme.minTextSize / root.unit))
                minSymbolTextSize: Math.ceil(Theme.minTextSize / root.unit) + 1
                text: box.big !== null ? "" : box.cardText
            }
        }
    }

    // A type line's text measured in its face at the line's largest size.
    component TypeMetrics: TextMetrics {
        required property TypeLine line
        font.family: Theme.displayFamily
        font.pixelSize: line.largest
        font.weight: Font.DemiBold
        font.capitalization: Font.SmallCaps
    }

    // Small capitals fitted to the width stay at the reference size and scaled: at a real size
    // of a few pixels the fitted capitals come out cut.
    // When the whole line does not fit at Theme.minTextSize, the line without its first type
    // ("Attack" for an Action – Attack, "Reaction" for a Treasure – Reaction), then the last type
    // alone ("Attack" for an Action – Duration – Attack); left out when none fits (the frame's
    // colour tells the type). The fit is measured (TextMetrics), not read from a Text's
    // fontSizeMode, whose "truncated" stayed stale on a tile laid out from no width.
    component TypeLine: Item {
        id: typeLine
        property string text
        property alias color: typeText.color
        property real fontSize: 17

        readonly property var types: text.split(" – ")
        readonly property var candidates: [text, types.slice(1).join(" – ") || text,
                                           types[types.length - 1]]

        // At the reference size: the room, the smallest and the largest font size.
        readonly property real room: width / root.unit
        readonly property real smallest: Math.max(8, Math.ceil(Theme.minTextSize / root.unit))
        readonly property real largest: Math.max(fontSize, smallest)
        readonly property var sizes: [fittedSize(wholeMetrics.advanceWidth),
                                      fittedSize(shortMetrics.advanceWidth),
                                      fittedSize(lastMetrics.advanceWidth)]
        // The first candidate that fits (-1: none).
        readonly property int choice: sizes.findIndex(size => size >= smallest)
        readonly property int shown: Math.max(0, choice)

        visible: choice >= 0

        // The size at which a line `advance` wide (at the largest size) fills the room; a
        // quarter pixel less, as widths do not scale exactly with the size.
        function fittedSize(advance) {
            if (advance <= room || advance <= 0) return largest
            return Math.floor((largest * room / advance - 0.25) * 4) / 4
        }

        TypeMetrics { id: wholeMetrics; line: typeLine; text: typeLine.candidates[0] }
        TypeMetrics { id: shortMetrics; line: typeLine; text: typeLine.candidates[1] }
        TypeMetrics { id: lastMetrics; line: typeLine; text: typeLine.candidates[2] }
        Text {
            id: typeText
            objectName: "typeText"
            text: typeLine.candidates[typeLine.shown]
            width: typeLine.room
            height: typeLine.height / root.unit
            scale: root.unit
            transformOrigin: Item.TopLeft
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            font.family: Theme.displayFamily
            font.pixelSize: Math.max(1, typeLine.smallest, typeLine.sizes[typeLine.shown])
            font.weight: Font.DemiBold
            font.capitalization: Font.SmallCaps
            elide: Text.ElideRight
        }
    }

    // A cost's icons at least big enough for their numbers to be drawn at Theme.minTextSize.
    function costSize(reference) {
        return Math.max(reference * unit, Theme.symbolSize(2))
    }

    Component {
        id: fullLayout

        Item {
            id: fullFace
            width: root.width
            height: root.height

            NameBanner {
                x: 12 * root.unit; y: 11 * root.unit; width: 226 * root.unit; baseHeight: 42 * root.unit
                z: 1
                text: root.name
                attack: CardStyle.isAttack(root.types)
                fontSize: 27
            }

            // A text too long for its box takes the picture's place too; without its text, the
            // picture (with the card's icon) takes the text's place.
            CardArt {
                x: 16 * root.unit; y: 60 * root.unit; width: 218 * root.unit
                height: (fullText.shown ? 118 : 276) * root.unit
                visible: !fullText.tall
                types: root.types
                englishName: root.info.englishName
                seed: root.cardId
                unit: root.unit
            }

            TextBox {
                id: fullText
                objectName: "cardTextBox"
                x: 16 * root.unit; y: (tall ? 60 : 184) * root.unit; width: 218 * root.unit
                height: (tall ? tallRefHeight : refHeight) * root.unit
                refHeight: 152
                tallRefHeight: 276
                visible: shown
                cardText: root.info.text
                fontSize: 16
                minFontSize: 9
            }

            CostIcons {
                id: fullCost
                x: 9 * root.unit
                y: Math.min(343 * root.unit, root.height - size - 4 * root.unit)
                size: root.costSize(38)
                coins: root.shownCost
                debt: root.debtCost
                potion: root.potionCost
                visible: !root.costless
            }

            // The VP shield in the bottom right corner (Island, Harem), kept big enough for its
            // number: on a small card the type line ends before it.
            readonly property bool vpShown: root.info.vp !== 0 && CardStyle.bigSymbol(root.info.text) === null
            readonly property real vpSize: Math.max(34 * root.unit, Math.ceil(Theme.minTextSize / 0.42) + 1)
            readonly property real vpX: root.width - vpSize - 8 * root.unit

            TypeLine {
                objectName: "typeLine"
                x: Math.max(52 * root.unit, fullCost.x + fullCost.width + 3 * root.unit); y: 344 * root.unit
                width: (fullFace.vpShown ? Math.min(198 * root.unit, fullFace.vpX - 2 * root.unit)
                                         : 198 * root.unit) - x
                height: 34 * root.unit
                text: root.info.typeLine
                color: CardStyle.primary(root.types).ink
            }

            Repeater {
                model: fullFace.vpShown ? 1 : 0

                delegate: VpIcon {
                    objectName: "vpShield"
                    size: fullFace.vpSize
                    x: fullFace.vpX
                    y: Math.min(343 * root.unit, root.height - size - 4 * root.unit)
                    value: String(root.info.vp)
                }
            }
        }
    }

    Component {
        id: pileLayout

        Item {
            width: root.width
            height: root.height

            NameBanner {
                x: 8 * root.unit; y: 8 * root.unit; width: 154 * root.unit; baseHeight: 36 * root.unit
                z: 1
                text: root.name
                attack: CardStyle.isAttack(root.types)
                fontSize: 24
            }

            // A text too long for its box takes the picture's place too; without its text, the
            // picture (with the card's icon) takes the text's place.
            CardArt {
                x: 11 * root.unit; y: 49 * root.unit; width: 148 * root.unit
                height: (pileText.shown ? 46 : 143) * root.unit
                visible: !pileText.tall
                types: root.types
                englishName: root.info.englishName
                seed: root.cardId
                unit: root.unit
            }

            TextBox {
                id: pileText
                objectName: "cardTextBox"
                x: 11 * root.unit; y: (tall ? 49 : 100) * root.unit; width: 148 * root.unit
                height: (tall ? tallRefHeight : refHeight) * root.unit
                refHeight: 92
                tallRefHeight: 143
                visible: shown
                cardText: root.info.text
                fontSize: 15
                minFontSize: 10
            }

            CostIcons {
                id: pileCost
                x: 6 * root.unit
                y: Math.min(196 * root.unit, root.height - size - 4 * root.unit)
                size: root.costSize(34)
                coins: root.shownCost
                debt: root.debtCost
                potion: root.potionCost
                visible: !root.costless
            }

            TypeLine {
                x: Math.max(42 * root.unit, pileCost.x + pileCost.width + 3 * root.unit); y: 198 * root.unit
                width: 162 * root.unit - x; height: 30 * root.unit
                fontSize: 15
                text: root.info.typeLine
                color: CardStyle.primary(root.types).ink
            }
        }
    }

    Component {
        id: basicLayout

        Item {
            width: root.width
            height: root.height

            NameBanner {
                x: 7 * root.unit; y: 7 * root.unit; width: 156 * root.unit; baseHeight: 32 * root.unit
                z: 1
                text: root.name
                attack: CardStyle.isAttack(root.types)
                fontSize: 22
            }

            CoinIcon {
                objectName: "costCoin"
                x: 8 * root.unit
                y: root.height - size - 8 * root.unit
                size: Math.max(34 * root.unit, Theme.symbolSize(String(root.shownCost).length))
                value: String(root.shownCost)
            }

            // The card's icon in the corner opposite the cost, beside the big symbol.
            CardIcon {
                objectName: "cardIcon"
                readonly property var ink: CardStyle.iconColours(root.types)
                readonly property real bigSide: Math.max(66 * root.unit, Theme.symbolSize(2))
                englishName: root.info.englishName
                fill: ink.fill
                outline: ink.outline
                side: Math.floor(Math.min(46 * root.unit, (root.width - bigSide) / 2 - 6 * root.unit))
                minSide: 12
                x: root.width - side - 6 * root.unit
                y: root.height - side - 6 * root.unit
            }

            CoinIcon {
                readonly property var big: CardStyle.bigSymbol(root.info.text)
                visible: big !== null && big.kind === "coin"
                anchors.horizontalCenter: parent.horizontalCenter
                y: 44 * root.unit
                size: Math.max(64 * root.unit, Theme.symbolSize(2))
                value: big ? big.value : ""
            }

            PotionIcon {
                readonly property var big: CardStyle.bigSymbolOf(root.info.englishName, root.info.text)
                visible: big !== null && big.kind === "potion"
                anchors.horizontalCenter: parent.horizontalCenter
                y: 44 * root.unit
                size: Math.max(64 * root.unit, Theme.symbolSize(2))
            }

            VpIcon {
                readonly property var big: CardStyle.bigSymbol(root.info.text)
                visible: big !== null && big.kind === "vp"
                anchors.horizontalCenter: parent.horizontalCenter
                y: 43 * root.unit
                size: Math.max(66 * root.unit, Math.ceil(Theme.minTextSize / 0.42) + 1)
                value: big ? big.value : ""
            }
        }
    }
}
