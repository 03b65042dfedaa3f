// GameState: everything that changes during a game, as one copyable value.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <vector>

#include "cost.hpp"
#include "decision.hpp"
#include "event.hpp"
#include "rng.hpp"
#include "types.hpp"

namespace dom {

// A resumable step of resolution: a card's ability, a reaction, or the window in which other
// players may react to an Attack. Plain data, so copying the state copies the resolution.
struct Frame {
  enum Kind : uint8_t { Ability, Reaction, AttackWindow };
  Kind kind = Ability;
  CardId card = NoCard;
  Inst source = NoInst;       // the instance being resolved
  PlayerId player = NoPlayer; // who resolves it
  bool begun = false;         // the card's plain bonuses (+Cards ...) were applied
  int16_t step = 0;
  uint8_t immune = 0;         // Attack: seats unaffected (bit per seat)
  int32_t a = 0, b = 0, c = 0;  // plain numbers (never instances or card ids)
  CardId named = NoCard;        // a card the frame remembers by name (Wishing Well)
  std::vector<int32_t> cards;   // instances the frame remembers (set aside, chosen ...)
  bool operator==(const Frame&) const = default;
};

struct Location {
  Zone zone = Zone::Count;
  int8_t owner = -1;  // player, or pile index for Zone::Supply
  bool operator==(const Location&) const = default;
};

struct PlayerState {
  // Indexed by Zone - Zone::Deck. The last element is the top (deck, discard) or the newest.
  std::array<std::vector<Inst>, 6> zones;
  int16_t turnsTaken = 0;
  int16_t vpTokens = 0;

  std::vector<Inst>& zone(Zone z) { return zones[size_t(z) - size_t(Zone::Deck)]; }
  const std::vector<Inst>& zone(Zone z) const { return zones[size_t(z) - size_t(Zone::Deck)]; }
  std::vector<Inst>& deck() { return zone(Zone::Deck); }
  std::vector<Inst>& hand() { return zone(Zone::Hand); }
  std::vector<Inst>& discard() { return zone(Zone::Discard); }
  std::vector<Inst>& inPlay() { return zone(Zone::InPlay); }
  const std::vector<Inst>& deck() const { return zone(Zone::Deck); }
  const std::vector<Inst>& hand() const { return zone(Zone::Hand); }
  const std::vector<Inst>& discard() const { return zone(Zone::Discard); }
  const std::vector<Inst>& inPlay() const { return zone(Zone::InPlay); }
  bool operator==(const PlayerState&) const = default;
};

struct Pile {
  CardId card = NoCard;  // the card the pile is named after
  std::vector<Inst> cards;  // top = back
  bool operator==(const Pile&) const = default;
};

// "This turn, when you play ..." effects left by cards (Merchant, Coppersmith).
struct TurnEffect {
  CardId card = NoCard;
  int32_t data = 0;
  bool operator==(const TurnEffect&) const = default;
};

struct TurnState {
  PlayerId player = 0;
  Phase phase = Phase::Action;
  int16_t number = 0;  // turns begun in this game, from 1
  int16_t actions = 1;
  int16_t buys = 1;
  int16_t coins = 0;
  TurnCostModifiers costReduction;  // "this turn, cards cost $1 less" (Bridge); cost.hpp
  bool bought = false;        // a card was bought: no more Treasures this phase
  std::vector<CardId> played; // cards played this turn, in order (replays too)
  std::vector<TurnEffect> effects;
  bool operator==(const TurnState&) const = default;
};

struct GameState {
  uint64_t seed = 0;
  Rng rng;
  std::vector<CardId> kingdom;
  std::vector<Pile> supply;
  std::vector<Inst> trash;
  std::vector<CardId> instCard;    // what each instance is
  std::vector<Location> instLoc;   // where each instance is
  std::vector<PlayerState> players;
  TurnState turn;
  std::deque<Frame> frames;
  Decision decision;
  Move answer;  // the answer to the last decision, read by the frame that asked
  PlayerId firstPlayer = 0;
  bool gameOver = false;
  bool logEvents = false;
  std::vector<Event> events;

  int playerCount() const { return int(players.size()); }
  bool operator==(const GameState&) const = default;
};

}  // namespace dom
