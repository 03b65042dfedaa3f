// Costs: coins, Potions and Debt, compared as the Card Reference compares them ("CARD COSTS"),
// and this turn's cost modifiers (Bridge). Game::cost applies the modifiers (docs/engine.md).
#pragma once

#include <algorithm>
#include <compare>
#include <cstdint>
#include <string>
#include <vector>

#include "types.hpp"

namespace dom {

// A cost: coins, Potions (Alchemy) and Debt (Empires). "$3P" is {3, 1, 0}; "8D" is {0, 0, 8}.
//
// Costs are ordered component by component, so some are not comparable: a cost is lower than
// another when none of its amounts is higher and they are not the same. Both $3 and P are lower
// than $3P, but $3P is not lower than $4 nor the other way round. With the operators:
//   a < b, a > b      "costs less / more than"
//   a <= b            "costs up to" (b a number: $2P does not cost up to $4)
//   a == b            "costs the same as", "costs exactly" (b a number: no Potion or Debt)
//   a >= n            "costs $n or more": the coins are at least n, with any Potion or Debt
//   a + n, a - n      "$n more / less than it": Potion and Debt stay ($2 more than $3P is $5P)
// A number is a cost in coins ($4 is Cost(4)).
struct Cost {
  int16_t coins = 0;
  int8_t potion = 0;
  int8_t debt = 0;

  constexpr Cost() = default;
  constexpr Cost(int coins, int potion = 0, int debt = 0)  // NOLINT: a number is a cost in coins
      : coins(int16_t(coins)), potion(int8_t(potion)), debt(int8_t(debt)) {}

  // The coins alone. Implicit so that card code written when a cost was an int keeps compiling
  // and meaning the same (`const int c = g.cost(x)`, a Frame's number); new code reads `coins`.
  constexpr operator int() const { return coins; }  // NOLINT

  // A cost reduction (Bridge ...): coins only, never below $0, Potion and Debt unchanged
  // (COST REDUCTION).
  constexpr Cost reducedBy(int less) const { return {std::max(0, coins - less), potion, debt}; }

  friend constexpr bool operator==(const Cost&, const Cost&) = default;
  friend constexpr std::partial_ordering operator<=>(const Cost& a, const Cost& b) {
    const bool le = a.coins <= b.coins && a.potion <= b.potion && a.debt <= b.debt;
    const bool ge = a.coins >= b.coins && a.potion >= b.potion && a.debt >= b.debt;
    if (le && ge) return std::partial_ordering::equivalent;
    if (le) return std::partial_ordering::less;
    if (ge) return std::partial_ordering::greater;
    return std::partial_ordering::unordered;
  }
  // Exact matches for a number, so that `cost <= 4` compares costs instead of converting the
  // cost to its coins.
  friend constexpr bool operator==(const Cost& a, int coins) { return a == Cost(coins); }
  friend constexpr std::partial_ordering operator<=>(const Cost& a, int coins) {
    return a <=> Cost(coins);
  }

  // "$n more / less than it". Not clamped at $0: nothing costs exactly $1 less than a card
  // costing $0 (Develop ①), while a card's own cost never goes below $0 (reducedBy).
  friend constexpr Cost operator+(Cost a, int n) { return {a.coins + n, a.potion, a.debt}; }
  friend constexpr Cost operator+(int n, Cost a) { return a + n; }
  friend constexpr Cost operator-(Cost a, int n) { return a + -n; }
  friend constexpr Cost operator+(Cost a, Cost b) {
    return {a.coins + b.coins, a.potion + b.potion, a.debt + b.debt};
  }
  constexpr Cost& operator+=(int n) { return *this = *this + n; }
  constexpr Cost& operator-=(int n) { return *this = *this - n; }
  // No difference of two costs: it is not a cost, and through the coins it would drop the rest.
  friend Cost operator-(Cost, Cost) = delete;
};

// Whether coins and Potions pay for a cost when buying. Debt is not paid: buying takes it as
// Debt tokens (Empires), so it never makes a card unaffordable by itself.
constexpr bool affordable(const Cost& c, int coins, int potions = 0) {
  return c.coins <= coins && c.potion <= potions;
}

// A total order for listings (a kingdom sorted by cost): coins, then Potion, then Debt. Not a
// rules comparison ($3P and $4 are not comparable by the rules).
constexpr bool listedBefore(const Cost& a, const Cost& b) {
  if (a.coins != b.coins) return a.coins < b.coins;
  if (a.potion != b.potion) return a.potion < b.potion;
  return a.debt < b.debt;
}

// "$4", "$2P", "P", "8D", "$8 8D" (coins, then Potions, then Debt, as printed on the cards); a
// cost of nothing is "$0".
inline std::string formatCost(const Cost& c) {
  std::string out;
  if (c.coins != 0 || (c.potion == 0 && c.debt == 0)) {
    out += '$';  // appended, not "$" + ...: GCC 12 warns wrongly on that
    out += std::to_string(c.coins);
  }
  if (c.potion > 1) out += std::to_string(c.potion);
  if (c.potion > 0) out += 'P';
  if (c.debt > 0) {
    if (!out.empty()) out += ' ';
    out += std::to_string(c.debt);
    out += 'D';
  }
  return out;
}

// A "this turn, cards cost $n less" effect (Bridge). It applies to the cards having one of
// `types` (0: every card), and when `card` is set, to that card only.
struct CostModifier {
  int16_t amount = 0;      // coins less
  Types types = 0;         // Action for "Action cards cost $n less"; 0 for every card
  CardId card = NoCard;    // a named card only
  CardId source = NoCard;  // the card that made it; NoCard when unknown (see TurnCostModifiers)

  constexpr bool appliesTo(CardId c, Types cardTypes) const {
    return (types == 0 || (cardTypes & types) != 0) && (card == NoCard || card == c);
  }
  bool operator==(const CostModifier&) const = default;
};

// This turn's cost modifiers, in the order they were first made. Modifiers alike but for the
// amount (same cards, same source) are one entry: two Bridges make one of $2.
//
// Also a number: the entry for every card without a source. Cards written before the list
// lower costs by raising it (Bridge: `costReduction = int16_t(costReduction + 1)`), and
// positions store it as "costReduction" (docs/positions.md).
class TurnCostModifiers {
 public:
  const std::vector<CostModifier>& list() const { return list_; }
  bool empty() const { return list_.empty(); }
  void clear() { list_.clear(); }

  void add(const CostModifier& m) {
    if (m.amount == 0) return;
    for (auto it = list_.begin(); it != list_.end(); ++it) {
      if (!alike(*it, m)) continue;
      it->amount = int16_t(it->amount + m.amount);
      if (it->amount == 0) list_.erase(it);
      return;
    }
    list_.push_back(m);
  }

  // How many coins less card c (with its types) costs this turn.
  int reductionFor(CardId c, Types cardTypes) const {
    int less = 0;
    for (const CostModifier& m : list_)
      if (m.appliesTo(c, cardTypes)) less += m.amount;
    return less;
  }

  // The reduction of every card (the entries for all cards, with a source or not).
  int allCards() const {
    int less = 0;
    for (const CostModifier& m : list_)
      if (m.types == 0 && m.card == NoCard) less += m.amount;
    return less;
  }

  // The number: the entry for every card without a source, read and set.
  operator int16_t() const {  // NOLINT: read as a number by cards written before the list
    for (const CostModifier& m : list_)
      if (alike(m, CostModifier{})) return m.amount;
    return 0;
  }
  TurnCostModifiers& operator=(int amount) {
    add({.amount = int16_t(amount - int16_t(*this))});
    return *this;
  }

  bool operator==(const TurnCostModifiers&) const = default;

 private:
  static bool alike(const CostModifier& a, const CostModifier& b) {
    return a.types == b.types && a.card == b.card && a.source == b.source;
  }
  std::vector<CostModifier> list_;
};

}  // namespace dom
