// What the engine is waiting for (a Decision) and how it is answered (a Move).
#pragma once

#include <string>
#include <vector>

#include "texts.hpp"
#include "types.hpp"

namespace dom {

enum class DecisionKind : uint8_t {
  None,
  ActionPhase,   // play an Action from hand, or end the Action phase
  BuyPhase,      // play Treasures, buy, or end the Buy phase
  SelectCards,   // choose card instances among `choices` (hand, revealed cards ...)
  SelectPile,    // choose a Supply pile among `choices` (pile indices)
  SelectOption,  // choose option indices among `options`
  NameCard,      // name a card: `choices` holds card ids
  NightPhase,    // play a Night card from hand, or end the Night phase
};

// One option of a SelectOption: a text of the vocabulary and its argument ("+{0} Cards": 2).
struct Option {
  Text id = Text::None;
  int32_t arg = 0;
  bool operator==(const Option&) const = default;
};

struct Decision {
  DecisionKind kind = DecisionKind::None;
  PlayerId player = NoPlayer;
  CardId asking = NoCard;  // the card whose ability or reaction asks
  int16_t min = 0;
  int16_t max = 0;
  bool ordered = false;  // SelectCards: the order of the answer matters (first = top)
  bool distinct = true;  // SelectOption: each option at most once
  Text id = Text::None;  // what is asked (texts.hpp): Text::DiscardDownTo; None for the phases
  TextArgs args{};       // the question's arguments: {3} ("Discard down to {0} cards in hand")
  std::vector<int32_t> choices;
  std::vector<Option> options;  // SelectOption
  // Only in GameState::deferred: the rules leave nothing to choose and `choices` is the answer,
  // given without asking once the abilities triggered before it have resolved.
  bool forced = false;

  bool pending() const { return kind != DecisionKind::None; }
  bool operator==(const Decision&) const = default;
};

// The decision's question and options in English, for the CLI, logs and tests (players see
// translations of the ids instead).
std::string promptText(const Decision& d);
std::string optionText(const Option& o);
std::vector<std::string> optionTexts(const Decision& d);

enum class MoveKind : uint8_t {
  Play,              // arg: instance in hand
  PlayAllTreasures,  // plays every plain Treasure in hand
  Buy,               // arg: pile index
  EndPhase,
  Choose,          // picks: instances, pile index, option indices or card ids
  SpendCoffers,    // arg: how many Coffers tokens, +$1 each (in the Buy phase)
  SpendVillagers,  // arg: how many Villager tokens, +1 Action each (in the Action phase)
  PayDebt,         // arg: how many Debt tokens to pay off, $1 each (in the Buy phase)
  BuyLandscape,    // arg: landscape index (GameState::landscapes): an Event or a Project
};

struct Move {
  MoveKind kind = MoveKind::EndPhase;
  int32_t arg = -1;
  std::vector<int32_t> picks;
  int16_t way = -1;  // Play: the landscape index of the Way the Action is played as; -1: as itself

  static Move play(Inst i) { return {MoveKind::Play, i, {}}; }
  static Move playTreasures() { return {MoveKind::PlayAllTreasures, -1, {}}; }
  static Move buy(int pile) { return {MoveKind::Buy, pile, {}}; }
  static Move end() { return {MoveKind::EndPhase, -1, {}}; }
  static Move choose(std::vector<int32_t> p) { return {MoveKind::Choose, -1, std::move(p)}; }
  static Move spendCoffers(int n) { return {MoveKind::SpendCoffers, n, {}}; }
  static Move spendVillagers(int n) { return {MoveKind::SpendVillagers, n, {}}; }
  static Move payDebt(int n) { return {MoveKind::PayDebt, n, {}}; }
  static Move buyLandscape(int index) { return {MoveKind::BuyLandscape, index, {}}; }
  static Move playAs(Inst i, int way) { return {MoveKind::Play, i, {}, int16_t(way)}; }
  bool operator==(const Move&) const = default;
};

// Some of the legal moves of a decision, and how many there are in all: a list that stops
// short says so (choosing among 20 cards has over a million answers).
struct LegalMoves {
  std::vector<Move> moves;  // the first ones, in the order of Game::legalMove(index)
  uint64_t total = 0;       // every legal move, counted (at most UINT64_MAX)
  bool complete() const { return moves.size() == total; }
};

}  // namespace dom
