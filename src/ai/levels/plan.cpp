#include "plan.hpp"

#include <algorithm>

#include "../knowledge.hpp"
#include "../tokens.hpp"
#include "cardplay.hpp"
#include "cardsense.hpp"
#include "setcards.hpp"

namespace dom::ai {

std::string Plan::describe() const {
  std::string out = "Big Money";
  for (const KeyCard& k : keys) out += " + " + std::string(card(k.card).name) + " x" + std::to_string(k.upTo);
  return out;
}

namespace {

// The cards bought are the piles' top cards: a Knight bought counts for the Knights.
int ownedWith(const View& v, CardId c, const std::vector<CardId>& bought) {
  return owned(v, c) + int(std::count_if(bought.begin(), bought.end(),
                                         [c](CardId b) { return b == c || pileNameOf(b) == c; }));
}

}  // namespace

int planPurchase(const Plan& plan, const View& v, int coins, const std::vector<CardId>& bought) {
  const int g = gainsToEnd(v);
  const int money = moneyOwned(v);
  const int deck = cardsOwned(v) + int(bought.size());
  auto pick = [&](CardId c) -> int {
    const int k = pileOf(v, c);
    if (k < 0) return -1;
    const PileView& pile = v.supply[size_t(k)];
    if (!pile.inSupply || pile.buyForbidden || pile.count == 0 || !affordable(pile.cost, coins, v.potions))
      return -1;
    if (gainEndsGame(v, k) && !winsOrTiesAfterGaining(v, c)) return -1;  // never lose by ending it
    // An Embargo token brings a Curse with the card: worth taking for points only.
    if (pile.tokens[size_t(PileToken::Embargo)] > 0 && !card(c).is(Victory)) return -1;
    return k;
  };
  auto keys = [&](bool beforeGold) -> int {
    for (const KeyCard& key : plan.keys) {
      if (key.beforeGold != beforeGold) continue;
      if (ownedWith(v, key.card, bought) >= key.upTo || deck < key.minDeck) continue;
      if (int k = pick(key.card); k >= 0) return k;
      // A key card with a Potion in its cost (Familiar) needs a Potion in the deck first: one,
      // bought in the key card's place.
      if (card(key.card).potionCost > 0 && ownedWith(v, cards::Potion, bought) == 0)
        if (int k = pick(cards::Potion); k >= 0) return k;
    }
    return -1;
  };
  int k;
  // In a game set up with them: Colony whenever it is affordable, Platinum over a Province.
  if ((k = pick(cards::Colony)) >= 0) return k;
  if ((k = pick(cards::Platinum)) >= 0) return k;
  if (money > plan.provinceMoney || owned(v, cards::Gold) > 0 || g <= 4)
    if ((k = pick(cards::Province)) >= 0) return k;
  // A Kingdom Victory card worth more points than the basic one it would replace (Tunnel's 2 VP
  // for $3 over an Estate; Farmland's 2 over an Estate once the Duchies are gone): not an Action
  // (a key card's business) nor a card whose points are counted (Gardens).
  auto greener = [&](CardId basic) -> int {
    int best = -1, bestVp = card(basic).vp, bestCost = 0;
    for (size_t p = 0; p < v.supply.size(); ++p) {
      const CardId c = v.supply[p].top;
      if (c == NoCard || c == basic) continue;
      const CardDef& d = card(c);
      if (!d.isKingdom() || !d.is(Victory) || d.is(Action) || d.score) continue;
      const int cost = v.supply[p].cost.coins;
      if (d.vp < bestVp || (d.vp == bestVp && (best < 0 || cost >= bestCost))) continue;
      if (pick(c) < 0) continue;
      best = int(p), bestVp = d.vp, bestCost = cost;
    }
    return best >= 0 ? best : pick(basic);
  };
  if (g <= plan.duchyAt && (k = greener(cards::Duchy)) >= 0) return k;
  if (g <= plan.estateAt && (k = greener(cards::Estate)) >= 0) return k;
  if ((k = keys(true)) >= 0) return k;
  if ((k = pick(cards::Gold)) >= 0) return k;
  if ((k = keys(false)) >= 0) return k;
  if (g <= plan.lateDuchyAt && (k = pick(cards::Duchy)) >= 0) return k;
  if ((k = pick(cards::Silver)) >= 0) return k;
  return -1;
}

std::vector<CardId> PlanPlayer::kingdomCards() const {
  std::vector<CardId> out;
  for (const KeyCard& k : plan_.keys)
    if (std::find(out.begin(), out.end(), k.card) == out.end()) out.push_back(k.card);
  return out;
}

Inst bestActionToPlay(const View& v) {
  if (v.actions <= 0) return NoInst;
  Inst best = NoInst;
  double bestScore = -1;
  const bool hasOtherAction = std::count_if(v.hand.begin(), v.hand.end(),
                                            [](const SeenCard& c) { return card(c.card).is(Action); }) > 1;
  static const CardId treasureMap = findCard("Treasure Map");
  const auto maps =
      std::count_if(v.hand.begin(), v.hand.end(), [](const SeenCard& c) { return c.card == treasureMap; });
  for (const SeenCard& c : v.hand) {
    const CardDef& d = card(c.card);
    if (!d.is(Action)) continue;
    // A Treasure Map alone only trashes itself (Treasure Map ③): it waits for another.
    if (c.card == treasureMap && maps < 2) continue;
    if (keptInHand(v, c)) continue;
    double score = playPriority(c.card);
    // A Throne Room (King's Court) with nothing to double is worth nothing; a village with no
    // other Action is still a cantrip.
    if ((d.name == "Throne Room" || d.name == "King's Court") && !hasOtherAction) score = 0.5;
    if (score > bestScore) bestScore = score, best = c.inst;
  }
  return best;
}

std::optional<Move> PlanPlayer::tokenMove(const View& v) const {
  if (v.decision.kind == DecisionKind::ActionPhase) return villagerMove(v);
  const std::vector<CardId> none;
  const std::vector<CardId>& bought = boughtTurn_ == v.turnNumber ? boughtThisTurn_ : none;
  return buyPhaseTokenMove(v, [&](int coins) {
    const int k = planPurchase(plan_, v, coins, bought);
    return k < 0 ? -1 : int(v.supply[size_t(k)].cost.coins);
  });
}

Move PlanPlayer::actionPhase(const View& v) {
  if (auto m = tokenMove(v)) return *m;
  const Inst i = bestActionToPlay(v);
  return i == NoInst ? Move::end() : Move::play(i);
}

// Grand Market can't be bought with a Copper in play (Grand Market ①): when the plan would buy
// it with every Treasure played and the Treasures other than Copper pay for it, those are played
// one by one and the Coppers kept in hand. Returns the Treasure to play (NoInst: none left, buy
// now), or nothing to play them all as usual.
std::optional<Inst> PlanPlayer::treasureWithoutCoppers(const View& v) const {
  static const CardId grandMarket = findCard("Grand Market");
  const int k = pileOf(v, grandMarket);
  if (k < 0 || v.supply[size_t(k)].buyForbidden || v.supply[size_t(k)].count == 0) return std::nullopt;
  int all = v.coins, withoutCoppers = v.coins;
  bool copper = false;
  Inst other = NoInst;
  for (const SeenCard& c : v.hand) {
    const CardDef& d = card(c.card);
    if (!d.is(Treasure)) continue;
    if (c.card == cards::Copper) {
      copper = true;
      all += 1;
      continue;
    }
    // A Treasure with an ability counts for $1 at least (Bank): an estimate.
    const int worth = std::max<int>(d.plus.coins, d.ability ? 1 : 0);
    all += worth;
    withoutCoppers += worth;
    if (other == NoInst) other = c.inst;
  }
  if (!copper || !affordable(v.supply[size_t(k)].cost, withoutCoppers, v.potions)) return std::nullopt;
  const std::vector<CardId> none;
  const std::vector<CardId>& bought = boughtTurn_ == v.turnNumber ? boughtThisTurn_ : none;
  if (planPurchase(plan_, v, all, bought) != k) return std::nullopt;
  return other;
}

Move PlanPlayer::buyPhase(const View& v) {
  if (!v.bought &&
      std::any_of(v.hand.begin(), v.hand.end(), [&](const SeenCard& c) { return v.isTreasure(c.card); })) {
    const std::optional<Inst> without = treasureWithoutCoppers(v);
    if (!without) return Move::playTreasures();
    if (*without != NoInst) return Move::play(*without);
  }
  if (boughtTurn_ != v.turnNumber) {
    boughtTurn_ = v.turnNumber;
    boughtThisTurn_.clear();
  }
  if (auto m = tokenMove(v)) return *m;
  if (v.buys <= 0) return Move::end();  // a turn its player holds open after the last Buy
  const int k = planPurchase(plan_, v, v.coins, boughtThisTurn_);
  if (k < 0) return Move::end();
  // A second Buy is worth using only on something better than Copper.
  boughtThisTurn_.push_back(v.supply[size_t(k)].top);
  return Move::buy(k);
}

Move PlanPlayer::decide(const View& v) {
  switch (v.decision.kind) {
    case DecisionKind::ActionPhase: return actionPhase(v);
    case DecisionKind::BuyPhase: return buyPhase(v);
    default: return cardDecision(v, fallback_);
  }
}

}  // namespace dom::ai
