// Positions: a game as JSON (docs/positions.md). Saves, test fixtures and the CLI use them.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <stdexcept>
#include <string>

#include "game.hpp"

namespace dom {

// 2: mats and held cards, counters (Coffers ...), pile tokens, Durations staying in play, extra
// turns, the Night phase. Version 1 positions read unchanged.
inline constexpr int PositionVersion = 2;

// A position that cannot be loaded; `field` names the offending field ("players[1].hand[2]").
class PositionError : public std::runtime_error {
 public:
  PositionError(std::string field, const std::string& message)
      : std::runtime_error(field.empty() ? message : field + ": " + message),
        field_(std::move(field)) {}
  const std::string& field() const { return field_; }

 private:
  std::string field_;
};

nlohmann::json toJson(const Game& g);
// Fields left out take the value a new game would have. Throws PositionError.
Game fromJson(const nlohmann::json& j);
std::string savePosition(const Game& g);  // pretty-printed JSON
// The digest a position in the middle of a card's resolution carries (see position.cpp).
std::string positionDigest(const nlohmann::json& position);
Game loadPosition(const std::string& text);  // throws PositionError (also for bad JSON)

}  // namespace dom
