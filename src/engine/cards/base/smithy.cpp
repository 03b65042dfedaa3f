#include "base.hpp"

namespace dom::cards::base {

CardDef smithy() {
  return {.name = "Smithy",
          .set = CardSet::Base,
          .cost = 4,
          .types = Action,
          .plus = {.cards = 3},
          .text = "+3 Cards"};
}

}  // namespace dom::cards::base
