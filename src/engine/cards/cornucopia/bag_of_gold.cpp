#include "../../game.hpp"
#include "cornucopia.hpp"

namespace dom::cards::cornucopia {

namespace {

// Bag of Gold ①: the Gold is gained onto the deck (none left: nothing gained). ②: it costs $0
// for any ability that reads its cost.
void ability(Game& g, Frame& f) {
  g.gain(f.player, cards::Gold, Zone::Deck);
  g.finish();
}

}  // namespace

CardDef bagOfGold() {
  return {
      .name = "Bag of Gold",
      .set = CardSet::Cornucopia,
      .editions = FirstEdition,
      .cost = 0,
      .nonKingdom = true,
      .types = Action | Prize,
      .plus = {.actions = 1},
      .traits = Gains,
      .text = "+1 Action\nGain a Gold, putting it onto your deck.\n(This is not in the Supply.)",
      .ability = ability};
}

}  // namespace dom::cards::cornucopia
