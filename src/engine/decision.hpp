// What the engine is waiting for (a Decision) and how it is answered (a Move).
#pragma once

#include <string>
#include <vector>

#include "types.hpp"

namespace dom {

enum class DecisionKind : uint8_t {
  None,
  ActionPhase,  // play an Action from hand, or end the Action phase
  BuyPhase,     // play Treasures, buy, or end the Buy phase
  SelectCards,  // choose card instances among `choices` (hand, revealed cards ...)
  SelectPile,   // choose a Supply pile among `choices` (pile indices)
  SelectOption, // choose option indices among `labels`
  NameCard,     // name a card: `choices` holds card ids
  NightPhase,   // play a Night card from hand, or end the Night phase
};

struct Decision {
  DecisionKind kind = DecisionKind::None;
  PlayerId player = NoPlayer;
  CardId asking = NoCard;  // the card whose ability or reaction asks
  int16_t min = 0;
  int16_t max = 0;
  bool ordered = false;     // SelectCards: the order of the answer matters (first = top)
  bool distinct = true;     // SelectOption: each option at most once
  std::string prompt;       // what is being asked, in English ("Discard down to 3 cards")
  std::vector<int32_t> choices;
  std::vector<std::string> labels;  // SelectOption
  // Only in GameState::deferred: the rules leave nothing to choose and `choices` is the answer,
  // given without asking once the abilities triggered before it have resolved.
  bool forced = false;

  bool pending() const { return kind != DecisionKind::None; }
  bool operator==(const Decision&) const = default;
};

enum class MoveKind : uint8_t {
  Play,              // arg: instance in hand
  PlayAllTreasures,  // plays every plain Treasure in hand
  Buy,               // arg: pile index
  EndPhase,
  Choose,            // picks: instances, pile index, option indices or card ids
};

struct Move {
  MoveKind kind = MoveKind::EndPhase;
  int32_t arg = -1;
  std::vector<int32_t> picks;

  static Move play(Inst i) { return {MoveKind::Play, i, {}}; }
  static Move playTreasures() { return {MoveKind::PlayAllTreasures, -1, {}}; }
  static Move buy(int pile) { return {MoveKind::Buy, pile, {}}; }
  static Move end() { return {MoveKind::EndPhase, -1, {}}; }
  static Move choose(std::vector<int32_t> p) { return {MoveKind::Choose, -1, std::move(p)}; }
  bool operator==(const Move&) const = default;
};

}  // namespace dom
