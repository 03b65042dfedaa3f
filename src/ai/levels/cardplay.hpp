// Card decisions of the planning levels (Medium, Hard and their playouts): rules for the
// decisions of particular cards, keyed on the card asking, where the general fallback
// plays badly. Anything without a rule of its own goes to the fallback.
#pragma once

#include "../policy.hpp"

namespace dom::ai {

// The answer to a card decision (SelectCards, SelectPile, SelectOption, NameCard) pending
// for the viewer: a card's own rule if it has one, else fallback.choose(v). Always legal.
Move cardDecision(const View& v, Fallback& fallback);

}  // namespace dom::ai
