#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Cellar is in play, not in hand, so it cannot discard itself. The discarded cards are
// discarded at once and then drawn for: a shuffle can draw them back (Cellar ①, DISCARD,
// THEN GET FROM DECK).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      const int n = int(hand.size());
      g.askCards(f.player, std::move(hand), 0, n, Text::DiscardAnyThenDraw);
      return;
    }
    default: {
      const auto chosen = g.picks();
      discardAll(g, f.player, chosen);
      g.draw(f.player, int(chosen.size()));
      g.finish();
    }
  }
}

}  // namespace

CardDef cellar() {
  return {.name = "Cellar",
          .set = CardSet::Base,
          .cost = 2,
          .types = Action,
          .plus = {.actions = 1},
          .traits = GivesCards,
          .text = "+1 Action\nDiscard any number of cards, then draw that many.",
          .ability = ability};
}

}  // namespace dom::cards::base
