#include "basic.hpp"

namespace dom::cards::basic {

// Alchemy's basic Treasure: not a Kingdom card. Its pile (16) is in the Supply in every game
// whose Kingdom (the Bane included) has a card with a Potion in its cost (Game::create); it is
// a Supply pile like any other (it counts for the three-pile ending). Playing it gives +1
// Potion (TurnState::potions), spent by buying a card whose cost has a Potion.
CardDef potion() {
  return {.name = "Potion",
          .set = CardSet::Alchemy,
          .cost = 4,
          .basic = true,
          .types = Treasure,
          .plus = {.potions = 1},
          .text = "+1 Potion"};
}

}  // namespace dom::cards::basic
