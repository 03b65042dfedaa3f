// Move notation (docs/positions.md): one move per line, read against the pending decision.
//   play Village | play treasures | buy Silver | end | end actions | end buys | end turn
//   choose Copper, Copper, Estate | choose nothing | choose +2 Cards | name Copper
//   coffers 2 | villager | villagers 2 | pay debt 3
#pragma once

#include <optional>
#include <string>

#include "game.hpp"

namespace dom {

// Parses a move for the game's pending decision. On failure returns nullopt and says why.
std::optional<Move> parseMove(const Game& g, const std::string& text, std::string* error = nullptr);
std::string formatMove(const Game& g, const Move& m);
// A one-line description of the pending decision ("Alice: Discard down to 3 cards (choose 2)").
std::string describeDecision(const Game& g);

}  // namespace dom
