#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// First the gain, then the Knights' attack (knights.cpp). Dame Natalie ①: "costing up to $3"
// reads the cost now (CARD COSTS); the card comes from the Supply to the discard pile, and she
// may gain nothing.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto piles = pilesCosting(g, 0, 3);
      if (piles.empty()) break;
      f.step = 1;
      g.askPile(f.player, std::move(piles), 0, Text::MayGainCostingUpTo, {3});
      return;
    }
    case 1:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
      break;
    default:
      return knightAttack(g, f, 2);
  }
  f.step = 2;
  knightAttack(g, f, 2);
}

}  // namespace

CardDef dameNatalie() {
  return {.name = "Dame Natalie",
          .set = CardSet::DarkAges,
          .cost = 5,
          .nonKingdom = true,
          .types = Action | Attack | Knight,
          .traits = Gains,
          .text = "You may gain a card costing up to $3.\n" DOM_KNIGHT_ATTACK_TEXT,
          .ability = ability};
}

}  // namespace dom::cards::dark_ages
