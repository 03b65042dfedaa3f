#include "../../game.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Bridge ①: cumulative; costs never go below $0 (Game::cost).
void ability(Game& g, Frame&) {
  g.addCostModifier({.amount = 1});
  g.finish();
}

}  // namespace

CardDef bridge() {
  return {.name = "Bridge",
          .set = CardSet::Intrigue,
          .cost = 4,
          .types = Action,
          .plus = {.buys = 1, .coins = 1},
          .text = "+1 Buy\n+$1\nThis turn, cards (everywhere) cost $1 less.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
