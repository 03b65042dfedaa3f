.pragma library

// The engine's zones, as GameController.cardMoved names them.
var Supply = 0
var Trash = 1
var Deck = 2
var Hand = 3
var Discard = 4
var InPlay = 5
var Revealed = 6
var Aside = 7
// Places that keep cards across turns: a Duration's set-aside cards (Haven) and the mats.
var Held = 8
var IslandMat = 9
var NativeVillage = 10
var Tavern = 11
var Exile = 12

function isMat(zone) {
    return zone >= Held && zone <= Exile
}
