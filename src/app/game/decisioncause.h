#pragma once

#include <QString>

#include "engine/game.hpp"
#include "gamelog.h"

namespace dominion::app {

// What a question asked by a triggered ability answers, as the log says it: "Ada gains
// Province." (Fool's Gold), "Ada plays Militia." (a Reaction), "You discard Tunnel." — with
// `names.human` the seat written as "You". Empty when the question answers no event the player
// needs told (a card's own question, the start of a turn).
QString causeSentence(const dom::Game& game, const dom::Game::Cause& cause, const SeatNames& names);

}  // namespace dominion::app
