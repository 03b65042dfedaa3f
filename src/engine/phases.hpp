// The phases of a turn, described once: their names in positions, the phase that follows, the
// decision that offers a play in it and the card types that may be played there.
#pragma once

#include <array>
#include <string_view>

#include "decision.hpp"
#include "types.hpp"

namespace dom {

struct PhaseInfo {
  std::string_view key;   // the position format's name
  Phase next;             // where the phase goes when it ends
  DecisionKind decision;  // the phase's own decision (None: nothing is offered)
  Types plays;            // types of the cards played in it from the hand
};

inline constexpr std::array<PhaseInfo, 5> kPhases = {{
    {"action", Phase::Buy, DecisionKind::ActionPhase, Action},
    {"buy", Phase::Night, DecisionKind::BuyPhase, Treasure},
    {"night", Phase::Cleanup, DecisionKind::NightPhase, Night},
    {"cleanup", Phase::Cleanup, DecisionKind::None, 0},
    {"over", Phase::GameOver, DecisionKind::None, 0},
}};

inline constexpr const PhaseInfo& phaseInfo(Phase p) { return kPhases[size_t(p)]; }

// The phase whose decision is `d` (Action, Buy or Night); GameOver for any other decision.
inline constexpr Phase phaseOf(DecisionKind d) {
  for (size_t k = 0; k < kPhases.size(); ++k)
    if (kPhases[k].decision == d && d != DecisionKind::None) return Phase(k);
  return Phase::GameOver;
}

}  // namespace dom
