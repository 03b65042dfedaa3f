#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

void ability(Game& g, Frame& f) {
  gainUpTo(g, f, {.maxCost = 4, .question = {Text::GainCostingUpTo, {4}}});
}

}  // namespace

CardDef workshop() {
  return {.name = "Workshop",
          .set = CardSet::Base,
          .cost = 3,
          .types = Action,
          .traits = Gains,
          .text = "Gain a card costing up to $4.",
          .ability = ability};
}

}  // namespace dom::cards::base
