// Spending a player's tokens in their phases: Coffers for +$1 each, Villagers for +1 Action each,
// and paying off Debt with $1 per token (Coffers and Villagers, Debt: chapter IV of the rules).
#include <algorithm>

#include "game.hpp"

namespace dom {

// The most tokens a move of this kind may spend now; 0 when it is not legal at all.
//  - Villagers: at any time in the Action phase.
//  - Coffers: at any time during the turn (the 2022 rule); the engine offers them in the Buy
//    phase's decision, before and after buying, where coins are spent.
//  - Debt: paid off in the second part of the Buy phase, as much as the money pool allows.
int Game::tokenMoveLimit(MoveKind kind) const {
  const PlayerState& ps = player(s.turn.player);
  switch (kind) {
    case MoveKind::SpendVillagers:
      return s.decision.kind == DecisionKind::ActionPhase ? ps.counter(Counter::Villagers) : 0;
    case MoveKind::SpendCoffers:
      return s.decision.kind == DecisionKind::BuyPhase ? ps.counter(Counter::Coffers) : 0;
    case MoveKind::PayDebt:
      return s.decision.kind == DecisionKind::BuyPhase
                 ? std::min<int>(ps.counter(Counter::Debt), s.turn.coins)
                 : 0;
    default:
      return 0;
  }
}

void Game::spendTokens(Counter c, int n) {
  const PlayerId p = s.turn.player;
  int16_t& count = player(p).counter(c);
  count = int16_t(count - n);
  log({.kind = EventKind::SpendTokens, .player = p, .toOwner = int8_t(c), .amount = int16_t(n)});
  switch (c) {
    case Counter::Coffers:
      addCoins(n);
      break;
    case Counter::Villagers:
      addActions(n);
      break;
    case Counter::Debt:
      s.turn.coins = int16_t(s.turn.coins - n);
      // Paying off Debt belongs to the second part of the Buy phase: no Treasures after it.
      s.turn.bought = true;
      break;
    default:
      break;
  }
}

}  // namespace dom
