// The reference bots answer every decision legally: hundreds of games on random kingdoms drawn
// from the whole card table (new cards join as they land), 2 to 6 players, the reference
// bots seated with a test player that buys at random and plays everything through the
// fallback policy (so every card's decisions come up). At every decision the fallback's own
// answer is checked too, whoever the seat's player is.
#include <QTest>
#include <map>
#include <set>

#include "ai/match.hpp"
#include "ai/policy.hpp"
#include "ai/tokens.hpp"
#include "ai_fixture.hpp"

using namespace dom;

namespace {

// Buys a random affordable card of the Supply (never a Curse) and leaves everything else to the fallback.
class RandomBuyer : public ai::Player {
 public:
  explicit RandomBuyer(uint64_t seed) : rng_(seed) {}
  std::string_view name() const override { return "Random buyer"; }
  Move decide(const View& v) override {
    if (v.decision.kind != DecisionKind::BuyPhase) return fallback_.decide(v);
    if (!v.bought && std::any_of(v.hand.begin(), v.hand.end(),
                                 [](const SeenCard& c) { return card(c.card).is(Treasure); }))
      return Move::playTreasures();
    // Debt first: with Debt tokens nothing may be bought.
    if (auto m = ai::buyPhaseTokenMove(v, [](int) { return -1; })) return *m;
    if (ai::myTokens(v, Counter::Debt) > 0) return Move::end();
    std::vector<int> piles;
    for (size_t k = 0; k < v.supply.size(); ++k)
      if (v.supply[k].inSupply && !v.supply[k].buyForbidden && v.supply[k].count > 0 &&
          affordable(v.supply[k].cost, v.coins, v.potions) && v.supply[k].card != cards::Curse &&
          v.supply[k].card != cards::Copper)
        piles.push_back(int(k));
    if (piles.empty() || rng_.below(10) == 0) return Move::end();
    return Move::buy(piles[rng_.below(uint32_t(piles.size()))]);
  }

 private:
  Rng rng_;
  ai::Fallback fallback_;
};

// Asks the seat's player, after checking that the fallback's answer would be legal too.
class Checked : public ai::Player {
 public:
  Checked(std::unique_ptr<ai::Player> p, const Game& g, std::map<std::pair<int, int>, int>& seen)
      : p_(std::move(p)), g_(g), seen_(seen) {}
  std::string_view name() const override { return p_->name(); }
  Move decide(const View& v) override {
    const Move f = fallback_.decide(v);
    std::string error;
    if (!g_.isLegal(f, &error)) {
      failure =
          "fallback answered \"" + formatMove(g_, f) + "\" to \"" + describeDecision(g_) + "\": " + error;
      return Move::end();
    }
    if (!ai::isLegal(v, f))
      failure = "the policy's own check refused a legal answer to " + describeDecision(g_);
    ++seen_[{int(v.decision.kind), int(v.decision.asking)}];
    return p_->decide(v);
  }
  std::string failure;

 private:
  std::unique_ptr<ai::Player> p_;
  const Game& g_;
  std::map<std::pair<int, int>, int>& seen_;
  ai::Fallback fallback_;
};

}  // namespace

class LegalityTest : public QObject {
  Q_OBJECT
 private slots:
  void bots_and_fallback_answer_every_decision_legally_on_random_kingdoms() {
    std::vector<CardId> pool;
    for (size_t c = 0; c < cardTable().size(); ++c)
      if (card(CardId(c)).isKingdom()) pool.push_back(CardId(c));
    QVERIFY(pool.size() >= 10);
    // Every set with cards, those still being built too: the bots must answer their decisions.
    std::vector<CardSet> sets;
    for (CardId c : pool)
      if (std::find(sets.begin(), sets.end(), card(c).set) == sets.end()) sets.push_back(card(c).set);
    // The reference bots (the AI levels have their own tests: Hard's look-ahead is slow).
    std::vector<std::string> names;
    for (const auto& p : ai::registeredPlayers())
      if (p.kind == ai::PlayerKind::Bot) names.push_back(p.name);
    std::map<std::pair<int, int>, int> seen;
    std::set<CardId> kingdomsSeen;
    int unfinished = 0;
    const int games = 500;
    for (int k = 0; k < games; ++k) {
      Rng rng(ai::gameSeed(99, k));
      const int n = 2 + k % 5;
      Setup setup{.kingdom = {}, .players = n, .seed = ai::gameSeed(7, k)};
      setup.kingdom = ai::randomKingdom(rng, sets, 10);
      kingdomsSeen.insert(setup.kingdom.begin(), setup.kingdom.end());
      Game g = Game::create(setup);
      std::vector<std::unique_ptr<Checked>> seats;
      std::vector<ai::Player*> ptrs;
      for (int p = 0; p < n; ++p) {
        std::unique_ptr<ai::Player> inner;
        // Every other seat is a random buyer; the others cycle through the factory's players.
        if ((k + p) % 2 == 0)
          inner = std::make_unique<RandomBuyer>(ai::gameSeed(k, p));
        else
          inner = ai::makePlayer(names[size_t(k + p) % names.size()], uint64_t(k));
        seats.push_back(std::make_unique<Checked>(std::move(inner), g, seen));
        ptrs.push_back(seats.back().get());
      }
      try {
        const auto out = ai::playGame(g, ptrs, 600);
        unfinished += !out.finished;
      } catch (const ai::IllegalMove& e) {
        QFAIL(qPrintable(QString("game %1: %2").arg(k).arg(e.what())));
      }
      for (const auto& s : seats)
        QVERIFY2(s->failure.empty(),
                 qPrintable(QString("game %1: %2").arg(k).arg(QString::fromStdString(s->failure))));
    }
    QCOMPARE(kingdomsSeen.size(), pool.size());  // every Kingdom card was in some game
    QVERIFY2(unfinished < games / 20, qPrintable(QString("%1 games hit the turn limit").arg(unfinished)));
    std::map<int, int> byKind;
    for (const auto& [key, count] : seen) byKind[key.first] += count;
    QVERIFY(byKind[int(DecisionKind::SelectCards)] > 0);
    std::string asked;
    for (const auto& [key, count] : seen)
      if (key.second != NoCard) asked += std::string(card(CardId(key.second)).name) + " ";
    qInfo("%d games, %d unfinished; cards that asked: %s", games, unfinished, asked.c_str());
  }
};

QTEST_APPLESS_MAIN(LegalityTest)
#include "legality_test.moc"
