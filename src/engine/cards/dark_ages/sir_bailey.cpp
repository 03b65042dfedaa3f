#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// +1 Card +1 Action, then the Knights' attack (knights.cpp).
void ability(Game& g, Frame& f) { knightAttack(g, f, 0); }

}  // namespace

CardDef sirBailey() {
  return {.name = "Sir Bailey",
          .set = CardSet::DarkAges,
          .cost = 5,
          .nonKingdom = true,
          .types = Action | Attack | Knight,
          .plus = {.cards = 1, .actions = 1},
          .text = "+1 Card\n+1 Action\n" DOM_KNIGHT_ATTACK_TEXT,
          .ability = ability};
}

}  // namespace dom::cards::dark_ages
