// simulate: games are seeded by index, so the counts depend on the seed only; the default
// kingdom is the players' cards; the command line prints what it promises.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

#include "ai/match.hpp"
#include "ai/policy.hpp"
#include "ai_fixture.hpp"
#include "engine/kingdom.hpp"

using namespace dom;

namespace {

ai::SimulationOptions options(std::vector<std::string> players, int64_t games, uint64_t seed, int threads) {
  ai::SimulationOptions o;
  o.players = std::move(players);
  o.games = games;
  o.seed = seed;
  o.threads = threads;
  return o;
}

// Reveals every Reaction it may and keeps Secret Chamber in hand when putting cards back:
// with Replace attacking, its turn-mate's Attack never finishes.
class EndlessRevealer : public ai::Player {
 public:
  std::string_view name() const override { return "Endless revealer"; }
  Move decide(const View& v) override {
    const Decision& d = v.decision;
    if (d.id == Text::RevealReaction && !d.choices.empty()) return Move::choose({d.choices[0]});
    if (d.kind == DecisionKind::SelectCards) {
      std::vector<int32_t> picks;
      for (const SeenCard& c : v.decisionCards)
        if (int(picks.size()) < d.min && card(c.card).name != "Secret Chamber") picks.push_back(c.inst);
      return Move::choose(std::move(picks));
    }
    return fallback_.decide(v);
  }

 private:
  ai::Fallback fallback_;
};

bool sameCounts(const ai::SimulationResult& a, const ai::SimulationResult& b) {
  if (a.games != b.games || a.rounds != b.rounds || a.endedOnProvinces != b.endedOnProvinces ||
      a.endedOnPiles != b.endedOnPiles || a.players.size() != b.players.size())
    return false;
  for (size_t p = 0; p < a.players.size(); ++p) {
    const auto &x = a.players[p], &y = b.players[p];
    if (x.wins != y.wins || x.ties != y.ties || x.losses != y.losses || x.vp != y.vp) return false;
    for (size_t s = 0; s < x.bySeat.size(); ++s)
      if (x.bySeat[s].games != y.bySeat[s].games || x.bySeat[s].wins != y.bySeat[s].wins) return false;
  }
  return true;
}

}  // namespace

class SimulateTest : public QObject {
  Q_OBJECT
 private slots:
  void a_turn_that_never_ends_leaves_the_game_unfinished() {
    Game g = aifx::after(R"({"kingdom": ["Replace", "Secret Chamber"], "players": [
      {"hand": ["Replace", "Gold", "Silver", "Copper", "Copper"], "deck": ["Estate", "Copper", "Silver"]},
      {"hand": ["Secret Chamber", "Gold", "Silver", "Copper", "Estate"], "deck": ["Copper", "Estate", "Copper", "Silver"]}]})",
                         {"play Replace"});
    auto attacker = ai::makePlayer("Big Money", 1);
    EndlessRevealer victim;
    ai::Player* seats[] = {attacker.get(), &victim};
    const ai::GameOutcome out = ai::playGame(g, seats, 600);
    QVERIFY(!out.finished);
    QCOMPARE(g.s.turn.number, 1);  // stopped in the turn of the Attack
  }

  void same_seed_same_games_whatever_the_threads() {
    const auto a = ai::simulate(options({"Big Money", "Smithy Big Money"}, 300, 42, 1));
    const auto b = ai::simulate(options({"Big Money", "Smithy Big Money"}, 300, 42, 1));
    const auto c = ai::simulate(options({"Big Money", "Smithy Big Money"}, 300, 42, 3));
    const auto d = ai::simulate(options({"Big Money", "Smithy Big Money"}, 300, 43, 1));
    QVERIFY(sameCounts(a, b));
    QVERIFY(sameCounts(a, c));
    QVERIFY(!sameCounts(a, d));
    QCOMPARE(a.games, int64_t(300));
    for (const auto& p : a.players) QCOMPARE(p.wins + p.ties + p.losses, int64_t(300));
    QCOMPARE(a.endedOnProvinces + a.endedOnPiles + a.unfinished, int64_t(300));
  }

  void first_seat_alternates() {
    const auto r = ai::simulate(options({"Big Money", "Big Money Ultimate", "Double Witch"}, 30, 5, 2));
    for (const auto& p : r.players) {
      QCOMPARE(p.bySeat.size(), size_t(3));
      for (const auto& s : p.bySeat) QCOMPARE(s.games, int64_t(10));
    }
  }

  void default_kingdom_is_the_cards_the_bots_use() {
    auto o = options({"Smithy Big Money", "Double Witch", "Big Money"}, 6, 1, 1);
    auto r = ai::simulate(o);
    QCOMPARE(r.kingdom, (std::vector<CardId>{findCard("Smithy"), findCard("Witch")}));
    o.kingdom = {findCard("Militia")};
    QCOMPARE(ai::simulate(o).kingdom, std::vector<CardId>{findCard("Militia")});
    QVERIFY(ai::simulate(options({"Big Money", "Big Money"}, 2, 1, 1)).kingdom.empty());
  }

  void random_kingdoms_draw_ten_distinct_cards_of_the_chosen_sets() {
    Rng rng(3);
    const std::vector<CardSet> base{CardSet::Base};
    for (int k = 0; k < 50; ++k) {
      auto kingdom = ai::randomKingdom(rng, base, 10);
      QCOMPARE(kingdom.size(), size_t(10));
      std::sort(kingdom.begin(), kingdom.end());
      QVERIFY(std::adjacent_find(kingdom.begin(), kingdom.end()) == kingdom.end());
      for (CardId c : kingdom) QCOMPARE(card(c).set, CardSet::Base);
    }
    auto o = options({"Double Witch", "Double Militia"}, 40, 9, 2);
    o.randomKingdoms = true;
    const auto a = ai::simulate(o);
    o.threads = 1;
    QVERIFY(sameCounts(a, ai::simulate(o)));
  }

  void bad_options_are_refused() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ai::simulate(options({"Big Money", "Nobody"}, 1, 1, 1)));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ai::simulate(options({"Big Money"}, 1, 1, 1)));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             ai::simulate(options({"Big Money", "Big Money"}, 1, 1, 0)));
  }

#ifdef DOMINION_CLI
  void cli_prints_one_json_object_with_the_promised_fields() {
    QProcess cli;
    cli.start(DOMINION_CLI, {"simulate", "--players", "Big Money", "Smithy Big Money", "--games", "200",
                             "--seed", "3", "--threads", "2", "--json"});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject j = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    QCOMPARE(j["games"].toInt(), 200);
    QVERIFY(j["games_per_second"].toDouble() > 0);
    QVERIFY(j["average_rounds"].toDouble() > 10);
    const QJsonArray players = j["players"].toArray();
    QCOMPARE(players.size(), 2);
    QCOMPARE(players[0].toObject()["name"].toString(), QString("Big Money"));
    QCOMPARE(players[1].toObject()["name"].toString(), QString("Smithy Big Money"));
    for (const auto& p : players) {
      const QJsonObject o = p.toObject();
      QCOMPARE(o["wins"].toInt() + o["ties"].toInt() + o["losses"].toInt(), 200);
    }
    QCOMPARE(j["kingdom"].toArray().size(), 1);
    // The library's figures for the same seed.
    const auto r = ai::simulate(options({"Big Money", "Smithy Big Money"}, 200, 3, 1));
    QCOMPARE(players[0].toObject()["wins"].toInt(), int(r.players[0].wins));
  }

  void cli_lists_every_player_of_the_factory() {
    QProcess cli;
    cli.start(DOMINION_CLI, {"simulate", "--list"});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 0);
    const QString out = QString::fromUtf8(cli.readAllStandardOutput());
    for (const std::string& name : ai::playerNames())
      QVERIFY2(out.contains(QString::fromStdString(name)), name.c_str());
  }

  void cli_refuses_an_unknown_player_and_too_few_players() {
    QProcess cli;
    cli.start(DOMINION_CLI, {"simulate", "--players", "Big Money", "Smithy Big Mony"});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 2);
    QVERIFY(cli.readAllStandardOutput().isEmpty());
    cli.start(DOMINION_CLI, {"simulate", "--players", "Big Money"});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 64);
  }

  // --sets takes the sets the randomizer offers, named from the card data; a set still being
  // built is refused with the list of those it knows.
  void cli_random_kingdoms_take_the_sets_the_randomizer_offers() {
    QProcess cli;
    cli.start(DOMINION_CLI, {"simulate", "--players", "Big Money", "Smithy Big Money", "--random-kingdoms",
                             "--sets", "Intrigue", "--games", "4"});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 0);
    cli.start(DOMINION_CLI, {"simulate", "--players", "Big Money", "Smithy Big Money", "--random-kingdoms",
                             "--sets", "atlantis", "--games", "4"});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 2);
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QVERIFY2(err.contains(u"unknown set \"atlantis\""), qPrintable(err));
    for (dom::CardSet s : dom::kingdomSets()) {
      const std::string_view name = dom::setName(s);
      QVERIFY2(err.contains(QString::fromLatin1(name.data(), qsizetype(name.size())).toLower()),
               qPrintable(err));
    }
  }
#endif
};

QTEST_GUILESS_MAIN(SimulateTest)
#include "simulate_test.moc"
