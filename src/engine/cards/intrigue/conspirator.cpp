#include <algorithm>

#include "../../game.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Conspirator ①②: every play counts (Throne Room's replays too), even of cards
// that have left play.
void ability(Game& g, Frame& f) {
  const auto& played = g.turn().played;
  const auto actions = std::count_if(played.begin(), played.end(),
                                     [](const Played& p) { return card(p.card).is(Action); });
  if (actions >= 3) {
    g.draw(f.player, 1);
    g.addActions(1);
  }
  g.finish();
}

}  // namespace

CardDef conspirator() {
  return {.name = "Conspirator",
          .set = CardSet::Intrigue,
          .cost = 4,
          .types = Action,
          .plus = {.coins = 2},
          .traits = GivesCards | GivesActions,
          .text =
              "+$2\nIf you've played 3 or more Actions this turn (counting this), +1 Card and +1 "
              "Action.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
