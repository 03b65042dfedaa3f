#include "view.hpp"

namespace dom {

namespace {
std::vector<SeenCard> seen(const Game& g, const std::vector<Inst>& v) {
  std::vector<SeenCard> out;
  out.reserve(v.size());
  for (Inst i : v) out.push_back({i, g.cardOf(i)});
  return out;
}
}  // namespace

View view(const Game& g, PlayerId me) {
  const GameState& s = g.s;
  View v;
  v.me = me;
  v.current = s.turn.player;
  v.phase = s.turn.phase;
  v.turnNumber = s.turn.number;
  v.actions = s.turn.actions;
  v.buys = s.turn.buys;
  v.coins = s.turn.coins;
  v.bought = s.turn.bought;
  v.played = s.turn.played;
  v.gameOver = s.gameOver;
  for (const Pile& p : s.supply) {
    PileView pv{p.card, p.cards.empty() ? NoCard : g.cardOf(p.cards.back()), int(p.cards.size()), 0};
    pv.cost = g.cost(pv.top == NoCard ? p.card : pv.top);
    v.supply.push_back(pv);
  }
  v.trash = seen(g, s.trash);
  const size_t cardCount = cardTable().size();
  for (PlayerId p = 0; p < g.playerCount(); ++p) {
    const PlayerState& ps = g.player(p);
    PlayerView pv;
    pv.handCount = int(ps.hand().size());
    pv.deckCount = int(ps.deck().size());
    pv.discardCount = int(ps.discard().size());
    if (!ps.discard().empty()) pv.discardTop = {ps.discard().back(), g.cardOf(ps.discard().back())};
    pv.inPlay = seen(g, ps.inPlay());
    pv.revealed = seen(g, ps.zone(Zone::Revealed));
    pv.asideCount = int(ps.zone(Zone::Aside).size());
    pv.vp = g.score(p);
    pv.turnsTaken = ps.turnsTaken;
    pv.vpTokens = ps.vpTokens;
    pv.owned.assign(cardCount, 0);
    g.forEachOwned(p, [&](Inst i) { ++pv.owned[size_t(g.cardOf(i))]; });
    v.players.push_back(std::move(pv));
  }
  if (me >= 0 && me < g.playerCount()) {
    const PlayerState& mine = g.player(me);
    v.hand = seen(g, mine.hand());
    v.aside = seen(g, mine.zone(Zone::Aside));
    v.deckCounts.assign(cardCount, 0);
    for (Inst i : mine.deck()) ++v.deckCounts[size_t(g.cardOf(i))];
  }
  const Decision& d = s.decision;
  v.decision = d;
  if (d.player != me) {
    v.decision.choices.clear();  // what another player may choose among is theirs to see
  } else {
    if (d.kind == DecisionKind::SelectCards)
      for (int32_t i : d.choices) v.decisionCards.push_back({Inst(i), g.cardOf(Inst(i))});
  }
  return v;
}

}  // namespace dom
