#include "../../game.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// An ongoing ability for the rest of the game (Endless Chalice ①): it sets up the next turn's
// part each time, so it never leaves play while it is there; a throne-room that played it stays
// with it (DURATION CARDS: PLAYING A DURATION CARD MULTIPLE TIMES). Lose track: once it has left
// play (trashed from play ...), nothing is set up again.
void ability(Game& g, Frame& f) {
  g.lastUntilNextTurn(f);
  g.finish();
}

void nextTurn(Game& g, Frame& f) {
  g.addCoins(1);
  g.addBuys(1);
  if (g.isIn(f.source, Zone::InPlay, f.player)) {
    g.lastUntilNextTurn(f);
    // The throne-room kept with it (the frame's card) stays with it again.
    if (!f.cards.empty() && g.isIn(Inst(f.cards[0]), Zone::InPlay, f.player))
      g.keepWith(Inst(f.cards[0]), f.source);
  }
  g.finish();
}

}  // namespace

CardDef endlessChalice() {
  return {
      .name = "Endless Chalice",
      .set = CardSet::Plunder,
      .cost = 7,
      .nonKingdom = true,
      .types = Treasure | Duration | Loot,
      .plus = {.buys = 1, .coins = 1},
      .text = "Now and at the start of each of your turns for the rest of the game:\n$1\n+1 Buy",
      .ability = ability,
      .nextTurn = nextTurn};
}

}  // namespace dom::cards::plunder
