#include "lookahead.hpp"

#include <cmath>

#include "../stop.hpp"
#include "determinize.hpp"
#include "planner.hpp"

namespace dom::ai {

namespace {

// Mean and standard error of a[s] - b[s] over the deals both played.
struct Paired {
  double mean = 0, se = 0;
};

Paired paired(const std::vector<float>& a, const std::vector<float>& b) {
  const size_t n = std::min(a.size(), b.size());
  if (n < 2) return {};
  double sum = 0, sq = 0;
  for (size_t s = 0; s < n; ++s) {
    const double d = double(a[s]) - double(b[s]);
    sum += d;
    sq += d * d;
  }
  const double mean = sum / double(n);
  const double var = std::max(0.0, (sq - double(n) * mean * mean) / double(n - 1));
  // A floor on the spread: two moves that tied on every deal so far are not "clearly" apart.
  return {mean, std::max(std::sqrt(var / double(n)), 0.5 / double(n))};
}

}  // namespace

RaceResult raceMoves(const View& v, const std::vector<Move>& moves, size_t preferred,
                     const std::vector<Plan>& plans, const RaceOptions& o, Rng& rng,
                     const HiddenKnowledge* known) {
  RaceResult out;
  out.chosen = preferred;
  if (moves.size() < 2) return out;
  std::vector<std::vector<float>> results(moves.size());
  std::vector<double> sums(moves.size(), 0);  // of results[m]: the means without a pass over them
  std::vector<bool> alive(moves.size(), true);
  size_t aliveCount = moves.size();
  auto mean = [&](size_t m) { return results[m].empty() ? -1 : sums[m] / double(results[m].size()); };
  auto leader = [&] {
    size_t best = preferred;
    double bestMean = alive[preferred] ? mean(preferred) : -2;
    for (size_t m = 0; m < moves.size(); ++m)
      if (alive[m] && mean(m) > bestMean) best = m, bestMean = mean(m);
    return best;
  };
  for (int s = 0; s < o.maxSamples && aliveCount > 1 && !stopRequested(); ++s) {
    Rng dealRng(rng.next());
    const Game base = determinize(v, dealRng, known);
    for (size_t m = 0; m < moves.size(); ++m) {
      if (!alive[m]) continue;
      Game g = base;
      if (!g.apply(moves[m])) {  // refused in this deal: out of the race
        alive[m] = false;
        --aliveCount;
        continue;
      }
      results[m].push_back(float(playOut(g, plans, v.me, PlayoutTurnLimit, TieBreakMargin)));
      sums[m] += results[m].back();
      ++out.playouts;
    }
    ++out.samples;
    if (s + 1 >= o.minSamples && (s + 1) % 8 == 0) {
      const size_t lead = leader();
      for (size_t m = 0; m < moves.size(); ++m) {
        if (!alive[m] || m == lead) continue;
        const Paired d = paired(results[lead], results[m]);
        if (d.mean > o.dropZ * d.se) alive[m] = false, --aliveCount;
      }
    }
  }
  if (stopRequested()) return out;
  const size_t lead = leader();
  if (lead == preferred || !alive[preferred]) {
    out.chosen = lead;
    return out;
  }
  const Paired d = paired(results[lead], results[preferred]);
  out.chosen = d.mean > o.overruleZ * d.se ? lead : preferred;
  return out;
}

}  // namespace dom::ai
