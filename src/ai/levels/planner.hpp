// Choosing a buy plan for a kingdom: by rules of thumb (Medium) or by playing candidate
// plans against each other at the start of the game (Hard).
#pragma once

#include <vector>

#include "engine/rng.hpp"
#include "plan.hpp"

namespace dom::ai {

// The Kingdom cards of the Supply in the view.
std::vector<CardId> kingdomOf(const View& v);

// Big Money with the strongest key card of the kingdom, by the card's known strength.
Plan heuristicPlan(const std::vector<CardId>& kingdom);
// The plans worth trying on this kingdom: money alone, each useful card once or twice (or as
// many as useful for non-terminals), terminal-and-village pairs, pairs of terminals.
std::vector<Plan> candidatePlans(const std::vector<CardId>& kingdom);

struct PlannerStats {
  int candidates = 0;
  int games = 0;
};

// Plays the candidates against money and the rule-of-thumb plan (successive halving: every
// candidate a few games, the best ones more) and returns the best. Deterministic for a seed.
Plan simulatedPlan(const std::vector<CardId>& kingdom, int players, uint64_t seed,
                   PlannerStats* stats = nullptr);

// How a playout's end counts for seat `me`: 1 win, 0.5 shared win (or a game cut short), 0
// loss, plus the VP margin over the best other player, 10 VP worth `marginCap` (never more).
// Comparing plans, the margin is a finer measure than wins alone; a look-ahead passes
// TieBreakMargin, so that the margin only breaks ties: a sure loss by 1 VP must not outscore
// a move that keeps a small chance to win and loses by more otherwise.
double playoutScore(const std::vector<PlayerResult>& results, bool finished, PlayerId me, double marginCap);
inline constexpr double PlanMargin = 0.05;
inline constexpr double TieBreakMargin = 0.002;

// Plays g to its end with every seat following a plan (plans[p] for seat p) and returns seat
// `me`'s playoutScore; a game still going at turn `maxTurns` counts as cut short.
inline constexpr int PlayoutTurnLimit = 400;
double playOut(Game& g, const std::vector<Plan>& plans, PlayerId me, int maxTurns = PlayoutTurnLimit,
               double marginCap = PlanMargin);

}  // namespace dom::ai
