#include "cardplay.hpp"

namespace dom::ai {

Move cardDecision(const View& v, Fallback& fallback) { return fallback.choose(v); }

}  // namespace dom::ai
