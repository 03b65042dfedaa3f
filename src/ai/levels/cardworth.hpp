// What the planning levels' card rules weigh (cardplay.cpp): the coins of this turn, and what a
// card is worth owning. Read from the seat's View only.
#pragma once

#include "engine/view.hpp"

namespace dom::ai {

// ---- coins this turn ----------------------------------------------------------------------

// The coins a Treasure gives (Fool's Gold: its usual $2 or more, see coinsToSpend); 0 otherwise.
int treasureCoins(CardId c);
// The same in this game: a Curse is worth $1 where Curses are Treasures (Charlatan).
int treasureCoins(const View& v, CardId c);
// Coins for the Buy phase if the Action phase ended now: those made so far plus the Treasures
// still in hand.
int coinsToSpend(const View& v);
// What an amount of coins buys, as a rank: nothing, Silver, a $5, Gold, Province (and with a
// second Buy, Province + Silver, + Gold, two Provinces).
int buyLevel(int coins, int buys);
int buyLevel(const View& v, int coins);
// Money per card of everything I own.
double ownedDensity(const View& v);
// Cards in my deck.
int deckSize(const View& v);
// Expected coins of the next n cards of my deck.
double drawCoins(const View& v, int n);
// What a card in hand is worth for the rest of this turn, in coins.
double thisTurnWorth(const View& v, CardId c);

// ---- what a card is worth owning ------------------------------------------------------------

int terminalsOwned(const View& v);

// The value of owning one more c (or one less), in rough coins: its worth in the deck, fading
// as the end nears, plus its VP, weighing more as the end nears.
struct Worth {
  double money;   // weight of deck strength
  double vp;      // weight of a VP
  int cards;      // cards owned
  int terminals;  // terminal Actions owned
};
Worth worthWeights(const View& v);
double ownValue(const Worth& w, CardId c);
// The value of gaining the top card of pile k: owning it, never ending the game on a loss.
double gainWorth(const View& v, const Worth& w, int pile);

}  // namespace dom::ai
