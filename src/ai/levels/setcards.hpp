// Card decisions of the planning levels for the cards of Seaside, Prosperity and Hinterlands
// (Island, Native Village, Embargo, Watchtower, Trader, Fool's Gold): rules keyed on the card
// asking, as in cardplay.cpp, which asks here first.
#pragma once

#include "../policy.hpp"

namespace dom::ai {

// When one of these cards asks v's pending card decision, sets `out` to its rule's answer (not
// yet legalized) and returns true; otherwise returns false.
bool setCardDecision(const View& v, Fallback& fallback, Move& out);

}  // namespace dom::ai
