#include "seaside.hpp"

namespace dom::cards::seaside {

// Only its bonuses: nothing to decide and no ruling of its own.
CardDef bazaar() {
  return {.name = "Bazaar",
          .set = CardSet::Seaside,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 1, .actions = 2, .coins = 1},
          .text = "+1 Card\n+2 Actions\n+$1"};
}

}  // namespace dom::cards::seaside
