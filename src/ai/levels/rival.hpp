// How Hard's playouts expect another player to go on, inferred from what that player owns
// (the view shows every player's cards owned, never its name or kind).
#pragma once

#include "plan.hpp"

namespace dom::ai {

// The plan seat p is assumed to follow in Hard's playouts: the Kingdom cards it already
// owns, with more copies as `mine` (Hard's own plan) would buy them, and a second copy of a
// terminal Action it owns only once (players who buy one terminal usually buy two); a
// Province at any $8, as money players do (Hard's own plan waits for a Gold).
Plan rivalPlan(const View& v, PlayerId p, const Plan& mine);

}  // namespace dom::ai
