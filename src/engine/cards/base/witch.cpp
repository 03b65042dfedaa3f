#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// In turn order, so when the Curses run out the later players get none (rulebook).
void ability(Game& g, Frame& f) {
  forEachVictim(g, f, [&](PlayerId p) { g.gain(p, cards::Curse); });
  g.finish();
}

}  // namespace

CardDef witch() {
  return {.name = "Witch",
          .set = CardSet::Base,
          .cost = 5,
          .types = Action | Attack,
          .plus = {.cards = 2},
          .text = "+2 Cards\nEach other player gains a Curse.",
          .ability = ability};
}

}  // namespace dom::cards::base
