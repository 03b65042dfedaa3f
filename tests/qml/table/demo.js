.pragma library

// A game in its fourth round, for the table tests and previews: the human's Action phase
// with a Village and a Smithy in hand against two computer players.
function fill(controller) {
    controller.setSupply(["Cellar", "Moat", "Village", "Workshop", "Militia", "Smithy", "Remodel",
                          "Market", "Mine", "Witch"])
    controller.setHand(["Copper", "Village", "Silver", "Estate", "Smithy"], ["Village", "Smithy"])
    controller.setInPlay([])
    controller.setPlayers([
        { name: "You", handCount: 5, deckCount: 7, discardCount: 4, discardTop: "Silver", vp: 3 },
        { name: "Alice (Hard)", handCount: 5, deckCount: 9, discardCount: 6, discardTop: "Militia", vp: 3,
          inPlay: ["Militia", "Silver", "Copper", "Copper"] },
        { name: "Bob (Medium)", handCount: 5, deckCount: 2, discardCount: 11, discardTop: "Estate", vp: 4 }
    ])
    const log = controller.log
    log.clear()
    const lines = [
        ["Turn 3 — Alice", -1, [], true],
        ["Alice plays Militia.", 1, ["Militia"], false],
        ["You discard an Estate and a Copper.", 0, ["Estate", "Copper"], false],
        ["Bob discards a Copper and a Curse.", 2, ["Copper", "Curse"], false],
        ["Alice plays 3 Coppers and a Silver.", 1, ["Copper", "Silver"], false],
        ["Alice buys a Gold.", 1, ["Gold"], false],
        ["Turn 3 — Bob", -1, [], true],
        ["Bob plays a Witch.", 2, ["Witch"], false],
        ["Bob draws 2 cards.", 2, [], false],
        ["You gain a Curse.", 0, ["Curse"], false],
        ["Alice reveals a Moat.", 1, ["Moat"], false],
        ["Bob buys a Silver.", 2, ["Silver"], false],
        ["Turn 4 — You", -1, [], true]
    ]
    for (const l of lines)
        log.append({ text: l[0], seat: l[1], cardIds: l[2].map(n => ({ id: controller.cardId(n) })), turnHeader: l[3] })
    controller.currentPlayer = 0
    controller.turnNumber = 4
    controller.phase = "action"
    controller.actions = 1
    controller.buys = 1
    controller.coins = 0
    controller.statusText = "Your turn: play an Action, or end the Action phase."
}
