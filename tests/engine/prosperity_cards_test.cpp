// Prosperity's Kingdom cards (those not proving a mechanism elsewhere: Watchtower, Talisman and
// Hoard are in triggers_test, Peddler in cost_cards_test, Trade Route in setup_test), with the
// rulings of the Card Reference (complete rules, chapter VI: "City ①", "Bank ②").
#include <algorithm>

#include "engine/log_text.hpp"
#include "engine/view.hpp"
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

  // Mint ① (②) and ⑥: gaining it by a buy trashes the Treasures in play, all at once; those
  // kept in hand stay.
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

  // Mint ①: the 2022 card's ability is when-gain: gaining it without buying it (Forge) trashes
  // the Treasures in play too.
  void gaining_mint_otherwise_trashes_the_treasures_in_play() {
    auto g = fx::position(R"({"kingdom": ["Mint", "Forge"], "players": [
      {"hand": ["Forge", "Silver", "Silver", "Estate"], "inPlay": ["Copper"], "deck": []}, {}]})");
    MOVES(g, "play Forge", "choose Silver, Estate", "choose Mint");
    SAME(names(g, 0, Zone::InPlay), "Forge");
    SAME(fx::sorted(fx::trash(g)), "Copper", "Estate", "Silver");
  }

  // Mint ①: a Treasure that is also a Duration (Astrolabe) stays in play and does its next-turn
  // part.
  void mint_leaves_duration_treasures_in_play() {
    auto g = fx::position(R"({"kingdom": ["Mint", "Astrolabe"], "players": [
      {"hand": ["Astrolabe", "Gold", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}], "turn": {"buys": 3}})");
    MOVES(g, "play treasures", "buy Mint");
    SAME(fx::sorted(fx::trash(g)), "Copper", "Gold");
    SAME(names(g, 0, Zone::InPlay), "Astrolabe");
    fx::endTurn(g);
    SAME(names(g, 0, Zone::InPlay), "Astrolabe");
  }

  // Mint ⑤: gaining Mint with Royal Seal in play triggers both when-gain abilities; the Mint may
  // go onto the deck even when Mint's trashes the Royal Seal first.
  void mint_trashing_royal_seal_first_still_lets_it_topdeck_the_mint() {
    auto g = fx::position(R"({"kingdom": ["Mint", "Royal Seal"], "players": [
      {"hand": ["Royal Seal", "Gold"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Mint");
    QCOMPARE(g.decision().id, Text::ChooseNextAbility);
    MOVES(g, "choose Mint");
    SAME(fx::sorted(fx::trash(g)), "Gold", "Royal Seal");
    QCOMPARE(g.decision().id, Text::MayTopdeckGained);
    MOVES(g, "choose Mint");
    SAME(names(g, 0, Zone::Deck), "Mint");
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

  // ---- Loan ---------------------------------------------------------------------------------

  // Loan ① (DIG FOR): reveals until a Treasure, which is trashed; the others are discarded.
  void loan_trashes_the_first_treasure_revealed_and_discards_the_others() {
    auto g = logged(R"({"kingdom": ["Loan"], "players": [
      {"hand": ["Loan"], "deck": ["Estate", "Duchy", "Copper", "Gold"]}, {}]})");
    MOVES(g, "play Loan");
    QCOMPARE(int(g.s.turn.coins), 1);
    QCOMPARE(g.decision().kind, DecisionKind::SelectOption);
    QCOMPARE(g.decision().id, Text::DiscardOrTrashRevealed);
    QCOMPARE(CardId(g.decision().args[0]), cards::Copper);
    MOVES(g, "choose Trash");
    SAME(fx::trash(g), "Copper");
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Duchy", "Estate");
    SAME(names(g, 0, Zone::Deck), "Gold");
    QVERIFY(logHas(g, "Player 1 trashes Copper."));
  }

  // Loan: or the Treasure is discarded, with the others.
  void loan_may_discard_the_treasure() {
    auto g = fx::position(R"({"kingdom": ["Loan"], "players": [
      {"hand": ["Loan"], "deck": ["Estate", "Silver", "Gold"]}, {}]})");
    MOVES(g, "play Loan", "choose Discard");
    QVERIFY(g.s.trash.empty());
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Estate", "Silver");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // Loan ① (DIG FOR): no Treasure in the deck and discard pile: the revealed cards are discarded,
  // nothing is asked.
  void loan_without_a_treasure_discards_what_it_revealed() {
    auto g = fx::position(R"({"kingdom": ["Loan"], "players": [
      {"hand": ["Loan"], "deck": ["Estate"], "discard": ["Duchy"]}, {}]})");
    MOVES(g, "play Loan");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Duchy", "Estate");
  }

  // ---- Venture ------------------------------------------------------------------------------

  // Venture ①②: digs for a Treasure, discards the others, then plays the Treasure.
  void venture_plays_the_first_treasure_revealed() {
    auto g = logged(R"({"kingdom": ["Venture"], "players": [
      {"hand": ["Venture"], "deck": ["Estate", "Gold", "Silver"]}, {}]})");
    MOVES(g, "play Venture");
    QCOMPARE(int(g.s.turn.coins), 1 + 3);
    SAME(fx::sorted(names(g, 0, Zone::InPlay)), "Gold", "Venture");
    SAME(names(g, 0, Zone::Discard), "Estate");
    SAME(names(g, 0, Zone::Deck), "Silver");
    QVERIFY(logHas(g, "Player 1 plays Gold."));
  }

  // Venture ②: a Venture found is played and digs again; a Treasure with an ability resolves.
  void venture_finding_a_venture_digs_again() {
    auto g = fx::position(R"({"kingdom": ["Venture"], "players": [
      {"hand": ["Venture"], "deck": ["Venture", "Curse", "Silver", "Gold"]}, {}]})");
    MOVES(g, "play Venture");
    QCOMPARE(int(g.s.turn.coins), 1 + 1 + 2);
    SAME(fx::sorted(names(g, 0, Zone::InPlay)), "Silver", "Venture", "Venture");
    SAME(names(g, 0, Zone::Discard), "Curse");
    SAME(names(g, 0, Zone::Deck), "Gold");
  }

  // Venture ① (DIG FOR): none found, the revealed cards are discarded; only its own $1.
  void venture_without_a_treasure_gives_its_own_coin() {
    auto g = fx::position(R"({"kingdom": ["Venture"], "players": [
      {"hand": ["Venture"], "deck": ["Estate", "Estate"]}, {}]})");
    MOVES(g, "play Venture");
    QCOMPARE(int(g.s.turn.coins), 1);
    SAME(names(g, 0, Zone::Discard), "Estate", "Estate");
  }

  // ---- Royal Seal ---------------------------------------------------------------------------

  // Royal Seal ①②: while it is in play, a gained card may go onto the deck.
  void royal_seal_may_put_a_bought_card_onto_the_deck() {
    auto g = logged(R"({"kingdom": ["Royal Seal"], "players": [
      {"hand": ["Royal Seal", "Silver"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play treasures");
    QCOMPARE(int(g.s.turn.coins), 4);
    g.s.turn.buys = 2;  // the turn goes on after the buy
    MOVES(g, "buy Silver");
    QCOMPARE(g.decision().id, Text::MayTopdeckGained);
    QCOMPARE(CardId(g.decision().args[0]), cards::Silver);
    MOVES(g, "choose Silver");
    QCOMPARE(g.cardOf(g.player(0).deck().back()), cards::Silver);
    QVERIFY(names(g, 0, Zone::Discard).empty());
  }

  // Royal Seal ①: or it stays in the discard pile; a card gained otherwise asks too.
  void royal_seal_may_leave_the_gained_card_where_it_is() {
    auto g = fx::position(R"({"kingdom": ["Royal Seal"], "players": [
      {"hand": ["Royal Seal"], "deck": ["Copper"]}, {}]})");
    toBuyPhase(g);
    g.s.turn.buys = 2;
    MOVES(g, "play Royal Seal", "buy Estate", "choose nothing");
    SAME(names(g, 0, Zone::Discard), "Estate");
    SAME(names(g, 0, Zone::Deck), "Copper");
  }

  // Royal Seal ③ (MOVE GAINED CARD): once the card has moved (Watchtower put it onto the deck),
  // Royal Seal loses track of it and asks nothing.
  void royal_seal_loses_track_of_a_card_moved_first() {
    auto g = fx::position(R"({"kingdom": ["Royal Seal", "Watchtower"], "players": [
      {"hand": ["Royal Seal", "Watchtower"], "deck": ["Copper"]}, {}]})");
    toBuyPhase(g);
    g.s.turn.buys = 2;
    MOVES(g, "play Royal Seal", "buy Estate");
    QCOMPARE(g.decision().id, Text::ChooseNextAbility);
    QCOMPARE(int(g.decision().choices.size()), 2);
    MOVES(g, "choose Watchtower", "choose Put it onto your deck");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QCOMPARE(g.cardOf(g.player(0).deck().back()), cards::Estate);
  }

  // ---- Counting House -----------------------------------------------------------------------

  // Any number of Coppers from the discard pile, revealed, into the hand.
  void counting_house_puts_chosen_coppers_from_the_discard_pile_into_the_hand() {
    auto g = logged(R"({"kingdom": ["Counting House"], "players": [
      {"hand": ["Counting House"], "deck": [], "discard": ["Copper", "Estate", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Counting House");
    ASKS(g, SelectCards, 0, 0, 3);
    QCOMPARE(g.decision().id, Text::CoppersFromDiscardToHand);
    MOVES(g, "choose Copper, Copper");
    SAME(hand(g, 0), "Copper", "Copper");
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Copper", "Estate");
    QVERIFY(logHas(g, "Player 1 reveals Copper."));
  }

  // No Copper in the discard pile: nothing to choose.
  void counting_house_without_coppers_asks_nothing() {
    auto g = fx::position(R"({"kingdom": ["Counting House"], "players": [
      {"hand": ["Counting House", "Copper"], "deck": [], "discard": ["Silver"]}, {}]})");
    MOVES(g, "play Counting House");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(hand(g, 0), "Copper");
  }

  // ---- Mountebank ---------------------------------------------------------------------------

  // +$2; a victim may discard a Curse instead of gaining a Curse and a Copper.
  void mountebank_victim_may_discard_a_curse_instead() {
    auto g = logged(R"({"kingdom": ["Mountebank"], "players": [
      {"hand": ["Mountebank"], "deck": []},
      {"hand": ["Curse", "Curse", "Estate"], "deck": []},
      {"hand": ["Curse"], "deck": []}]})");
    MOVES(g, "play Mountebank");
    QCOMPARE(int(g.s.turn.coins), 2);
    QCOMPARE(int(g.decision().player), 1);
    ASKS(g, SelectCards, 1, 0, 1);
    QCOMPARE(g.decision().id, Text::MayDiscardCurse);
    MOVES(g, "choose Curse");
    SAME(names(g, 1, Zone::Discard), "Curse");
    SAME(hand(g, 1), "Curse", "Estate");
    QCOMPARE(int(g.decision().player), 2);
    MOVES(g, "choose nothing");
    SAME(fx::sorted(names(g, 2, Zone::Discard)), "Copper", "Curse");
    SAME(hand(g, 2), "Curse");
    QVERIFY(logHas(g, "Player 2 discards Curse."));
    QVERIFY(logHas(g, "Player 3 gains Curse."));
  }

  // A victim without a Curse in hand gains a Curse, then a Copper, without a question.
  void mountebank_victim_without_a_curse_gains_a_curse_and_a_copper() {
    auto g = fx::position(R"({"kingdom": ["Mountebank"], "players": [
      {"hand": ["Mountebank"], "deck": []}, {"hand": ["Estate"], "deck": []}]})");
    MOVES(g, "play Mountebank");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(names(g, 1, Zone::Discard), "Copper", "Curse");  // the Copper gained last, on top
  }

  // Mountebank ①: no Curse left, the victim still gains a Copper (and the other way round).
  void mountebank_gains_a_copper_when_the_curses_are_gone() {
    auto g = fx::position(R"({"kingdom": ["Mountebank"], "supply": {"Curse": 0, "Copper": 1},
      "players": [{"hand": ["Mountebank"], "deck": []}, {"hand": [], "deck": []}, {"hand": [], "deck": []}]})");
    MOVES(g, "play Mountebank");
    SAME(names(g, 1, Zone::Discard), "Copper");
    QVERIFY(names(g, 2, Zone::Discard).empty());
    auto h = fx::position(R"({"kingdom": ["Mountebank"], "supply": {"Copper": 0},
      "players": [{"hand": ["Mountebank"], "deck": []}, {"hand": [], "deck": []}]})");
    MOVES(h, "play Mountebank");
    SAME(names(h, 1, Zone::Discard), "Curse");
  }

  // An Attack: a Moat keeps its owner out of it.
  void mountebank_is_stopped_by_moat() {
    auto g = fx::position(R"({"kingdom": ["Mountebank", "Moat"], "players": [
      {"hand": ["Mountebank"], "deck": []}, {"hand": ["Moat"], "deck": []}]})");
    MOVES(g, "play Mountebank", "choose Moat");
    QVERIFY(names(g, 1, Zone::Discard).empty());
  }

  // ---- Goons --------------------------------------------------------------------------------

  // Goons ①: +1 Buy, +$2, and each other player discards down to 3.
  void goons_makes_the_others_discard_down_to_three() {
    auto g = fx::position(R"({"kingdom": ["Goons"], "players": [
      {"hand": ["Goons"], "deck": []}, {"hand": ["Copper", "Copper", "Estate", "Silver", "Gold"], "deck": []}]})");
    MOVES(g, "play Goons");
    QCOMPARE(int(g.s.turn.buys), 2);
    QCOMPARE(int(g.s.turn.coins), 2);
    QCOMPARE(g.decision().id, Text::DiscardDownTo);
    MOVES(g, "choose Copper, Estate");
    SAME(hand(g, 1), "Copper", "Gold", "Silver");
  }

  // Goons ②: +1 VP for each card bought while it is in play; two Goons, two tokens a buy.
  void goons_gives_a_victory_point_token_per_card_bought() {
    auto g = logged(R"({"kingdom": ["Goons", "Throne Room"], "players": [
      {"hand": [], "inPlay": ["Goons", "Goons"], "deck": []}, {}], "turn": {"phase": "buy", "buys": 3, "coins": 2}})");
    MOVES(g, "buy Copper");
    QCOMPARE(g.decision().id, Text::ChooseNextAbility);  // two Goons: which first
    MOVES(g, "choose Goons");
    QCOMPARE(int(g.player(0).counter(Counter::VP)), 2);
    MOVES(g, "buy Copper", "choose Goons");
    QCOMPARE(int(g.player(0).counter(Counter::VP)), 4);
    QVERIFY(logHas(g, "Player 1 gets +1 VP."));
  }

  // Goons ③: a card gained without buying it gives no token.
  void goons_gives_nothing_for_a_card_gained_otherwise() {
    auto g = fx::position(R"({"kingdom": ["Goons", "Workshop", "Village"], "players": [
      {"hand": ["Goons", "Village", "Workshop"], "deck": []}, {"hand": [], "deck": []}]})");
    MOVES(g, "play Village", "play Goons", "play Workshop", "choose Silver");
    QCOMPARE(int(g.player(0).counter(Counter::VP)), 0);
  }

  // ---- Contraband ---------------------------------------------------------------------------

  // Contraband ①: $3 and +1 Buy; the player to the left names a card, which can't be bought
  // this turn. The named card is saved with the turn and shown in the view.
  void contraband_forbids_buying_the_card_named_by_the_next_player() {
    auto g = logged(R"({"kingdom": ["Contraband"], "players": [
      {"hand": ["Contraband", "Gold", "Gold"], "deck": []}, {}, {}]})");
    MOVES(g, "play Contraband");
    QCOMPARE(int(g.s.turn.coins), 3);
    QCOMPARE(int(g.s.turn.buys), 2);
    ASKS(g, NameCard, 1, 1, 1);
    QCOMPARE(g.decision().id, Text::NameCardTheyCantBuy);
    MOVES(g, "name Province");
    QVERIFY(logHas(g, "Player 2 names Province."));
    MOVES(g, "play Gold", "play Gold");
    QCOMPARE(int(g.s.turn.coins), 9);
    const std::string refused = fx::tryMove(g, "buy Province");
    QVERIFY(refused.find("can't be bought") != std::string::npos);
    for (const Move& m : g.legalMoves(100).moves)
      QVERIFY(!(m.kind == MoveKind::Buy && m.arg == g.pileIndex(cards::Province)));
    const View v = view(g, 0);
    QCOMPARE(int(v.cannotBuy.size()), 1);
    QCOMPARE(v.cannotBuy[0], cards::Province);
    QVERIFY(v.supply[size_t(g.pileIndex(cards::Province))].buyForbidden);
    // The named card round-trips in positions.
    const Game back = loadPosition(savePosition(g));
    QCOMPARE(int(back.s.turn.cannotBuy.size()), 1);
    QCOMPARE(back.s.turn.cannotBuy[0], cards::Province);
    MOVES(g, "buy Gold");
    SAME(names(g, 0, Zone::Discard), "Gold");
  }

  // Contraband ④: no Treasure may be played after buying a card, so the card named is known
  // before the buy.
  void contraband_cannot_be_played_after_buying() {
    auto g = fx::position(R"({"kingdom": ["Contraband"], "players": [
      {"hand": ["Gold", "Contraband"], "deck": []}, {}], "turn": {"phase": "buy", "buys": 2}})");
    MOVES(g, "play Gold", "buy Silver");
    QVERIFY(!fx::tryMove(g, "play Contraband").empty());
  }

  // Contraband ②: the named card may still be gained otherwise; the ban ends with the turn.
  void contraband_card_named_can_be_gained_otherwise_and_bought_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Contraband", "Workshop"], "players": [
      {"hand": ["Workshop", "Contraband"], "deck": []}, {}]})");
    MOVES(g, "play Workshop", "choose Silver", "play Contraband", "name Silver");
    QVERIFY(!fx::tryMove(g, "buy Silver").empty());
    SAME(names(g, 0, Zone::Discard), "Silver");
    endTurn(g);
    QVERIFY(g.s.turn.cannotBuy.empty());
  }

  // Contraband ① (NAME A CARD): any card, but no Event or Project; two plays forbid two cards.
  void contraband_names_any_card_but_no_landscape() {
    auto g = fx::position(R"({"kingdom": ["Contraband"], "landscapes": ["Alms"], "players": [
      {"hand": ["Contraband", "Contraband"], "deck": []}, {}]})");
    MOVES(g, "play Contraband");
    const auto& offered = g.decision().choices;
    QVERIFY(std::find(offered.begin(), offered.end(), int32_t(id("Alms"))) == offered.end());
    QVERIFY(std::find(offered.begin(), offered.end(), int32_t(id("Witch"))) != offered.end());
    QVERIFY(!fx::tryMove(g, "name Alms").empty());
    MOVES(g, "name Gold", "play Contraband", "name Duchy");
    QVERIFY(!fx::tryMove(g, "buy Gold").empty());
    QVERIFY(!fx::tryMove(g, "buy Duchy").empty());
    MOVES(g, "buy Silver");
  }

  // Contraband ③: "play treasures" plays Contraband first, so the card is named before the
  // other Treasures are seen.
  void play_treasures_plays_contraband_first() {
    auto g = logged(R"({"kingdom": ["Contraband"], "players": [
      {"hand": ["Gold", "Contraband", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play treasures");
    QCOMPARE(g.decision().kind, DecisionKind::NameCard);
    SAME(names(g, 0, Zone::InPlay), "Contraband");
    MOVES(g, "name Gold");
    QCOMPARE(int(g.s.turn.coins), 3 + 3 + 2);
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
