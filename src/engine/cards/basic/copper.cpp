#include "basic.hpp"

namespace dom::cards::basic {

CardDef copper() {
  return {.name = "Copper",
          .set = CardSet::Basic,
          .cost = 0,
          .types = Treasure,
          .plus = {.coins = 1},
          .text = "$1"};
}

}  // namespace dom::cards::basic
