#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Sets up its next-turn part when played (Wharf ①).
void ability(Game& g, Frame& f) {
  g.lastUntilNextTurn(f);
  g.finish();
}

void nextTurn(Game& g, Frame& f) {
  g.draw(f.player, 2);
  g.addBuys(1);
  g.finish();
}

}  // namespace

CardDef wharf() {
  return {.name = "Wharf",
          .set = CardSet::Seaside,
          .cost = 5,
          .types = Action | Duration,
          .plus = {.cards = 2, .buys = 1},
          .text = "Now and at the start of your next turn: +2 Cards and +1 Buy.",
          .ability = ability,
          .nextTurn = nextTurn};
}

}  // namespace dom::cards::seaside
