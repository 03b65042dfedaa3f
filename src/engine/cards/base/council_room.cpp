#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Each other player draws, whether they want to or not (rulebook). Not an Attack: Moat does not
// apply.
void ability(Game& g, Frame& f) {
  forEachOther(g, f, [&](PlayerId p) { g.draw(p, 1); });
  g.finish();
}

}  // namespace

CardDef councilRoom() {
  return {.name = "Council Room",
          .set = CardSet::Base,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 4, .buys = 1},
          .text = "+4 Cards\n+1 Buy\nEach other player draws a card.",
          .ability = ability};
}

}  // namespace dom::cards::base
