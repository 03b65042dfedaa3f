#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Each other player discards all at once (DISCARD DOWN TO), in turn order.
void ability(Game& g, Frame& f) {
  if (eachOtherDiscardsDownTo(g, f, 3, 1)) g.finish();
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
