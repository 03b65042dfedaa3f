#include "../reactions.hpp"
#include "base.hpp"

namespace dom::cards::base {

// Revealed, it makes its owner unaffected by the Attack (Moat ②): the shared Reaction.
constexpr Listener kListeners[] = {kRevealToBeUnaffected};

CardDef moat() {
  return {.name = "Moat",
          .set = CardSet::Base,
          .cost = 2,
          .types = Action | Reaction,
          .plus = {.cards = 2},
          .text =
              "+2 Cards\nWhen another player plays an Attack card, you may first reveal this from "
              "your hand, to be unaffected by it.",
          .listeners = kListeners};
}

}  // namespace dom::cards::base
