// Spending tokens in the phases, for every player: a Villager when the Actions run out, Debt
// paid off after the Treasures (it forbids buying), Coffers spent when they buy something
// better than the coins alone.
#pragma once

#include <functional>
#include <optional>

#include "engine/view.hpp"

namespace dom::ai {

// The viewer's own tokens of a counter.
int myTokens(const View& v, Counter c);

// In the Action phase: one Villager when no Action is left and an Action waits in hand.
std::optional<Move> villagerMove(const View& v);

// In the Buy phase once the Treasures are played: Debt paid off (with Coffers for what the coins
// don't cover), then the fewest Coffers that reach the dearest purchase. `purchaseCost(coins)`
// is the coin cost of what the player would buy with that much (-1: nothing).
std::optional<Move> buyPhaseTokenMove(const View& v, const std::function<int(int coins)>& purchaseCost);

}  // namespace dom::ai
