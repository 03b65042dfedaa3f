// Spending tokens: Coffers (+$1 each, in the Buy phase), Villagers (+1 Action each, in the Action
// phase) and Debt (taken when buying a card with a Debt cost, forbids buying, paid off with $1
// per token in the Buy phase), with the cards that give them: Candlestick Maker (Guilds),
// Lackeys (Renaissance) and Engineer (Empires). Rules: chapter IV, "Coffers and Villagers" and
// "Debt"; rulings: chapter VI ("Engineer ②").
#include <algorithm>

#include "engine/log_text.hpp"
#include "engine/view.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::names;
using fx::sorted;

namespace {

int tokens(const Game& g, PlayerId p, Counter c) { return g.player(p).counter(c); }

bool listed(const Game& g, const Move& m) {
  const LegalMoves legal = g.legalMoves(1000);
  return std::find(legal.moves.begin(), legal.moves.end(), m) != legal.moves.end();
}

int listedOfKind(const Game& g, MoveKind kind) {
  const LegalMoves legal = g.legalMoves(1000);
  return int(std::count_if(legal.moves.begin(), legal.moves.end(),
                           [&](const Move& m) { return m.kind == kind; }));
}

std::string logOf(const Game& g) {
  std::string out;
  for (const Event& e : g.s.events)
    if (auto line = describeEvent(e); !line.empty()) out += line + "\n";
  return out;
}

}  // namespace

class TokensTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Coffers ------------------------------------------------------------------------------

  void candlestick_maker_gives_an_action_a_buy_and_a_coffers() {
    auto g = fx::position(R"({"kingdom": ["Candlestick Maker"], "players": [
      {"hand": ["Candlestick Maker", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Candlestick Maker");
    QCOMPARE(int(g.s.turn.actions), 1);
    QCOMPARE(int(g.s.turn.buys), 2);
    QCOMPARE(int(g.s.turn.coins), 0);  // the token is kept, not spent
    QCOMPARE(tokens(g, 0, Counter::Coffers), 1);
  }

  void coffers_are_spent_in_the_buy_phase_for_a_coin_each() {
    auto g = fx::position(R"({"kingdom": ["Candlestick Maker"], "players": [
      {"hand": ["Copper", "Copper"], "deck": [], "coffers": 3}, {}], "turn": {"phase": "buy", "buys": 2}})");
    MOVES(g, "play treasures", "coffers 2");
    QCOMPARE(int(g.s.turn.coins), 4);
    QCOMPARE(tokens(g, 0, Counter::Coffers), 1);
    MOVES(g, "buy Silver");
    QCOMPARE(int(g.s.turn.coins), 1);
  }

  // The 2022 rule: Coffers may be spent at any time during the turn, also after buying.
  void coffers_may_be_spent_after_buying() {
    auto g = fx::position(R"({"kingdom": ["Candlestick Maker"], "players": [
      {"hand": [], "deck": [], "coffers": 5}, {}], "turn": {"phase": "buy", "buys": 2, "coins": 3}})");
    MOVES(g, "buy Silver", "coffers 3");
    QCOMPARE(int(g.s.turn.coins), 3);
    MOVES(g, "buy Silver");
    QCOMPARE(tokens(g, 0, Counter::Coffers), 2);
  }

  void spending_coffers_ends_no_part_of_the_buy_phase() {
    auto g = fx::position(R"({"kingdom": ["Candlestick Maker"], "players": [
      {"hand": ["Silver"], "deck": [], "coffers": 1}, {}], "turn": {"phase": "buy"}})");
    MOVES(g, "coffers", "play Silver");
    QCOMPARE(int(g.s.turn.coins), 3);
  }

  void coffers_beyond_those_held_or_none_are_refused() {
    auto g = fx::position(R"({"kingdom": ["Candlestick Maker"], "players": [
      {"hand": [], "deck": [], "coffers": 2}, {}], "turn": {"phase": "buy", "coins": 1}})");
    REFUSED(g, "coffers 3");
    REFUSED(g, "coffers 0");
    QCOMPARE(tokens(g, 0, Counter::Coffers), 2);
  }

  void coffers_are_not_spent_in_the_action_phase() {
    auto g = fx::position(R"({"kingdom": ["Candlestick Maker"], "players": [
      {"hand": ["Candlestick Maker"], "deck": [], "coffers": 2}, {}]})");
    QCOMPARE(g.decision().kind, DecisionKind::ActionPhase);
    REFUSED(g, "coffers 1");
    QCOMPARE(listedOfKind(g, MoveKind::SpendCoffers), 0);
  }

  void the_buy_phase_lists_each_number_of_coffers_once() {
    auto g = fx::position(R"({"kingdom": ["Candlestick Maker"], "players": [
      {"hand": [], "deck": [], "coffers": 3}, {}], "turn": {"phase": "buy"}})");
    QCOMPARE(listedOfKind(g, MoveKind::SpendCoffers), 3);
    for (int n = 1; n <= 3; ++n) QVERIFY(listed(g, Move::spendCoffers(n)));
    QVERIFY(g.legalMoves(1000).complete());
  }

  // ---- Villagers ----------------------------------------------------------------------------

  // Lackeys: "When you gain this, +2 Villagers", bought or gained otherwise.
  void lackeys_gives_two_villagers_when_bought() {
    auto g = fx::position(R"({"kingdom": ["Lackeys"], "players": [
      {"hand": [], "deck": []}, {}], "turn": {"phase": "buy", "coins": 2}})");
    MOVES(g, "buy Lackeys");
    QCOMPARE(tokens(g, 0, Counter::Villagers), 2);
  }

  void lackeys_gives_two_villagers_when_gained_without_buying() {
    auto g = fx::position(R"({"kingdom": ["Lackeys", "Workshop"], "players": [
      {"hand": ["Workshop"], "deck": []}, {}]})");
    MOVES(g, "play Workshop", "choose Lackeys");
    QCOMPARE(tokens(g, 0, Counter::Villagers), 2);
  }

  void lackeys_draws_two_cards_when_played() {
    auto g = fx::position(R"({"kingdom": ["Lackeys"], "players": [
      {"hand": ["Lackeys"], "deck": ["Copper", "Estate", "Gold"]}, {}]})");
    MOVES(g, "play Lackeys");
    SAME(sorted(names(g, 0, Zone::Hand)), "Copper", "Estate");
    QCOMPARE(tokens(g, 0, Counter::Villagers), 0);
  }

  // Villagers are spent in the Action phase: with none left, an Action in hand waits for one.
  void a_villager_gives_an_action_in_the_action_phase() {
    auto g = fx::position(R"({"kingdom": ["Lackeys"], "players": [
      {"hand": ["Lackeys", "Lackeys"], "deck": ["Copper", "Copper", "Copper", "Copper"], "villagers": 1}, {}]})");
    MOVES(g, "play Lackeys");
    QCOMPARE(g.decision().kind, DecisionKind::ActionPhase);  // no Action left, but a Villager
    REFUSED(g, "play Lackeys");
    QVERIFY(listed(g, Move::spendVillagers(1)));
    MOVES(g, "villager");
    QCOMPARE(int(g.s.turn.actions), 1);
    QCOMPARE(tokens(g, 0, Counter::Villagers), 0);
    MOVES(g, "play Lackeys");
    QCOMPARE(int(g.player(0).hand().size()), 4);
  }

  void without_an_action_in_hand_villagers_do_not_stop_the_turn() {
    auto g = fx::position(R"({"kingdom": ["Lackeys"], "players": [
      {"hand": ["Copper"], "deck": [], "villagers": 2}, {}]})");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void villagers_are_not_spent_in_the_buy_phase() {
    auto g = fx::position(R"({"kingdom": ["Lackeys"], "players": [
      {"hand": ["Copper"], "deck": [], "villagers": 2}, {}], "turn": {"phase": "buy"}})");
    REFUSED(g, "villager");
    QCOMPARE(listedOfKind(g, MoveKind::SpendVillagers), 0);
  }

  void several_villagers_are_spent_at_once() {
    auto g = fx::position(R"({"kingdom": ["Lackeys"], "players": [
      {"hand": ["Lackeys"], "deck": [], "villagers": 3}, {}]})");
    QCOMPARE(listedOfKind(g, MoveKind::SpendVillagers), 3);
    MOVES(g, "villagers 3");
    QCOMPARE(int(g.s.turn.actions), 4);
    REFUSED(g, "villager");
  }

  // ---- Debt ---------------------------------------------------------------------------------

  // Buying a card with Debt in its cost takes that many Debt tokens instead of paying.
  void buying_engineer_takes_four_debt_and_no_coins() {
    auto g = fx::position(R"({"kingdom": ["Engineer"], "players": [
      {"hand": [], "deck": []}, {}], "turn": {"phase": "buy", "buys": 2, "coins": 1}})");
    MOVES(g, "buy Engineer");
    QCOMPARE(tokens(g, 0, Counter::Debt), 4);
    QCOMPARE(int(g.s.turn.coins), 1);
    QCOMPARE(g.countOwned(0, findCard("Engineer")), 1);
  }

  // "When you have Debt tokens, you can't buy anything."
  void a_player_with_debt_can_not_buy() {
    auto g = fx::position(R"({"kingdom": ["Engineer"], "players": [
      {"hand": [], "deck": [], "debt": 1}, {}], "turn": {"phase": "buy", "buys": 2, "coins": 5}})");
    REFUSED(g, "buy Silver");
    QCOMPARE(listedOfKind(g, MoveKind::Buy), 0);
    MOVES(g, "pay debt 1", "buy Silver");
    QCOMPARE(int(g.s.turn.coins), 1);
  }

  // "So with two Buys you could buy a card with a Debt cost, immediately pay off the Debt, and
  // then buy another card"; paying off doesn't use up a Buy.
  void debt_paid_off_at_once_lets_the_next_buy_happen() {
    auto g = fx::position(R"({"kingdom": ["Engineer"], "players": [
      {"hand": [], "deck": []}, {}], "turn": {"phase": "buy", "buys": 2, "coins": 7}})");
    MOVES(g, "buy Engineer", "pay debt 4");
    QCOMPARE(int(g.s.turn.buys), 1);
    QCOMPARE(int(g.s.turn.coins), 3);
    MOVES(g, "buy Silver");
    QCOMPARE(tokens(g, 0, Counter::Debt), 0);
  }

  // Paid off with $1 per token, in the second part of the Buy phase: no Treasure after it.
  void paying_off_debt_takes_coins_and_ends_the_treasures() {
    auto g = fx::position(R"({"kingdom": ["Engineer"], "players": [
      {"hand": ["Copper", "Copper"], "deck": [], "debt": 5}, {}], "turn": {"phase": "buy"}})");
    REFUSED(g, "pay debt 1");  // no coins yet
    MOVES(g, "play Copper");
    REFUSED(g, "pay debt 2");
    MOVES(g, "pay debt 1");
    QCOMPARE(tokens(g, 0, Counter::Debt), 4);
    QCOMPARE(int(g.s.turn.coins), 0);
    REFUSED(g, "play Copper");
  }

  void debt_is_paid_off_with_coins_from_coffers() {
    auto g = fx::position(R"({"kingdom": ["Engineer"], "players": [
      {"hand": [], "deck": [], "debt": 2, "coffers": 2}, {}], "turn": {"phase": "buy"}})");
    QCOMPARE(listedOfKind(g, MoveKind::PayDebt), 0);
    MOVES(g, "coffers 2", "pay debt 2");
    QCOMPARE(tokens(g, 0, Counter::Debt), 0);
  }

  // Without a Buy left the Buy phase is still offered while Debt can be paid off.
  void the_buy_phase_without_buys_waits_for_debt_to_be_paid() {
    auto g = fx::position(R"({"kingdom": ["Engineer"], "players": [
      {"hand": [], "deck": [], "debt": 3}, {}], "turn": {"phase": "buy", "buys": 0, "coins": 2}})");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    const LegalMoves legal = g.legalMoves(100);
    QCOMPARE(int(legal.total), 3);  // pay debt 1, pay debt 2, end
    QVERIFY(listed(g, Move::payDebt(2)));
    MOVES(g, "pay debt 2");
    QCOMPARE(tokens(g, 0, Counter::Debt), 1);
    QCOMPARE(int(g.current()), 1);  // nothing left to do: the turn ended
  }

  void debt_stays_from_turn_to_turn() {
    auto g = fx::position(R"({"kingdom": ["Engineer"], "players": [
      {"hand": [], "deck": []}, {}], "turn": {"phase": "buy", "coins": 0}})");
    MOVES(g, "buy Engineer");
    QCOMPARE(int(g.current()), 1);
    QCOMPARE(tokens(g, 0, Counter::Debt), 4);
  }

  // "Gaining a Debt-cost card without buying it doesn't give you Debt."
  void engineer_gained_without_buying_gives_no_debt() {
    auto g = fx::position(R"({"kingdom": ["Engineer"], "players": [{"hand": [], "deck": []}, {}]})");
    g.gain(0, findCard("Engineer"));
    QCOMPARE(g.countOwned(0, findCard("Engineer")), 1);
    QCOMPARE(tokens(g, 0, Counter::Debt), 0);
  }

  // Engineer ①: "a card costing up to $4" is no card with a Debt cost, so Workshop can't gain
  // it either.
  void a_card_with_a_debt_cost_is_not_gained_as_costing_up_to_4() {
    auto g = fx::position(R"({"kingdom": ["Engineer", "Workshop"], "players": [
      {"hand": ["Workshop"], "deck": []}, {}]})");
    MOVES(g, "play Workshop");
    REFUSED(g, "choose Engineer");
  }

  // ---- Engineer -----------------------------------------------------------------------------

  void engineer_gains_and_may_trash_itself_to_gain_again() {
    auto g = fx::position(R"({"kingdom": ["Engineer", "Smithy"], "players": [
      {"hand": ["Engineer"], "deck": []}, {}]})");
    MOVES(g, "play Engineer", "choose Smithy", "choose Engineer", "choose Silver");
    SAME(fx::trash(g), "Engineer");
    SAME(sorted(names(g, 0, Zone::Discard)), "Silver", "Smithy");
  }

  void engineer_kept_gains_one_card() {
    auto g = fx::position(R"({"kingdom": ["Engineer", "Smithy"], "players": [
      {"hand": ["Engineer"], "deck": []}, {}]})");
    MOVES(g, "play Engineer", "choose Smithy", "choose nothing");
    QVERIFY(fx::trash(g).empty());
    SAME(names(g, 0, Zone::Discard), "Smithy");
  }

  // Engineer ①: "up to $4" does not reach a Debt cost (4D is not up to $4).
  void engineer_can_not_gain_a_card_with_a_debt_cost() {
    auto g = fx::position(R"({"kingdom": ["Engineer", "Smithy"], "players": [
      {"hand": ["Engineer"], "deck": []}, {}]})");
    MOVES(g, "play Engineer");
    const int engineerPile = g.pileIndex(findCard("Engineer"));
    const auto& piles = g.decision().choices;
    QVERIFY(std::find(piles.begin(), piles.end(), engineerPile) == piles.end());
    QVERIFY(std::find(piles.begin(), piles.end(), g.pileIndex(findCard("Smithy"))) != piles.end());
  }

  // Engineer ②: Throne Room + Engineer gains three cards: trashed by its first play, it is not
  // in play for the second, which can't trash it.
  void throne_room_engineer_gains_three_cards() {
    auto g = fx::position(R"({"kingdom": ["Engineer", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Engineer"], "deck": []}, {}]})");
    MOVES(g, "play Throne Room", "choose Engineer", "choose Silver", "choose Engineer",
          "choose Silver", "choose Silver");
    QVERIFY(g.decision().kind != DecisionKind::SelectCards);
    SAME(fx::trash(g), "Engineer");
    SAME(sorted(names(g, 0, Zone::Discard)), "Silver", "Silver", "Silver");
  }

  // ---- Notation, positions, views, the log --------------------------------------------------

  void token_moves_are_written_and_read_back() {
    auto g = fx::position(R"({"kingdom": ["Engineer"], "players": [
      {"hand": [], "deck": [], "coffers": 3, "debt": 2}, {}], "turn": {"phase": "buy", "coins": 2}})");
    for (const Move& m : g.legalMoves(100).moves) {
      const std::string text = formatMove(g, m);
      const auto back = parseMove(g, text);
      QVERIFY2(back && *back == m, text.c_str());
    }
    QCOMPARE(formatMove(g, Move::spendCoffers(2)), std::string("coffers 2"));
    QCOMPARE(formatMove(g, Move::payDebt(1)), std::string("pay debt 1"));
    QCOMPARE(formatMove(g, Move::spendVillagers(1)), std::string("villager"));
    QCOMPARE(formatMove(g, Move::spendVillagers(2)), std::string("villagers 2"));
    QCOMPARE(*parseMove(g, "Spend Coffers 3"), Move::spendCoffers(3));
    QCOMPARE(*parseMove(g, "coffers"), Move::spendCoffers(1));
    QCOMPARE(*parseMove(g, "pay off debt 2"), Move::payDebt(2));
    QCOMPARE(*parseMove(g, "spend villager"), Move::spendVillagers(1));
    std::string error;
    QVERIFY(!parseMove(g, "coffers two", &error));
    QVERIFY(!error.empty());
  }

  void tokens_round_trip_through_positions() {
    auto g = fx::position(R"({"kingdom": ["Lackeys"], "players": [
      {"hand": [], "deck": [], "coffers": 3, "villagers": 2, "debt": 4}, {}], "turn": {"phase": "buy"}})");
    const Game loaded = loadPosition(savePosition(g));
    QVERIFY(loaded.s == g.s);
    QCOMPARE(tokens(loaded, 0, Counter::Villagers), 2);
    // A position written before the tokens reads them as none.
    auto old =
        fx::position(R"({"kingdom": ["Village"], "players": [{"hand": [], "deck": []}, {}]})");
    QCOMPARE(tokens(old, 0, Counter::Coffers), 0);
    QCOMPARE(tokens(old, 0, Counter::Debt), 0);
  }

  void every_seat_sees_everyones_tokens() {
    auto g = fx::position(R"({"kingdom": ["Lackeys"], "players": [
      {"hand": [], "deck": [], "coffers": 3, "villagers": 2, "debt": 4}, {}], "turn": {"phase": "buy"}})");
    const View v = view(g, 1);
    QCOMPARE(v.players[0].counters[size_t(Counter::Coffers)], 3);
    QCOMPARE(v.players[0].counters[size_t(Counter::Villagers)], 2);
    QCOMPARE(v.players[0].counters[size_t(Counter::Debt)], 4);
  }

  void the_log_tells_tokens_taken_and_spent() {
    auto g = fx::position(R"({"kingdom": ["Engineer", "Candlestick Maker"], "players": [
      {"hand": ["Candlestick Maker", "Gold"], "deck": [], "coffers": 1}, {}]})");
    g.s.logEvents = true;
    MOVES(g, "play Candlestick Maker", "play treasures", "coffers 2", "buy Engineer", "pay debt 4");
    const std::string log = logOf(g);
    QVERIFY2(log.find("Player 1 gets +1 Coffers.") != std::string::npos, log.c_str());
    QVERIFY2(log.find("Player 1 spends 2 Coffers.\nPlayer 1 gets +$2.") != std::string::npos,
             log.c_str());
    QVERIFY2(log.find("Player 1 takes 4 Debt.") != std::string::npos, log.c_str());
    QVERIFY2(log.find("Player 1 pays off 4 Debt.") != std::string::npos, log.c_str());
  }
};

QTEST_APPLESS_MAIN(TokensTest)
#include "tokens_test.moc"
