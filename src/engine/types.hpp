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

// Card types as a bit set; a card may have several. 64 bits: room for every type of the rules
// and the ones later sets add.
using Types = uint64_t;
enum Type : Types {
  Action = Types(1) << 0,
  Treasure = Types(1) << 1,
  Victory = Types(1) << 2,
  CurseType = Types(1) << 3,
  Attack = Types(1) << 4,
  Reaction = Types(1) << 5,
  // Later expansions; listed so the type line and the rules can already name them.
  Duration = Types(1) << 6,
  Night = Types(1) << 7,
  Command = Types(1) << 8,
  Reserve = Types(1) << 9,
  Traveller = Types(1) << 10,
  Gathering = Types(1) << 11,
  Knight = Types(1) << 12,
  Looter = Types(1) << 13,
  Ruins = Types(1) << 14,
  Shelter = Types(1) << 15,
  Castle = Types(1) << 16,
  Doom = Types(1) << 17,
  Fate = Types(1) << 18,
  Heirloom = Types(1) << 19,
  Spirit = Types(1) << 20,
  Zombie = Types(1) << 21,
  Prize = Types(1) << 22,
  Reward = Types(1) << 23,
  Liaison = Types(1) << 24,
  Augur = Types(1) << 25,
  Clash = Types(1) << 26,
  Fort = Types(1) << 27,
  Odyssey = Types(1) << 28,
  Townsfolk = Types(1) << 29,
  Wizard = Types(1) << 30,
  Loot = Types(1) << 31,
  // Rising Sun (in the card database, not yet in the rules' list).
  Omen = Types(1) << 32,
  Shadow = Types(1) << 33,
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
