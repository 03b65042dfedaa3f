// The recommended kingdoms of the rulebooks (2nd editions of Dominion and Intrigue).
#include "presets.hpp"

#include <algorithm>
#include <cctype>
#include <string>

#include "kingdom.hpp"

namespace dom {

namespace {

constexpr std::string_view Dominion2 = "Dominion (2nd edition)";
constexpr std::string_view Intrigue2 = "Intrigue (2nd edition)";
constexpr std::string_view Both2 = "Dominion & Intrigue (2nd edition)";

// As printed; the test checks each has 10 distinct Kingdom cards of the table, of the sets
// its rulebook says.
constexpr Preset kPresets[] = {
    // Dominion
    {"First Game",
     Dominion2,
     {"Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village", "Workshop"}},
    {"Size Distortion",
     Dominion2,
     {"Artisan", "Bandit", "Bureaucrat", "Chapel", "Festival", "Gardens", "Sentry", "Throne Room", "Witch",
      "Workshop"}},
    {"Deck Top",
     Dominion2,
     {"Artisan", "Bureaucrat", "Council Room", "Festival", "Harbinger", "Laboratory", "Moneylender", "Sentry",
      "Vassal", "Village"}},
    {"Sleight of Hand",
     Dominion2,
     {"Cellar", "Council Room", "Festival", "Gardens", "Library", "Harbinger", "Militia", "Poacher", "Smithy",
      "Throne Room"}},
    {"Improvements",
     Dominion2,
     {"Artisan", "Cellar", "Market", "Merchant", "Mine", "Moat", "Moneylender", "Poacher", "Remodel",
      "Witch"}},
    {"Silver & Gold",
     Dominion2,
     {"Bandit", "Bureaucrat", "Chapel", "Harbinger", "Laboratory", "Merchant", "Mine", "Moneylender",
      "Throne Room", "Vassal"}},
    // Intrigue
    {"Victory Dance",
     Intrigue2,
     {"Baron", "Courtier", "Duke", "Harem", "Ironworks", "Masquerade", "Mill", "Nobles", "Patrol",
      "Replace"}},
    {"The Plot Thickens",
     Intrigue2,
     {"Conspirator", "Ironworks", "Lurker", "Pawn", "Mining Village", "Secret Passage", "Steward", "Swindler",
      "Torturer", "Trading Post"}},
    {"Best Wishes",
     Intrigue2,
     {"Baron", "Conspirator", "Courtyard", "Diplomat", "Duke", "Secret Passage", "Shanty Town", "Torturer",
      "Upgrade", "Wishing Well"}},
    // Dominion & Intrigue: five cards from each
    {"Underlings",
     Both2,
     {"Cellar", "Festival", "Library", "Sentry", "Vassal", "Courtier", "Diplomat", "Minion", "Nobles",
      "Pawn"}},
    {"Grand Scheme",
     Both2,
     {"Artisan", "Council Room", "Market", "Militia", "Workshop", "Bridge", "Mill", "Mining Village",
      "Patrol", "Shanty Town"}},
    {"Deconstruction",
     Both2,
     {"Bandit", "Mine", "Remodel", "Throne Room", "Village", "Diplomat", "Harem", "Lurker", "Replace",
      "Swindler"}},
};

std::string key(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '&') {
      out += "and";
    } else if (std::isalnum(static_cast<unsigned char>(c))) {
      out += char(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  return out;
}

}  // namespace

std::span<const Preset> presets() { return kPresets; }

const Preset* findPreset(std::string_view name) {
  const std::string k = key(name);
  for (const Preset& p : kPresets)
    if (key(p.name) == k) return &p;
  return nullptr;
}

std::vector<CardId> presetCards(const Preset& p) {
  std::vector<CardId> out;
  for (std::string_view n : p.cards) {
    const CardId c = findCard(n);
    if (c != NoCard) out.push_back(c);
  }
  sortKingdom(out);
  return out;
}

std::vector<CardSet> presetSets(const Preset& p) {
  std::vector<CardSet> out;
  for (CardId c : presetCards(p))
    if (std::find(out.begin(), out.end(), card(c).set) == out.end()) out.push_back(card(c).set);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace dom
