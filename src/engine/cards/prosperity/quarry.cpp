#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// The 2022 text (Quarry ①): playing it makes Action cards cost $2 less for the rest of the turn
// (a turn cost modifier: it lasts when the Quarry leaves play), once per play, so a Quarry
// played twice (Tiara) makes it $4. Never below $0 (Game::cost). The pre-2022 card, a reduction
// while it is in play (②), would be an inPlayCostModifier.
void ability(Game& g, Frame& f) {
  g.addCostModifier({.amount = 2, .types = Action, .source = f.card});
  g.finish();
}

}  // namespace

CardDef quarry() {
  return {.name = "Quarry",
          .set = CardSet::Prosperity,
          .cost = 4,
          .types = Treasure,
          .plus = {.coins = 1},
          .text = "$1\nThis turn, Action cards cost $2 less.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
