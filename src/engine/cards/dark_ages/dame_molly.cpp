#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// +2 Actions, then the Knights' attack (knights.cpp).
void ability(Game& g, Frame& f) { knightAttack(g, f, 0); }

}  // namespace

CardDef dameMolly() {
  return {.name = "Dame Molly",
          .set = CardSet::DarkAges,
          .cost = 5,
          .nonKingdom = true,
          .types = Action | Attack | Knight,
          .plus = {.actions = 2},
          .text = "+2 Actions\n" DOM_KNIGHT_ATTACK_TEXT,
          .ability = ability};
}

}  // namespace dom::cards::dark_ages
