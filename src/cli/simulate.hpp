// dominion-cli simulate: many games between AI players, with win rates and speed.
#pragma once

#include "cli.hpp"

namespace cli {

extern const Command simulateCommand;

}  // namespace cli
