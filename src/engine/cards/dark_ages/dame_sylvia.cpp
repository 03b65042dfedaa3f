#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// +$2, then the Knights' attack (knights.cpp).
void ability(Game& g, Frame& f) { knightAttack(g, f, 0); }

}  // namespace

CardDef dameSylvia() {
  return {.name = "Dame Sylvia",
          .set = CardSet::DarkAges,
          .cost = 5,
          .nonKingdom = true,
          .types = Action | Attack | Knight,
          .plus = {.coins = 2},
          .text = "+$2\n" DOM_KNIGHT_ATTACK_TEXT,
          .ability = ability};
}

}  // namespace dom::cards::dark_ages
