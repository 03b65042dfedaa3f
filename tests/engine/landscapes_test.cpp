// Landscapes beside the Supply: buying an Event (Alms) or a Project (Fair), playing an Action as a
// Way (Way of the Ox), and calling a Reserve from the Tavern mat (Coin of the Realm). Rules:
// chapter IV, "Events and Projects", "Ways", "Reserve cards"; rulings: chapter VI ("Alms ①").
#include <algorithm>

#include "engine/kingdom.hpp"
#include "engine/view.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::endTurn;
using fx::names;
using fx::sorted;

namespace {

bool listed(const Game& g, const Move& m) {
  const LegalMoves legal = g.legalMoves(1000);
  return std::find(legal.moves.begin(), legal.moves.end(), m) != legal.moves.end();
}


}  // namespace

class LandscapesTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Set-up -------------------------------------------------------------------------------

  void landscapes_are_not_kingdom_cards() {
    for (const char* name : {"Alms", "Fair", "Way of the Ox"}) {
      const CardId c = findCard(name);
      QVERIFY(c != NoCard);
      QVERIFY(card(c).isLandscape());
      QVERIFY(!card(c).isKingdom());
    }
    QVERIFY(card(findCard("Coin of the Realm")).isKingdom());
  }

  void a_new_game_lays_out_its_landscapes_beside_the_supply() {
    const Game g = Game::create(
        {.kingdom = {findCard("Village")},
         .seed = 3,
         .landscapes = {findCard("Alms"), findCard("Fair"), findCard("Alms"), findCard("Village")}});
    QCOMPARE(int(g.s.landscapes.size()), 2);  // each once, and only landscapes
    QCOMPARE(g.landscapeIndex(findCard("Fair")), 1);
    QVERIFY(g.pileIndex(findCard("Alms")) < 0);
  }

  // A kingdom file may list landscapes beside its Kingdom cards; files without them still read.
  void kingdom_files_carry_their_landscapes() {
    const KingdomParse parsed = parseKingdomJson(
        R"({"format": "dominion-kingdom", "version": 1, "cards": ["Smithy"], "landscapes": ["Alms", "way of the ox"]})");
    QVERIFY2(parsed.ok(), parsed.error.c_str());
    QCOMPARE(int(parsed.kingdom->landscapes.size()), 2);
    QCOMPARE(parsed.kingdom->landscapes[1], findCard("Way of the Ox"));
    const KingdomParse again = parseKingdomJson(kingdomToJson(*parsed.kingdom));
    QVERIFY(again.ok());
    QCOMPARE(again.kingdom->landscapes, parsed.kingdom->landscapes);
    QVERIFY(
        !parseKingdomJson(
             R"({"format": "dominion-kingdom", "version": 1, "cards": ["Smithy"], "landscapes": ["Village"]})")
             .ok());
    const KingdomParse plain =
        parseKingdomJson(R"({"format": "dominion-kingdom", "version": 1, "cards": ["Smithy"]})");
    QVERIFY(plain.ok());
    QVERIFY(plain.kingdom->landscapes.empty());
    QVERIFY(kingdomToJson(*plain.kingdom).find("landscapes") == std::string::npos);
  }

  // ---- Events: Alms -------------------------------------------------------------------------

  void buying_alms_without_treasures_in_play_gains_a_card_costing_up_to_4() {
    auto g = fx::position(R"({"kingdom": ["Smithy"], "landscapes": ["Alms"], "players": [
      {"hand": [], "deck": []}, {}], "turn": {"phase": "buy", "buys": 2}})");
    QVERIFY(listed(g, Move::buyLandscape(0)));
    MOVES(g, "buy Alms");
    QCOMPARE(g.decision().kind, DecisionKind::SelectPile);
    QCOMPARE(g.decision().id, Text::GainCostingUpTo);
    MOVES(g, "choose Smithy");
    SAME(names(g, 0, Zone::Discard), "Smithy");
    QCOMPARE(int(g.s.turn.buys), 1);
    QVERIFY(g.s.turn.bought);  // the second part of the Buy phase: no more Treasures
  }

  // Alms ①: it checks the cards in play.
  void alms_gains_nothing_with_a_treasure_in_play() {
    auto g = fx::position(R"({"kingdom": ["Smithy"], "landscapes": ["Alms"], "players": [
      {"hand": ["Copper"], "deck": []}, {}], "turn": {"phase": "buy", "buys": 2}})");
    MOVES(g, "play treasures", "buy Alms");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QVERIFY(names(g, 0, Zone::Discard).empty());
    QCOMPARE(int(g.s.turn.coins), 1);
  }

  void alms_is_bought_once_per_turn() {
    auto g = fx::position(R"({"kingdom": ["Smithy"], "landscapes": ["Alms"], "players": [
      {"hand": [], "deck": []}, {"hand": [], "deck": []}], "turn": {"phase": "buy", "buys": 3}})");
    MOVES(g, "buy Alms", "choose Silver");
    REFUSED(g, "buy Alms");
    QVERIFY(!listed(g, Move::buyLandscape(0)));
    endTurn(g);
    endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QVERIFY(g.s.turn.eventsBought.empty());
  }

  // Buying an Event uses a Buy; with Debt it can't be bought.
  void an_event_needs_a_buy_and_no_debt() {
    auto g = fx::position(R"({"kingdom": ["Smithy"], "landscapes": ["Alms"], "players": [
      {"hand": [], "deck": [], "debt": 1}, {}], "turn": {"phase": "buy", "coins": 2}})");
    REFUSED(g, "buy Alms");
    MOVES(g, "pay debt 1", "buy Alms", "choose Silver");
    QCOMPARE(int(g.current()), 1);  // the only Buy was used
  }

  // ---- Projects: Fair -----------------------------------------------------------------------

  void buying_a_project_puts_the_buyers_cube_on_it() {
    auto g = fx::position(R"({"kingdom": ["Smithy"], "landscapes": ["Fair"], "players": [
      {"hand": [], "deck": []}, {}], "turn": {"phase": "buy", "buys": 2, "coins": 8}})");
    MOVES(g, "buy Fair");
    QVERIFY(g.s.landscapes[0].ownedBy(0));
    QVERIFY(!g.s.landscapes[0].ownedBy(1));
    QCOMPARE(int(g.s.turn.coins), 4);
    REFUSED(g, "buy Fair");  // one cube per player
  }

  void fair_gives_its_owners_a_buy_at_the_start_of_each_turn() {
    auto g = fx::position(R"({"kingdom": ["Smithy"], "landscapes": ["Fair"], "players": [
      {"hand": [], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Silver", "Silver"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}],
      "turn": {"phase": "buy", "coins": 4}})");
    MOVES(g, "buy Fair");
    QCOMPARE(int(g.current()), 1);
    QCOMPARE(int(g.s.turn.buys), 1);         // not the owner's turn
    MOVES(g, "play treasures", "buy Fair");  // both may own it
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(int(g.s.turn.buys), 2);
    QCOMPARE(int(g.s.landscapes[0].owners), 3);
  }

  // ---- Ways: Way of the Ox ------------------------------------------------------------------

  void an_action_played_as_way_of_the_ox_gives_two_actions_instead() {
    auto g = fx::position(R"({"kingdom": ["Smithy"], "landscapes": ["Way of the Ox"], "players": [
      {"hand": ["Smithy", "Smithy"], "deck": ["Gold", "Gold", "Gold"]}, {}]})");
    QVERIFY(listed(g, Move::playAs(g.player(0).hand()[0], 0)));
    MOVES(g, "play Smithy as Way of the Ox");
    QCOMPARE(int(g.s.turn.actions), 2);
    SAME(names(g, 0, Zone::InPlay), "Smithy");
    SAME(names(g, 0, Zone::Hand), "Smithy");  // Smithy's own +3 Cards don't happen
    QCOMPARE(int(g.s.turn.played.size()), 1);
    MOVES(g, "play Smithy");
    QCOMPARE(int(g.player(0).hand().size()), 3);
  }

  // Played as a Way, an Attack does not follow its instructions: nobody is attacked.
  void an_attack_played_as_a_way_attacks_nobody() {
    auto g = fx::position(R"({"kingdom": ["Militia"], "landscapes": ["Way of the Ox"], "players": [
      {"hand": ["Militia"], "deck": []}, {"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Militia as Way of the Ox");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);  // no Action left to play: the Buy phase
    QCOMPARE(int(g.s.turn.coins), 0);
    QCOMPARE(int(g.player(1).hand().size()), 5);
  }

  void a_way_is_used_only_when_the_game_has_it() {
    auto g = fx::position(
        R"({"kingdom": ["Smithy"], "players": [{"hand": ["Smithy"], "deck": []}, {}]})");
    REFUSED(g, "play Smithy as Way of the Ox");
    std::string error;
    QVERIFY(!g.isLegal(Move::playAs(g.player(0).hand()[0], 0), &error));
  }

  // ---- Reserves: Coin of the Realm ----------------------------------------------------------

  // Coin of the Realm ①: played, it gives $1 and goes to its owner's Tavern mat.
  void coin_of_the_realm_goes_to_the_tavern_mat_when_played() {
    auto g = fx::position(R"({"kingdom": ["Coin of the Realm"], "players": [
      {"hand": ["Coin of the Realm", "Copper"], "deck": []}, {}], "turn": {"phase": "buy", "buys": 2}})");
    MOVES(g, "play treasures");
    QCOMPARE(int(g.s.turn.coins), 2);
    SAME(names(g, 0, Zone::Tavern), "Coin of the Realm");
    SAME(names(g, 0, Zone::InPlay), "Copper");
    endTurn(g);
    SAME(names(g, 0, Zone::Tavern), "Coin of the Realm");  // it stays on the mat
  }

  // Called directly after an Action resolves, for +2 Actions and no $ (Coin of the Realm ②).
  void coin_of_the_realm_is_called_after_an_action_for_two_actions() {
    auto g = fx::position(R"({"kingdom": ["Coin of the Realm", "Smithy"], "players": [
      {"hand": ["Smithy", "Smithy"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper"],
       "tavern": ["Coin of the Realm"]}, {}]})");
    MOVES(g, "play Smithy");
    QCOMPARE(g.decision().id, Text::MayCallReserve);
    MOVES(g, "choose Coin of the Realm");
    QCOMPARE(int(g.s.turn.actions), 2);
    QCOMPARE(int(g.s.turn.coins), 0);
    SAME(sorted(names(g, 0, Zone::InPlay)), "Coin of the Realm", "Smithy");
    QVERIFY(names(g, 0, Zone::Tavern).empty());
    MOVES(g, "play Smithy");  // the Coin of the Realm called is in play: nothing left to call
    QCOMPARE(int(g.s.turn.actions), 1);
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void coin_of_the_realm_not_called_stays_on_the_mat() {
    auto g = fx::position(R"({"kingdom": ["Coin of the Realm", "Smithy"], "players": [
      {"hand": ["Smithy"], "deck": ["Copper", "Copper", "Copper"], "tavern": ["Coin of the Realm"]}, {}]})");
    MOVES(g, "play Smithy", "choose nothing");
    SAME(names(g, 0, Zone::Tavern), "Coin of the Realm");
    QCOMPARE(int(g.s.turn.actions), 0);
  }

  // Coin of the Realm ④: several may be called after the same Action.
  void two_coins_of_the_realm_may_be_called_after_one_action() {
    auto g = fx::position(R"({"kingdom": ["Coin of the Realm", "Smithy"], "players": [
      {"hand": ["Smithy"], "deck": ["Copper", "Copper", "Copper"],
       "tavern": ["Coin of the Realm", "Coin of the Realm"]}, {}]})");
    MOVES(g, "play Smithy", "choose Coin of the Realm", "choose Coin of the Realm");
    QCOMPARE(int(g.s.turn.actions), 4);
    QVERIFY(names(g, 0, Zone::Tavern).empty());
  }

  // ---- Notation, positions, views -----------------------------------------------------------

  void landscape_moves_are_written_and_read_back() {
    auto g = fx::position(
        R"({"kingdom": ["Smithy"], "landscapes": ["Way of the Ox", "Alms", "Fair"], "players": [
      {"hand": ["Smithy"], "deck": []}, {}]})");
    for (const Move& m : g.legalMoves(100).moves) {
      const std::string text = formatMove(g, m);
      const auto back = parseMove(g, text);
      QVERIFY2(back && *back == m, text.c_str());
    }
    QCOMPARE(formatMove(g, Move::playAs(g.player(0).hand()[0], 0)),
             std::string("play Smithy as Way of the Ox"));
    MOVES(g, "end actions");
    for (const Move& m : g.legalMoves(100).moves) {
      const std::string text = formatMove(g, m);
      const auto back = parseMove(g, text);
      QVERIFY2(back && *back == m, text.c_str());
    }
    QCOMPARE(*parseMove(g, "buy Alms"), Move::buyLandscape(1));
  }

  void landscapes_and_their_cubes_round_trip_through_positions() {
    auto g = fx::position(
        R"({"kingdom": ["Smithy"], "landscapes": ["Alms", {"card": "Fair", "owners": [1]}],
      "players": [{"hand": [], "deck": []}, {}], "turn": {"phase": "buy", "buys": 2, "eventsBought": ["Alms"]}})");
    QVERIFY(g.s.landscapes[1].ownedBy(1));
    QCOMPARE(int(g.s.turn.eventsBought.size()), 1);
    const Game loaded = loadPosition(savePosition(g));
    QVERIFY(loaded.s == g.s);
    // Positions from before landscapes have none.
    auto old = fx::position(R"({"kingdom": ["Smithy"], "players": [{}, {}]})");
    QVERIFY(old.s.landscapes.empty());
  }

  void a_position_refuses_a_card_as_a_landscape_and_owners_of_an_event() {
    for (
        const char* json :
        {R"({"kingdom": ["Smithy"], "landscapes": ["Smithy"], "players": [{}, {}]})",
         R"({"kingdom": ["Smithy"], "landscapes": [{"card": "Alms", "owners": [0]}], "players": [{}, {}]})",
         R"({"kingdom": ["Smithy"], "landscapes": [{"card": "Fair", "owners": [2]}], "players": [{}, {}]})",
         R"({"kingdom": ["Alms"], "players": [{}, {}]})"}) {
      bool refused = false;
      try {
        loadPosition(json);
      } catch (const PositionError&) {
        refused = true;
      }
      QVERIFY2(refused, json);
    }
  }

  void every_seat_sees_the_landscapes_and_their_cubes() {
    auto g = fx::position(
        R"({"kingdom": ["Smithy"], "landscapes": ["Alms", {"card": "Fair", "owners": [0]}],
      "players": [{"hand": [], "deck": []}, {}]})");
    const View v = view(g, 1);
    QCOMPARE(int(v.landscapes.size()), 2);
    QCOMPARE(v.landscapes[1].card, findCard("Fair"));
    QCOMPARE(int(v.landscapes[1].owners), 1);
    QCOMPARE(int(v.landscapes[1].cost.coins), 4);
  }
};

QTEST_APPLESS_MAIN(LandscapesTest)
#include "landscapes_test.moc"
