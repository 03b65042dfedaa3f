#include "../effects.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// A card from the Supply costing up to $4 now (Hammer ①, CARD COSTS).
void ability(Game& g, Frame& f) {
  gainUpTo(g, f,
           {.maxCost = 4, .question = {Text::GainCostingUpTo, {4}}, .asking = Asking::Intrigue});
}

}  // namespace

CardDef hammer() {
  return {.name = "Hammer",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Loot,
          .plus = {.coins = 3},
          .traits = Gains,
          .text = "$3\nGain a card costing up to $4.",
          .ability = ability};
}

}  // namespace dom::cards::plunder
