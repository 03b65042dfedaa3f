import QtQuick
import "MockCards.js" as MockCards

// Stands in for the GameController singleton in the table tests: the contract's properties,
// models and intents. Intents are recorded in `calls` and change nothing unless a test says
// so; helpers fill the models.
QtObject {
    id: controller

    property bool active: true
    property bool over: false
    property int humanSeat: 0
    property int playerCount: 2
    property int currentPlayer: 0
    property int turnNumber: 3
    property bool hotSeat: false
    property string phase: "action"
    property int actions: 1
    property int buys: 1
    property int coins: 0
    // Alchemy: the Potions of the turn, shown only in a game with a Potion pile
    property int potions: 0
    property bool potionsInGame: false
    property bool cursesAreTreasures: false
    property bool earlierVersions: false
    property bool humanToAct: true
    property bool paused: false
    property bool aiThinking: false
    property bool canUndo: false
    property bool canPlayTreasures: false
    property bool canEndPhase: true
    property bool turnHeldOpen: false
    property string endPhaseLabel: turnHeldOpen ? "End turn" : phase === "buy" ? "End Buys" : "End Actions"
    property string statusText: "Your turn: play Actions or end the Action phase."
    // Seaside: the card that gave an extra turn (Outpost), -1 on a normal turn.
    property int extraTurnCardId: -1
    property string turnKind: extraTurnCardId >= 0 ? "outpost" : ""

    // Tokens the human may spend now (GameController's coffersToSpend ...)
    property int coffersToSpend: 0
    property int villagersToSpend: 0
    property int debtToPay: 0

    property var calls: []
    // pile -> the question buyWarning() asks about buying it
    property var buyWarnings: ({})

    readonly property ListModel hand: ListModel {}
    readonly property ListModel inPlay: ListModel {}
    readonly property ListModel revealed: ListModel {}
    readonly property ListModel trash: ListModel {}
    readonly property ListModel supply: ListModel {}
    readonly property ListModel players: ListModel {}
    readonly property ListModel log: ListModel {}
    readonly property MockDecision decision: MockDecision {}

    property var scores: []

    signal cardMoved(int inst, int cardId, int fromZone, int fromOwner, int toZone, int toOwner, int reason)
    signal shuffled(int seat)
    signal soundCue(string cue)
    signal cardsRevealed(int seat, string caption, var cardIds)
    signal gameStarted()
    signal gameOver()
    signal message(string text)
    signal errorOccurred(string text)

    function record(name, args) {
        calls = calls.concat([{ name: name, args: args }])
    }
    function callsOf(name) {
        return calls.filter(c => c.name === name)
    }

    function newGame(opponents, aiLevel, kingdom, seed) { record("newGame", [opponents, aiLevel, kingdom, seed]) }
    function rematch() { record("rematch", []) }
    function canPlay(inst) {
        for (let i = 0; i < hand.count; ++i)
            if (hand.get(i).inst === inst) return hand.get(i).playable
        return false
    }
    function canBuy(pile) {
        for (let i = 0; i < supply.count; ++i)
            if (supply.get(i).pile === pile) return supply.get(i).affordable
        return false
    }
    function buyWarning(pile) { return buyWarnings[pile] ?? "" }
    function playCard(inst) { record("playCard", [inst]) }
    function playAllTreasures() { record("playAllTreasures", []) }
    function buy(pile) { record("buy", [pile]) }
    function endPhase() { record("endPhase", []) }
    function undo() { record("undo", []) }
    function hint() { record("hint", []); return "Play Village." }
    function spendCoffers(count) { record("spendCoffers", [count]) }
    function spendVillagers(count) { record("spendVillagers", [count]) }
    function payDebt(count) { record("payDebt", [count]) }
    function finalScores() { return scores }

    // ---- helpers for tests -----------------------------------------------------------------

    function cardId(name) {
        const c = MockCards.cards.find(c => c.englishName === name)
        return c ? c.cardId : -1
    }
    function cardRow(inst, name, playable) {
        const c = MockCards.cards[cardId(name)]
        return { inst: inst, cardId: c.cardId, name: c.name, cost: c.cost,
                 playable: playable === true, selectable: false, selected: false }
    }
    function setHand(names, playableNames) {
        hand.clear()
        for (let i = 0; i < names.length; ++i)
            hand.append(cardRow(100 + i, names[i], (playableNames || []).indexOf(names[i]) >= 0))
    }
    function setInPlay(names) {
        inPlay.clear()
        for (let i = 0; i < names.length; ++i) inPlay.append(cardRow(200 + i, names[i], false))
    }
    function setRevealed(names) {
        revealed.clear()
        for (let i = 0; i < names.length; ++i) revealed.append(cardRow(300 + i, names[i], false))
    }
    // Basic piles, then ten Kingdom piles; `affordableUpTo` marks piles costing at most that.
    function setSupply(kingdom, affordableUpTo) {
        supply.clear()
        const basics = [["Copper", 46], ["Silver", 40], ["Gold", 30], ["Estate", 8], ["Duchy", 8],
                        ["Province", 8], ["Curse", 10]]
        const piles = []
        for (const basic of basics) piles.push(basic)
        for (const name of kingdom) piles.push([name, 10])
        for (let i = 0; i < piles.length; ++i) {
            const c = MockCards.cards[cardId(piles[i][0])]
            supply.append({ pile: i, cardId: c.cardId, name: c.name, count: piles[i][1], cost: c.cost,
                            isKingdom: i >= basics.length, inSupply: true,
                            affordable: affordableUpTo !== undefined && c.cost <= affordableUpTo,
                            selectable: false, selected: false, empty: false })
        }
    }
    // Each seat's cards in play, as the PlayerModel's `inPlay` role.
    property var seatInPlay: []

    function inPlayOf(seat) {
        while (seatInPlay.length <= seat)
            seatInPlay.push(Qt.createQmlObject("import QtQuick; ListModel {}", controller))
        return seatInPlay[seat]
    }

    function setSeatInPlay(seat, names) {
        const model = inPlayOf(seat)
        model.clear()
        for (let i = 0; i < names.length; ++i) model.append(cardRow(400 + 20 * seat + i, names[i], false))
    }

    function setPlayers(list) {
        players.clear()
        for (let i = 0; i < list.length; ++i) {
            const p = list[i]
            setSeatInPlay(i, p.inPlay ?? [])
            players.append({ seat: i, name: p.name, isHuman: i === 0, isCurrent: i === currentPlayer,
                             handCount: p.handCount ?? 5, deckCount: p.deckCount ?? 10,
                             discardCount: p.discardCount ?? 3,
                             discardTopCardId: p.discardTop !== undefined ? cardId(p.discardTop) : -1,
                             vp: p.vp ?? 3, turns: p.turns ?? 3,
                             inPlay: inPlayOf(i), deciding: p.deciding === true,
                             colour: ["#c9a227", "#3f7fbf", "#bf4f3f", "#7f5fbf", "#3f9f7f", "#bf3f8f"][i % 6] })
        }
        playerCount = list.length
    }
}
