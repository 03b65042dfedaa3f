#include "basic.hpp"

namespace dom::cards::basic {

CardDef silver() {
  return {.name = "Silver",
          .set = CardSet::Basic,
          .cost = 3,
          .types = Treasure,
          .plus = {.coins = 2},
          .text = "$2"};
}

}  // namespace dom::cards::basic
