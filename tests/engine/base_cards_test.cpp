// Scenario tests for the base game's cards, with the rulings of the Card Reference.
#include "fixture.hpp"

using namespace dom;
using fx::names;

class BaseCardsTest : public QObject {
  Q_OBJECT
 private slots:
  void cellar_discards_then_draws_that_many() {
    auto g = fx::position(R"({"kingdom": ["Cellar"], "players": [
      {"hand": ["Cellar", "Estate", "Estate", "Copper", "Copper"], "deck": ["Gold", "Silver", "Copper"]}, {}]})");
    MOVES(g, "play Cellar", "choose Estate, Estate");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Copper", "Gold", "Silver");
    SAME(names(g, 0, Zone::Discard), "Estate", "Estate");
    QCOMPARE(g.s.turn.actions, 1);
  }

  void militia_skips_players_with_three_or_fewer_cards() {
    auto g = fx::position(R"({"kingdom": ["Militia"], "players": [
      {"hand": ["Militia", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Estate", "Copper", "Copper"]},
      {"hand": ["Estate", "Copper", "Copper", "Gold", "Silver"]}]})");
    MOVES(g, "play Militia");
    QCOMPARE(g.decision().player, PlayerId(2));
    MOVES(g, "choose Estate, Copper");
    SAME(fx::sorted(names(g, 2, Zone::Hand)), "Copper", "Gold", "Silver");
    QCOMPARE(g.s.turn.coins, 2);
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void moat_makes_its_owner_unaffected_by_militia() {
    auto g = fx::position(R"({"kingdom": ["Militia", "Moat"], "players": [
      {"hand": ["Militia", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Moat", "Estate", "Copper", "Copper", "Gold"]}]})");
    MOVES(g, "play Militia", "reveal Moat");
    QCOMPARE(g.player(1).hand().size(), size_t(5));
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void throne_room_on_throne_room_plays_two_cards_twice() {
    auto g = fx::position(R"({"kingdom": ["Throne Room", "Village", "Smithy"], "players": [
      {"hand": ["Throne Room", "Throne Room", "Village", "Smithy", "Copper"],
       "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Throne Room", "choose Village");
    // Village twice: +2 Cards, +4 Actions; then the second Throne Room play picks Smithy.
    QCOMPARE(g.s.turn.actions, 4);
    MOVES(g, "choose Smithy");
    QCOMPARE(g.s.turn.actions, 4);
    QCOMPARE(g.player(0).hand().size(), size_t(1 + 2 + 6));
  }
};

QTEST_APPLESS_MAIN(BaseCardsTest)
#include "base_cards_test.moc"
