// A full game consistent with what one seat has seen: the hidden cards (the seat's own deck
// order, other players' hands, decks and discard piles) are dealt at random from what those
// players own. Used by the Hard level to look ahead without ever reading the real game.
#pragma once

#include <vector>

#include "engine/game.hpp"
#include "engine/view.hpp"

namespace dom::ai {

// What the seat has inferred from its earlier views about other players' hidden cards: by
// seat, counts by card id of the cards known to lie in the discard pile (see memory.hpp).
struct HiddenKnowledge {
  std::vector<std::vector<int>> inDiscard;
};

// Only for views at a phase decision (no card is being resolved). The game's own PRNG is
// seeded from rng, so the future draws are sampled too. With `known`, the cards known to be
// in another player's discard pile are dealt there (as far as the pile's size allows).
Game determinize(const View& v, Rng& rng, const HiddenKnowledge* known = nullptr);

}  // namespace dom::ai
