#include "base.hpp"

namespace dom::cards::base {

CardDef woodcutter() {
  return {.name = "Woodcutter",
          .set = CardSet::Base,
          .editions = FirstEdition,
          .cost = 3,
          .types = Action,
          .plus = {.buys = 1, .coins = 2},
          .text = "+1 Buy\n+$2"};
}

}  // namespace dom::cards::base
