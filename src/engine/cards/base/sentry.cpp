#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Look, then trash, then discard, then put back (Sentry ①); the looked-at cards are kept aside
// meanwhile (Sentry ②). Putting back: the FIRST card of the answer ends on TOP of the deck.
// f.cards: the looked-at cards.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      f.cards = takeTopCards(g, f.player, 2, Zone::Aside);
      if (f.cards.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, f.cards, 0, int(f.cards.size()), Text::TrashAnyOfThese);
      return;
    case 1: {
      trashAll(g, g.picks());
      auto rest = stillIn(g, f.cards, Zone::Aside, f.player);
      if (rest.empty()) return g.finish();
      f.step = 2;
      const int n = int(rest.size());
      g.askCards(f.player, std::move(rest), 0, n, Text::DiscardAnyOfThese);
      return;
    }
    case 2: {
      discardAll(g, f.player, g.picks());
      f.step = 3;
      if (putBackInAnyOrder(g, f.player, stillIn(g, f.cards, Zone::Aside, f.player))) return;
      return g.finish();
    }
    default:
      putBack(g, f.player, g.picks());
      g.finish();
  }
}

}  // namespace

CardDef sentry() {
  return {.name = "Sentry",
          .set = CardSet::Base,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 1, .actions = 1},
          .traits = Trashes,
          .text =
              "+1 Card\n+1 Action\nLook at the top 2 cards of your deck. Trash and/or discard any "
              "number of them. Put the rest back on top in any order.",
          .ability = ability};
}

}  // namespace dom::cards::base
