#include "planner.hpp"

#include <algorithm>
#include <numeric>

#include "../match.hpp"
#include "../stop.hpp"
#include "cardsense.hpp"

namespace dom::ai {

std::vector<CardId> kingdomOf(const View& v) {
  std::vector<CardId> out;
  for (const PileView& p : v.supply)
    if (card(p.card).isKingdom()) out.push_back(p.card);
  return out;
}

namespace {

bool usableKey(CardId c) { return (card(c).is(Action) || card(c).is(Treasure)) && keyStrength(c) >= 2.5; }

std::vector<CardId> byStrength(const std::vector<CardId>& kingdom) {
  std::vector<CardId> out;
  for (CardId c : kingdom)
    if (usableKey(c)) out.push_back(c);
  std::sort(out.begin(), out.end(), [](CardId a, CardId b) { return keyStrength(a) > keyStrength(b); });
  return out;
}

Plan single(CardId c, int copies) {
  Plan p;
  if (isTerminal(c) && card(c).is(Action)) {
    // A terminal costing $5 or more is bought over Gold; a cheaper one only with $3 to $5 (with
    // Medium against Big Money: Smithy 61.4% -> 69.4%, Moat 36.2% -> 42.8%, Masquerade 70.2% ->
    // 77.2%, Witch unchanged).
    const bool beforeGold = card(c).cost >= 5;
    p.keys.push_back({c, 1, 0, beforeGold});
    if (copies >= 2) p.keys.push_back({c, 2, 14, beforeGold});
  } else {
    // A card costing as much as Gold or more is bought over Gold, or it never would be (Grand
    // Market 47.45% wins against Big Money, Bank 50.25%); not a Victory card (Harem: 43.30%
    // over Gold, 45.70% never bought).
    p.keys.push_back({c, copies, 0, card(c).cost >= 6 && !card(c).is(Victory)});
  }
  return p;
}

}  // namespace

Plan heuristicPlan(const std::vector<CardId>& kingdom) {
  const auto ranked = byStrength(kingdom);
  if (ranked.empty() || keyStrength(ranked[0]) < 3.5) return Plan{};
  const CardId best = ranked[0];
  return single(best, isTerminal(best) ? 2 : 6);
}

std::vector<Plan> candidatePlans(const std::vector<CardId>& kingdom) {
  std::vector<Plan> out;
  out.push_back(Plan{});
  Plan rich;
  rich.provinceMoney = 18;
  out.push_back(rich);
  const auto ranked = byStrength(kingdom);
  std::vector<CardId> terminals, villages;
  for (CardId c : ranked) {
    if (isTerminal(c) && card(c).is(Action)) {
      out.push_back(single(c, 1));
      out.push_back(single(c, 2));
      // Attacks race for the Curses (or hurt from the first turns): two copies at once.
      if (card(c).is(Attack)) out.push_back(Plan{.keys = {{c, 2, 0, true}}});
      terminals.push_back(c);
    } else {
      out.push_back(single(c, 3));
      out.push_back(single(c, 8));
    }
    if (isVillage(c)) villages.push_back(c);
  }
  for (CardId v : kingdom)
    if (isVillage(v) && std::find(villages.begin(), villages.end(), v) == villages.end())
      villages.push_back(v);
  const size_t topTerminals = std::min<size_t>(terminals.size(), 3);
  for (size_t t = 0; t < topTerminals; ++t)
    for (CardId v : villages) {
      Plan p;
      const CardId c = terminals[t];
      p.keys = {{c, 1, 0, true},  {v, 1, 0, false}, {c, 2, 0, true},
                {v, 2, 0, false}, {c, 3, 0, true},  {v, 3, 0, false}};
      out.push_back(p);
    }
  for (size_t a = 0; a < topTerminals; ++a)
    for (size_t b = a + 1; b < topTerminals; ++b) {
      Plan p;
      p.keys = {{terminals[a], 1, 0, true}, {terminals[b], 1, 0, true}};
      out.push_back(p);
    }
  return out;
}

namespace {

// The phase decisions a plan player answers without looking at its view — no Action to play,
// Treasures to play — answered on the game directly: the same moves, without building a view
// (most of a playout's time otherwise).
bool answeredPlainly(Game& g) {
  const Decision& d = g.decision();
  const TurnState& t = g.s.turn;
  const auto& hand = g.player(d.player).hand();
  auto handHas = [&](Types type) {
    return std::any_of(hand.begin(), hand.end(), [&](Inst i) { return g.defOf(i).is(type); });
  };
  if (d.kind == DecisionKind::ActionPhase && (t.actions <= 0 || !handHas(Action)))
    return g.apply(Move::end());
  if (d.kind == DecisionKind::BuyPhase && !t.bought && handHas(Treasure))
    return g.apply(Move::playTreasures());
  return false;
}

}  // namespace

double playoutScore(const std::vector<PlayerResult>& r, bool finished, PlayerId me, double marginCap) {
  int winners = 0, bestOther = -1000;
  for (PlayerId p = 0; p < PlayerId(r.size()); ++p) {
    winners += r[size_t(p)].winner;
    if (p != me) bestOther = std::max(bestOther, r[size_t(p)].vp);
  }
  const double margin = std::clamp((r[size_t(me)].vp - bestOther) * marginCap / 10.0, -marginCap, marginCap);
  if (!finished) return 0.5 + margin;
  if (!r[size_t(me)].winner) return margin;
  return (winners == 1 ? 1.0 : 0.5) + margin;
}

double playOut(Game& g, const std::vector<Plan>& plans, PlayerId me, int maxTurns, double marginCap) {
  if (stopRequested()) return 0.5;  // the answer is dropped: no need to play
  std::vector<PlanPlayer> players;
  players.reserve(plans.size());
  for (const Plan& p : plans) players.emplace_back(p);
  std::vector<Player*> seats;
  for (PlanPlayer& p : players) seats.push_back(&p);
  const GameOutcome out = playGame(g, seats, maxTurns, answeredPlainly);
  return playoutScore(out.results, out.finished, me, marginCap);
}

Plan simulatedPlan(const std::vector<CardId>& kingdom, int players, uint64_t seed, PlannerStats* stats) {
  std::vector<Plan> cands = candidatePlans(kingdom);
  // The opponents: money alone, and the rule-of-thumb plan of this kingdom.
  Plan money;
  money.provinceMoney = 18;
  money.duchyAt = 4;
  const std::vector<Plan> rivals = {money, heuristicPlan(kingdom)};
  std::vector<double> score(cands.size(), 0);
  std::vector<int> games(cands.size(), 0);
  std::vector<size_t> alive(cands.size());
  std::iota(alive.begin(), alive.end(), 0);
  int played = 0;
  uint64_t gameIndex = 0;
  auto run = [&](size_t ci, int count) {
    for (int k = 0; k < count && !stopRequested(); ++k, ++gameIndex) {
      // Common random numbers: game k of every candidate uses the same seed and seats.
      const uint64_t gameSeed = seed * 1000003 + uint64_t(games[ci]);
      const PlayerId me = PlayerId(games[ci] % players);
      std::vector<Plan> plans;
      for (PlayerId p = 0; p < players; ++p)
        plans.push_back(p == me ? cands[ci] : rivals[size_t((games[ci] / players + p) % 2)]);
      Game g = Game::create({.kingdom = kingdom, .players = players, .seed = gameSeed, .firstPlayer = 0});
      score[ci] += playOut(g, plans, me, 60 * players);
      ++games[ci];
      ++played;
    }
  };
  auto rank = [&](size_t keep) {
    // Cut short, some candidates have no games to compare: keep any.
    if (stopRequested()) {
      if (alive.size() > keep) alive.resize(keep);
      return;
    }
    std::sort(alive.begin(), alive.end(),
              [&](size_t a, size_t b) { return score[a] / games[a] > score[b] / games[b]; });
    if (alive.size() > keep) alive.resize(keep);
  };
  // Games with more players take longer: fewer of them keep the planning time flat.
  auto scaled = [players](int n) { return std::max(n / 3, n * 2 / players); };
  for (size_t ci : alive) run(ci, scaled(72));
  rank(6);
  // The survivors' endgame thresholds are worth tuning too: variants of the best two.
  for (size_t k = 0, n = std::min<size_t>(alive.size(), 2); k < n; ++k) {
    const Plan base = cands[alive[k]];
    for (auto [province, duchy] : {std::pair{12, 5}, std::pair{18, 4}, std::pair{16, 6}}) {
      Plan variant = base;
      variant.provinceMoney = province;
      variant.duchyAt = duchy;
      cands.push_back(variant);
      score.push_back(0);
      games.push_back(0);
      alive.push_back(cands.size() - 1);
      run(cands.size() - 1, scaled(72));
    }
  }
  for (size_t ci : alive) run(ci, scaled(144));
  rank(3);
  for (size_t ci : alive) run(ci, scaled(360));
  rank(1);
  if (stats) *stats = {int(cands.size()), played};
  return cands[alive.front()];
}

}  // namespace dom::ai
