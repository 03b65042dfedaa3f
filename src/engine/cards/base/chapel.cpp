#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Trashing none is allowed (Chapel ①).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(hand), 0, 4, Text::TrashUpTo, {4});
      return;
    }
    default:
      trashAll(g, g.picks());
      g.finish();
  }
}

}  // namespace

CardDef chapel() {
  return {.name = "Chapel",
          .set = CardSet::Base,
          .cost = 2,
          .types = Action,
          .traits = Trashes,
          .text = "Trash up to 4 cards from your hand.",
          .ability = ability};
}

}  // namespace dom::cards::base
