#include "plan.hpp"

#include <algorithm>

#include "../knowledge.hpp"
#include "../tokens.hpp"
#include "cardplay.hpp"
#include "cardsense.hpp"

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
    if (!pile.inSupply || pile.count == 0 || !affordable(pile.cost, coins, v.potions)) return -1;
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
  if (g <= plan.duchyAt && (k = pick(cards::Duchy)) >= 0) return k;
  if (g <= plan.estateAt && (k = pick(cards::Estate)) >= 0) return k;
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
  for (const SeenCard& c : v.hand) {
    const CardDef& d = card(c.card);
    if (!d.is(Action)) continue;
    double score = playPriority(c.card);
    // A Throne Room with nothing to double is worth nothing; a village with no other Action
    // is still a cantrip.
    if (d.name == "Throne Room" && !hasOtherAction) score = 0.5;
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

Move PlanPlayer::buyPhase(const View& v) {
  if (!v.bought &&
      std::any_of(v.hand.begin(), v.hand.end(), [](const SeenCard& c) { return card(c.card).is(Treasure); }))
    return Move::playTreasures();
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
