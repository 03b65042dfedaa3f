#include "base.hpp"

namespace dom::cards::base {

CardDef village() {
  return {.name = "Village",
          .set = CardSet::Base,
          .cost = 3,
          .types = Action,
          .plus = {.cards = 1, .actions = 2},
          .text = "+1 Card\n+2 Actions"};
}

}  // namespace dom::cards::base
