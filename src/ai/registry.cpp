// The factory: every player that can be made by name.
#include <algorithm>
#include <cctype>

#include "bots.hpp"
#include "levels/levels.hpp"
#include "player.hpp"

namespace dom::ai {

namespace {
bool sameIgnoringCase(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}
}  // namespace

const std::vector<PlayerInfo>& registeredPlayers() {
  static const std::vector<PlayerInfo> all = [] {
    std::vector<PlayerInfo> v = botEntries();
    for (PlayerInfo& level : levelEntries()) v.push_back(std::move(level));
    return v;
  }();
  return all;
}

std::vector<std::string> playerNames() {
  std::vector<std::string> out;
  for (const PlayerInfo& p : registeredPlayers()) out.push_back(p.name);
  return out;
}

const PlayerInfo* findPlayer(std::string_view name) {
  const auto& all = registeredPlayers();
  for (const PlayerInfo& p : all)
    if (p.name == name) return &p;
  for (const PlayerInfo& p : all)
    if (sameIgnoringCase(p.name, name)) return &p;
  return nullptr;
}

std::unique_ptr<Player> makePlayer(std::string_view name, uint64_t seed) {
  const PlayerInfo* p = findPlayer(name);
  return p ? p->make(seed) : nullptr;
}

}  // namespace dom::ai
