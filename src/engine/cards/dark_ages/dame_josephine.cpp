#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// The Knights' attack (knights.cpp); worth 2 VP at the end of the game.
void ability(Game& g, Frame& f) { knightAttack(g, f, 0); }

}  // namespace

CardDef dameJosephine() {
  return {.name = "Dame Josephine",
          .set = CardSet::DarkAges,
          .cost = 5,
          .nonKingdom = true,
          .types = Action | Attack | Victory | Knight,
          .vp = 2,
          .text = DOM_KNIGHT_ATTACK_TEXT "\n2 VP",
          .ability = ability};
}

}  // namespace dom::cards::dark_ages
