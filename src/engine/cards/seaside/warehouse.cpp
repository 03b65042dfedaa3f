#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

void discardCardsStep(Game& g, Frame& f, int n) {
  if (f.step == 0) {
    f.step = 1;
    chooseExactly(g, f.player, g.handWhere(f.player, 0), n, Text::DiscardCards, {n});
    return;
  }
  discardAll(g, f.player, g.picks());
  g.finish();
}

namespace {

// After the +3 Cards, discard exactly 3 cards (all of them with 3 or fewer in hand).
void ability(Game& g, Frame& f) { discardCardsStep(g, f, 3); }

}  // namespace

CardDef warehouse() {
  return {.name = "Warehouse",
          .set = CardSet::Seaside,
          .cost = 3,
          .types = Action,
          .plus = {.cards = 3, .actions = 1},
          .text = "+3 Cards\n+1 Action\nDiscard 3 cards.",
          .ability = ability};
}

}  // namespace dom::cards::seaside
