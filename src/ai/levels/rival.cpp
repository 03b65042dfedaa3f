#include "rival.hpp"

#include <algorithm>

#include "cardsense.hpp"
#include "planner.hpp"

namespace dom::ai {

Plan rivalPlan(const View& v, PlayerId p, const Plan& mine) {
  Plan plan;
  plan.provinceMoney = -1;
  const std::vector<int>& owned = v.players[size_t(p)].owned;
  for (const KeyCard& key : mine.keys)
    if (owned[size_t(key.card)] > 0) plan.keys.push_back(key);
  for (CardId c : kingdomOf(v)) {
    const int n = owned[size_t(c)];
    if (n == 0 || !(card(c).is(Action) || card(c).is(Treasure))) continue;
    plan.keys.push_back({c, n, 0, true});
    // The second copy once the deck has grown, as a money deck with a terminal buys it.
    if (n == 1 && isTerminal(c)) plan.keys.push_back({c, 2, 14, true});
  }
  return plan;
}

}  // namespace dom::ai
