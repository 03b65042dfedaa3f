// AI players: anything that answers one seat's decisions from that seat's View.
//
// A player never sees the Game: the runner (match.hpp) builds the View of the seat whose
// decision is pending and asks that seat's player. Players are made by name from the
// factory below, which lists the reference bots (bots.hpp) and the AI levels.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/view.hpp"

namespace dom::ai {

class Player {
 public:
  virtual ~Player() = default;
  virtual std::string_view name() const = 0;
  // Answers view.decision, which is pending for this seat (view.decision.player == view.me).
  // The answer must be legal: see legalize() in policy.hpp.
  virtual Move decide(const View& view) = 0;
  // The Kingdom cards this player's strategy buys (a reference bot's Action card). Empty for
  // a player that plays whatever the kingdom holds.
  virtual std::vector<CardId> kingdomCards() const { return {}; }
};

enum class PlayerKind : uint8_t {
  Bot,    // a fixed-strategy reference bot (docs/ai.md)
  Level,  // an AI level offered to human players (Easy, Medium, Hard)
};

struct PlayerInfo {
  std::string name;
  PlayerKind kind = PlayerKind::Bot;
  std::string summary;  // one line for listings
  std::function<std::unique_ptr<Player>(uint64_t seed)> make;
};

// Every player the factory can make, in listing order: the reference bots, then the levels.
const std::vector<PlayerInfo>& registeredPlayers();
std::vector<std::string> playerNames();
// Exact name, or else the same name ignoring case; nullptr if unknown.
const PlayerInfo* findPlayer(std::string_view name);
// A new player; nullptr for an unknown name. The seed drives any randomness of the player.
std::unique_ptr<Player> makePlayer(std::string_view name, uint64_t seed = 0);

}  // namespace dom::ai
