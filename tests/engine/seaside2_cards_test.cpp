// Scenario tests for Seaside's cards of batch A (Cutpurse, Lookout, Salvager, Treasury, Smugglers,
// Sea Chart, Treasure Map; and Pearl Diver, Navigator, Explorer, Sea Hag, removed with the 1st
// edition), with the rulings of the Card Reference (complete rules, chapter VI: "Card ①").
#include <algorithm>

#include "engine/log_text.hpp"
#include "engine/position.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::endTurn;
using fx::gained;
using fx::logged;
using fx::logHas;
using fx::names;
using fx::sorted;

namespace {

std::vector<std::string> hand(const Game& g, PlayerId p) { return sorted(names(g, p, Zone::Hand)); }

}  // namespace

class Seaside2CardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Cutpurse ------------------------------------------------------------------------------

  // +$2; the other player discards a Copper (one of them: nothing to choose).
  void cutpurse_makes_each_other_player_discard_a_copper() {
    auto g = logged(R"({"kingdom": ["Cutpurse"], "players": [
      {"hand": ["Cutpurse"]}, {"hand": ["Copper", "Copper", "Estate", "Silver", "Gold"]}, {"hand": ["Estate", "Copper"]}]})");
    MOVES(g, "play Cutpurse");
    QCOMPARE(int(g.s.turn.coins), 2);
    SAME(names(g, 1, Zone::Discard), "Copper");
    SAME(hand(g, 1), "Copper", "Estate", "Gold", "Silver");
    SAME(names(g, 2, Zone::Discard), "Copper");
    QVERIFY(logHas(g, "Player 2 discards Copper."));
  }

  // A hand with no Copper is revealed instead, and kept.
  void cutpurse_victim_without_copper_reveals_the_hand() {
    auto g = logged(R"({"kingdom": ["Cutpurse"], "players": [
      {"hand": ["Cutpurse"]}, {"hand": ["Estate", "Silver"]}]})");
    MOVES(g, "play Cutpurse");
    QVERIFY(names(g, 1, Zone::Discard).empty());
    SAME(hand(g, 1), "Estate", "Silver");
    QVERIFY(logHas(g, "Player 2 reveals Estate."));
    QVERIFY(logHas(g, "Player 2 reveals Silver."));
  }

  // An Attack: Moat keeps the Copper.
  void moat_blocks_cutpurse() {
    auto g = fx::position(R"({"kingdom": ["Cutpurse", "Moat"], "players": [
      {"hand": ["Cutpurse"]}, {"hand": ["Moat", "Copper"]}]})");
    MOVES(g, "play Cutpurse", "choose Moat");
    SAME(hand(g, 1), "Copper", "Moat");
  }

  // ---- Lookout -------------------------------------------------------------------------------

  // Of the top 3: one trashed, then one discarded, then the last back on top (Lookout ②).
  void lookout_trashes_one_discards_one_and_puts_one_back() {
    auto g = fx::position(R"({"kingdom": ["Lookout"], "players": [
      {"hand": ["Lookout"], "deck": ["Estate", "Copper", "Gold", "Silver"]}, {}]})");
    MOVES(g, "play Lookout");
    QCOMPARE(int(g.s.turn.actions), 1);
    ASKS(g, SelectCards, 0, 1, 1);
    QCOMPARE(g.decision().id, Text::TrashOneOfThese);
    MOVES(g, "choose Estate");
    ASKS(g, SelectCards, 0, 1, 1);
    QCOMPARE(g.decision().id, Text::DiscardOneOfThese);
    MOVES(g, "choose Copper");
    SAME(fx::trash(g), "Estate");
    SAME(names(g, 0, Zone::Discard), "Copper");
    SAME(names(g, 0, Zone::Deck), "Gold", "Silver");
    QVERIFY(names(g, 0, Zone::Aside).empty());
  }

  // Lookout ①: with only 2 cards to look at, one is trashed and the other discarded.
  void lookout_with_two_cards_trashes_one_and_discards_the_other() {
    auto g = fx::position(R"({"kingdom": ["Lookout"], "players": [
      {"hand": ["Lookout"], "deck": ["Estate", "Silver"]}, {}]})");
    MOVES(g, "play Lookout", "choose Estate");
    SAME(fx::trash(g), "Estate");
    SAME(names(g, 0, Zone::Discard), "Silver");
    QVERIFY(names(g, 0, Zone::Deck).empty());
  }

  // Lookout ①: with only 1 card to look at, it is trashed.
  void lookout_with_one_card_trashes_it() {
    auto g = fx::position(R"({"kingdom": ["Lookout"], "players": [
      {"hand": ["Lookout"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Lookout");
    SAME(fx::trash(g), "Gold");
    QVERIFY(names(g, 0, Zone::Deck).empty());
  }

  // ---- Salvager ------------------------------------------------------------------------------

  // +1 Buy; the trashed card's cost in coins.
  void salvager_gives_coins_equal_to_the_trashed_cards_cost() {
    auto g = fx::position(R"({"kingdom": ["Salvager"], "players": [
      {"hand": ["Salvager", "Gold", "Estate"]}, {}]})");
    MOVES(g, "play Salvager", "choose Gold");
    SAME(fx::trash(g), "Gold");
    QCOMPARE(int(g.s.turn.coins), 6);
    QCOMPARE(int(g.s.turn.buys), 2);
  }

  // Salvager ①: +1 Buy with nothing to trash.
  void salvager_with_an_empty_hand_still_gives_a_buy() {
    auto g = fx::position(R"({"kingdom": ["Salvager"], "players": [{"hand": ["Salvager"]}, {}]})");
    MOVES(g, "play Salvager");
    QCOMPARE(int(g.s.turn.buys), 2);
    QCOMPARE(int(g.s.turn.coins), 0);
  }

  // Salvager ②: a cost reduction gives less (Highway in play: a Gold costs $5).
  void salvager_reads_the_cost_with_reductions() {
    auto g = fx::position(R"({"kingdom": ["Salvager", "Highway"], "players": [
      {"hand": ["Highway", "Salvager", "Gold"], "deck": ["Estate"]}, {}]})");
    MOVES(g, "play Highway", "play Salvager", "choose Gold");
    QCOMPARE(int(g.s.turn.coins), 5);
  }

  // ---- Treasury ------------------------------------------------------------------------------

  // Treasury ① (2022): at the end of the Buy phase with no Victory card gained in it, it may go
  // onto the deck: it is in the next hand.
  void treasury_goes_onto_the_deck_after_a_buy_phase_without_victory_cards() {
    auto g = fx::position(R"({"kingdom": ["Treasury"], "players": [
      {"hand": ["Treasury", "Copper", "Copper", "Copper", "Copper"],
       "deck": ["Estate", "Estate", "Estate", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Treasury");
    QCOMPARE(int(g.s.turn.coins), 1);
    MOVES(g, "play treasures", "buy Silver");
    ASKS(g, SelectCards, 0, 0, 1);
    QCOMPARE(g.decision().id, Text::MayTopdeckCard);
    QCOMPARE(g.decision().asking, fx::id("Treasury"));
    MOVES(g, "choose Treasury");
    QCOMPARE(int(g.current()), 1);
    SAME(hand(g, 0), "Estate", "Estate", "Estate", "Estate", "Treasury");
  }

  // "You may": declined, it is discarded in Clean-up.
  void treasury_may_stay_in_play() {
    auto g = fx::position(R"({"kingdom": ["Treasury"], "players": [
      {"hand": ["Treasury"], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Treasury", "end buys", "choose nothing");
    QCOMPARE(int(g.current()), 1);
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Estate", "Treasury");
  }

  // Each Treasury played may go onto the deck: Treasury's own question, both copies offered
  // (the order of one ability makes no difference), then the other.
  void two_treasuries_may_both_go_onto_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Treasury"], "players": [
      {"hand": ["Treasury", "Treasury"], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Treasury", "play Treasury", "end buys");
    QCOMPARE(g.decision().id, Text::MayTopdeckCard);
    QCOMPARE(int(g.decision().choices.size()), 2);
    MOVES(g, "choose Treasury");
    QCOMPARE(g.decision().id, Text::MayTopdeckCard);
    QCOMPARE(int(g.decision().choices.size()), 1);
    MOVES(g, "choose Treasury");
    QCOMPARE(int(g.current()), 1);
    SAME(hand(g, 0), "Estate", "Estate", "Estate", "Treasury", "Treasury");
  }

  // Declining Treasury's question declines it for both copies: both are discarded.
  void two_treasuries_declined_at_once_are_both_discarded() {
    auto g = fx::position(R"({"kingdom": ["Treasury"], "players": [
      {"hand": ["Treasury", "Treasury"], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Treasury", "play Treasury", "end buys");
    QCOMPARE(g.decision().id, Text::MayTopdeckCard);
    MOVES(g, "choose nothing");
    QCOMPARE(int(g.current()), 1);
    SAME(hand(g, 0), "Estate", "Estate", "Estate", "Estate", "Estate");
  }

  // Treasury ①: a Victory card gained in the Buy phase keeps it from the deck.
  void treasury_after_buying_a_victory_card_is_discarded() {
    auto g = fx::position(R"({"kingdom": ["Treasury"], "players": [
      {"hand": ["Treasury", "Copper", "Copper"], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Treasury", "play treasures", "buy Estate");
    QCOMPARE(int(g.current()), 1);
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Copper", "Copper", "Estate", "Estate",
         "Treasury");
  }

  // Treasury ②: a Victory card gained in the Buy phase before Treasury was played in it (a
  // position: Treasury played in the Buy phase after gaining an Estate) still counts.
  void treasury_counts_victory_cards_gained_earlier_in_the_buy_phase() {
    // "Treasury@40" for the instance "Treasury#40": moc misreads "#" in a raw string.
    std::string json = R"({"kingdom": ["Treasury"], "players": [
      {"hand": [], "inPlay": ["Treasury@40"], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate"]}, {}],
      "turn": {"phase": "buy", "played": ["Treasury@40"], "gained": ["Estate"], "victoryGainedInBuyPhase": true}})";
    std::replace(json.begin(), json.end(), '@', '#');
    auto g = fx::position(json);
    MOVES(g, "end buys");
    QCOMPARE(int(g.current()), 1);
    SAME(names(g, 0, Zone::Discard), "Treasury");
  }

  // Treasury ①: only the Buy phase counts: a Victory card gained in the Action phase (Workshop)
  // does not stop it.
  void treasury_ignores_victory_cards_gained_in_the_action_phase() {
    auto g = fx::position(R"({"kingdom": ["Treasury", "Workshop"], "players": [
      {"hand": ["Treasury", "Workshop"], "deck": ["Copper", "Estate", "Estate", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Treasury", "play Workshop", "choose Estate");
    QVERIFY(g.s.turn.gained == fx::ids({"Estate"}));
    QVERIFY(!g.s.turn.victoryGainedInBuyPhase);
    MOVES(g, "end buys");
    QCOMPARE(g.decision().id, Text::MayTopdeckCard);
    MOVES(g, "choose Treasury");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Estate", "Estate", "Estate", "Estate", "Treasury");
  }

  // Treasury ① (the 2022 text sets up its ability when played): a Treasury in play that was not
  // played this turn sets up nothing.
  void treasury_not_played_this_turn_is_not_offered() {
    auto g = fx::position(R"({"kingdom": ["Treasury"], "players": [
      {"hand": [], "inPlay": ["Treasury"], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate"]}, {}],
      "turn": {"phase": "buy"}})");
    MOVES(g, "end buys");
    QCOMPARE(int(g.current()), 1);
  }

  // ---- Smugglers -----------------------------------------------------------------------------

  // The cards the player to the right gained on their last turn, costing up to $6: a choice
  // among Gold and Silver (Province costs $8).
  void smugglers_gains_a_copy_of_a_card_the_player_to_the_right_gained() {
    auto g = logged(R"({"kingdom": ["Smugglers"], "players": [
      {"hand": ["Smugglers"]}, {"gainedLastTurn": ["Province", "Gold", "Silver"]}]})");
    MOVES(g, "play Smugglers");
    ASKS(g, SelectPile, 0, 1, 1);
    QCOMPARE(int(g.decision().choices.size()), 2);
    MOVES(g, "choose Gold");
    SAME(gained(g, 0), "Gold");
  }

  // With 3 players, the player to the right is the one before in turn order.
  void smugglers_looks_at_the_player_to_the_right() {
    auto g = logged(R"({"kingdom": ["Smugglers"], "players": [
      {"hand": ["Smugglers"]}, {"gainedLastTurn": ["Gold"]}, {"gainedLastTurn": ["Silver"]}]})");
    MOVES(g, "play Smugglers");
    SAME(gained(g, 0), "Silver");
  }

  // Smugglers ③: a turn's gains are recorded as it ends; gains of that player on later turns
  // (a Curse from Witch, on my turn) do not count.
  void smugglers_counts_only_the_right_players_last_turn() {
    auto g = logged(R"({"kingdom": ["Smugglers", "Witch", "Village"], "players": [
      {"hand": ["Village", "Witch", "Smugglers"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Copper", "Copper", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}],
      "turn": {"player": 1}})");
    MOVES(g, "play treasures", "buy Silver");
    QCOMPARE(int(g.current()), 0);
    QVERIFY(g.player(1).gainedLastTurn == fx::ids({"Silver"}));
    MOVES(g, "play Village", "play Witch", "play Smugglers");
    QVERIFY(g.player(1).gainedLastTurn == fx::ids({"Silver"}));
    SAME(gained(g, 0), "Silver");
  }

  // Smugglers ①: the cost now counts (two Highways: a Province costs $6).
  void smugglers_reads_the_cost_now() {
    auto g = logged(R"({"kingdom": ["Smugglers", "Highway"], "players": [
      {"hand": ["Highway", "Highway", "Smugglers"], "deck": ["Copper", "Copper"]},
      {"gainedLastTurn": ["Province"]}]})");
    MOVES(g, "play Highway", "play Highway", "play Smugglers");
    SAME(gained(g, 0), "Province");
  }

  // Smugglers ②: only a copy from the Supply: an empty pile gives nothing.
  void smugglers_gains_nothing_from_an_empty_pile() {
    auto g = logged(R"({"kingdom": ["Smugglers"], "supply": {"Gold": 0}, "players": [
      {"hand": ["Smugglers"]}, {"gainedLastTurn": ["Gold"]}]})");
    MOVES(g, "play Smugglers");
    QVERIFY(gained(g, 0).empty());
    QCOMPARE(int(g.current()), 0);
  }

  // The gains of a turn and of each player's last turn are saved in positions and read back.
  void gains_by_turn_round_trip_through_positions() {
    auto g = fx::position(R"({"kingdom": ["Smugglers", "Treasury"], "players": [
      {"hand": ["Copper", "Copper", "Copper"]}, {"gainedLastTurn": ["Gold", "Estate"]}],
      "turn": {"phase": "buy", "buys": 2, "coins": 5, "gained": ["Silver"], "victoryGainedInBuyPhase": true}})");
    QVERIFY(g.s.turn.gained == fx::ids({"Silver"}));
    QVERIFY(g.s.turn.victoryGainedInBuyPhase);
    const Game again = fx::position(savePosition(g));
    QVERIFY(again.s.turn.gained == g.s.turn.gained);
    QVERIFY(again.s.turn.victoryGainedInBuyPhase);
    QVERIFY(again.player(1).gainedLastTurn == fx::ids({"Gold", "Estate"}));
    QCOMPARE(fx::tryMove(g, "buy Silver"), std::string());
    QVERIFY(g.s.turn.gained == fx::ids({"Silver", "Silver"}));
  }

  // A game without Smugglers or Treasury records no gains (positions stay as they were).
  void games_without_them_record_no_gains() {
    auto g = fx::position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Copper", "Copper", "Copper"]}, {}], "turn": {"phase": "buy"}})");
    MOVES(g, "play treasures", "buy Silver");
    QVERIFY(g.player(0).gainedLastTurn.empty());
    QVERIFY(g.s.turn.gained.empty());
  }

  // ---- Sea Chart -----------------------------------------------------------------------------

  // Sea Chart ②: the revealed card (not the one in play) goes into the hand when a copy of it is
  // in play: here Sea Chart itself (①).
  void sea_chart_puts_the_revealed_card_into_the_hand_with_a_copy_in_play() {
    auto g = logged(R"({"kingdom": ["Sea Chart"], "players": [
      {"hand": ["Sea Chart"], "deck": ["Copper", "Sea Chart"]}, {}]})");
    MOVES(g, "play Sea Chart");
    SAME(hand(g, 0), "Copper", "Sea Chart");
    SAME(names(g, 0, Zone::InPlay), "Sea Chart");
    QVERIFY(logHas(g, "Player 1 reveals Sea Chart."));
  }

  // Without a copy in play, it stays on top of the deck.
  void sea_chart_leaves_a_card_without_a_copy_in_play_on_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Sea Chart"], "players": [
      {"hand": ["Sea Chart"], "deck": ["Copper", "Gold", "Estate"]}, {}]})");
    MOVES(g, "play Sea Chart");
    SAME(hand(g, 0), "Copper");
    SAME(names(g, 0, Zone::Deck), "Gold", "Estate");
  }

  // Sea Chart ①: a Duration in play from an earlier turn counts.
  void sea_chart_counts_a_duration_from_an_earlier_turn() {
    auto g = fx::position(R"({"kingdom": ["Sea Chart", "Caravan"], "players": [
      {"hand": ["Caravan"], "deck": ["Estate", "Sea Chart", "Estate", "Estate", "Estate", "Estate",
        "Copper", "Silver", "Caravan"]}, {}]})");
    MOVES(g, "play Caravan");
    endTurn(g);
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    SAME(names(g, 0, Zone::InPlay), "Caravan");
    MOVES(g, "play Sea Chart");
    SAME(hand(g, 0), "Caravan", "Copper", "Estate", "Estate", "Estate", "Estate", "Silver");
  }

  // ---- Treasure Map --------------------------------------------------------------------------

  // Both trashed (this first, then the one from the hand: Treasure Map ⑦): 4 Golds onto the deck
  // (②).
  void treasure_map_with_another_gains_four_golds_onto_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Treasure Map"], "players": [
      {"hand": ["Treasure Map", "Treasure Map", "Copper"], "deck": ["Estate"]}, {}]})");
    MOVES(g, "play Treasure Map");
    SAME(fx::trash(g), "Treasure Map", "Treasure Map");
    SAME(names(g, 0, Zone::Deck), "Gold", "Gold", "Gold", "Gold", "Estate");
    SAME(hand(g, 0), "Copper");
  }

  // Treasure Map ③: alone, it trashes itself and gains nothing.
  void treasure_map_alone_trashes_itself_for_nothing() {
    auto g = fx::position(R"({"kingdom": ["Treasure Map"], "players": [
      {"hand": ["Treasure Map", "Copper"], "deck": ["Estate"]}, {}]})");
    MOVES(g, "play Treasure Map");
    SAME(fx::trash(g), "Treasure Map");
    SAME(names(g, 0, Zone::Deck), "Estate");
  }

  // Treasure Map ④: Throne Room plays it again after it left play: the third map from the hand is
  // trashed, but no more Golds.
  void throne_room_treasure_map_gains_golds_once() {
    auto g = fx::position(R"({"kingdom": ["Treasure Map", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Treasure Map", "Treasure Map", "Treasure Map"], "deck": []}, {}]})");
    MOVES(g, "play Throne Room", "choose Treasure Map");
    SAME(fx::trash(g), "Treasure Map", "Treasure Map", "Treasure Map");
    SAME(names(g, 0, Zone::Deck), "Gold", "Gold", "Gold", "Gold");
  }

  // Golds run out: as many as are left.
  void treasure_map_gains_the_golds_left() {
    auto g = fx::position(R"({"kingdom": ["Treasure Map"], "supply": {"Gold": 2}, "players": [
      {"hand": ["Treasure Map", "Treasure Map"], "deck": []}, {}]})");
    MOVES(g, "play Treasure Map");
    SAME(names(g, 0, Zone::Deck), "Gold", "Gold");
  }

  // ---- Pearl Diver (1st edition) -------------------------------------------------------------

  // The bottom card may go on top.
  void pearl_diver_puts_the_bottom_card_on_top() {
    auto g = fx::position(R"({"kingdom": ["Pearl Diver"], "players": [
      {"hand": ["Pearl Diver"], "deck": ["Copper", "Estate", "Estate", "Gold"]}, {}]})");
    MOVES(g, "play Pearl Diver");
    QCOMPARE(g.decision().id, Text::MayTopdeckCard);
    QCOMPARE(g.decision().args[0], int32_t(cards::Gold));
    MOVES(g, "choose Gold");
    SAME(names(g, 0, Zone::Deck), "Gold", "Estate", "Estate");
  }

  // Declined, the deck stays as it was.
  void pearl_diver_may_leave_the_bottom_card() {
    auto g = fx::position(R"({"kingdom": ["Pearl Diver"], "players": [
      {"hand": ["Pearl Diver"], "deck": ["Copper", "Estate", "Gold"]}, {}]})");
    MOVES(g, "play Pearl Diver", "choose nothing");
    SAME(names(g, 0, Zone::Deck), "Estate", "Gold");
  }

  // An empty deck is shuffled first.
  void pearl_diver_shuffles_an_empty_deck_first() {
    auto g = fx::position(R"({"kingdom": ["Pearl Diver"], "players": [
      {"hand": ["Pearl Diver"], "deck": ["Copper"], "discard": ["Gold", "Estate"]}, {}]})");
    MOVES(g, "play Pearl Diver");
    QCOMPARE(int(g.player(0).deck().size()), 2);
    QCOMPARE(g.decision().id, Text::MayTopdeckCard);
  }

  // ---- Navigator (1st edition) ---------------------------------------------------------------

  // +$2; all 5 discarded.
  void navigator_discards_all_five() {
    auto g = fx::position(R"({"kingdom": ["Navigator"], "players": [
      {"hand": ["Navigator"], "deck": ["Estate", "Estate", "Copper", "Curse", "Estate", "Gold"]}, {}]})");
    MOVES(g, "play Navigator");
    QCOMPARE(int(g.s.turn.coins), 2);
    QCOMPARE(g.decision().kind, DecisionKind::SelectOption);
    MOVES(g, "option Discard");
    QCOMPARE(int(g.player(0).discard().size()), 5);
    SAME(names(g, 0, Zone::Deck), "Gold");
  }

  // Or all 5 put back, in the order chosen (the first on top).
  void navigator_puts_them_back_in_any_order() {
    auto g = fx::position(R"({"kingdom": ["Navigator"], "players": [
      {"hand": ["Navigator"], "deck": ["Estate", "Silver", "Copper", "Curse", "Gold"]}, {}]})");
    MOVES(g, "play Navigator", "option Put back", "choose Gold, Silver, Copper, Estate, Curse");
    SAME(names(g, 0, Zone::Deck), "Gold", "Silver", "Copper", "Estate", "Curse");
    QVERIFY(names(g, 0, Zone::Discard).empty());
  }

  // ---- Explorer (1st edition) ----------------------------------------------------------------

  // Explorer ①: a Province revealed: a Gold to the hand.
  void explorer_reveals_a_province_for_a_gold_to_the_hand() {
    auto g =
        logged(R"({"kingdom": ["Explorer"], "players": [{"hand": ["Explorer", "Province"]}, {}]})");
    MOVES(g, "play Explorer", "choose Province");
    SAME(hand(g, 0), "Gold", "Province");
    QVERIFY(logHas(g, "Player 1 reveals Province."));
  }

  // Not revealing (or no Province): a Silver to the hand.
  void explorer_without_revealing_gains_a_silver_to_the_hand() {
    auto g = fx::position(
        R"({"kingdom": ["Explorer"], "players": [{"hand": ["Explorer", "Province"]}, {}]})");
    MOVES(g, "play Explorer", "choose nothing");
    SAME(hand(g, 0), "Province", "Silver");
    auto h = fx::position(
        R"({"kingdom": ["Explorer"], "players": [{"hand": ["Explorer", "Estate"]}, {}]})");
    MOVES(h, "play Explorer");
    SAME(hand(h, 0), "Estate", "Silver");
  }

  // ---- Sea Hag (1st edition) -----------------------------------------------------------------

  // Sea Hag ①: the other player discards their top card, then gains a Curse onto their deck.
  void sea_hag_discards_the_top_card_then_tops_a_curse() {
    auto g = logged(R"({"kingdom": ["Sea Hag"], "players": [
      {"hand": ["Sea Hag"]}, {"deck": ["Gold", "Copper"]}]})");
    MOVES(g, "play Sea Hag");
    SAME(names(g, 1, Zone::Discard), "Gold");
    SAME(names(g, 1, Zone::Deck), "Curse", "Copper");
    QVERIFY(logHas(g, "Player 2 discards Gold."));
  }

  // Sea Hag ②: the top card is discarded with no Curses left too.
  void sea_hag_discards_with_no_curses_left() {
    auto g = fx::position(R"({"kingdom": ["Sea Hag"], "supply": {"Curse": 0}, "players": [
      {"hand": ["Sea Hag"]}, {"deck": ["Gold", "Copper"]}]})");
    MOVES(g, "play Sea Hag");
    SAME(names(g, 1, Zone::Discard), "Gold");
    SAME(names(g, 1, Zone::Deck), "Copper");
  }
};

QTEST_APPLESS_MAIN(Seaside2CardsTest)
#include "seaside2_cards_test.moc"
