#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// Each other player in turn draws a card, then discards down to 3 (Margrave ①: GET FROM DECK,
// THEN DISCARD), before the next player.
void ability(Game& g, Frame& f) {
  if (eachOtherDiscardsDownTo(g, f, 3, 1, [](Game& game, PlayerId p) { game.draw(p, 1); }))
    g.finish();
}

}  // namespace

CardDef margrave() {
  return {.name = "Margrave",
          .set = CardSet::Hinterlands,
          .cost = 5,
          .types = Action | Attack,
          .plus = {.cards = 3, .buys = 1},
          .text =
              "+3 Cards\n+1 Buy\nEach other player draws a card, then discards down to 3 cards in "
              "hand.",
          .ability = ability};
}

}  // namespace dom::cards::hinterlands
