// Easy: plausible and beatable — buys the dearest card it can, plays Actions as they come.
// Medium: Big Money with the kingdom's strongest card, by rules of thumb.
// Hard: a buy plan found by playing candidate plans at the start of the game, and in the
//   late game a look-ahead over the possible buys, with the hidden cards sampled from what
//   it has seen (determinization) and the rest of the game played out by plans.
#include "levels.hpp"

#include <algorithm>

#include "../knowledge.hpp"
#include "../stop.hpp"
#include "../tokens.hpp"
#include "cardsense.hpp"
#include "lookahead.hpp"
#include "memory.hpp"
#include "planner.hpp"
#include "rival.hpp"
#include "setcards.hpp"

namespace dom::ai {

namespace {

class EasyPlayer : public PlanPlayer {
 public:
  explicit EasyPlayer(uint64_t seed) : PlanPlayer(Plan{}, "Easy"), rng_(seed) {}

  Move decide(const View& v) override {
    switch (v.decision.kind) {
      case DecisionKind::ActionPhase:
        if (auto m = villagerMove(v)) return *m;
        // The first Action in hand, villages or not.
        for (const SeenCard& c : v.hand)
          if (card(c.card).is(Action) && v.actions > 0) return Move::play(c.inst);
        return Move::end();
      case DecisionKind::BuyPhase:
        if (!v.bought && std::any_of(v.hand.begin(), v.hand.end(),
                                     [&](const SeenCard& c) { return v.isTreasure(c.card); }))
          return Move::playTreasures();
        if (auto m = buyPhaseTokenMove(v, [&](int coins) { return dearestAffordable(v, coins); })) return *m;
        if (v.bought) return Move::end();
        return buy(v);
      default: {
        Move m;
        if (prizeDecision(v, fallback_, m) || lootDecision(v, fallback_, m) ||
            prosperityDecision(v, fallback_, m) || hinterlandsDecision(v, fallback_, m))
          return legalize(v, std::move(m));
        return fallback_.decide(v);
      }
    }
  }

 private:
  // The coin cost of the dearest card the Easy player would consider with `coins` (-1: none).
  static int dearestAffordable(const View& v, int coins) {
    int best = -1;
    for (const PileView& p : v.supply)
      if (p.inSupply && !p.buyForbidden && p.count > 0 && affordable(p.cost, coins, v.potions) &&
          p.top != cards::Copper && p.top != cards::Curse)
        best = std::max(best, int(p.cost.coins));
    return best;
  }
  Move buy(const View& v) {
    // The dearest affordable card among Treasures, Victory cards and Kingdom Actions, with a
    // taste for Actions and an occasional early Duchy.
    int best = -1;
    double bestScore = 0;
    for (size_t k = 0; k < v.supply.size(); ++k) {
      const PileView& p = v.supply[k];
      if (!p.inSupply || p.buyForbidden || p.count == 0 || !affordable(p.cost, v.coins, v.potions)) continue;
      const CardId c = p.top;
      if (c == cards::Copper || c == cards::Curse) continue;
      // One Potion is enough for the Potion-cost cards Easy may buy.
      if (c == cards::Potion && owned(v, cards::Potion) > 0) continue;
      if (c == cards::Estate && gainsToEnd(v) > 2) continue;
      if (gainEndsGame(v, int(k)) && !winsOrTiesAfterGaining(v, c)) continue;
      double score = p.cost.coins + rng_.below(100) / 50.0;
      if (card(c).is(Action)) score += 0.5;
      if (c == cards::Duchy && rng_.below(3) != 0) score -= 3;
      if (score > bestScore) bestScore = score, best = int(k);
    }
    return best < 0 ? Move::end() : Move::buy(best);
  }
  Rng rng_;
};

class MediumPlayer : public PlanPlayer {
 public:
  MediumPlayer() : PlanPlayer(Plan{}, "Medium") {}
  Move decide(const View& v) override {
    if (!planned_) {
      setPlan(heuristicPlan(kingdomOf(v)));
      planned_ = true;
    }
    return PlanPlayer::decide(v);
  }

 private:
  bool planned_ = false;
};

class HardPlayer : public PlanPlayer {
 public:
  explicit HardPlayer(uint64_t seed) : PlanPlayer(Plan{}, "Hard"), seed_(seed), rng_(seed ^ 0x5eed) {}

  Move decide(const View& v) override {
    if (!planned_) {
      setPlan(simulatedPlan(kingdomOf(v), int(v.players.size()), seed_ ^ 0x9e3779b97f4a7c15ULL));
      // A plan cut short is no plan: the next decision plans again.
      planned_ = !stopRequested();
    }
    memory_.observe(v);
    // Tokens first (a Villager, Debt, Coffers), by the plan: the searches compare purchases.
    if (auto m = tokenMove(v)) return *m;
    if (v.decision.kind == DecisionKind::BuyPhase && (v.bought || !hasTreasure(v)) && v.coins >= 2 &&
        v.buys > 0)
      return searchBuy(v);
    if (v.decision.kind == DecisionKind::ActionPhase) return searchAction(v);
    return PlanPlayer::decide(v);
  }

 private:
  static bool hasTreasure(const View& v) {
    return std::any_of(v.hand.begin(), v.hand.end(),
                       [](const SeenCard& c) { return card(c.card).is(Treasure); });
  }
  // More deals where the choice matters most, near the end of the game; fewer with more
  // players, whose playouts are longer. Early in a multiplayer game the plan decides alone.
  static RaceOptions buyRace(const View& v) {
    const int players = int(v.players.size());
    RaceOptions o;
    if (gainsToEnd(v) <= 9) {
      o.maxSamples = players == 2 ? 512 : std::max(24, 384 / players);
    } else {
      o.maxSamples = players == 2 ? 128 : 0;
    }
    o.minSamples = std::min(o.maxSamples, 32);
    return o;
  }

  std::vector<Plan> playoutPlans(const View& v) const {
    std::vector<Plan> plans;
    for (PlayerId p = 0; p < PlayerId(v.players.size()); ++p)
      plans.push_back(p == v.me ? plan_ : rivalPlan(v, p, plan_));
    return plans;
  }

  Move searchBuy(const View& v) {
    // Candidates: buying nothing, and every affordable card but Copper and Curse — the plan's
    // cards and any other Kingdom card, which may be the best buy even outside the plan.
    const int planned = planPurchase(plan_, v, v.coins, {});
    std::vector<Move> moves = {Move::end()};
    size_t preferred = 0;
    for (size_t k = 0; k < v.supply.size(); ++k) {
      const PileView& p = v.supply[k];
      if (!p.inSupply || p.buyForbidden || p.count == 0 || !affordable(p.cost, v.coins, v.potions)) continue;
      if (int(k) == planned) {
        preferred = moves.size();
      } else if (p.top == cards::Copper || p.top == cards::Curse) {
        continue;
      }
      moves.push_back(Move::buy(int(k)));
    }
    const RaceOptions options = buyRace(v);
    if (moves.size() <= 2 || options.maxSamples == 0)
      return planned >= 0 ? Move::buy(planned) : PlanPlayer::decide(v);
    return moves[raceMoves(v, moves, preferred, playoutPlans(v), options, rng_, &memory_.known()).chosen];
  }

  // Which Action to play when there is a real choice: two kinds of Action in hand and only
  // one Action left to play them with.
  Move searchAction(const View& v) {
    const Inst planned = bestActionToPlay(v);
    if (planned == NoInst || v.actions != 1) return PlanPlayer::decide(v);
    CardId plannedCard = NoCard;
    for (const SeenCard& c : v.hand)
      if (c.inst == planned) plannedCard = c.card;
    std::vector<Move> moves;
    std::vector<CardId> kinds;
    size_t preferred = 0;
    for (const SeenCard& c : v.hand) {
      if (!card(c.card).is(Action) || std::find(kinds.begin(), kinds.end(), c.card) != kinds.end()) continue;
      if (c.card == plannedCard) preferred = moves.size();
      kinds.push_back(c.card);
      moves.push_back(c.card == plannedCard ? Move::play(planned) : Move::play(c.inst));
    }
    if (moves.size() < 2) return Move::play(planned);
    const int players = int(v.players.size());
    RaceOptions o;
    o.maxSamples = players == 2 ? (gainsToEnd(v) <= 9 ? 128 : 64) : std::max(16, 96 / players);
    o.minSamples = std::min(o.maxSamples, 24);
    return moves[raceMoves(v, moves, preferred, playoutPlans(v), o, rng_, &memory_.known()).chosen];
  }

  bool planned_ = false;
  RivalMemory memory_;
  uint64_t seed_;
  Rng rng_;
};

}  // namespace

std::vector<PlayerInfo> levelEntries() {
  std::vector<PlayerInfo> out;
  out.push_back({"Easy", PlayerKind::Level,
                 "Buys the dearest card it can afford and plays Actions as they come",
                 [](uint64_t seed) { return std::make_unique<EasyPlayer>(seed); }});
  out.push_back({"Medium", PlayerKind::Level,
                 "Big Money with the kingdom's strongest card, by rules of thumb",
                 [](uint64_t) { return std::make_unique<MediumPlayer>(); }});
  out.push_back(
      {"Hard", PlayerKind::Level,
       "Plans its deck by playing out candidate plans, and looks ahead over its buys in the late game",
       [](uint64_t seed) { return std::make_unique<HardPlayer>(seed); }});
  return out;
}

}  // namespace dom::ai
