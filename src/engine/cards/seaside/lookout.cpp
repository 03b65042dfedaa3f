#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// The 3 cards are looked at (kept aside, like Sentry's), then one is trashed, then one
// discarded, then the last put back (Lookout ②, TRIGGERED ABILITY). With only 2 to look at, one
// is trashed and one discarded; with 1, it is trashed (Lookout ①). f.cards: the looked-at cards.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      f.cards = takeTopCards(g, f.player, 3, Zone::Aside);
      if (f.cards.empty()) return g.finish();
      f.step = 1;
      chooseExactly(g, f.player, f.cards, 1, Text::TrashOneOfThese);
      return;
    case 1: {
      trashAll(g, g.picks());
      auto rest = stillIn(g, f.cards, Zone::Aside, f.player);
      if (rest.empty()) return g.finish();
      f.step = 2;
      chooseExactly(g, f.player, std::move(rest), 1, Text::DiscardOneOfThese);
      return;
    }
    default:
      discardAll(g, f.player, g.picks());
      putBack(g, f.player, stillIn(g, f.cards, Zone::Aside, f.player));
      g.finish();
  }
}

}  // namespace

CardDef lookout() {
  return {.name = "Lookout",
          .set = CardSet::Seaside,
          .cost = 3,
          .types = Action,
          .plus = {.actions = 1},
          .traits = Trashes,
          .text =
              "+1 Action\nLook at the top 3 cards of your deck. Trash one of them. Discard one of "
              "them. Put the other one back on top.",
          .ability = ability};
}

}  // namespace dom::cards::seaside
