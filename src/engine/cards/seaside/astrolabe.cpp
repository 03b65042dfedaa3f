#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Its $1 and +1 Buy now are its plain bonuses; the same again at the start of the next turn is
// set up when it is played (Astrolabe ①), so it stays in play until then.
void ability(Game& g, Frame& f) {
  g.lastUntilNextTurn(f);
  g.finish();
}

void nextTurn(Game& g, Frame&) {
  g.addCoins(1);
  g.addBuys(1);
  g.finish();
}

}  // namespace

CardDef astrolabe() {
  return {.name = "Astrolabe",
          .set = CardSet::Seaside,
          .editions = SecondEdition,
          .cost = 3,
          .types = Treasure | Duration,
          .plus = {.buys = 1, .coins = 1},
          .text = "Now and at the start of your next turn:\n$1\n+1 Buy",
          .ability = ability,
          .nextTurn = nextTurn};
}

}  // namespace dom::cards::seaside
