#include "intrigue.hpp"

namespace dom::cards::intrigue {

CardDef harem() {
  return {.name = "Harem",
          .set = CardSet::Intrigue,
          .cost = 6,
          .types = Treasure | Victory,
          .vp = 2,
          .plus = {.coins = 2},
          .text = "$2\n2 VP"};
}

}  // namespace dom::cards::intrigue
