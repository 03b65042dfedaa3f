// A full game consistent with what one seat has seen: the hidden cards (the seat's own deck
// order, other players' hands, decks and discard piles) are dealt at random from what those
// players own. Used by the Hard level to look ahead without ever reading the real game.
#pragma once

#include "engine/game.hpp"
#include "engine/view.hpp"

namespace dom::ai {

// Only for views at a phase decision (no card is being resolved). The game's own PRNG is
// seeded from rng, so the future draws are sampled too.
Game determinize(const View& v, Rng& rng);

}  // namespace dom::ai
