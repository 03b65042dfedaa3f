#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// Draw first, then discard (Oasis ❶); the +1 Action and +$1 come even with no card left to
// discard (②).
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    chooseExactly(g, f.player, g.handWhere(f.player, 0), 1, Text::DiscardACard);
    return;
  }
  discardAll(g, f.player, g.picks());
  g.finish();
}

}  // namespace

CardDef oasis() {
  return {.name = "Oasis",
          .set = CardSet::Hinterlands,
          .cost = 3,
          .types = Action,
          .plus = {.cards = 1, .actions = 1, .coins = 1},
          .text = "+1 Card\n+1 Action\n+$1\nDiscard a card.",
          .ability = ability};
}

}  // namespace dom::cards::hinterlands
