// Alchemy: the Potion (its pile in the Supply, +1 Potion, costs with Potions) and Familiar, with
// the rules' POTIONS (§ IV), COST REDUCTION and Special setup, and the Card Reference (complete
// rules, chapter VI: "Card ①").
#include <nlohmann/json.hpp>

#include "engine/log_text.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::id;
using fx::ids;
using fx::logHas;
using fx::names;
using fx::pileNames;

namespace {

bool has(const std::vector<Move>& moves, const Move& m) {
  return std::find(moves.begin(), moves.end(), m) != moves.end();
}

const std::vector<CardId> kNoPotion = ids({"Cellar", "Moat", "Village", "Smithy", "Militia",
                                           "Market", "Mine", "Laboratory", "Festival", "Witch"});

}  // namespace

class AlchemyCardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Potion -------------------------------------------------------------------------------

  void potion_is_a_basic_treasure_of_alchemy_not_a_kingdom_card() {
    QCOMPARE(findCard("Potion"), cards::Potion);
    QCOMPARE(cards::Potion, CardId(9));
    const CardDef& d = card(cards::Potion);
    QCOMPARE(d.set, CardSet::Alchemy);
    QVERIFY(d.basic);
    QVERIFY(!d.isKingdom());
    QVERIFY(d.is(Treasure));
    QCOMPARE(d.printedCost(), Cost(4));
    QCOMPARE(d.plus.potions, int8_t(1));
    QCOMPARE(d.plus.coins, int8_t(0));
  }

  // Rules, Special setup (Alchemy): the 16 Potions only when a Kingdom card has a Potion in its
  // cost; listed after the Treasures.
  void the_potion_pile_is_in_the_supply_only_with_a_potion_cost_kingdom_card() {
    Game none = Game::create({.kingdom = kNoPotion, .players = 2, .seed = 1});
    QCOMPARE(none.pileIndex(cards::Potion), -1);

    std::vector<CardId> kingdom = kNoPotion;
    kingdom.back() = id("Familiar");
    Game g = Game::create({.kingdom = kingdom, .players = 2, .seed = 1});
    QCOMPARE(fx::pileCount(g, "Potion"), 16);
    const auto piles = pileNames(g);
    SAME(std::vector<std::string>(piles.begin(), piles.begin() + 8), "Copper", "Silver", "Gold",
         "Potion", "Estate", "Duchy", "Province", "Curse");
    QVERIFY(g.s.supply[size_t(g.pileIndex(cards::Potion))].inSupply);
    // With 6 players too: the pile does not grow with the players.
    Game six = Game::create({.kingdom = kingdom, .players = 6, .seed = 1});
    QCOMPARE(fx::pileCount(six, "Potion"), 16);

    // With Platinum and Colony: after Platinum, still among the Treasures.
    Game colonies = Game::create({.kingdom = kingdom, .players = 2, .seed = 1, .colonies = true});
    const auto withColonies = pileNames(colonies);
    SAME(std::vector<std::string>(withColonies.begin(), withColonies.begin() + 10), "Copper",
         "Silver", "Gold", "Platinum", "Potion", "Estate", "Duchy", "Province", "Colony", "Curse");
  }

  // Young Witch's Bane is a Kingdom card: a Bane with a Potion in its cost brings the pile.
  void a_potion_cost_bane_brings_the_potion_pile() {
    Game g = Game::create({.kingdom = ids({"Young Witch", "Village"}),
                           .players = 2,
                           .seed = 1,
                           .bane = id("Familiar")});
    QCOMPARE(fx::pileCount(g, "Potion"), 16);
  }

  // POTIONS § IV: playing a Potion produces a Potion, not coins.
  void potion_gives_a_potion() {
    auto g = fx::logged(R"({"kingdom": ["Familiar"], "players": [
      {"hand": ["Potion", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play treasures");
    QCOMPARE(g.s.turn.potions, int16_t(1));
    QCOMPARE(g.s.turn.coins, int16_t(1));

    // Played alone, and logged.
    auto h = fx::logged(R"({"kingdom": ["Familiar"], "players": [
      {"hand": ["Potion", "Potion"], "deck": []}, {}], "turn": {"phase": "buy"}})");
    MOVES(h, "play Potion");
    QCOMPARE(h.s.turn.potions, int16_t(1));
    QCOMPARE(h.s.turn.coins, int16_t(0));
    QVERIFY(logHas(h, "Player 1 gets +1 Potion."));
    MOVES(h, "play Potion");
    QCOMPARE(h.s.turn.potions, int16_t(2));
    QVERIFY(describeDecision(h).find("2 Potions") != std::string::npos);
  }

  void potions_are_not_kept_to_the_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Familiar"], "players": [
      {"hand": ["Potion"], "deck": []}, {"hand": [], "deck": []}]})");
    MOVES(g, "play treasures");
    QCOMPARE(g.s.turn.potions, int16_t(1));
    fx::endTurn(g);
    QCOMPARE(g.s.turn.potions, int16_t(0));
  }

  // POTIONS § IV: "$3P" needs $3 and a Potion, and buying spends both.
  void buying_a_three_potion_card_needs_and_spends_three_coins_and_a_potion() {
    auto g = fx::position(R"({"kingdom": ["Familiar"], "players": [
      {"hand": ["Potion", "Gold", "Gold", "Copper"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures");
    QVERIFY(has(g.legalMoves(10000).moves, Move::buy(g.pileIndex(id("Familiar")))));
    MOVES(g, "buy Familiar");
    QCOMPARE(g.s.turn.coins, int16_t(4));
    QCOMPARE(g.s.turn.potions, int16_t(0));
    SAME(names(g, 0, Zone::Discard), "Familiar");
    // To buy two you need to have played a Potion twice: $4 left do not buy another.
    std::string error;
    QVERIFY(!g.isLegal(Move::buy(g.pileIndex(id("Familiar"))), &error));
    QCOMPARE(error, std::string("not enough Potions"));
  }

  void a_potion_cost_card_cannot_be_bought_without_a_potion() {
    auto g = fx::position(R"({"kingdom": ["Familiar"], "players": [
      {"hand": ["Gold", "Gold"], "deck": []}, {}]})");
    MOVES(g, "play treasures");
    const int familiar = g.pileIndex(id("Familiar"));
    QVERIFY(!has(g.legalMoves(10000).moves, Move::buy(familiar)));
    std::string error;
    QVERIFY(!g.isLegal(Move::buy(familiar), &error));
    QCOMPARE(error, std::string("not enough Potions"));
    REFUSED(g, "buy Familiar");
    // And a Potion alone does not pay the coins.
    auto h = fx::position(R"({"kingdom": ["Familiar"], "players": [
      {"hand": ["Potion", "Copper", "Copper"], "deck": []}, {}]})");
    MOVES(h, "play treasures");
    QVERIFY(!h.isLegal(Move::buy(familiar), &error));
    QCOMPARE(error, std::string("not enough coins"));
    // The Potion pile itself costs coins only.
    QVERIFY(!has(h.legalMoves(10000).moves, Move::buy(h.pileIndex(cards::Potion))));
    auto k = fx::position(R"({"kingdom": ["Familiar"], "players": [
      {"hand": ["Silver", "Silver"], "deck": []}, {}]})");
    MOVES(k, "play treasures", "buy Potion");
    QCOMPARE(fx::pileCount(k, "Potion"), 15);
  }

  // COST REDUCTION, POTIONS § IV: Bridge lowers the coins of a cost, never its Potions.
  void bridge_reduces_the_coins_of_a_potion_cost_but_not_the_potion() {
    auto g = fx::position(R"({"kingdom": ["Familiar", "Bridge"], "players": [
      {"hand": ["Bridge", "Copper", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Bridge");
    QCOMPARE(g.cost(id("Familiar")), Cost(2, 1));
    MOVES(g, "play treasures");
    REFUSED(g, "buy Familiar");

    auto h = fx::position(R"({"kingdom": ["Familiar", "Bridge"], "players": [
      {"hand": ["Bridge", "Copper", "Potion"], "deck": []}, {}]})");
    MOVES(h, "play Bridge", "play treasures", "buy Familiar");
    QCOMPARE(h.s.turn.potions, int16_t(0));
    QCOMPARE(h.s.turn.coins, int16_t(0));  // Bridge's +$1 and the Copper paid the $2
  }

  // The Potion pile is a Supply pile: it counts for the three-pile ending.
  void the_potion_pile_counts_for_the_three_pile_ending() {
    auto g = fx::position(R"({"kingdom": ["Familiar", "Village", "Smithy"],
      "supply": {"Potion": 1, "Village": 0, "Smithy": 0}, "players": [
      {"hand": ["Silver", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Potion");
    QVERIFY(g.isOver());
  }

  // ---- Familiar -----------------------------------------------------------------------------

  void familiar_costs_three_and_a_potion() {
    const CardDef& d = card(id("Familiar"));
    QCOMPARE(d.set, CardSet::Alchemy);
    QCOMPARE(d.printedCost(), Cost(3, 1));
    QCOMPARE(formatCost(d.printedCost()), std::string("$3P"));
    QVERIFY(d.is(Action) && d.is(Attack));
    QVERIFY(d.isKingdom());
  }

  void familiar_draws_a_card_gives_an_action_and_each_other_player_gains_a_curse() {
    auto g = fx::position(R"({"kingdom": ["Familiar"], "players": [
      {"hand": ["Familiar"], "deck": ["Silver"]}, {"hand": []}, {"hand": []}]})");
    MOVES(g, "play Familiar");
    SAME(names(g, 0, Zone::Hand), "Silver");
    QCOMPARE(g.s.turn.actions, int16_t(1));
    SAME(names(g, 1, Zone::Discard), "Curse");
    SAME(names(g, 2, Zone::Discard), "Curse");
    QVERIFY(g.player(0).discard().empty());
  }

  // As Witch's (rulebook): in turn order from the attacker's left until the Curses run out.
  void familiar_gives_curses_in_turn_order_until_they_run_out() {
    auto g =
        fx::position(R"({"kingdom": ["Familiar"], "supply": {"Curse": 1}, "turn": {"player": 1},
      "players": [{"hand": []}, {"hand": ["Familiar"], "deck": ["Copper"]}, {"hand": []}]})");
    MOVES(g, "play Familiar");
    SAME(names(g, 2, Zone::Discard), "Curse");
    QVERIFY(g.player(0).discard().empty());
    QCOMPARE(fx::pileCount(g, "Curse"), 0);
    QCOMPARE(g.s.turn.actions, int16_t(1));
  }

  // An Attack: a player who reveals Moat gains no Curse.
  void moat_keeps_the_familiar_curse_away() {
    auto g = fx::position(R"({"kingdom": ["Familiar", "Moat"], "players": [
      {"hand": ["Familiar"], "deck": ["Copper"]}, {"hand": ["Moat"]}, {"hand": ["Estate"]}]})");
    MOVES(g, "play Familiar", "reveal Moat");
    QVERIFY(g.player(1).discard().empty());
    SAME(names(g, 2, Zone::Discard), "Curse");
  }

  // ---- Positions ----------------------------------------------------------------------------

  void positions_keep_the_potions_of_the_turn() {
    auto g = fx::position(R"({"kingdom": ["Familiar"], "players": [
      {"hand": ["Potion", "Potion", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play treasures");
    const std::string saved = savePosition(g);
    QCOMPARE(nlohmann::json::parse(saved)["turn"].value("potions", -1), 2);
    QVERIFY(loadPosition(saved).s == g.s);
    QCOMPARE(fx::pileCount(loadPosition(saved), "Potion"), 16);

    auto written = fx::position(R"({"kingdom": ["Familiar"], "players": [
      {"hand": ["Copper", "Copper", "Copper"], "deck": []}, {}], "turn": {"phase": "buy", "potions": 1}})");
    QCOMPARE(written.s.turn.potions, int16_t(1));
    MOVES(written, "play treasures", "buy Familiar");
    QCOMPARE(written.s.turn.potions, int16_t(0));

    // None: not written (older positions have none and load as before).
    Game none = Game::create({.kingdom = kNoPotion, .players = 2, .seed = 1});
    QVERIFY(!nlohmann::json::parse(savePosition(none))["turn"].contains("potions"));
  }

  void a_bad_potions_count_is_refused_with_a_message() {
    for (const char* bad : {R"({"turn": {"potions": -1}})", R"({"turn": {"potions": "two"}})"}) {
      try {
        loadPosition(bad);
        QFAIL("accepted");
      } catch (const PositionError& e) {
        QVERIFY2(std::string(e.what()).find("turn.potions") != std::string::npos, e.what());
      }
    }
  }
};

QTEST_APPLESS_MAIN(AlchemyCardsTest)
#include "alchemy_cards_test.moc"
