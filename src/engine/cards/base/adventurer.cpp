#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Dig one card at a time; a shuffle leaves out the revealed cards; if the deck runs out, take
// what was found (Adventurer ①, "DIG FOR").
void ability(Game& g, Frame& f) {
  const Dug dug = revealUntil(g, f.player, 2, [&](Inst i) { return g.hasType(i, Treasure); });
  for (Inst i : dug.found) g.toHand(i, f.player);
  for (Inst i : dug.others) g.discard(i, f.player);
  g.finish();
}

}  // namespace

CardDef adventurer() {
  return {.name = "Adventurer",
          .set = CardSet::Base,
          .editions = FirstEdition,
          .cost = 6,
          .types = Action,
          .traits = GivesCards,
          .text =
              "Reveal cards from your deck until you reveal 2 Treasure cards. Put those Treasure "
              "cards in your hand and discard the other revealed cards.",
          .ability = ability};
}

}  // namespace dom::cards::base
