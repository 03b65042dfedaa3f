#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// 1st edition. Each other player in turn order (not one a Reaction or a waiting Lighthouse keeps
// it from) with 4 or more cards in hand puts cards onto their deck, in the order they choose (the
// first one on top), until 3 are left; one with 3 or fewer puts back nothing.
void ability(Game& g, Frame& f) {
  if (f.step == 1) putBack(g, visited(g, f), g.picks());
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) {
    const int excess = int(g.hand(p).size()) - 3;
    if (excess <= 0) continue;
    f.step = 1;
    const auto forced =
        chooseCards(g, p, g.handWhere(p, 0), excess, Text::TopdeckCardsInOrder, {excess}, true);
    if (!forced) return;
    putBack(g, p, *forced);
  }
  g.finish();
}

}  // namespace

CardDef ghostShip() {
  return {.name = "Ghost Ship",
          .set = CardSet::Seaside,
          .editions = FirstEdition,
          .cost = 5,
          .types = Action | Attack,
          .plus = {.cards = 2},
          .text =
              "+2 Cards\nEach other player with 4 or more cards in hand puts cards from his hand "
              "on top of his deck until he has 3 cards in his hand.",
          .ability = ability};
}

}  // namespace dom::cards::seaside
