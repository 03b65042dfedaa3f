#include <algorithm>

#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Draw first, then discard as many as you can (Poacher ①); the empty piles are counted when it
// resolves (Poacher ②), every Supply pile counting (rulebook).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      const int n = std::min(g.emptyPiles(), int(hand.size()));
      if (n == 0) return g.finish();
      f.step = 1;
      chooseExactly(g, f.player, std::move(hand), n, Text::DiscardPerEmptyPile);
      return;
    }
    default:
      discardAll(g, f.player, g.picks());
      g.finish();
  }
}

}  // namespace

CardDef poacher() {
  return {.name = "Poacher",
          .set = CardSet::Base,
          .editions = SecondEdition,
          .cost = 4,
          .types = Action,
          .plus = {.cards = 1, .actions = 1, .coins = 1},
          .text = "+1 Card\n+1 Action\n+$1\nDiscard a card per empty Supply pile.",
          .ability = ability};
}

}  // namespace dom::cards::base
