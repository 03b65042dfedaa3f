#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// Sir Michael ①: each other player discards down to 3 cards in hand (all at once, in turn
// order) before anyone reveals: then the Knights' attack (knights.cpp), visiting the players
// again from the first.
void ability(Game& g, Frame& f) {
  if (f.step >= 2) return knightAttack(g, f, 2);
  if (!eachOtherDiscardsDownTo(g, f, 3, 1)) return;
  f.a = 0;
  f.step = 2;
  knightAttack(g, f, 2);
}

}  // namespace

CardDef sirMichael() {
  return {.name = "Sir Michael",
          .set = CardSet::DarkAges,
          .cost = 5,
          .nonKingdom = true,
          .types = Action | Attack | Knight,
          .text = "Each other player discards down to 3 cards in hand.\n" DOM_KNIGHT_ATTACK_TEXT,
          .ability = ability};
}

}  // namespace dom::cards::dark_ages
