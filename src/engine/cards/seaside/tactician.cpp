#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Discards the whole hand; only if that discarded a card does it set up its next turn (❶). A
// second play by Throne Room finds an empty hand: it sets up nothing more.
void ability(Game& g, Frame& f) {
  const bool any = !g.hand(f.player).empty();
  discardHand(g, f.player);
  if (any) g.lastUntilNextTurn(f);
  g.finish();
}

void nextTurn(Game& g, Frame& f) {
  g.draw(f.player, 5);
  g.addBuys(1);
  g.addActions(1);
  g.finish();
}

}  // namespace

CardDef tactician() {
  return {.name = "Tactician",
          .set = CardSet::Seaside,
          .cost = 5,
          .types = Action | Duration,
          .traits = GivesCards | GivesBuy,
          .text =
              "Discard your hand. If you discarded any cards this way, then at the start of your "
              "next turn, +5 Cards, +1 Buy, and +1 Action.",
          .ability = ability,
          .nextTurn = nextTurn};
}

}  // namespace dom::cards::seaside
