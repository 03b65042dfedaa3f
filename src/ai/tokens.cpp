#include "tokens.hpp"

#include <algorithm>

namespace dom::ai {

int myTokens(const View& v, Counter c) {
  return v.me >= 0 && size_t(v.me) < v.players.size() ? v.players[size_t(v.me)].counters[size_t(c)] : 0;
}

std::optional<Move> villagerMove(const View& v) {
  if (v.decision.kind != DecisionKind::ActionPhase || v.actions > 0 || myTokens(v, Counter::Villagers) <= 0)
    return std::nullopt;
  const bool actionInHand =
      std::any_of(v.hand.begin(), v.hand.end(), [](const SeenCard& c) { return card(c.card).is(Action); });
  return actionInHand ? std::optional<Move>(Move::spendVillagers(1)) : std::nullopt;
}

std::optional<Move> buyPhaseTokenMove(const View& v, const std::function<int(int coins)>& purchaseCost) {
  if (v.decision.kind != DecisionKind::BuyPhase) return std::nullopt;
  const bool treasureInHand =
      std::any_of(v.hand.begin(), v.hand.end(), [](const SeenCard& c) { return card(c.card).is(Treasure); });
  if (!v.bought && treasureInHand) return std::nullopt;  // the Treasures come first
  const int debt = myTokens(v, Counter::Debt), coffers = myTokens(v, Counter::Coffers);
  if (debt > 0) {
    if (v.coins >= debt) return Move::payDebt(debt);
    if (v.coins + coffers >= debt) return Move::spendCoffers(debt - v.coins);
    if (v.coins > 0) return Move::payDebt(v.coins);
    return std::nullopt;
  }
  if (v.buys <= 0 || coffers <= 0) return std::nullopt;
  int best = purchaseCost(v.coins), spend = 0;
  for (int k = 1; k <= coffers; ++k)
    if (const int c = purchaseCost(v.coins + k); c > best) best = c, spend = k;
  return spend > 0 ? std::optional<Move>(Move::spendCoffers(spend)) : std::nullopt;
}

}  // namespace dom::ai
