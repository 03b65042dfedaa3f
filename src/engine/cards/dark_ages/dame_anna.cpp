#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// First the trashing from the hand, then the Knights' attack (knights.cpp). Dame Anna ①: none
// need be trashed; ❖: the cards are trashed at once. ②: a Knight trashed from her player's own
// hand does not trash her ("trashed by this" is the attack's).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) break;
      f.step = 1;
      g.askCards(f.player, std::move(hand), 0, 2, Text::TrashUpTo, {2});
      return;
    }
    case 1:
      trashAll(g, g.picks());
      break;
    default:
      return knightAttack(g, f, 2);
  }
  f.step = 2;
  knightAttack(g, f, 2);
}

}  // namespace

CardDef dameAnna() {
  return {.name = "Dame Anna",
          .set = CardSet::DarkAges,
          .cost = 5,
          .nonKingdom = true,
          .types = Action | Attack | Knight,
          .traits = Trashes,
          .text = "You may trash up to 2 cards from your hand.\n" DOM_KNIGHT_ATTACK_TEXT,
          .ability = ability};
}

}  // namespace dom::cards::dark_ages
