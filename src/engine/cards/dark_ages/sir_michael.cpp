#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// Sir Michael ①: each other player discards down to 3 cards in hand (all at once, in turn
// order) before anyone reveals: then the Knights' attack (knights.cpp), visiting the players
// again from the first.
void ability(Game& g, Frame& f) {
  if (f.step >= 2) return knightAttack(g, f, 2);
  if (f.step == 1) {
    discardAll(g, visited(g, f), g.picks());
    f.step = 0;
  }
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) {
    const int excess = int(g.hand(p).size()) - 3;
    if (excess <= 0) continue;
    f.step = 1;
    chooseExactly(g, p, g.handWhere(p, 0), excess, Text::DiscardDownTo, {3});
    return;
  }
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
          .text =
              "Each other player discards down to 3 cards in hand.\n"
              "Each other player reveals the top 2 cards of their deck, trashes one of them "
              "costing from $3 to $6, and discards the rest. If a Knight is trashed by this, "
              "trash this card.",
          .ability = ability};
}

}  // namespace dom::cards::dark_ages
