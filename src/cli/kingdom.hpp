// dominion-cli kingdom: random kingdoms under constraints, and the recommended kingdoms.
#pragma once

#include "cli.hpp"

namespace cli {

extern const Command kingdomCommand;

}  // namespace cli
