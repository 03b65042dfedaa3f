#include "basic.hpp"

namespace dom::cards::basic {

CardDef gold() {
  return {.name = "Gold",
          .set = CardSet::Basic,
          .cost = 6,
          .types = Treasure,
          .plus = {.coins = 3},
          .text = "$3"};
}

}  // namespace dom::cards::basic
