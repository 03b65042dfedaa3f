// A buy plan: "Big Money with these Kingdom cards", and the player that follows one.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "../player.hpp"
#include "../policy.hpp"

namespace dom::ai {

struct KeyCard {
  CardId card = NoCard;
  int upTo = 1;     // buy while owning fewer than this many
  int minDeck = 0;  // ... and owning at least this many cards
  bool beforeGold = true;
};

struct Plan {
  std::vector<KeyCard> keys;  // in priority order; a card may appear several times (1, then 2 ...)
  int provinceMoney = 16;     // buy a Province only once the money owned (M) exceeds this
  int duchyAt = 5;            // Duchy when the gains left to end the game are at most this
  int estateAt = 2;           // Estate likewise
  int lateDuchyAt = 6;        // Duchy over Silver
  std::string describe() const;
};

// The Supply pile the plan buys with `coins` (-1: nothing), given the view; `bought` lists
// what this turn's earlier Buys took (counted as owned).
int planPurchase(const Plan& plan, const View& v, int coins, const std::vector<CardId>& bought);

// Plays Actions by priority (villages, cantrips, the strongest terminal), all Treasures, and
// buys by its plan; card decisions go to the fallback policy.
class PlanPlayer : public Player {
 public:
  explicit PlanPlayer(Plan plan, std::string name = "Plan")
      : plan_(std::move(plan)), name_(std::move(name)) {}
  std::string_view name() const override { return name_; }
  Move decide(const View& v) override;
  std::vector<CardId> kingdomCards() const override;
  const Plan& plan() const { return plan_; }
  void setPlan(Plan p) { plan_ = std::move(p); }

 protected:
  // A Villager to spend, Debt to pay off or Coffers to spend now (tokens.hpp), by the plan.
  std::optional<Move> tokenMove(const View& v) const;
  Move actionPhase(const View& v);
  Move buyPhase(const View& v);
  std::optional<Inst> treasureWithoutCoppers(const View& v) const;

  Plan plan_;
  std::string name_;
  Fallback fallback_;
  int boughtTurn_ = -1;
  std::vector<CardId> boughtThisTurn_;
};

// The best Action in hand to play now (NoInst: none worth playing).
Inst bestActionToPlay(const View& v);

}  // namespace dom::ai
