#pragma once

#include <QStringList>
#include <functional>
#include <vector>

#include "engine/event.hpp"

namespace dominion::app {

// The table's sounds for one shown move: the cue names (the files assets/sounds/<cue>.wav)
// of what the move did, each once, in the order they first happened. A card played is
// "play" ("attack" for an Attack), a card bought or gained "buy", a deck shuffled "shuffle",
// a card trashed "trash", and the turn of a person at the screen beginning "your_turn".
// `personAtScreen` says whether a seat is played by a person whose turn deserves the chime
// (not an AI seat, not a demo game).
QStringList soundCues(const std::vector<dom::Event>& events,
                      const std::function<bool(int seat)>& personAtScreen);

}  // namespace dominion::app
