// The reference bots (docs/ai.md, "Reference bots and the cross-check"): fixed strategies
// that published simulators use as a yardstick. Each walks a buy list from the top, plays
// its one kind of Action card if it has one, then all Treasures.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "player.hpp"
#include "policy.hpp"

namespace dom::ai {

// What a buy rule's condition may look at. Each figure is worked out when a condition first
// asks for it, then kept for the rest of the buy decision: most decisions stop at a rule
// that needs one figure or none.
struct BuyContext {
  explicit BuyContext(const View& v) : view(v) {}
  const View& view;
  int money() const;          // M: coins of the Treasures owned (Copper 1, Silver 2, Gold 3)
  int gainsToEnd() const;     // G: min(Provinces left, the smallest piles that end the game)
  int provincesLeft() const;  //
  int deckSize() const;       // cards owned
  int count(CardId c) const;  // copies owned

 private:
  static constexpr int Unknown = -1;
  mutable int money_ = Unknown, gainsToEnd_ = Unknown, provincesLeft_ = Unknown, deckSize_ = Unknown;
};

struct BuyRule {
  CardId card = NoCard;
  std::function<bool(const BuyContext&)> when;  // empty: always
};

struct BotSpec {
  std::string name;
  std::string summary;
  CardId action = NoCard;  // the one kind of Action card the bot plays (NoCard: none)
  std::vector<BuyRule> buys;
};

class ListBot : public Player {
 public:
  explicit ListBot(BotSpec spec) : spec_(std::move(spec)) {}
  std::string_view name() const override { return spec_.name; }
  Move decide(const View& v) override;
  std::vector<CardId> kingdomCards() const override;
  const BotSpec& spec() const { return spec_; }

  // The pile the bot buys now (-1: nothing), once its Treasures are played: the first rule
  // whose card is affordable, in stock, whose condition holds and which the suicide rule
  // allows (a buy that ends the game is made only if the bot then wins or ties).
  int choosePurchase(const View& v) const;

 private:
  BotSpec spec_;
  Fallback fallback_;
};

// The five reference bots: Big Money, Smithy Big Money, Double Militia, Double Witch,
// Big Money Ultimate.
std::vector<BotSpec> referenceBots();
std::vector<PlayerInfo> botEntries();

}  // namespace dom::ai
