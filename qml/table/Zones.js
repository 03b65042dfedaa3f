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
