// A card's current identity (docs/engine.md, "A card's identity"): an instance that is for a
// while another card plays, costs and counts as it, returns to its printed self when the identity
// ends, and is saved in positions; the plays of a turn are instances. Rules: chapter II,
// "Changing card properties"; chapter VI, Inheritance and "Your Estate token".
#include <algorithm>
#include <nlohmann/json.hpp>

#include "engine/view.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::endTurn;
using fx::names;

namespace {

Inst firstIn(const Game& g, PlayerId p, Zone z, CardId printed) {
  for (Inst i : g.player(p).zone(z))
    if (g.printedOf(i) == printed) return i;
  return NoInst;
}


Game roundTrip(const Game& g) { return fromJson(toJson(g)); }

// A position whose instance numbers are written "Copper@0" ("Copper#0"): moc misreads a '#'
// in a raw string.
std::string numbered(std::string json) {
  std::replace(json.begin(), json.end(), '@', '#');
  return json;
}
Game position(const std::string& json) { return fx::position(numbered(json)); }

}  // namespace

class IdentityTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- No identity: nothing changes ---------------------------------------------------------

  void a_new_game_has_no_identity_and_every_card_is_its_printed_self() {
    Game g = Game::create({.kingdom = {findCard("Village")}, .players = 2, .seed = 5});
    QVERIFY(g.s.identities.empty());
    for (Inst i = 0; i < Inst(g.s.instCard.size()); ++i) QCOMPARE(g.cardOf(i), g.printedOf(i));
    QVERIFY(!toJson(g).contains("identities"));
  }

  // ---- Playing, costing and counting as another card ----------------------------------------

  void a_treasure_made_an_action_is_playable_in_the_action_phase_and_not_in_the_buy_phase() {
    auto g = position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Silver", "Silver", "Copper"], "deck": ["Estate"]}, {}],
      "identities": [{"of": "Silver", "as": "Village", "until": "removed"}]})");
    QCOMPARE(g.decision().kind, DecisionKind::ActionPhase);
    const Inst silver = firstIn(g, 0, Zone::Hand, cards::Silver);
    QCOMPARE(g.cardOf(silver), findCard("Village"));
    QCOMPARE(g.printedOf(silver), cards::Silver);
    QVERIFY(g.defOf(silver).is(Action));
    QVERIFY(!g.defOf(silver).is(Treasure));
    QCOMPARE(int(g.cost(g.cardOf(silver)).coins), 3);
    QCOMPARE(g.countOwned(0, findCard("Village")), 2);
    QCOMPARE(g.countOwned(0, cards::Silver), 0);
    g.apply(Move::play(silver));
    QCOMPARE(int(g.s.turn.actions), 2);  // Village's +2 Actions, not Silver's $2
    QCOMPARE(int(g.s.turn.coins), 0);
    QVERIFY(g.s.turn.played == (std::vector<Played>{{silver, findCard("Village")}}));
    MOVES(g, "end");
    // In the Buy phase the other Silver is no Treasure: only the Copper is played.
    MOVES(g, "play treasures");
    QCOMPARE(int(g.s.turn.coins), 1);
    SAME(names(g, 0, Zone::Hand), "Village", "Estate");
  }

  void an_instance_keeps_the_identity_it_was_given_before_one_of_every_copy() {
    auto g = position(R"({"kingdom": ["Village", "Smithy"], "players": [
      {"hand": ["Estate", "Estate"], "inPlay": ["Copper@0"]}, {}],
      "identities": [{"card": 0, "as": "Smithy", "until": "leavesPlay"},
                     {"of": "Copper", "as": "Village", "until": "removed"}]})");
    QCOMPARE(g.cardOf(0), findCard("Smithy"));
    QCOMPARE(g.cardOf(g.s.supply[size_t(g.pileIndex(cards::Copper))].cards.back()),
             findCard("Village"));
  }

  // ---- Ending --------------------------------------------------------------------------------

  void an_identity_until_it_leaves_play_ends_at_clean_up() {
    auto g = position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Estate"], "inPlay": ["Copper@0"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}, {}],
      "turn": {"phase": "buy"},
      "identities": [{"card": 0, "as": "Gold", "until": "leavesPlay"}]})");
    QCOMPARE(g.cardOf(0), cards::Gold);
    QCOMPARE(int(g.cost(g.cardOf(0)).coins), 6);
    endTurn(g);
    QCOMPARE(g.locationOf(0).zone, Zone::Discard);
    QCOMPARE(g.cardOf(0), cards::Copper);
    QVERIFY(g.s.identities.empty());
  }

  void an_identity_until_it_leaves_play_ends_when_it_is_trashed_from_play() {
    auto g = position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Estate"], "inPlay": ["Copper@0"]}, {}],
      "identities": [{"card": 0, "as": "Gold", "until": "leavesPlay"}]})");
    g.trash(0);
    QCOMPARE(g.cardOf(0), cards::Copper);
    QVERIFY(g.s.identities.empty());
  }

  void a_card_returned_to_the_supply_goes_to_its_printed_pile() {
    auto g = position(R"({"kingdom": ["Village"], "players": [{"hand": ["Copper@0"]}, {}],
      "identities": [{"card": 0, "as": "Village", "until": "removed"}]})");
    const int coppers = fx::pileCount(g, "Copper"), villages = fx::pileCount(g, "Village");
    g.returnToSupply(0);
    QCOMPARE(fx::pileCount(g, "Copper"), coppers + 1);
    QCOMPARE(fx::pileCount(g, "Village"), villages);
    g.endIdentities(0);
    QCOMPARE(g.cardOf(0), cards::Copper);
  }

  // Inheritance (2019): during your turns, every Estate in the game is changed, opponents' too
  // (Your Estate token ②④); not during the others' turns (⑥).
  void an_identity_of_every_copy_during_a_players_turns_holds_only_in_those_turns() {
    auto g = position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Estate", "Copper", "Copper", "Copper", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Estate", "Copper", "Copper", "Copper", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}],
      "identities": [{"of": "Estate", "as": "Village", "until": "turnsOf", "player": 0}]})");
    const Inst theirs = firstIn(g, 1, Zone::Hand, cards::Estate);
    QCOMPARE(g.cardOf(theirs), findCard("Village"));
    MOVES(g, "play Village");
    QCOMPARE(int(g.s.turn.actions), 2);
    endTurn(g);
    QCOMPARE(g.current(), PlayerId(1));
    QCOMPARE(g.cardOf(theirs), cards::Estate);
    QCOMPARE(g.s.identities.size(), size_t(1));  // it holds again on player 0's next turn
  }

  // Inheritance (before 2019): your Estates, wherever they are yours (Your Estate token ①②⑦:
  // not those in the Supply).
  void an_identity_of_every_copy_a_player_owns_leaves_the_supply_and_the_others_alone() {
    auto g = position(
        R"({"kingdom": ["Village"], "players": [{"hand": ["Estate"]}, {"hand": ["Estate"]}],
      "identities": [{"of": "Estate", "as": "Village", "until": "ownedBy", "player": 0}]})");
    QCOMPARE(g.cardOf(firstIn(g, 0, Zone::Hand, cards::Estate)), findCard("Village"));
    QCOMPARE(g.cardOf(firstIn(g, 1, Zone::Hand, cards::Estate)), cards::Estate);
    QCOMPARE(g.cardOf(g.pileTop(g.pileIndex(cards::Estate))), cards::Estate);
  }

  // ---- Plays as instances --------------------------------------------------------------------

  void a_replay_by_throne_room_lists_the_same_instance_again() {
    auto g = position(R"({"kingdom": ["Throne Room", "Village"], "players": [
      {"hand": ["Throne Room", "Village"], "deck": ["Copper", "Copper", "Copper"]}, {}]})");
    const Inst throne = firstIn(g, 0, Zone::Hand, findCard("Throne Room"));
    const Inst village = firstIn(g, 0, Zone::Hand, findCard("Village"));
    MOVES(g, "play Throne Room", "choose Village");
    const CardId v = findCard("Village");
    QVERIFY(g.s.turn.played ==
            (std::vector<Played>{{throne, findCard("Throne Room")}, {village, v}, {village, v}}));
  }

  // ---- Positions and views -------------------------------------------------------------------

  void positions_round_trip_identities_and_plays() {
    auto g = position(R"({"kingdom": ["Village", "Smithy"], "players": [
      {"hand": ["Estate", "Silver"], "inPlay": ["Copper@0"], "deck": ["Gold", "Gold"]}, {}],
      "identities": [{"card": 0, "as": "Smithy", "until": "leavesPlay"},
                     {"of": "Estate", "as": "Village", "until": "turnsOf", "player": 0}]})");
    MOVES(g, "play Village");
    const auto j = toJson(g);
    QCOMPARE(j["identities"].size(), size_t(2));
    QCOMPARE(j["identities"][0]["card"].get<int>(), 0);
    QCOMPARE(j["identities"][1]["of"].get<std::string>(), std::string("Estate"));
    const std::string played = j["turn"]["played"][0].get<std::string>();
    QVERIFY2(played.rfind("Village#", 0) == 0, played.c_str());
    // The instance is saved as printed: an Estate, which is a Village only through "identities".
    const Game back = roundTrip(g);
    QVERIFY(back.s == g.s);
    QCOMPARE(back.printedOf(g.s.turn.played[0].inst), cards::Estate);
  }

  void an_old_position_lists_plays_by_name_with_no_instance() {
    auto g = position(R"({"kingdom": ["Merchant"], "players": [
      {"hand": ["Merchant"], "inPlay": ["Silver"]}, {}], "turn": {"played": ["Silver"]}})");
    QVERIFY(g.s.turn.played == (std::vector<Played>{{NoInst, cards::Silver}}));
    QCOMPARE(toJson(g)["turn"]["played"][0].get<std::string>(), std::string("Silver"));
    QVERIFY(roundTrip(g).s == g.s);
  }

  void a_position_refuses_a_malformed_identity() {
    for (
        const char* bad : {
            R"({"identities": [{"as": "Village", "until": "removed"}]})",
            R"({"identities": [{"of": "Estate", "as": "Village", "until": "someday"}]})",
            R"({"identities": [{"of": "Estate", "as": "Village", "until": "turnsOf"}]})",
            R"({"players": [{"hand": ["Copper@0"]}, {}], "identities": [{"card": 0, "as": "Gold", "until": "leavesPlay"}]})",
            R"({"turn": {"played": ["Village@9999"]}})",
        }) {
      bool refused = false;
      try {
        loadPosition(numbered(std::string(R"({"kingdom": ["Village"], )") + (bad + 1)));
      } catch (const PositionError&) {
        refused = true;
      }
      QVERIFY2(refused, bad);
    }
  }

  void a_view_shows_the_identities_of_public_cards_only() {
    auto g = position(R"({"kingdom": ["Village"], "players": [
      {"hand": ["Copper@1"], "inPlay": ["Copper@0"]}, {"hand": ["Estate"]}],
      "identities": [{"card": 0, "as": "Gold", "until": "leavesPlay"},
                     {"card": 1, "as": "Silver", "until": "removed"}]})");
    const View mine = view(g, 0), theirs = view(g, 1);
    QCOMPARE(mine.identities.size(), size_t(2));
    QCOMPARE(theirs.identities.size(), size_t(1));
    // Cards are seen as printed; cardNow says what they are.
    QCOMPARE(theirs.players[0].inPlay[0].card, cards::Copper);
    QCOMPARE(theirs.cardNow(theirs.players[0].inPlay[0]), cards::Gold);
    QCOMPARE(mine.cardNow(mine.hand[0]), cards::Silver);
  }
};

QTEST_GUILESS_MAIN(IdentityTest)
#include "identity_test.moc"
