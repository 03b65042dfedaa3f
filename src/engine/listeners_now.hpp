// Whether a card could hear an event now: asked before doing an event's work one card at a time
// (playing Treasures one by one so that each play is heard) when, most of the time, nothing in
// the game's hands, play areas and mats listens.
#pragma once

#include <cstdint>
#include <vector>

#include "game.hpp"

namespace dom {

namespace detail {
std::vector<uint32_t> buildListenedEvents();
}
// The events each card listens to (whenBit values), by card id: built once from the table, so
// that setting up a game (every simulated game) costs a pass over its cards and no more. Inline,
// as cardTable: a card joining a player's cards looks it up.
inline const std::vector<uint32_t>& listenedEvents() {
  static const std::vector<uint32_t> bits = detail::buildListenedEvents();
  return bits;
}

// Whether card c has an ability triggered by event w, from any place.
bool listensTo(CardId c, When w);

// Whether some card in a place that hears event w of player p (the places Game::collectTriggers
// looks through, other than the card the event is about) has an ability triggered by w, before
// asking whether it applies.
bool anyListenerInPlace(const Game& g, When w, PlayerId p);

}  // namespace dom
