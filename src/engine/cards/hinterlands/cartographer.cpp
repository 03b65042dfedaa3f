#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// The top 4 are looked at (kept aside), any of them discarded, then the rest put back in any
// order (Cartographer ①, REVEAL / LOOK AT CARDS AND DISCARD). f.cards: the looked-at cards.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      f.cards = takeTopCards(g, f.player, 4, Zone::Aside);
      if (f.cards.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, f.cards, 0, int(f.cards.size()), Text::DiscardAnyOfThese);
      return;
    case 1: {
      discardAll(g, f.player, g.picks());
      auto rest = stillIn(g, f.cards, Zone::Aside, f.player);
      f.step = 2;
      if (putBackInAnyOrder(g, f.player, rest)) return;
      return g.finish();
    }
    default:
      putBack(g, f.player, g.picks());
      g.finish();
  }
}

}  // namespace

CardDef cartographer() {
  return {.name = "Cartographer",
          .set = CardSet::Hinterlands,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 1, .actions = 1},
          .text =
              "+1 Card\n+1 Action\nLook at the top 4 cards of your deck. Discard any number of "
              "them, then put the rest back in any order.",
          .ability = ability};
}

}  // namespace dom::cards::hinterlands
