// What a player can work out from its View: piles, cards owned, money, how near the end is,
// who would win. Everything here reads public information (or the seat's own cards).
#pragma once

#include "engine/view.hpp"

namespace dom::ai {

// Index of the Supply pile named after c; -1 if the game has none.
int pileOf(const View& v, CardId c);
// What c costs now, cost modifiers included: its pile's cost when c is on top or the pile is
// empty, else its printed cost.
Cost costNow(const View& v, CardId c);
// Cards left in c's pile; 0 if there is no such pile.
int pileCount(const View& v, CardId c);
int emptyPiles(const View& v);
// Empty piles that end the game (3; 4 with 5 or more players).
int pilesToEnd(const View& v);
// G: gains needed to end the game = min(Provinces left, the smallest piles that end it summed).
int gainsToEnd(const View& v);

// Copies of c player p owns (every zone); p defaults to the viewer.
int owned(const View& v, CardId c, PlayerId p = NoPlayer);
// Cards player p owns.
int cardsOwned(const View& v, PlayerId p = NoPlayer);
// M: 1 per Copper, 2 per Silver, 3 per Gold (the coins of every plain Treasure) owned by p.
int moneyOwned(const View& v, PlayerId p = NoPlayer);

// Whether gaining the top card of `pile` now ends the game at the end of this turn: it is the
// last card of the Province pile, or of a pile whose emptying makes enough empty piles.
bool gainEndsGame(const View& v, int pile);
// Whether the viewer would win or share the win if the game ended after this turn with the
// viewer having gained one card c (VP: most wins; equal VP: fewer turns wins; equal: a tie).
bool winsOrTiesAfterGaining(const View& v, CardId c);

// Pure dead cards in hand: Victory or Curse cards that are neither Actions nor Treasures.
bool isDead(CardId c);

}  // namespace dom::ai
