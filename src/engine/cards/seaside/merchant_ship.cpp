#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Sets up its next-turn part when played (Merchant Ship ①).
void ability(Game& g, Frame& f) {
  g.lastUntilNextTurn(f);
  g.finish();
}

void nextTurn(Game& g, Frame&) {
  g.addCoins(2);
  g.finish();
}

}  // namespace

CardDef merchantShip() {
  return {.name = "Merchant Ship",
          .set = CardSet::Seaside,
          .cost = 5,
          .types = Action | Duration,
          .plus = {.coins = 2},
          .text = "Now and at the start of your next turn: +$2.",
          .ability = ability,
          .nextTurn = nextTurn};
}

}  // namespace dom::cards::seaside
