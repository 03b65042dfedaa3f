#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Sets up its next-turn part when played (Fishing Village ①).
void ability(Game& g, Frame& f) {
  g.lastUntilNextTurn(f);
  g.finish();
}

// ②: the extra Action joins the turn's Action pool, so the turn starts with 2.
void nextTurn(Game& g, Frame&) {
  g.addActions(1);
  g.addCoins(1);
  g.finish();
}

}  // namespace

CardDef fishingVillage() {
  return {.name = "Fishing Village",
          .set = CardSet::Seaside,
          .cost = 3,
          .types = Action | Duration,
          .plus = {.actions = 2, .coins = 1},
          .text = "+2 Actions\n+$1\nAt the start of your next turn: +1 Action and +$1.",
          .ability = ability,
          .nextTurn = nextTurn};
}

}  // namespace dom::cards::seaside
