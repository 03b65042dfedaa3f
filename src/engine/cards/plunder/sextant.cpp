#include "../effects.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// Looks at 5 (fewer when deck and discard pile run out), discards any number of them, puts the
// rest back in any order (REVEAL / LOOK AT CARDS AND DISCARD).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      f.cards = takeTopCards(g, f.player, 5, Zone::Aside);
      if (f.cards.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, f.cards, 0, int(f.cards.size()), Text::DiscardAnyOfThese);
      return;
    case 1: {
      const auto discarded = stillIn(g, g.picks(), Zone::Aside, f.player);
      discardAll(g, f.player, discarded);
      f.cards = stillIn(g, f.cards, Zone::Aside, f.player);
      f.step = 2;
      if (putBackInAnyOrder(g, f.player, f.cards)) return;
      return g.finish();
    }
    default:
      putBack(g, f.player, stillIn(g, g.picks(), Zone::Aside, f.player));
      g.finish();
  }
}

}  // namespace

CardDef sextant() {
  return {.name = "Sextant",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Loot,
          .plus = kLootPlus,
          .text =
              "$3\n+1 Buy\nLook at the top 5 cards of your deck. Discard any number. Put the "
              "rest back in any order.",
          .ability = ability};
}

}  // namespace dom::cards::plunder
