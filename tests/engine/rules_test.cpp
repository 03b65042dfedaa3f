// The basic rules: set-up for 2 to 6 players, the turn, shuffling, the end and the scores.
#include <set>

#include "fixture.hpp"

using namespace dom;
using fx::names;

namespace {
std::vector<CardId> kingdomOf(std::initializer_list<const char*> ns) {
  std::vector<CardId> out;
  for (const char* n : ns) out.push_back(findCard(n));
  return out;
}
}  // namespace

class RulesTest : public QObject {
  Q_OBJECT
 private slots:
  void setup_pile_sizes_follow_the_player_count_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("copper");
    QTest::addColumn<int>("silver");
    QTest::addColumn<int>("victory");
    QTest::addColumn<int>("province");
    QTest::addColumn<int>("curse");
    QTest::newRow("2 players") << 2 << 46 << 40 << 8 << 8 << 10;
    QTest::newRow("3 players") << 3 << 39 << 40 << 12 << 12 << 20;
    QTest::newRow("4 players") << 4 << 32 << 40 << 12 << 12 << 30;
    QTest::newRow("5 players") << 5 << 85 << 80 << 12 << 15 << 40;
    QTest::newRow("6 players") << 6 << 78 << 80 << 12 << 18 << 50;
  }
  void setup_pile_sizes_follow_the_player_count() {
    QFETCH(int, players);
    QFETCH(int, copper);
    QFETCH(int, silver);
    QFETCH(int, victory);
    QFETCH(int, province);
    QFETCH(int, curse);
    Game g = Game::create({.kingdom = kingdomOf({"Village", "Gardens", "Duke"}), .players = players, .seed = 1});
    QCOMPARE(fx::pileCount(g, "Copper"), copper);
    QCOMPARE(fx::pileCount(g, "Silver"), silver);
    QCOMPARE(fx::pileCount(g, "Estate"), victory);
    QCOMPARE(fx::pileCount(g, "Duchy"), victory);
    QCOMPARE(fx::pileCount(g, "Province"), province);
    QCOMPARE(fx::pileCount(g, "Curse"), curse);
    QCOMPARE(fx::pileCount(g, "Village"), 10);
    QCOMPARE(fx::pileCount(g, "Gardens"), players == 2 ? 8 : 12);  // Victory Kingdom piles
    QCOMPARE(fx::pileCount(g, "Duke"), players == 2 ? 8 : 12);
    for (PlayerId p = 0; p < players; ++p) {
      QCOMPARE(g.player(p).hand().size(), size_t(5));
      QCOMPARE(g.cardsOwned(p), 10);
    }
    QVERIFY(g.s.trash.empty());
  }

  void the_first_player_is_chosen_at_random() {
    std::set<int> firsts;
    for (uint64_t seed = 0; seed < 40; ++seed)
      firsts.insert(Game::create({.kingdom = kingdomOf({"Village"}), .players = 4, .seed = seed}).current());
    QCOMPARE(int(firsts.size()), 4);
  }

  void no_treasures_may_be_played_after_buying() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Silver", "Copper", "Copper", "Estate", "Estate"]}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play Silver", "play Copper", "buy Silver");
    REFUSED(g, "play Copper");
    QCOMPARE(g.s.turn.coins, 0);
    MOVES(g, "end");
    QCOMPARE(g.current(), PlayerId(1));
  }

  void buying_needs_enough_coins_and_a_buy() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Silver", "Copper", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play treasures");
    REFUSED(g, "buy Gold");
    MOVES(g, "buy Village");
    // The only Buy is spent: the turn passes.
    QCOMPARE(g.current(), PlayerId(1));
    QCOMPARE(fx::pileCount(g, "Village"), 9);
  }

  // PlayerState::endsOwnTurn: the Buy phase is still asked after the last Buy, with nothing to
  // do but end it (no Treasures after buying: rules, "B—Buy phase"), and the hand is not drawn.
  void a_player_who_ends_their_own_turn_is_still_asked_after_the_last_buy() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Gold", "Gold", "Gold", "Gold", "Gold"],
       "endsOwnTurn": true}, {}]})");
    MOVES(g, "play treasures", "buy Silver");
    QCOMPARE(g.current(), PlayerId(0));
    QCOMPARE(g.s.turn.phase, Phase::Buy);
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QCOMPARE(g.decision().player, PlayerId(0));
    QCOMPARE(g.s.turn.buys, int16_t(0));
    const LegalMoves legal = g.legalMoves(10);
    QCOMPARE(legal.total, uint64_t(1));
    QCOMPARE(legal.moves[0].kind, MoveKind::EndPhase);
    REFUSED(g, "buy Copper");
    SAME(names(g, 0, Zone::Hand), "Estate", "Estate");  // no Clean-up yet: nothing drawn
    SAME(names(g, 0, Zone::Deck), "Gold", "Gold", "Gold", "Gold", "Gold");
    QCOMPARE(fx::pileCount(g, "Silver"), 39);
  }

  void without_ending_their_own_turn_the_turn_ends_by_itself_after_the_last_buy() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Gold", "Gold", "Gold", "Gold", "Gold"]},
      {}]})");
    QVERIFY(!g.player(0).endsOwnTurn);  // off by default
    MOVES(g, "play treasures", "buy Silver");
    QCOMPARE(g.current(), PlayerId(1));
    SAME(names(g, 0, Zone::Hand), "Gold", "Gold", "Gold", "Gold", "Gold");
  }

  void ending_a_turn_held_open_runs_cleanup_and_passes_the_turn() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Gold", "Gold", "Gold", "Gold", "Gold"],
       "endsOwnTurn": true}, {}]})");
    MOVES(g, "play treasures", "buy Silver", "end buys");
    QCOMPARE(g.current(), PlayerId(1));
    QCOMPARE(g.s.turn.number, int16_t(2));
    SAME(names(g, 0, Zone::Hand), "Gold", "Gold", "Gold", "Gold", "Gold");
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Copper", "Copper", "Copper", "Estate", "Estate",
         "Silver");
    QVERIFY(g.player(0).endsOwnTurn);  // it stays for the player's next turns
  }

  // Coffers may be spent at any time during the turn (the 2022 rule; "Coffers and Villagers"),
  // so a turn held open after the last Buy still offers them; Treasures it does not.
  void a_turn_held_open_offers_coffers_but_no_treasures() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Silver", "Copper", "Estate", "Estate", "Estate"], "coffers": 2, "endsOwnTurn": true}, {}]})");
    MOVES(g, "play Silver", "buy Estate");
    REFUSED(g, "play Copper");
    MOVES(g, "coffers 1");
    QCOMPARE(g.current(), PlayerId(0));
    QCOMPARE(g.s.turn.coins, int16_t(1));
    MOVES(g, "end");
    QCOMPARE(g.current(), PlayerId(1));
  }

  // The game ends at the end of the turn: a turn held open after taking the last Province is not
  // over until the player ends it.
  void the_game_ends_only_when_a_turn_held_open_is_ended() {
    auto g = fx::position(R"({"kingdom": ["Village"], "supply": {"Province": 1}, "players": [
      {"hand": ["Gold", "Gold", "Silver", "Estate", "Estate"], "endsOwnTurn": true}, {}]})");
    MOVES(g, "play treasures", "buy Province");
    QVERIFY(!g.isOver());
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    MOVES(g, "end");
    QVERIFY(g.isOver());
  }

  void cleanup_discards_everything_and_draws_five_shuffling_only_when_needed() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Gold", "Gold", "Gold"],
       "discard": ["Silver", "Silver"]}, {}]})");
    MOVES(g, "play treasures", "buy Silver");
    // 3 from the deck, then the discard pile (5 discarded + 1 bought + 2 old) is shuffled.
    QCOMPARE(g.player(0).hand().size(), size_t(5));
    QCOMPARE(g.countOwned(0, cards::Gold), 3);
    int goldsInHand = 0;
    for (Inst i : g.player(0).hand()) goldsInHand += g.cardOf(i) == cards::Gold;
    QCOMPARE(goldsInHand, 3);
    QCOMPARE(g.player(0).discard().size(), size_t(0));
    QCOMPARE(g.player(0).deck().size(), size_t(6));
  }

  void the_game_ends_when_the_provinces_run_out_at_the_end_of_the_turn() {
    auto g = fx::position(R"({"kingdom": ["Village"], "supply": {"Province": 1}, "players": [
      {"hand": ["Gold", "Gold", "Silver", "Estate", "Estate"]}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Province");
    QVERIFY(!g.isOver());  // not until the end of the turn
    MOVES(g, "end");
    QVERIFY(g.isOver());
  }

  void the_game_ends_on_three_empty_piles_or_four_with_five_players() {
    auto three = fx::position(R"({"kingdom": ["Village", "Cellar", "Moat"], "supply": {"Village": 0, "Cellar": 0, "Moat": 1},
      "players": [{"hand": ["Copper", "Copper", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(three, "play treasures", "buy Moat");
    QVERIFY(three.isOver());
    auto four = fx::position(R"({"kingdom": ["Village", "Cellar", "Moat"], "supply": {"Village": 0, "Cellar": 0, "Moat": 1},
      "players": [{"hand": ["Copper", "Copper", "Estate", "Estate", "Estate"]}, {}, {}, {}, {}]})");
    MOVES(four, "play treasures", "buy Moat");
    QVERIFY(!four.isOver());
  }

  void ties_go_to_the_player_with_fewer_turns_else_are_shared() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Province"], "deck": [], "turnsTaken": 5}, {"hand": ["Province"], "deck": [], "turnsTaken": 4}],
      "turn": {"player": 0}})");
    auto r = g.results();
    QVERIFY(!r[0].winner);
    QVERIFY(r[1].winner);
    auto h = fx::position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Province"], "deck": [], "turnsTaken": 5}, {"hand": ["Province"], "deck": [], "turnsTaken": 5}]})");
    r = h.results();
    QVERIFY(r[0].winner && r[1].winner);
  }

  void scores_count_every_card_owned_with_gardens_and_duke() {
    auto g = fx::position(R"({"kingdom": ["Gardens", "Duke"], "players": [
      {"hand": ["Gardens", "Duke", "Duchy", "Duchy"], "deck": ["Curse", "Estate", "Province", "Copper", "Copper", "Copper",
        "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"],
       "discard": ["Copper", "Copper"], "vpTokens": 2}, {}]})");
    // 22 cards: Gardens 2; Duke 2 (two Duchies); Duchies 6; Curse -1; Estate 1; Province 6; tokens 2.
    QCOMPARE(g.cardsOwned(0), 22);
    QCOMPARE(g.score(0), 2 + 2 + 6 - 1 + 1 + 6 + 2);
  }

  void an_illegal_move_changes_nothing() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [{"hand": ["Village", "Copper"]}, {}]})");
    const GameState before = g.s;
    std::string error;
    QVERIFY(!g.apply(Move::buy(0), &error));
    QVERIFY(!error.empty());
    QVERIFY(!g.apply(Move::play(Inst(999)), &error));
    QVERIFY(!g.apply(Move::choose({1}), &error));
    QVERIFY(g.s == before);
  }
};

QTEST_APPLESS_MAIN(RulesTest)
#include "rules_test.moc"
