// The AI levels offered to human players: Easy, Medium and Hard.
#pragma once

#include <vector>

#include "../player.hpp"

namespace dom::ai {

// Registry entries for the three levels, in order Easy, Medium, Hard.
std::vector<PlayerInfo> levelEntries();

}  // namespace dom::ai
