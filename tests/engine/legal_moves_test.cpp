// Listing the legal moves never loses some silently: a list says how many moves there are in
// all, any move can be found by its index without listing the others, and a visit stops where
// its caller says.
#include <QElapsedTimer>
#include <QTest>

#include "engine/rng.hpp"
#include "fixture.hpp"
#include "random_policy.hpp"

using namespace dom;

namespace {

// Cellar with 20 different cards in hand: discard any number of them, 2^20 answers.
Game cellarWithTwentyCards() {
  Game g = fx::position(
      R"({"kingdom": ["Cellar", "Chapel", "Moat", "Harbinger", "Merchant", "Vassal", "Village",
      "Workshop", "Bureaucrat", "Gardens", "Militia", "Moneylender", "Poacher", "Remodel"],
    "players": [{"hand": ["Cellar", "Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse", "Chapel",
      "Moat", "Harbinger", "Merchant", "Vassal", "Village", "Workshop", "Bureaucrat", "Gardens", "Militia",
      "Moneylender", "Poacher", "Remodel"], "deck": ["Copper", "Copper"]}, {}]})");
  std::string error;
  const auto play = parseMove(g, "play Cellar", &error);
  if (!play || !g.apply(*play, &error)) qFatal("cannot play Cellar: %s", error.c_str());
  return g;
}

// The answer as a set of the 20 cards, one bit each.
uint32_t bitsOf(const Game& g, const Move& m) {
  const auto& choices = g.decision().choices;
  uint32_t bits = 0;
  for (int32_t i : m.picks)
    bits |= 1u << (std::find(choices.begin(), choices.end(), i) - choices.begin());
  return bits;
}

}  // namespace

class LegalMovesTest : public QObject {
  Q_OBJECT
 private slots:
  void choosing_among_twenty_cards_counts_every_subset_and_says_the_list_is_short() {
    const Game g = cellarWithTwentyCards();
    QCOMPARE(g.decision().kind, DecisionKind::SelectCards);
    QCOMPARE(g.decision().choices.size(), size_t(20));
    QCOMPARE(g.legalMoveCount(), uint64_t(1) << 20);
    const LegalMoves some = g.legalMoves(256);
    QCOMPARE(some.moves.size(), size_t(256));
    QCOMPARE(some.total, uint64_t(1) << 20);
    QVERIFY(!some.complete());
    for (const Move& m : some.moves) QVERIFY(g.isLegal(m));
    QCOMPARE(g.legalMoves(0).moves.size(), size_t(0));
    QCOMPARE(g.legalMoves(0).total, uint64_t(1) << 20);
  }

  void visiting_the_answers_of_twenty_cards_meets_each_subset_once_and_quickly() {
    const Game g = cellarWithTwentyCards();
    std::vector<bool> met(size_t(1) << 20, false);
    uint64_t visited = 0;
    bool twice = false;
    QElapsedTimer clock;
    clock.start();
    const bool all = g.forEachLegalMove([&](const Move& m) {
      const uint32_t bits = bitsOf(g, m);
      twice = twice || met[bits];
      met[bits] = true;
      // Spot checks: the move found by its index is the one visited there.
      if (visited % 9973 == 0 && g.legalMove(visited) != m) return false;
      ++visited;
      return true;
    });
    const qint64 ms = clock.elapsed();
    QVERIFY(all);
    QVERIFY(!twice);
    QCOMPARE(visited, uint64_t(1) << 20);
    QVERIFY(std::all_of(met.begin(), met.end(), [](bool b) { return b; }));
    qInfo("visited %llu answers in %lld ms", static_cast<unsigned long long>(visited), ms);
    QVERIFY2(ms < 20000, "visiting a million answers took more than 20 s");
    // The last answer discards everything.
    QCOMPARE(g.legalMove(visited - 1).picks.size(), size_t(20));
  }

  void a_visit_stops_where_its_caller_says() {
    const Game g = cellarWithTwentyCards();
    int seen = 0;
    QVERIFY(!g.forEachLegalMove([&](const Move&) { return ++seen < 10; }));
    QCOMPARE(seen, 10);
  }

  void random_answers_are_drawn_by_index_without_listing_them() {
    const Game g = cellarWithTwentyCards();
    Rng rng(5);
    const uint64_t total = g.legalMoveCount();
    for (int k = 0; k < 2000; ++k) {
      const Move m = g.legalMove(rng.next() % total);
      QVERIFY(g.isLegal(m));
    }
  }

  // Over random games with every card, the list, the count and the moves found by index agree,
  // and every listed move is legal.
  void lists_counts_and_indices_agree_in_random_games() {
    std::vector<CardId> pool;
    for (size_t k = 0; k < cardTable().size(); ++k)
      if (card(CardId(k)).isKingdom()) pool.push_back(CardId(k));
    Rng rng(41);
    long decisions = 0;
    for (int n = 0; n < 150; ++n) {
      std::vector<CardId> kingdom = pool;
      for (size_t k = kingdom.size(); k > 1; --k)
        std::swap(kingdom[k - 1], kingdom[rng.below(uint32_t(k))]);
      kingdom.resize(10);
      Game g = Game::create({.kingdom = kingdom, .players = 2 + n % 3, .seed = uint64_t(n)});
      for (int moves = 0; !g.isOver() && moves < 3000; ++moves) {
        const uint64_t total = g.legalMoveCount();
        QVERIFY(total > 0);
        const LegalMoves listed = g.legalMoves(512);
        QCOMPARE(listed.total, total);
        QCOMPARE(listed.complete(), total <= 512);
        for (size_t k = 0; k < listed.moves.size(); ++k) {
          QVERIFY2(g.legalMove(k) == listed.moves[k], describeDecision(g).c_str());
          QVERIFY2(g.isLegal(listed.moves[k]), describeDecision(g).c_str());
        }
        QVERIFY(g.isLegal(g.legalMove(total - 1)));
        ++decisions;
        QVERIFY(g.apply(fx::randomMove(g, rng)));
      }
    }
    qInfo("%ld decisions", decisions);
  }

  void options_that_may_repeat_are_counted_and_found_by_index() {
    Game g = Game::create({.kingdom = {findCard("Pawn")}, .seed = 1});
    Decision& d = g.s.decision;
    d.kind = DecisionKind::SelectOption;
    d.options = {{Text::OptionPlusCard}, {Text::OptionPlusAction}, {Text::OptionPlusBuy}};
    d.min = 1;
    d.max = 3;
    d.distinct = false;
    QCOMPARE(g.legalMoveCount(), uint64_t(3 + 9 + 27));
    std::vector<Move> visited;
    QVERIFY(g.forEachLegalMove([&](const Move& m) {
      visited.push_back(m);
      return true;
    }));
    QCOMPARE(visited.size(), size_t(39));
    for (size_t k = 0; k < visited.size(); ++k) {
      QCOMPARE(g.legalMove(k), visited[k]);
      QVERIFY(g.isLegal(visited[k]));
    }
    QCOMPARE(visited.front().picks, std::vector<int32_t>{0});
    QCOMPARE(visited[1].picks, (std::vector<int32_t>{0, 0}));

    d.distinct = true;
    d.min = d.max = 2;
    QCOMPARE(g.legalMoveCount(), uint64_t(3));
    QCOMPARE(g.legalMove(2).picks, (std::vector<int32_t>{1, 2}));
  }

  void a_game_that_is_over_has_no_moves() {
    Game g = Game::create({.kingdom = {findCard("Village")}, .seed = 3});
    g.s.gameOver = true;
    QCOMPARE(g.legalMoveCount(), uint64_t(0));
    QVERIFY(g.legalMoves(10).moves.empty());
    QVERIFY(g.legalMoves(10).complete());
  }
};

QTEST_APPLESS_MAIN(LegalMovesTest)
#include "legal_moves_test.moc"
