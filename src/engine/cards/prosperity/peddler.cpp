#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// During the Buy phase of the player whose turn it is, Peddler costs $2 less per Action card
// in that player's play area, for every player (Peddler 2): Action cards in play, not plays, so
// a Throne Room and the Village it played twice count as two (Peddler 1). At any other time, also
// in the Action phase, it costs $8 (3), but Actions played in the Buy phase count (4). Other
// reductions (Bridge, Highway) apply after this; no cost goes below $0.
OwnCost ownCost(const Game& g, CardId self) {
  const Cost printed = card(self).printedCost();
  if (g.s.turn.phase != Phase::Buy) return {printed};
  int actions = 0;
  for (Inst i : g.player(g.current()).inPlay()) actions += g.defOf(i).is(Action) ? 1 : 0;
  return {printed.reducedBy(2 * actions)};
}

}  // namespace

CardDef peddler() {
  return {.name = "Peddler",
          .set = CardSet::Prosperity,
          .cost = 8,
          .types = Action,
          .plus = {.cards = 1, .actions = 1, .coins = 1},
          .text =
              "+1 Card\n+1 Action\n+$1\nDuring a player's Buy phase, this costs $2 less per Action "
              "card they have in play.",
          .ownCost = ownCost};
}

}  // namespace dom::cards::prosperity
