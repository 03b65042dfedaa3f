#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// +2 Buys, then the Knights' attack (knights.cpp). Sir Martin costs $4, the other Knights $5 (Sir
// Martin ①).
void ability(Game& g, Frame& f) { knightAttack(g, f, 0); }

}  // namespace

CardDef sirMartin() {
  return {.name = "Sir Martin",
          .set = CardSet::DarkAges,
          .cost = 4,
          .nonKingdom = true,
          .types = Action | Attack | Knight,
          .plus = {.buys = 2},
          .text = "+2 Buys\n" DOM_KNIGHT_ATTACK_TEXT,
          .ability = ability};
}

}  // namespace dom::cards::dark_ages
