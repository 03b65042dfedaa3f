#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// The 2022 text, which the Card Reference gives first (Highway 1): playing Highway lowers every
// card's cost, everywhere, for the rest of the turn, once per play, so Throne Room on it makes
// cards $2 cheaper. The 1st-edition text ("While this is in play, cards cost $1 less", Highway
// 2) lowered them only while the Highway was in play, once however often it was played.
// Costs never go below $0 (COST REDUCTION, in Game::cost).
void ability(Game& g, Frame& f) {
  g.addCostModifier({.amount = 1, .source = f.card});
  g.finish();
}

}  // namespace

CardDef highway() {
  return {.name = "Highway",
          .set = CardSet::Hinterlands,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 1, .actions = 1},
          .text = "+1 Card\n+1 Action\nThis turn, cards cost $1 less.",
          .ability = ability};
}

}  // namespace dom::cards::hinterlands
