// Whether a card could hear an event now: asked before doing an event's work one card at a time
// (playing Treasures one by one so that each play is heard) when, most of the time, nothing in
// the game's hands, play areas and mats listens.
#pragma once

#include "game.hpp"

namespace dom {

// Whether card c has an ability triggered by event w, from any place.
bool listensTo(CardId c, When w);

// Whether some card in a place that hears event w of player p (the places Game::collectTriggers
// looks through, other than the card the event is about) has an ability triggered by w, before
// asking whether it applies.
bool anyListenerInPlace(const Game& g, When w, PlayerId p);

}  // namespace dom
