// Prosperity's Kingdom cards (those not proving a mechanism elsewhere: Watchtower, Talisman and
// Hoard are in triggers_test, Peddler in cost_cards_test, Trade Route in setup_test), with the
// rulings of the Card Reference (complete rules, chapter VI: "City ①", "Bank ②").
#include <algorithm>

#include "engine/log_text.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::endTurn;
using fx::id;
using fx::logged;
using fx::logHas;
using fx::names;

namespace {

std::vector<std::string> hand(const Game& g, PlayerId p) {
  return fx::sorted(names(g, p, Zone::Hand));
}

// Leaves the Action phase if the game is in it.
void toBuyPhase(Game& g) {
  if (g.decision().kind == DecisionKind::ActionPhase) QVERIFY(g.apply(Move::end()));
}

}  // namespace

class ProsperityCardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- City ---------------------------------------------------------------------------------

  // With no empty Supply pile, City is a village: +1 Card +2 Actions.
  void city_without_empty_piles_is_a_village() {
    auto g = fx::position(R"({"kingdom": ["City"], "players": [
      {"hand": ["City"], "deck": ["Copper", "Silver", "Gold"]}, {}]})");
    MOVES(g, "play City");
    SAME(hand(g, 0), "Copper");
    QCOMPARE(int(g.s.turn.actions), 2);
    QCOMPARE(int(g.s.turn.buys), 1);
    QCOMPARE(int(g.s.turn.coins), 0);
  }

  // One empty Supply pile: +1 Card more.
  void city_with_one_empty_pile_draws_another_card() {
    auto g = fx::position(R"({"kingdom": ["City", "Village"], "supply": {"Village": 0}, "players": [
      {"hand": ["City"], "deck": ["Copper", "Silver", "Gold"]}, {}]})");
    MOVES(g, "play City");
    SAME(hand(g, 0), "Copper", "Silver");
    QCOMPARE(int(g.s.turn.buys), 1);
    QCOMPARE(int(g.s.turn.coins), 0);
  }

  // City ①: two or more empty piles give all three bonuses.
  void city_with_two_empty_piles_gives_all_three_bonuses() {
    auto g = fx::position(R"({"kingdom": ["City", "Village"], "supply": {"Village": 0, "Curse": 0},
      "players": [{"hand": ["City"], "deck": ["Copper", "Silver", "Gold"]}, {}]})");
    MOVES(g, "play City");
    SAME(hand(g, 0), "Copper", "Silver");
    QCOMPARE(int(g.s.turn.actions), 2);
    QCOMPARE(int(g.s.turn.buys), 2);
    QCOMPARE(int(g.s.turn.coins), 1);
  }

  // City ①: the piles are counted at each play (EFFECTS ARE IMMEDIATE): a pile emptied between
  // two Cities counts for the second only.
  void city_counts_the_empty_piles_each_time_it_is_played() {
    auto g = fx::position(R"({"kingdom": ["City", "Workshop"], "supply": {"Estate": 1},
      "players": [{"hand": ["City", "Workshop", "City"], "deck": ["Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play City");
    QCOMPARE(int(names(g, 0, Zone::Hand).size()), 3);
    MOVES(g, "play Workshop", "choose Estate", "play City");
    QCOMPARE(int(names(g, 0, Zone::Hand).size()), 3);  // +1 Card, +1 Card: one for the empty pile
    QCOMPARE(int(g.s.turn.buys), 1);
  }

  // ---- Grand Market -------------------------------------------------------------------------

  void grand_market_gives_a_card_an_action_a_buy_and_two_coins() {
    auto g = fx::position(R"({"kingdom": ["Grand Market"], "players": [
      {"hand": ["Grand Market"], "deck": ["Estate"]}, {}]})");
    MOVES(g, "play Grand Market");
    SAME(hand(g, 0), "Estate");
    QCOMPARE(int(g.s.turn.actions), 1);
    QCOMPARE(int(g.s.turn.buys), 2);
    QCOMPARE(int(g.s.turn.coins), 2);
  }

  // Grand Market ①: with a Copper in play it can't be bought; the Coppers need not be played.
  void grand_market_cannot_be_bought_with_a_copper_in_play() {
    auto g = fx::position(R"({"kingdom": ["Grand Market"], "players": [
      {"hand": ["Gold", "Gold", "Copper"], "deck": []}, {}]})");
    toBuyPhase(g);
    MOVES(g, "play Gold", "play Gold");
    QVERIFY(fx::tryMove(g, "buy Grand Market").empty());
    auto h = fx::position(R"({"kingdom": ["Grand Market"], "players": [
      {"hand": ["Gold", "Silver", "Copper"], "deck": []}, {}]})");
    MOVES(h, "play treasures");
    const std::string refused = fx::tryMove(h, "buy Grand Market");
    QVERIFY(refused.find("can't be bought") != std::string::npos);
    for (const Move& m : h.legalMoves(100).moves)
      QVERIFY(!(m.kind == MoveKind::Buy && m.arg == h.pileIndex(id("Grand Market"))));
    MOVES(h, "buy Gold");
  }

  // Grand Market ②: the cards in play count; a played Copper trashed is no longer in play.
  void grand_market_can_be_bought_once_the_played_copper_is_trashed() {
    auto g = fx::position(R"({"kingdom": ["Grand Market", "Mint"], "players": [
      {"hand": ["Gold", "Copper", "Copper", "Silver"], "deck": []}, {}]})");
    toBuyPhase(g);
    MOVES(g, "play treasures");
    QCOMPARE(int(g.s.turn.coins), 7);
    g.s.turn.buys = 3;     // the turn goes on after both buys
    MOVES(g, "buy Mint");  // trashes the Treasures in play (1st edition)
    g.s.turn.coins = 6;
    MOVES(g, "buy Grand Market");
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Grand Market", "Mint");
  }

  // Only buying is forbidden: Grand Market can be gained otherwise (Forge).
  void grand_market_can_be_gained_with_a_copper_in_play() {
    auto g = fx::position(R"({"kingdom": ["Grand Market", "Forge"], "players": [
      {"hand": ["Forge", "Silver", "Silver", "Estate"], "inPlay": ["Copper"], "deck": []}, {}]})");
    MOVES(g, "play Forge", "choose Silver, Silver", "choose Grand Market");
    SAME(names(g, 0, Zone::Discard), "Grand Market");
  }

  // ---- Forge --------------------------------------------------------------------------------

  // Forge: the trashed cards' total cost, exactly ($2 + $3 = $5).
  void forge_gains_a_card_costing_exactly_the_total() {
    auto g = fx::logged(R"({"kingdom": ["Forge", "Market", "Smithy", "Laboratory"], "players": [
      {"hand": ["Forge", "Estate", "Silver", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Forge");
    ASKS(g, SelectCards, 0, 0, 3);
    MOVES(g, "choose Estate, Silver");
    QCOMPARE(g.decision().kind, DecisionKind::SelectPile);
    QCOMPARE(g.decision().id, Text::GainCostingExactly);
    const auto& offered = g.decision().choices;
    QVERIFY(std::find(offered.begin(), offered.end(), g.pileIndex(id("Smithy"))) == offered.end());
    MOVES(g, "choose Laboratory");
    SAME(fx::sorted(fx::trash(g)), "Estate", "Silver");
    SAME(names(g, 0, Zone::Discard), "Laboratory");
    QVERIFY(logHas(g, "Player 1 gains Laboratory."));
  }

  // Forge ①: nothing trashed, a card costing $0 must be gained.
  void forge_trashing_nothing_gains_a_card_costing_zero() {
    auto g = fx::position(R"({"kingdom": ["Forge"], "players": [
      {"hand": ["Forge", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play Forge", "choose nothing", "choose Copper");
    SAME(names(g, 0, Zone::Discard), "Copper");
  }

  // Forge ②: no card of that cost in the Supply, nothing gained ($6 + $3: none costs $9).
  void forge_gains_nothing_when_no_card_has_that_cost() {
    auto g = fx::position(R"({"kingdom": ["Forge"], "players": [
      {"hand": ["Forge", "Gold", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play Forge", "choose Gold, Silver");
    SAME(fx::sorted(fx::trash(g)), "Gold", "Silver");
    QVERIFY(names(g, 0, Zone::Discard).empty());
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // Forge ③: a cost reduction lowers each trashed card's cost ($1 less: Silver $2, Estate $1,
  // and the only card costing $3 now is Smithy, gained without a question).
  void forge_reads_the_reduced_costs() {
    auto g = fx::position(R"({"kingdom": ["Forge", "Smithy"], "players": [
      {"hand": ["Forge", "Silver", "Estate"], "deck": []}, {}], "turn": {"costReduction": 1}})");
    QCOMPARE(g.cost(cards::Silver), Cost(2));
    MOVES(g, "play Forge", "choose Silver, Estate");
    SAME(names(g, 0, Zone::Discard), "Smithy");
  }

  // ---- Mint ---------------------------------------------------------------------------------

  // Mint ④: gains a copy of the revealed Treasure.
  void mint_gains_a_copy_of_a_revealed_treasure() {
    auto g = fx::logged(R"({"kingdom": ["Mint"], "players": [
      {"hand": ["Mint", "Gold", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Mint");
    QCOMPARE(g.decision().id, Text::MayRevealTreasureToCopy);
    MOVES(g, "choose Gold");
    SAME(names(g, 0, Zone::Discard), "Gold");
    SAME(hand(g, 0), "Copper", "Gold");
    QVERIFY(logHas(g, "Player 1 reveals Gold."));
  }

  void mint_may_reveal_nothing() {
    auto g = fx::position(R"({"kingdom": ["Mint"], "players": [
      {"hand": ["Mint", "Gold"], "deck": []}, {}]})");
    MOVES(g, "play Mint", "choose nothing");
    QVERIFY(names(g, 0, Zone::Discard).empty());
  }

  // Mint ⑧ (②) and ⑩: buying it trashes the Treasures in play, all at once; those kept in hand
  // stay.
  void buying_mint_trashes_the_treasures_in_play() {
    auto g = fx::logged(R"({"kingdom": ["Mint", "Village"], "players": [
      {"hand": ["Gold", "Silver", "Copper"], "inPlay": ["Village"], "deck": []}, {}]})");
    toBuyPhase(g);
    g.s.turn.buys = 2;  // the turn goes on after the buy
    MOVES(g, "play Gold", "play Silver", "buy Mint");
    SAME(fx::sorted(fx::trash(g)), "Gold", "Silver");
    SAME(names(g, 0, Zone::InPlay), "Village");
    SAME(names(g, 0, Zone::Discard), "Mint");
    SAME(hand(g, 0), "Copper");
  }

  // Gaining Mint without buying it trashes nothing (the 1st edition's when-buy).
  void gaining_mint_otherwise_trashes_nothing() {
    auto g = fx::position(R"({"kingdom": ["Mint", "Forge"], "players": [
      {"hand": ["Forge", "Silver", "Silver", "Estate"], "inPlay": ["Copper"], "deck": []}, {}]})");
    MOVES(g, "play Forge", "choose Silver, Estate", "choose Mint");
    SAME(names(g, 0, Zone::InPlay), "Copper", "Forge");
  }

  // ---- Vault --------------------------------------------------------------------------------

  // +2 Cards, then +$1 per card discarded.
  void vault_gives_a_coin_per_card_discarded() {
    auto g = fx::position(R"({"kingdom": ["Vault"], "players": [
      {"hand": ["Vault", "Estate", "Estate", "Copper"], "deck": ["Curse", "Silver"]}, {"hand": []}]})");
    MOVES(g, "play Vault");
    QCOMPARE(g.decision().id, Text::DiscardAnyForCoins);
    MOVES(g, "choose Estate, Estate, Curse");
    QCOMPARE(int(g.s.turn.coins), 3);
    SAME(hand(g, 0), "Copper", "Silver");
  }

  // Vault ①: another player may discard 2 cards, then draws one.
  void vault_lets_each_other_player_discard_two_to_draw_one() {
    auto g = fx::position(R"({"kingdom": ["Vault"], "players": [
      {"hand": ["Vault"], "deck": ["Copper", "Copper"]},
      {"hand": ["Estate", "Estate", "Gold"], "deck": ["Silver"]},
      {"hand": ["Province", "Duchy"], "deck": ["Gold"]}]})");
    MOVES(g, "play Vault", "choose nothing");
    QCOMPARE(int(g.decision().player), 1);
    QCOMPARE(g.decision().id, Text::MayDiscardTwoToDraw);
    MOVES(g, "choose Discard 2 cards", "choose Estate, Estate");
    SAME(hand(g, 1), "Gold", "Silver");
    QCOMPARE(int(g.decision().player), 2);
    MOVES(g, "choose Don't discard");
    SAME(hand(g, 2), "Duchy", "Province");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // Vault ① ("DO X FOR"): choosing to discard with a single card discards it and draws nothing.
  void vault_with_one_card_discards_it_and_draws_nothing() {
    auto g = fx::position(R"({"kingdom": ["Vault"], "players": [
      {"hand": ["Vault"], "deck": ["Copper", "Copper"]}, {"hand": ["Estate"], "deck": ["Silver"]}]})");
    MOVES(g, "play Vault", "choose nothing", "choose Discard 2 cards");
    QVERIFY(names(g, 1, Zone::Hand).empty());
    SAME(names(g, 1, Zone::Discard), "Estate");
  }

  // ---- Bank ---------------------------------------------------------------------------------

  // Bank ①②: +$1 per Treasure in play when it is played, counting itself.
  void bank_gives_a_coin_per_treasure_in_play_counting_itself() {
    auto g = fx::position(R"({"kingdom": ["Bank"], "players": [
      {"hand": ["Bank", "Copper", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play Copper", "play Silver", "play Bank");
    QCOMPARE(int(g.s.turn.coins), 3 + 3);
  }

  // Bank ①: Treasures played after it add nothing to it.
  void bank_played_first_counts_only_itself() {
    auto g = fx::position(R"({"kingdom": ["Bank"], "players": [
      {"hand": ["Bank", "Copper", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play Bank", "play Copper", "play Silver");
    QCOMPARE(int(g.s.turn.coins), 1 + 3);
  }

  // Bank ②: "play treasures" plays the other Treasures first, whatever the hand's order.
  void play_treasures_plays_bank_after_the_other_treasures() {
    auto g = logged(R"({"kingdom": ["Bank"], "players": [
      {"hand": ["Bank", "Copper", "Bank", "Gold"], "deck": []}, {}]})");
    MOVES(g, "play treasures");
    QCOMPARE(int(g.s.turn.coins), 1 + 3 + 3 + 4);
    QVERIFY(logHas(g, "Player 1 gets +$4."));
  }

  // ---- Monument -----------------------------------------------------------------------------

  // +$2 and a VP token, which counts in the score and reads in the log.
  void monument_gives_two_coins_and_a_victory_point_token() {
    auto g = logged(R"({"kingdom": ["Monument"], "players": [
      {"hand": ["Monument"], "deck": []}, {}]})");
    const int before = g.score(0);
    MOVES(g, "play Monument");
    QCOMPARE(int(g.s.turn.coins), 2);
    QCOMPARE(int(g.player(0).counter(Counter::VP)), 1);
    QCOMPARE(g.score(0), before + 1);
    QVERIFY(logHas(g, "Player 1 gets +1 VP."));
  }

  // Played twice (Throne Room): two tokens.
  void monument_played_twice_gives_two_tokens() {
    auto g = fx::position(R"({"kingdom": ["Monument", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Monument"], "deck": []}, {}]})");
    MOVES(g, "play Throne Room", "choose Monument");
    QCOMPARE(int(g.s.turn.coins), 4);
    QCOMPARE(int(g.player(0).counter(Counter::VP)), 2);
  }

  // ---- Worker's Village ---------------------------------------------------------------------

  void workers_village_gives_a_card_two_actions_and_a_buy() {
    auto g = fx::position(R"({"kingdom": ["Worker\u0027s Village"], "players": [
      {"hand": ["Worker\u0027s Village"], "deck": ["Silver"]}, {}]})");
    MOVES(g, "play Worker's Village");
    SAME(hand(g, 0), "Silver");
    QCOMPARE(int(g.s.turn.actions), 2);
    QCOMPARE(int(g.s.turn.buys), 2);
  }

  // ---- Expand -------------------------------------------------------------------------------

  // Expand ①: "remodel" into a card costing up to $3 more (an Estate into a $5).
  void expand_gains_a_card_costing_up_to_three_more() {
    auto g = fx::position(R"({"kingdom": ["Expand", "Market", "Laboratory"], "players": [
      {"hand": ["Expand", "Estate", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Expand", "choose Estate");
    QCOMPARE(g.decision().kind, DecisionKind::SelectPile);
    const auto& offered = g.decision().choices;
    QVERIFY(std::find(offered.begin(), offered.end(), g.pileIndex(id("Market"))) != offered.end());
    QVERIFY(std::find(offered.begin(), offered.end(), g.pileIndex(id("Gold"))) == offered.end());
    MOVES(g, "choose Laboratory");
    SAME(fx::trash(g), "Estate");
    SAME(names(g, 0, Zone::Discard), "Laboratory");
  }

  // Expand ①: with nothing to trash, nothing is gained.
  void expand_with_an_empty_hand_gains_nothing() {
    auto g = fx::position(R"({"kingdom": ["Expand"], "players": [
      {"hand": ["Expand"], "deck": []}, {}]})");
    MOVES(g, "play Expand");
    QVERIFY(names(g, 0, Zone::Discard).empty());
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // ---- King's Court -------------------------------------------------------------------------

  // King's Court ①: PLAY A CARD MULTIPLE TIMES, three times.
  void kings_court_plays_an_action_three_times() {
    auto g = fx::position(R"({"kingdom": ["King\u0027s Court", "Smithy"], "players": [
      {"hand": ["King\u0027s Court", "Smithy"], "deck": ["Copper", "Copper", "Copper", "Silver", "Silver", "Silver", "Gold", "Gold", "Gold", "Estate"]}, {}]})");
    MOVES(g, "play King's Court");
    ASKS(g, SelectCards, 0, 0, 1);
    QCOMPARE(g.decision().id, Text::MayPlayActionThreeTimes);
    MOVES(g, "choose Smithy");
    QCOMPARE(int(names(g, 0, Zone::Hand).size()), 9);
    SAME(fx::sorted(names(g, 0, Zone::InPlay)), "King's Court", "Smithy");
  }

  // King's Court ①: optional, like Throne Room in the 2nd edition.
  void kings_court_may_play_nothing() {
    auto g = fx::position(R"({"kingdom": ["King\u0027s Court", "Smithy"], "players": [
      {"hand": ["King\u0027s Court", "Smithy"], "deck": []}, {}]})");
    MOVES(g, "play King's Court", "choose nothing");
    SAME(hand(g, 0), "Smithy");
  }

  // King's Court on King's Court: three Actions, each played three times.
  void kings_court_on_kings_court_plays_three_cards_three_times() {
    auto g = fx::position(R"({"kingdom": ["King\u0027s Court", "Monument", "Village"], "players": [
      {"hand": ["King\u0027s Court", "King\u0027s Court", "Monument", "Monument", "Monument"], "deck": []}, {}]})");
    MOVES(g, "play King's Court", "choose King's Court", "choose Monument", "choose Monument",
          "choose Monument");
    QCOMPARE(int(g.player(0).counter(Counter::VP)), 9);
    QCOMPARE(int(g.s.turn.coins), 18);
  }

  // PLAY A CARD MULTIPLE TIMES: the later plays happen even when the card left play (Feast
  // trashes itself the first time: three gains).
  void kings_court_replays_a_card_that_left_play() {
    auto g = fx::position(R"({"kingdom": ["King\u0027s Court", "Feast", "Village"], "players": [
      {"hand": ["King\u0027s Court", "Feast"], "deck": []}, {}]})");
    MOVES(g, "play King's Court", "choose Feast", "choose Village", "choose Village",
          "choose Village");
    SAME(fx::trash(g), "Feast");
    SAME(names(g, 0, Zone::Discard), "Village", "Village", "Village");
  }

  // A Duration it played keeps King's Court in play until the Duration leaves (shared with
  // Throne Room, rules: "Playing a Duration card multiple times").
  void kings_court_stays_in_play_with_a_duration() {
    auto g = fx::position(R"({"kingdom": ["King\u0027s Court", "Caravan"], "players": [
      {"hand": ["King\u0027s Court", "Caravan"],
       "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]},
      {}]})");
    MOVES(g, "play King's Court", "choose Caravan");
    endTurn(g);
    SAME(fx::sorted(names(g, 0, Zone::InPlay)), "Caravan", "King's Court");
    endTurn(g);
    QCOMPARE(int(names(g, 0, Zone::Hand).size()), 8);  // 5 and the Caravan's three cards
  }
};

QTEST_APPLESS_MAIN(ProsperityCardsTest)
#include "prosperity_cards_test.moc"
