#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// The +1 Card at the start of the next turn is set up when Caravan is played (Caravan ①).
void ability(Game& g, Frame& f) {
  g.lastUntilNextTurn(f);
  g.finish();
}

void nextTurn(Game& g, Frame& f) {
  g.draw(f.player, 1);
  g.finish();
}

}  // namespace

CardDef caravan() {
  return {.name = "Caravan",
          .set = CardSet::Seaside,
          .cost = 4,
          .types = Action | Duration,
          .plus = {.cards = 1, .actions = 1},
          .traits = GivesCards,
          .text = "+1 Card\n+1 Action\nAt the start of your next turn, +1 Card.",
          .ability = ability,
          .nextTurn = nextTurn};
}

}  // namespace dom::cards::seaside
