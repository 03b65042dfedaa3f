// The AI players receive nothing but views (docs/reliability.md, "No leaked card"). A player's
// one input is Player::decide(const View&); a View is a value that keeps nothing of the Game it
// was made from. At every decision of random games, each AI level and reference bot answers from
// a view whose game was destroyed before it was asked (in the sanitized build AddressSanitizer
// reports any read into that game), and its answer is the one a twin player gives, made with
// the same seed and asked with views of the live game.
#include <QTest>
#include <memory>
#include <type_traits>

#include "ai/match.hpp"
#include "ai/player.hpp"
#include "engine/kingdom.hpp"
#include "engine/notation.hpp"
#include "engine/view.hpp"

using namespace dom;

// The only way in: the seat's view, by reference to const.
static_assert(std::is_same_v<decltype(&ai::Player::decide), Move (ai::Player::*)(const View&)>);
static_assert(std::is_copy_constructible_v<View>);

namespace {

struct Run {
  int decisions = 0;
  std::string failure;
};

// Plays one game of `players` seats, every seat played by `name`, to its end or until `limit`
// decisions; returns the first disagreement.
Run playFromDeadViews(const std::string& name, uint64_t seed, int players, int limit) {
  Rng rng(seed);
  const std::vector<CardSet> sets = kingdomSets();
  Setup setup{.kingdom = ai::randomKingdom(rng, sets), .players = players, .seed = seed};
  setup.colonies = useColonies(setup.kingdom, seed);
  Game g = Game::create(setup);
  std::vector<std::unique_ptr<ai::Player>> asked, twins;
  for (int s = 0; s < players; ++s) {
    asked.push_back(ai::makePlayer(name, seed + uint64_t(s)));
    twins.push_back(ai::makePlayer(name, seed + uint64_t(s)));
  }
  Run run;
  while (!g.isOver() && run.decisions < limit) {
    const PlayerId p = g.decision().player;
    // The view of a copy of the game, which is gone before the player is asked.
    auto copy = std::make_unique<Game>(g);
    const View fromDead = view(*copy, p);
    copy.reset();
    const Move m = asked[size_t(p)]->decide(fromDead);
    const Move twin = twins[size_t(p)]->decide(view(g, p));
    if (!(m == twin)) {
      run.failure = name + " answered \"" + formatMove(g, m) + "\" from a view of a destroyed game and \"" +
                    formatMove(g, twin) + "\" from the live game's, to \"" + describeDecision(g) + "\"";
      return run;
    }
    std::string error;
    if (!g.apply(m, &error)) {
      run.failure = name + " answered an illegal move: " + error;
      return run;
    }
    ++run.decisions;
  }
  return run;
}

}  // namespace

class ViewsOnlyTest : public QObject {
  Q_OBJECT
 private slots:
  void every_player_answers_from_a_view_that_outlives_its_game_data() {
    QTest::addColumn<QString>("player");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("limit");  // decisions per game
    for (const ai::PlayerInfo& p : ai::registeredPlayers()) {
      // Hard thinks for a while at each decision: a part of one game.
      const bool hard = p.name == "Hard";
      QTest::newRow(p.name.c_str()) << QString::fromStdString(p.name) << (hard ? 1 : 3)
                                    << (hard ? 30 : 100000);
    }
  }
  void every_player_answers_from_a_view_that_outlives_its_game() {
    QFETCH(QString, player);
    QFETCH(int, games);
    QFETCH(int, limit);
    int decisions = 0;
    for (int k = 0; k < games; ++k) {
      const Run run = playFromDeadViews(player.toStdString(), ai::gameSeed(31, k), 2 + k % 3, limit);
      QVERIFY2(run.failure.empty(), run.failure.c_str());
      decisions += run.decisions;
    }
    QVERIFY(decisions > 0);
    qInfo("%s: %d decisions", qPrintable(player), decisions);
  }
};

QTEST_APPLESS_MAIN(ViewsOnlyTest)
#include "views_only_test.moc"
