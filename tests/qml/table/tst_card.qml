pragma ComponentBehavior: Bound
import QtQuick
import QtTest
import Dominion

// The card drawn from its facts: frame colours by type, name, cost, type line and text.
Item {
    id: root
    width: 900
    height: 700

    MockCatalog { id: mockCatalog }
    MockController { id: cards }

    Component {
        id: cardComponent
        Card { width: 250 }
    }

    Component {
        id: miniComponent
        MiniCard {}
    }

    Component {
        id: textComponent
        CardText { width: 300 }
    }

    TestCase {
        name: "Card"
        when: windowShown

        function initTestCase() {
            CardFacts.catalog = mockCatalog
        }

        function makeCard(name, props) {
            const card = createTemporaryObject(cardComponent, root,
                                               Object.assign({ cardId: cards.cardId(name) }, props || {}))
            verify(card, "the card could not be created")
            waitForRendering(card)
            return card
        }

        function frame(card) {
            return findChild(card, "cardFrame")
        }

        function test_frameColourByType_data() {
            return [
                { tag: "Treasure", name: "Gold", colour: "#e6b93f", split: false },
                { tag: "Victory", name: "Province", colour: "#86b85a", split: false },
                { tag: "Curse", name: "Curse", colour: "#9b69b5", split: false },
                { tag: "Action", name: "Village", colour: "#e2d9c2", split: false },
                { tag: "Reaction", name: "Moat", colour: "#6f9fd6", split: false },
                { tag: "Action-Victory", name: "Mill", colour: "#e2d9c2", split: true },
                { tag: "Treasure-Victory", name: "Harem", colour: "#e6b93f", split: true }
            ]
        }

        function test_frameColourByType(data) {
            const card = makeCard(data.name)
            compare(String(frame(card).primary.mid), data.colour)
            compare(frame(card).split, data.split)
            if (data.split) compare(String(frame(card).secondary.mid), "#86b85a")
        }

        // The setting for low vision: a broad band of one strong colour per type (split for two
        // types) between black lines, switched on and off live.
        function test_highContrastFramesShowABroadBandOfTheTypesColour_data() {
            return [
                { tag: "Treasure", name: "Gold", colours: ["#ffd400"] },
                { tag: "Victory", name: "Province", colours: ["#19b34a"] },
                { tag: "Action", name: "Village", colours: ["#ffffff"] },
                { tag: "Reaction", name: "Moat", colours: ["#1f6fff"] },
                { tag: "Treasure-Victory", name: "Harem", colours: ["#ffd400", "#19b34a"] }
            ]
        }
        function test_highContrastFramesShowABroadBandOfTheTypesColour(data) {
            const card = makeCard(data.name)
            const bands = () => findChildrenNamed(frame(card), "highContrastBand")
            compare(bands().length, 0)
            AppSettings.highContrastFrames = true
            waitForRendering(card)
            const shown = bands()
            compare(shown.map(b => String(b.border.color)), data.colours)
            for (const band of shown) verify(band.border.width >= 8, "a broad band: " + band.border.width)
            grabImage(card).save("card-high-contrast-" + data.name + ".png")
            AppSettings.highContrastFrames = false
            waitForRendering(card)
            compare(bands().length, 0)
        }

        function findChildrenNamed(item, name) {
            const out = []
            const walk = it => {
                for (let i = 0; i < it.children.length; ++i) {
                    const c = it.children[i]
                    if (c.objectName === name && c.visible) out.push(c)
                    walk(c)
                }
            }
            walk(item)
            return out
        }

        function cleanup() {
            AppSettings.highContrastFrames = false
            CardFacts.cursesAreTreasures = false
            CardFacts.earlierVersions = false
        }

        function test_attackHasARedAccent() {
            const militia = makeCard("Militia")
            const smithy = makeCard("Smithy")
            const name = findChild(militia, "cardName")
            verify(name.parent.attack)
            verify(!findChild(smithy, "cardName").parent.attack)
        }

        function test_nameCostAndTypeLine() {
            const card = makeCard("Militia")
            compare(findChild(card, "cardName").text, "Militia")
            compare(findChild(card, "costCoin").value, "4")
            compare(findChild(card, "typeLine").text, "Action – Attack")
        }

        // A Supply tile too narrow for "Action – Attack" still says it is an Attack (and one
        // too narrow for "Treasure – Victory" that it is a Victory card).
        function test_aNarrowTileShowsTheTypeLineWithoutItsFirstType() {
            const wide = makeCard("Militia", { variant: "pile", width: 250 })
            compare(findChild(wide, "typeText").text, "Action – Attack")
            const narrow = makeCard("Militia", { variant: "pile", width: 100 })
            const line = findChild(narrow, "typeText")
            compare(line.text, "Attack")
            verify(!line.truncated)
            verify(line.parent.visible)
            const moat = makeCard("Moat", { variant: "pile", width: 100 })
            compare(findChild(moat, "typeText").text, "Reaction")
            const harem = makeCard("Harem", { variant: "pile", width: 100 })
            compare(findChild(harem, "typeText").text, "Victory")
            const gold = makeCard("Gold", { variant: "pile", width: 100 })
            compare(findChild(gold, "typeText").text, "Treasure")
            // three types: the last alone when "Duration – Attack" is too long as well
            const blockade = makeCard("Blockade", { variant: "pile", width: 100 })
            compare(findChild(blockade, "typeText").text, "Attack")
            verify(findChild(blockade, "typeText").parent.visible)
            const wider = makeCard("Blockade", { variant: "pile", width: 250 })
            compare(findChild(wider, "typeText").text, "Action – Duration – Attack")
        }

        // The line follows the tile's size both ways: a game continued at start lays its tiles
        // out small first, and the whole line must come back once there is room for it.
        function test_theTypeLineFollowsTheTileGrowingAndShrinking() {
            const card = makeCard("Militia", { variant: "pile", width: 100 })
            compare(findChild(card, "typeText").text, "Attack")
            card.width = 250
            tryCompare(findChild(card, "typeText"), "text", "Action – Attack")
            card.width = 100
            tryCompare(findChild(card, "typeText"), "text", "Attack")
            verify(findChild(card, "typeText").parent.visible)
            // A Supply tile is laid out from no width at all; once sized it reads as a tile made
            // at that size (a hidden Text's fontSizeMode kept "Attack" here).
            const grown = makeCard("Militia", { variant: "pile", width: 0 })
            grown.width = 180
            const made = makeCard("Militia", { variant: "pile", width: 180 })
            compare(findChild(made, "typeText").text, "Action – Attack")
            tryCompare(findChild(grown, "typeText"), "text", "Action – Attack")
        }

        // "+$1." on a small card: the coin grows to keep its number readable, and the "+" and
        // the "." stay level with the words beside them instead of riding at the coin's top.
        function test_theSignsBesideACoinStayLevelWithTheLine() {
            const text = createTemporaryObject(textComponent, root,
                                               { text: "this turn, +$1.", fontSize: 12, minSymbolTextSize: 24 })
            waitForRendering(text)
            let coinWord = null
            let plainWord = null
            for (let i = 0; i < text.children.length; ++i) {
                const word = text.children[i]
                if (word.partCount === undefined) continue
                let hasCoin = false
                for (let j = 0; j < word.partCount; ++j)
                    if (word.partAt(j).kind === "coin") hasCoin = true
                if (hasCoin) coinWord = word
                else if (!plainWord) plainWord = word
            }
            verify(coinWord && plainWord)
            compare(coinWord.partCount, 3)  // "+", the coin, "."
            const coin = coinWord.partAt(1)
            verify(coin.height > coinWord.partAt(0).height + 4, "the coin is taller than the text")
            const middle = (part, word) => word.y + part.y + part.height / 2
            for (let j = 0; j < 3; ++j)
                fuzzyCompare(middle(coinWord.partAt(j), coinWord), middle(coin, coinWord), 0.5)
            // and the text parts share the plain words' line
            fuzzyCompare(middle(coinWord.partAt(0), coinWord), plainWord.y + plainWord.height / 2, 0.5)
        }

        // Charlatan ②: in a Charlatan game a Curse is a Treasure too, and its card says so.
        function test_aCurseIsATreasureInACharlatanGame() {
            compare(findChild(makeCard("Curse"), "typeText").text, "Curse")
            CardFacts.cursesAreTreasures = true
            const curse = makeCard("Curse")
            compare(findChild(curse, "typeText").text, "Curse – Treasure")
            compare(curse.types, ["Curse", "Treasure"])
            compare(findChild(makeCard("Copper"), "typeText").text, "Treasure")
        }

        // A card follows the game's earlier versions unless told otherwise (the kingdom dialog's
        // switch): Hoard's text is the one it will play.
        function test_aChangedCardShowsTheTextItWillPlay() {
            const current = makeCard("Hoard")
            verify(current.info.text.indexOf("This turn") >= 0, current.info.text)
            CardFacts.earlierVersions = true
            const earlier = makeCard("Hoard")
            verify(earlier.info.text.indexOf("While this is in play") >= 0, earlier.info.text)
            verify(current.info.text.indexOf("While this is in play") >= 0, "follows the game")
            const told = makeCard("Hoard", { earlierVersions: false })
            verify(told.info.text.indexOf("This turn") >= 0, told.info.text)
            compare(makeCard("Smithy").info.text, "+3 Cards")
        }

        // On a small card the VP shield keeps its size for its number: the type line ends before it.
        function test_theTypeLineEndsBeforeTheVpShield() {
            for (const width of [250, 110, 80]) {
                const card = makeCard("Harem", { width: width })
                const line = findChild(card, "typeLine")
                const shield = findChild(card, "vpShield")
                verify(shield, "no VP shield at width " + width)
                verify(line.x + line.width <= shield.x + 0.5,
                       "at width " + width + " the type line ends at " + (line.x + line.width)
                       + ", the shield starts at " + shield.x)
            }
        }

        function test_currentCostReplacesThePrintedOne() {
            const card = makeCard("Smithy", { cost: 3 })
            compare(findChild(card, "costCoin").value, "3")
        }

        function test_textWithCoinSymbols() {
            const card = makeCard("Workshop")
            const text = findChild(card, "cardText")
            compare(text.text, "Gain a card costing up to $4.")
            // "$4." is a coin with 4 on it, followed by the full stop
            const coins = []
            const collect = item => {
                for (let i = 0; i < item.children.length; ++i) {
                    const child = item.children[i]
                    if (child.value !== undefined && child.size !== undefined && child.visible) coins.push(child)
                    collect(child)
                }
            }
            collect(text)
            compare(coins.length, 1)
            compare(coins[0].value, "4")
            verify(text.contentHeight > 0)
            verify(text.contentHeight <= text.maxHeight + 0.5)
        }

        // The text is laid out at the reference size and scaled up on a large card (the preview,
        // the Large card size): the coin's number stays drawn, as on a card of the usual size.
        function test_coinNumbersStayOnLargeCards_data() {
            return [{ tag: "usual", width: 250 }, { tag: "large", width: 600 }]
        }

        function test_coinNumbersStayOnLargeCards(data) {
            const card = makeCard("Workshop", { width: data.width })
            const value = findChild(findChild(card, "cardText"), "coinValue")
            verify(value, "no coin in the text")
            compare(value.text, "4")
            verify(value.visible, "the coin's number is hidden")
        }

        function test_longTextFitsTheBox() {
            const card = makeCard("Library")
            const text = findChild(card, "cardText")
            tryVerify(() => text.fits)
            verify(text.fittedSize <= text.fontSize)
        }

        function test_pileAndBasicVariants() {
            const pile = makeCard("Witch", { variant: "pile", width: 120 })
            compare(findChild(pile, "costCoin").value, "5")
            verify(pile.height < 120 * 1.56)
            const basic = makeCard("Copper", { variant: "basic", width: 110 })
            verify(basic.height < basic.width)
            compare(findChild(basic, "cardName").text, "Copper")
        }

        function icon(card) {
            const image = findChild(card, "cardIcon")
            verify(image, "the card has no icon")
            return image
        }

        function test_cardFaceShowsItsIcon_data() {
            return [
                { tag: "full card", name: "Village", file: "village.svg", props: {} },
                { tag: "full card of an Attack", name: "Militia", file: "militia.svg", props: {} },
                { tag: "Supply pile", name: "Smithy", file: "smithy.svg", props: { variant: "pile", width: 120 } },
                { tag: "small Supply pile", name: "Village", file: "village.svg", props: { variant: "pile", width: 95 } },
                { tag: "Treasure", name: "Gold", file: "gold.svg", props: {} },
                { tag: "basic pile", name: "Province", file: "province.svg", props: { variant: "basic", width: 110 } }
            ]
        }

        function test_cardFaceShowsItsIcon(data) {
            const card = makeCard(data.name, data.props)
            const image = icon(card)
            verify(image.visible)
            verify(image.width >= 16 && image.height >= 16)
            const source = image.source.toString()
            verify(source.startsWith("image://cardicon/"), source)
            verify(source.endsWith("/" + data.file), source)
            tryCompare(image, "status", Image.Ready)
            // Drawn at its size on the screen: crisp.
            compare(image.sourceSize.width, Math.ceil(image.width))
        }

        function test_textInThePicturesPlaceKeepsTheIconFaintBehindIt() {
            // Militia's text takes its picture's place on a Supply pile.
            const card = makeCard("Militia", { variant: "pile", width: 120 })
            verify(!icon(card).visible)
            const mark = findChild(card, "cardIconWatermark")
            verify(mark.visible)
            verify(mark.source.toString().endsWith("/militia.svg"))
            verify(mark.opacity < 0.3)
            tryCompare(mark, "status", Image.Ready)
            verify(!findChild(makeCard("Village", { variant: "pile", width: 120 }), "cardIconWatermark").visible)
        }

        function makeMini(name, props) {
            const chip = createTemporaryObject(miniComponent, root,
                                               Object.assign({ cardId: cards.cardId(name) }, props || {}))
            verify(chip, "the chip could not be created")
            waitForRendering(chip)
            return chip
        }

        // The chips of the lists (opponents' cards in play, mats, the game-over list) show the
        // card's icon beside its name, inside the chip.
        function test_miniCardShowsItsIconWhenLargeEnough() {
            const chip = makeMini("Militia")
            const image = findChild(chip, "miniCardIcon")
            verify(image.visible)
            verify(image.source.toString().endsWith("/militia.svg"), image.source)
            tryCompare(image, "status", Image.Ready)
            verify(image.height >= 16 && image.height <= chip.height)
            const top = image.mapToItem(chip, 0, 0).y
            verify(top >= 0 && top + image.height <= chip.height)
            // Not over the name: the chip grew by the icon
            const plain = makeMini("Militia", { showIcon: false })
            verify(!findChild(plain, "miniCardIcon").visible)
            verify(chip.implicitWidth >= plain.implicitWidth + image.width)
            // Too small to read: left out
            verify(!findChild(makeMini("Militia", { fontSize: 9 }), "miniCardIcon").visible)
        }

        function test_iconsDifferByCardAndTakeTheTypesColour() {
            const village = icon(makeCard("Village")).source.toString()
            const market = icon(makeCard("Market")).source.toString()
            const gold = icon(makeCard("Gold")).source.toString()
            const militia = icon(makeCard("Militia")).source.toString()
            verify(village !== market)
            // Same type, same colours; another type, other colours.
            compare(village.replace("village.svg", ""), market.replace("market.svg", ""))
            verify(gold.replace("gold.svg", "") !== village.replace("village.svg", ""))
            verify(militia.replace("militia.svg", "") !== village.replace("village.svg", ""))
        }

        function test_iconStaysCrispWhenTheCardGrows() {
            const card = makeCard("Smithy", { width: 150 })
            const small = icon(card).sourceSize.width
            card.width = 400
            waitForRendering(card)
            verify(icon(card).sourceSize.width > small * 2)
            compare(icon(card).sourceSize.width, Math.ceil(icon(card).width))
        }

        function test_cardBack() {
            const card = makeCard("Gold", { faceUp: false })
            verify(!findChild(card, "cardFrame").parent.visible)
        }
    }
}
