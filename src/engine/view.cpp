#include "view.hpp"

#include <algorithm>

namespace dom {

namespace {
// A view fills a dozen zones per player on every decision, most of them empty: resizing in
// place keeps that to a compare, where clear() and reserve() cost a call each.
inline void seen(const Game& g, const std::vector<Inst>& v, std::vector<SeenCard>& out) {
  out.resize(v.size());
  SeenCard* o = out.data();
  for (Inst i : v) *o++ = {i, g.printedOf(i)};
}
void fillMats(const Game& g, const PlayerState& ps, bool own, PlayerView& pv) {
  for (size_t m = 0; m < kMatCount; ++m) {
    const Zone z = kMatZones[m];
    const auto& cards = ps.zone(z);
    pv.mats[m].count = int(cards.size());
    const Visibility vis = zoneInfo(z).visibility;
    if (vis == Visibility::Public || (vis == Visibility::Owner && own))
      seen(g, cards, pv.mats[m].cards);
    else
      pv.mats[m].cards.clear();
  }
}
// Zeroes counts by card id: only the entries counted last time when the vector is already the
// card table's size (a game holds a few dozen of its hundreds of cards).
void clearCounts(std::vector<int>& counts, std::vector<CardId>& counted, size_t cardCount) {
  if (counts.size() != cardCount) {
    counts.assign(cardCount, 0);
  } else {
    for (CardId c : counted) counts[size_t(c)] = 0;
  }
  counted.clear();
}
}  // namespace

View view(const Game& g, PlayerId me) {
  View v;
  view(g, me, v);
  return v;
}

void view(const Game& g, PlayerId me, View& v) {
  const GameState& s = g.s;
  v.me = me;
  v.current = s.turn.player;
  v.phase = s.turn.phase;
  v.turnNumber = s.turn.number;
  v.actions = s.turn.actions;
  v.buys = s.turn.buys;
  v.coins = s.turn.coins;
  v.potions = s.turn.potions;
  v.bought = s.turn.bought;
  v.played = s.turn.played;
  v.gameOver = s.gameOver;
  v.cursesAreTreasures = s.cursesAreTreasures;
  v.earlierVersions = s.earlierVersions;
  // Filled in place: the piles are the same from one decision to the next. A game without a card
  // that forbids buying (Grand Market, Contraband) asks nothing per pile.
  const bool mayForbidBuying = g.mayForbidBuying();
  const uint64_t forbidden = mayForbidBuying ? forbiddenPiles(g) : 0;
  v.supply.resize(s.supply.size());
  for (size_t k = 0; k < s.supply.size(); ++k) {
    const Pile& p = s.supply[k];
    PileView& pv = v.supply[k];
    pv.card = p.card;
    pv.top = p.cards.empty() ? NoCard : g.printedOf(p.cards.back());  // seen as printed
    pv.count = int(p.cards.size());
    pv.cost = g.cost(pv.top == NoCard ? p.card : pv.top);
    pv.tokens = p.tokens;
    pv.inSupply = p.inSupply;
    pv.buyForbidden =
        mayForbidBuying && (k < 64 ? (forbidden >> k) & 1 : g.buyForbiddenNow(int(k)));
  }
  if (!s.landscapes.empty() || !v.landscapes.empty()) {
    v.landscapes.clear();
    for (const LandscapeState& l : s.landscapes)
      v.landscapes.push_back({l.card, g.cost(l.card), l.owners});
  }
  if (!s.turn.eventsBought.empty() || !v.eventsBought.empty()) v.eventsBought = s.turn.eventsBought;
  if (!s.turn.cannotBuy.empty() || !v.cannotBuy.empty()) v.cannotBuy = s.turn.cannotBuy;
  if (!s.turn.gained.empty() || !v.gained.empty()) v.gained = s.turn.gained;
  v.victoryGainedInBuyPhase = s.turn.victoryGainedInBuyPhase;
  if (!s.turn.namedForWarChest.empty() || !v.namedForWarChest.empty())
    v.namedForWarChest = s.turn.namedForWarChest;
  seen(g, s.trash, v.trash);
  const std::span<const CardDef> table = cardTable();  // looked up once: this runs per decision
  const size_t cardCount = table.size();
  v.players.resize(size_t(g.playerCount()));
  for (PlayerId p = 0; p < g.playerCount(); ++p) {
    const PlayerState& ps = g.player(p);
    PlayerView& pv = v.players[size_t(p)];
    pv.handCount = int(ps.hand().size());
    pv.deckCount = int(ps.deck().size());
    pv.discardCount = int(ps.discard().size());
    pv.discardTop = ps.discard().empty()
                        ? SeenCard{}
                        : SeenCard{ps.discard().back(), g.printedOf(ps.discard().back())};
    seen(g, ps.inPlay(), pv.inPlay);
    seen(g, ps.zone(Zone::Revealed), pv.revealed);
    pv.asideCount = int(ps.zone(Zone::Aside).size());
    pv.turnsTaken = ps.turnsTaken;
    for (size_t c = 0; c < pv.counters.size(); ++c) pv.counters[c] = ps.counters[c];
    // Mats: most games have none. Filling five empty ones costs more than the rest of a
    // player's view, so it is done only when some mat holds a card, or did at the last fill.
    bool anyMat = false;
    for (Zone z : kMatZones) anyMat |= !ps.zone(z).empty();
    if (anyMat || pv.matsFilled) fillMats(g, ps, p == me, pv);
    pv.matsFilled = anyMat;
    pv.lasting = ps.lasting;
    if (!ps.gainedLastTurn.empty() || !pv.gainedLastTurn.empty())
      pv.gainedLastTurn = ps.gainedLastTurn;
    if (ps.owned.value == 0 || ps.owned.value != pv.ownedStamp || pv.owned.size() != cardCount) {
      clearCounts(pv.owned, pv.ownedCards, cardCount);
      int printed = 0;
      bool variable = false;
      g.forEachOwned(p, [&](Inst i) {
        const CardId c = g.printedOf(i);
        if (pv.owned[size_t(c)]++ == 0) pv.ownedCards.push_back(c);
        const CardDef& d = table[size_t(c)];
        printed += d.vp;
        variable |= d.score != nullptr;
      });
      // By card id: in the order first met, the first cards would be those of the hand.
      std::sort(pv.ownedCards.begin(), pv.ownedCards.end());
      pv.ownedStamp = ps.owned.value;
      pv.printedVp = printed;
      pv.variableVp = variable;
    }
    // The score: the same as g.score(p). A copy's variable VP depends on its owner only, so it
    // is counted once per card with such VP, and always afresh (it may depend on more than
    // which cards the player owns).
    int vp = ps.vpTokens() + pv.printedVp;
    if (pv.variableVp)
      for (CardId c : pv.ownedCards)
        if (table[size_t(c)].score) vp += pv.owned[size_t(c)] * table[size_t(c)].score(g, p);
    pv.vp = vp;
  }
  v.hand.clear();
  v.aside.clear();
  if (me >= 0 && me < g.playerCount()) {
    const PlayerState& mine = g.player(me);
    seen(g, mine.hand(), v.hand);
    seen(g, mine.zone(Zone::Aside), v.aside);
    clearCounts(v.deckCounts, v.deckCards, cardCount);
    for (Inst i : mine.deck()) ++v.deckCounts[size_t(g.printedOf(i))];
    // Listed as the cards I own, by card id: in the order first met, they would tell the deck's
    // order. Every card of my deck is among them.
    for (CardId c : v.players[size_t(me)].ownedCards)
      if (v.deckCounts[size_t(c)] > 0) v.deckCards.push_back(c);
  } else {
    v.deckCounts.clear();
    v.deckCards.clear();
  }
  const Decision& d = s.decision;
  v.decision = d;
  v.decisionCards.clear();
  if (d.player != me) {
    v.decision.choices.clear();  // what another player may choose among is theirs to see
  } else {
    if (d.kind == DecisionKind::SelectCards)
      for (int32_t i : d.choices) v.decisionCards.push_back({Inst(i), g.printedOf(Inst(i))});
  }
  if (!s.identities.empty() || !v.identities.empty()) {
    // Owned cards are counted as printed (what the determinization deals); what they are now
    // may score otherwise.
    for (PlayerId p = 0; p < g.playerCount(); ++p) v.players[size_t(p)].vp = g.score(p);
    v.identities.clear();
    for (const Identity& e : s.identities) {
      bool seenByMe = e.inst == NoInst;
      if (!seenByMe) {
        const Location l = g.locationOf(e.inst);
        seenByMe = l.zone == Zone::InPlay || l.zone == Zone::Supply || l.zone == Zone::Trash ||
                   l.zone == Zone::Revealed || (l.zone == Zone::Hand && l.owner == me);
      }
      if (seenByMe) v.identities.push_back(e);
    }
  }
}

CardId View::identityNow(const SeenCard& c) const {
  // As Game::cardOf: a condition on whose turn it is reads `current`; one on the owner is taken
  // to hold (a view shows what is seen, not who owns it).
  return identityAmong(identities, c.inst, c.card, [&](const Identity& e) {
    return e.until != Until::TurnsOf || e.player == current;
  });
}

}  // namespace dom
