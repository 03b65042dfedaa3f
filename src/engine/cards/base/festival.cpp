#include "base.hpp"

namespace dom::cards::base {

CardDef festival() {
  return {.name = "Festival",
          .set = CardSet::Base,
          .cost = 5,
          .types = Action,
          .plus = {.actions = 2, .buys = 1, .coins = 2},
          .text = "+2 Actions\n+1 Buy\n+$2"};
}

}  // namespace dom::cards::base
