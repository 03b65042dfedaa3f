// The recommended kingdoms printed in the rulebooks of the implemented sets, by name.
#pragma once

#include <array>
#include <span>
#include <string_view>
#include <vector>

#include "card.hpp"

namespace dom {

struct Preset {
  std::string_view name;    // as printed: "First Game", "Silver & Gold"
  std::string_view source;  // the rulebook: "Dominion (2nd edition)", "Intrigue (2nd edition)"
  std::array<std::string_view, 10> cards;  // English names, as the card table spells them
};

// Every preset, in rulebook order: Dominion's, then Intrigue's own, then Dominion & Intrigue.
std::span<const Preset> presets();

// A preset by name, ignoring case, spaces and punctuation ("silver and gold" and "silver&gold"
// find "Silver & Gold"); nullptr if none.
const Preset* findPreset(std::string_view name);

// Its cards, sorted by cost then name.
std::vector<CardId> presetCards(const Preset& p);

// The sets its cards come from, in CardSet order.
std::vector<CardSet> presetSets(const Preset& p);

}  // namespace dom
