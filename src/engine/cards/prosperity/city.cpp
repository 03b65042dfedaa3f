#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// The empty Supply piles are counted when City is played, each time (City ①: EFFECTS ARE
// IMMEDIATE; under Throne Room the second play counts again). One or more: +1 Card; two or
// more: also +$1 and +1 Buy. Piles outside the Supply (Spoils) don't count.
void ability(Game& g, Frame& f) {
  const int empty = g.emptySupplyPiles();
  if (empty >= 1) g.draw(f.player, 1);
  if (empty >= 2) {
    g.addCoins(1);
    g.addBuys(1);
  }
  g.finish();
}

}  // namespace

CardDef city() {
  return {.name = "City",
          .set = CardSet::Prosperity,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 1, .actions = 2},
          .traits = GivesCoins | GivesBuy,
          .text =
              "+1 Card\n+2 Actions\nIf there are one or more empty Supply piles, +1 Card. If there "
              "are two or more, +$1 and +1 Buy.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
