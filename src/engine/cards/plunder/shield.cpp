#include "../reactions.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

// Revealed, it makes its owner unaffected by the Attack (Shield ①②③): the shared Reaction, as
// Moat.
constexpr Listener kListeners[] = {kRevealToBeUnaffected};

CardDef shield() {
  return {.name = "Shield",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Reaction | Loot,
          .plus = kLootPlus,
          .text =
              "$3\n+1 Buy\nWhen another player plays an Attack, you may first reveal this "
              "from your hand to be unaffected.",
          .listeners = kListeners};
}

}  // namespace dom::cards::plunder
