#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// A Ruins (see ruins.cpp). The two cards are looked at (kept aside meanwhile, like Sentry's),
// then all discarded or all put back in the order chosen; one card alone is looked at the same.
// f.cards: the looked-at cards.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      f.cards = takeTopCards(g, f.player, 2, Zone::Aside);
      if (f.cards.empty()) return g.finish();
      f.step = 1;
      g.askOption(f.player, {{Text::OptionDiscard}, {Text::OptionPutBack}}, 1, 1,
                  Text::DiscardOrPutBackLookedAt);
      return;
    case 1: {
      auto rest = stillIn(g, f.cards, Zone::Aside, f.player);
      if (g.pick() == 0) {
        discardAll(g, f.player, rest);
        return g.finish();
      }
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

CardDef survivors() {
  return {.name = "Survivors",
          .set = CardSet::DarkAges,
          .cost = 0,
          .nonKingdom = true,
          .types = Action | Ruins,
          .text =
              "Look at the top 2 cards of your deck. Discard them or put them back in any "
              "order.",
          .ability = ability};
}

}  // namespace dom::cards::dark_ages
