// Small value types shared by the whole engine.
#pragma once

#include <cstdint>

namespace dom {

using PlayerId = int8_t;  // seat index, 0-based
using CardId = int16_t;   // index into the card table
using Inst = int16_t;     // card instance: index into GameState::instCard

inline constexpr PlayerId NoPlayer = -1;
inline constexpr CardId NoCard = -1;
inline constexpr Inst NoInst = -1;
inline constexpr int MaxPlayers = 6;

// Card types as a bit set; a card may have several.
enum Type : uint32_t {
  Action = 1u << 0,
  Treasure = 1u << 1,
  Victory = 1u << 2,
  CurseType = 1u << 3,
  Attack = 1u << 4,
  Reaction = 1u << 5,
  // Later expansions; listed so the type line and the rules can already name them.
  Duration = 1u << 6,
  Night = 1u << 7,
  Command = 1u << 8,
  Reserve = 1u << 9,
  Traveller = 1u << 10,
  Gathering = 1u << 11,
  Knight = 1u << 12,
  Looter = 1u << 13,
  Ruins = 1u << 14,
  Shelter = 1u << 15,
  Castle = 1u << 16,
  Doom = 1u << 17,
  Fate = 1u << 18,
  Heirloom = 1u << 19,
  Spirit = 1u << 20,
  Zombie = 1u << 21,
  Prize = 1u << 22,
  Reward = 1u << 23,
  Liaison = 1u << 24,
  Augur = 1u << 25,
  Clash = 1u << 26,
  Fort = 1u << 27,
  Odyssey = 1u << 28,
  Townsfolk = 1u << 29,
  Wizard = 1u << 30,
  Loot = 1u << 31,
};

// Where a card instance is. Per-player zones carry the player as owner; Supply carries the
// pile index as owner.
enum class Zone : uint8_t {
  Supply,
  Trash,
  Deck,
  Hand,
  Discard,
  InPlay,
  Revealed,  // set aside face up (Library, Bandit, revealed from the deck)
  Aside,     // set aside, seen only by its owner (looked at: Sentry, Patrol's top cards)
  // Places that keep cards across turns; see zones.hpp for who may see each.
  Held,           // set aside face down with a Duration in play (Haven), seen by its owner
  IslandMat,      // Island's mat: face up
  NativeVillage,  // Native Village's mat: face down, its owner may look
  Tavern,         // Tavern mat (Reserve cards): face up
  Exile,          // Exile mat: face up
  Count
};

inline constexpr bool isPlayerZone(Zone z) { return z >= Zone::Deck && z < Zone::Count; }

// The phases of a turn in order; see phases.hpp for what each one offers.
enum class Phase : uint8_t { Action, Buy, Night, Cleanup, GameOver };

}  // namespace dom
