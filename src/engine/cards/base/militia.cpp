#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Each other player discards all at once (DISCARD DOWN TO), in turn order.
void ability(Game& g, Frame& f) {
  if (f.step == 1) {
    discardAll(g, visited(g, f), g.picks());
    f.step = 0;
  }
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) {
    const int excess = int(g.hand(p).size()) - 3;
    if (excess <= 0) continue;
    f.step = 1;
    chooseExactly(g, p, g.handWhere(p, 0), excess, Text::DiscardDownTo, {3});
    return;
  }
  g.finish();
}

}  // namespace

CardDef militia() {
  return {.name = "Militia",
          .set = CardSet::Base,
          .cost = 4,
          .types = Action | Attack,
          .plus = {.coins = 2},
          .text = "+$2\nEach other player discards down to 3 cards in hand.",
          .ability = ability};
}

}  // namespace dom::cards::base
