#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Each other player in turn order discards a Copper (any one: they are all alike, nothing to
// choose), or reveals a hand with no Copper. The Card Reference has no rulings for it.
void ability(Game& g, Frame& f) {
  forEachVictim(g, f, [&](PlayerId v) {
    for (Inst i : g.hand(v))
      if (g.cardOf(i) == cards::Copper) return g.discard(i, v);
    const std::vector<Inst> hand = g.hand(v);
    for (Inst i : hand) g.reveal(i, v);
  });
  g.finish();
}

}  // namespace

CardDef cutpurse() {
  return {.name = "Cutpurse",
          .set = CardSet::Seaside,
          .cost = 4,
          .types = Action | Attack,
          .plus = {.coins = 2},
          .text = "+$2\nEach other player discards a Copper (or reveals a hand with no Copper).",
          .ability = ability};
}

}  // namespace dom::cards::seaside
