#include "base.hpp"

namespace dom::cards::base {

CardDef market() {
  return {.name = "Market",
          .set = CardSet::Base,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 1, .actions = 1, .buys = 1, .coins = 1},
          .text = "+1 Card\n+1 Action\n+1 Buy\n+$1"};
}

}  // namespace dom::cards::base
