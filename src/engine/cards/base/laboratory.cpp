#include "base.hpp"

namespace dom::cards::base {

CardDef laboratory() {
  return {.name = "Laboratory",
          .set = CardSet::Base,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 2, .actions = 1},
          .text = "+2 Cards\n+1 Action"};
}

}  // namespace dom::cards::base
