// The description of every place a card can be, of the per-player counters and of the
// per-pile tokens: written once here and read by the position format, view() and the AI's
// determinization, so that adding a mat or a token is one line.
#pragma once

#include <array>
#include <iterator>
#include <string_view>

#include "types.hpp"

namespace dom {

// Who may see the cards of a zone.
enum class Visibility : uint8_t {
  Public,  // everyone sees every card (in play, trash, face-up mats)
  Owner,   // its owner sees the cards, the others only how many (hand, face-down mats)
  Hidden,  // nobody sees the cards, only how many (deck; the owner knows its contents)
};

struct ZoneInfo {
  std::string_view key;  // the position format's name
  Visibility visibility;
  bool topFirst;    // written top card first (deck, discard pile)
  bool keepsCards;  // cards stay there across turns (Clean-up leaves them)
};

inline constexpr std::array<ZoneInfo, size_t(Zone::Count)> kZones = {{
    {"supply", Visibility::Public, false, true},
    {"trash", Visibility::Public, false, true},
    {"deck", Visibility::Hidden, true, true},
    {"hand", Visibility::Owner, false, false},
    {"discard", Visibility::Public, true, true},  // only its top card is seen: see view()
    {"inPlay", Visibility::Public, false, false},
    {"revealed", Visibility::Public, false, false},
    {"aside", Visibility::Owner, false, false},
    {"held", Visibility::Owner, false, true},
    {"islandMat", Visibility::Public, false, true},
    {"nativeVillageMat", Visibility::Owner, false, true},
    {"tavern", Visibility::Public, false, true},
    {"exile", Visibility::Public, false, true},
}};

inline constexpr const ZoneInfo& zoneInfo(Zone z) { return kZones[size_t(z)]; }

// The per-player zones, in the order positions write them.
inline constexpr Zone kPlayerZones[] = {
    Zone::Hand, Zone::Deck,      Zone::Discard,       Zone::InPlay, Zone::Revealed, Zone::Aside,
    Zone::Held, Zone::IslandMat, Zone::NativeVillage, Zone::Tavern, Zone::Exile};
inline constexpr size_t kPlayerZoneCount = size_t(Zone::Count) - size_t(Zone::Deck);
// The zones that keep cards across turns beside the deck and discard pile: mats and cards
// held by Durations. Views show them per their visibility.
inline constexpr Zone kMatZones[] = {Zone::Held, Zone::IslandMat, Zone::NativeVillage, Zone::Tavern,
                                     Zone::Exile};
inline constexpr size_t kMatCount = std::size(kMatZones);

// Per-player counters of tokens and resources. All public.
enum class Counter : uint8_t { VP, Coffers, Villagers, Debt, Favors, PirateShip, Count };

struct CounterInfo {
  std::string_view key;  // the position format's name
  int16_t min, max;
};

inline constexpr std::array<CounterInfo, size_t(Counter::Count)> kCounters = {{
    {"vpTokens", -10000, 10000},
    {"coffers", 0, 10000},
    {"villagers", 0, 10000},
    {"debt", 0, 10000},
    {"favors", 0, 10000},
    {"pirateShipTokens", 0, 10000},
}};

// Tokens on a Supply pile (all public).
enum class PileToken : uint8_t { Embargo, TradeRoute, Count };

inline constexpr std::array<std::string_view, size_t(PileToken::Count)> kPileTokens = {
    "embargo", "tradeRoute"};

}  // namespace dom
