#include "basic.hpp"

namespace dom::cards::basic {

// Prosperity's basic Treasure: not a Kingdom card, in the Supply only in a game set up with
// Platinum and Colony (Setup::colonies).
CardDef platinum() {
  return {.name = "Platinum",
          .set = CardSet::Prosperity,
          .cost = 9,
          .basic = true,
          .types = Treasure,
          .plus = {.coins = 5},
          .text = "$5"};
}

}  // namespace dom::cards::basic
