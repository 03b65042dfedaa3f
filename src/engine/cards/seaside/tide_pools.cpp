#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// The discard at the start of the next turn is set up when it is played (Tide Pools ①).
void ability(Game& g, Frame& f) {
  g.lastUntilNextTurn(f);
  g.finish();
}

// Exactly 2 cards (all of them with 2 or fewer in hand).
void nextTurn(Game& g, Frame& f) { discardCardsStep(g, f, 2); }

}  // namespace

CardDef tidePools() {
  return {.name = "Tide Pools",
          .set = CardSet::Seaside,
          .editions = SecondEdition,
          .cost = 4,
          .types = Action | Duration,
          .plus = {.cards = 3, .actions = 1},
          .text = "+3 Cards\n+1 Action\nAt the start of your next turn, discard 2 cards.",
          .ability = ability,
          .nextTurn = nextTurn};
}

}  // namespace dom::cards::seaside
