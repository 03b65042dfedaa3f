// Hard's look-ahead: moves raced by playouts over deals of the hidden cards.
#include "ai/levels/lookahead.hpp"

#include <QTest>

#include "ai/levels/planner.hpp"
#include "ai_fixture.hpp"

using namespace dom;
using namespace dom::ai;

namespace {

// Seat 0 (3 Provinces) against seat 1 (2 Provinces, a richer deck), one Province left,
// seat 0 in its Buy phase with $8.
Game lastProvinceWithTheLead() {
  Game g = aifx::position(R"({"kingdom": ["Smithy"], "supply": {"Province": 1},
      "players": [
        {"hand": ["Gold", "Gold", "Silver", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"],
         "discard": ["Province", "Province", "Province", "Silver", "Silver", "Estate"]},
        {"hand": ["Gold", "Gold", "Gold", "Silver", "Silver"], "discard": ["Province", "Province", "Gold", "Gold"],
         "deck": ["Gold", "Gold", "Gold", "Silver", "Silver"]}],
      "turn": {"phase": "buy"}})");
  if (!g.apply(Move::playTreasures())) qFatal("cannot play the Treasures");
  return g;
}

int pileIndex(const Game& g, const char* name) {
  const View v = view(g, 0);
  for (size_t k = 0; k < v.supply.size(); ++k)
    if (card(v.supply[k].card).name == name) return int(k);
  qFatal("no pile %s", name);
}

// Races the moves with both seats playing money (Plan{}) for the rest of the game.
RaceResult raceWithMoney(const View& v, const std::vector<Move>& moves, size_t preferred, uint64_t seed,
                         int maxSamples = RaceOptions{}.maxSamples) {
  RaceOptions o;
  o.maxSamples = maxSamples;
  Rng rng(seed);
  return raceMoves(v, moves, preferred, {Plan{}, Plan{}}, o, rng);
}

}  // namespace

class LookaheadTest : public QObject {
  Q_OBJECT
 private slots:
  void race_overrules_a_preferred_move_that_clearly_does_worse() {
    const Game g = lastProvinceWithTheLead();
    const View v = view(g, 0);
    const std::vector<Move> moves = {Move::end(), Move::buy(pileIndex(g, "Province"))};
    const RaceResult r = raceWithMoney(v, moves, 0, 5);
    QCOMPARE(r.chosen, size_t(1));  // taking the last Province wins at once
    QVERIFY(r.samples >= RaceOptions{}.minSamples);
  }

  void race_keeps_the_preferred_move_between_equal_moves() {
    const Game g = lastProvinceWithTheLead();
    const View v = view(g, 0);
    const Move silver = Move::buy(pileIndex(g, "Silver"));
    const RaceResult r = raceWithMoney(v, {silver, silver, silver}, 2, 7);
    QCOMPARE(r.chosen, size_t(2));
  }

  void race_drops_clearly_worse_moves_before_the_last_deal() {
    const Game g = lastProvinceWithTheLead();
    const View v = view(g, 0);
    const std::vector<Move> moves = {Move::buy(pileIndex(g, "Province")), Move::buy(pileIndex(g, "Curse"))};
    const int maxSamples = 400;
    const RaceResult r = raceWithMoney(v, moves, 0, 9, maxSamples);
    QCOMPARE(r.chosen, size_t(0));
    QVERIFY2(r.samples < maxSamples, "the race went on after one move was clearly behind");
  }

  // Ending the game at once on a loss by 1 VP, against a move that wins one deal in fifty
  // and loses the others by 20: the look-ahead must prefer the chance. With the margin worth
  // as much as in plan games, the sure loss scored higher.
  void a_small_chance_to_win_outscores_a_sure_loss_by_one_vp_in_the_look_ahead() {
    auto result = [](int myVp, int theirVp) {
      return std::vector<PlayerResult>{{.vp = myVp, .winner = myVp > theirVp},
                                       {.vp = theirVp, .winner = theirVp >= myVp}};
    };
    const double sureLoss = playoutScore(result(30, 31), true, 0, TieBreakMargin);
    const double chance = (playoutScore(result(40, 30), true, 0, TieBreakMargin) +
                           49 * playoutScore(result(20, 40), true, 0, TieBreakMargin)) /
                          50;
    QVERIFY2(chance > sureLoss, qPrintable(QString("%1 <= %2").arg(chance).arg(sureLoss)));
    // Between plans the margin still counts: losing by 1 is better than losing by 20.
    QVERIFY(playoutScore(result(30, 31), true, 0, PlanMargin) >
            playoutScore(result(20, 40), true, 0, PlanMargin) + 0.04);
  }

  // Seat 0 trails by 7 with $8 and one Province left: the Province ends the game on a loss by
  // 1 VP. A Duchy wins only when the rival's next hand (8 Golds and 4 Curses) holds a single
  // Gold, about one deal in a hundred (its own next hand is five Golds); else it loses by up to
  // 10. The plan's Duchy must stand: with the margin weighted as in plan games, the race
  // overruled it with the sure loss.
  void race_keeps_a_slim_chance_to_win_over_a_sure_loss_by_one_vp() {
    Game g = aifx::position(R"({"kingdom": ["Smithy"], "supply": {"Province": 1},
        "players": [
          {"hand": ["Gold", "Gold", "Silver"], "deck": ["Gold", "Gold", "Gold", "Gold", "Gold"], "vpTokens": 19},
          {"hand": ["Gold", "Gold", "Gold", "Gold", "Curse"],
           "deck": ["Gold", "Gold", "Gold", "Gold", "Curse", "Curse", "Curse"], "vpTokens": 30}],
        "turn": {"phase": "buy"}})");
    QVERIFY(g.apply(Move::playTreasures()));
    const View v = view(g, 0);
    QCOMPARE(v.players[1].vp - v.players[0].vp, 7);
    const std::vector<Move> moves = {Move::buy(pileIndex(g, "Duchy")), Move::buy(pileIndex(g, "Province"))};
    const RaceResult r = raceWithMoney(v, moves, 0, 11, 512);
    QCOMPARE(r.chosen, size_t(0));
  }
};

QTEST_APPLESS_MAIN(LookaheadTest)
#include "lookahead_test.moc"
