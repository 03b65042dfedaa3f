// The event log in readable English sentences (the CLI and the pinned golden logs; the app
// formats events itself, translated).
#pragma once

#include <string>

#include "game.hpp"

namespace dom {

// One line for an event, or an empty string for events too small to print
// (pool changes are folded into the line of the card that caused them).
std::string describeEvent(const Event& e);

}  // namespace dom
