#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Removed with the 1st edition. All 5 are discarded or none (then put back in any order); with
// fewer left after a shuffle, those (discardOrPutBackTop, as Survivors).
void ability(Game& g, Frame& f) { discardOrPutBackTop(g, f, 5); }

}  // namespace

CardDef navigator() {
  return {.name = "Navigator",
          .set = CardSet::Seaside,
          .editions = FirstEdition,
          .cost = 4,
          .types = Action,
          .plus = {.coins = 2},
          .text =
              "+$2\nLook at the top 5 cards of your deck. Either discard all of them, or put them "
              "back on top of your deck in any order.",
          .ability = ability};
}

}  // namespace dom::cards::seaside
