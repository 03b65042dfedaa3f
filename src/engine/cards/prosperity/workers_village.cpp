#include "prosperity.hpp"

namespace dom::cards::prosperity {

CardDef workersVillage() {
  return {.name = "Worker's Village",
          .set = CardSet::Prosperity,
          .cost = 4,
          .types = Action,
          .plus = {.cards = 1, .actions = 2, .buys = 1},
          .text = "+1 Card\n+2 Actions\n+1 Buy"};
}

}  // namespace dom::cards::prosperity
