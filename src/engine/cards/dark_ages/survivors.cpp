#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// A Ruins (see ruins.cpp). The two cards are looked at (kept aside meanwhile, like Sentry's),
// then all discarded or all put back in the order chosen; one card alone is looked at the same.
void ability(Game& g, Frame& f) { discardOrPutBackTop(g, f, 2); }

}  // namespace

CardDef survivors() {
  return {.name = "Survivors",
          .set = CardSet::DarkAges,
          .cost = 0,
          .nonKingdom = true,
          .types = Action | Ruins,
          .text =
              "Look at the top 2 cards of your deck. Discard them or put them back in any "
              "order.",
          .ability = ability};
}

}  // namespace dom::cards::dark_ages
