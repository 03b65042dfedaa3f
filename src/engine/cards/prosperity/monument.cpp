#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// +1 VP: a victory point token (Counter::VP), kept for the end of the game.
void ability(Game& g, Frame& f) {
  g.addTokens(f.player, Counter::VP, 1);
  g.finish();
}

}  // namespace

CardDef monument() {
  return {.name = "Monument",
          .set = CardSet::Prosperity,
          .cost = 4,
          .types = Action,
          .plus = {.coins = 2},
          .text = "+$2\n+1 VP",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
