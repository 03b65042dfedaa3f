#include "memory.hpp"

#include <algorithm>
#include <numeric>

namespace dom::ai {

void RivalMemory::observe(const View& v) {
  const size_t n = v.players.size();
  if (last_.size() != n) {
    last_.assign(n, {});
    known_.inDiscard.assign(n, {});
    for (size_t p = 0; p < n; ++p) {
      const PlayerView& pv = v.players[p];
      last_[p] = {pv.owned, pv.deckCount, pv.discardCount};
      known_.inDiscard[p].assign(pv.owned.size(), 0);
    }
    return;
  }
  for (size_t p = 0; p < n; ++p) {
    if (PlayerId(p) == v.me) continue;
    const PlayerView& pv = v.players[p];
    Seen& before = last_[p];
    std::vector<int>& there = known_.inDiscard[p];
    // A deck only shrinks, and a discard pile only grows, between shuffles (cards put onto
    // the deck, as Bureaucrat does, also count as a shuffle here: what is known is dropped).
    const bool shuffled = pv.deckCount > before.deckCount || pv.discardCount < before.discardCount;
    if (shuffled) std::fill(there.begin(), there.end(), 0);
    for (size_t c = 0; c < there.size(); ++c) {
      if (!shuffled && pv.owned[c] > before.owned[c]) there[c] += pv.owned[c] - before.owned[c];
      there[c] = std::min(there[c], pv.owned[c]);  // trashed since
    }
    // Some gains go to the hand or the deck (Mine, Artisan): never more than the pile holds.
    if (std::accumulate(there.begin(), there.end(), 0) > pv.discardCount)
      std::fill(there.begin(), there.end(), 0);
    before = {pv.owned, pv.deckCount, pv.discardCount};
  }
}

}  // namespace dom::ai
