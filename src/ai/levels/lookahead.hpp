// Hard's look-ahead: which of a few moves at a phase decision does best when the rest of the
// game is played out by plans, over deals of the hidden cards consistent with the view.
#pragma once

#include <vector>

#include "determinize.hpp"
#include "engine/rng.hpp"
#include "plan.hpp"

namespace dom::ai {

struct RaceOptions {
  int minSamples = 32;     // deals before any move may be dropped
  int maxSamples = 128;    // deals at most
  double dropZ = 2.5;      // a move is dropped once it trails the leader by this many standard errors
  double overruleZ = 1.0;  // the leader replaces the preferred move only if ahead by this many
};

struct RaceResult {
  size_t chosen = 0;
  int samples = 0;   // deals played
  int playouts = 0;  // games played to the end
};

// Races `moves` (legal at v's pending phase decision, which must be v.me's): each deal of
// the hidden cards (using `known`, what the seat remembers of earlier views) plays every
// move still in the race, then the rest of the game with plans[p] for seat p. Results are
// compared pair by pair on the same deals. Moves that trail the leader clearly are dropped
// as the deals go on; at the end the leader is chosen if it beats `preferred` by a clear
// margin, else `preferred` is kept.
RaceResult raceMoves(const View& v, const std::vector<Move>& moves, size_t preferred,
                     const std::vector<Plan>& plans, const RaceOptions& options, Rng& rng,
                     const HiddenKnowledge* known = nullptr);

}  // namespace dom::ai
