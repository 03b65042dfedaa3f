#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// First this is trashed, then another Treasure Map from the hand, then the Golds are gained
// (Treasure Map ⑦), onto the deck (②): only if both were trashed — THOSE two (⑥): with no other
// Treasure Map in hand, only this one is trashed (③); played again after it left play (Throne
// Room), it trashes one from the hand but gains nothing (④). Not optional (①). Golds run out:
// as many as are left.
void ability(Game& g, Frame& f) {
  const bool trashedThis = g.isIn(f.source, Zone::InPlay, f.player);
  if (trashedThis) g.trash(f.source);
  bool trashedOther = false;
  for (Inst i : g.hand(f.player))
    if (g.cardOf(i) == f.card) {
      g.trash(i);
      trashedOther = true;
      break;
    }
  if (trashedThis && trashedOther)
    for (int k = 0; k < 4; ++k) g.gain(f.player, cards::Gold, Zone::Deck);
  g.finish();
}

}  // namespace

CardDef treasureMap() {
  return {.name = "Treasure Map",
          .set = CardSet::Seaside,
          .cost = 4,
          .types = Action,
          .traits = Gains | Trashes,
          .text =
              "Trash this and a Treasure Map from your hand. If you trashed two Treasure Maps, "
              "gain 4 Golds onto your deck.",
          .ability = ability};
}

}  // namespace dom::cards::seaside
