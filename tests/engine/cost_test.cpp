// Costs: the Card Reference's comparisons ("CARD COSTS", Potions, Debt), the cost modifiers
// Game::cost applies (COST REDUCTION), and how positions store this turn's modifiers.
#include <fstream>
#include <nlohmann/json.hpp>

#include "engine/cost_modifiers.hpp"
#include "fixture.hpp"

using namespace dom;

namespace dom {
// Failed QCOMPAREs print the whole cost, not only its coins.
char* toString(const Cost& c) { return qstrdup(formatCost(c).c_str()); }
}  // namespace dom

namespace {

// ---- the comparisons, checked at compile time -----------------------------------------------

// "Up to $4" cannot have Potion or Debt; "$2 more than $3P" is "up to $5P".
static_assert(Cost(4) <= 4 && Cost(0) <= 4 && !(Cost(5) <= 4));
static_assert(!(Cost(2, 1) <= 4) && !(Cost(0, 0, 4) <= 4));
static_assert(Cost(5, 1) <= Cost(3, 1) + 2 && Cost(5) <= Cost(3, 1) + 2 &&
              !(Cost(6) <= Cost(3, 1) + 2));
// Both $3 and P are lower than $3P; $3P is not lower than $4, nor the other way round.
static_assert(Cost(3) < Cost(3, 1) && Cost(0, 1) < Cost(3, 1) && Cost(3, 1) > Cost(3));
static_assert(!(Cost(3, 1) < Cost(4)) && !(Cost(4) < Cost(3, 1)) && !(Cost(3, 1) > Cost(4)));
static_assert(!(Cost(0, 0, 8) < Cost(4)) && !(Cost(4) < Cost(0, 0, 8)) &&
              Cost(0, 0, 4) < Cost(0, 0, 8));
// "Less than $4": no Potion or Debt either.
static_assert(Cost(3) < 4 && !(Cost(3, 1) < 4) && !(Cost(4) < 4));
// "Costing exactly $5" / "the same cost": every amount equal.
static_assert(Cost(5) == 5 && !(Cost(5, 1) == 5) && Cost(3, 1) == Cost(3, 1) &&
              Cost(3, 1) != Cost(3));
// "Costing exactly $1 more" than $2P is $3P, not $3.
static_assert(Cost(2, 1) + 1 == Cost(3, 1) && !(Cost(2, 1) + 1 == 3));
// "$3 or more": at least $3 in coins, with any Potion or Debt.
static_assert(Cost(3) >= 3 && Cost(3, 1) >= 3 && Cost(8, 0, 8) >= 3 && !(Cost(2, 1) >= 3) &&
              !(Cost(0, 0, 8) >= 3));
// A number on the left reads the same.
static_assert(4 >= Cost(4) && !(4 >= Cost(2, 1)) && 3 <= Cost(3, 1) && 5 == Cost(5));
// Reductions: coins only, never below $0.
static_assert(Cost(3, 1).reducedBy(5) == Cost(0, 1) && Cost(0, 0, 8).reducedBy(2) == Cost(0, 0, 8));
static_assert(Cost(5).reducedBy(2) == 3);
// A limit "$1 less" than $0 is below every card's cost (Develop ①).
static_assert(!(Cost(0) <= Cost(0) - 1) && !(Cost(0) == Cost(0) - 1));
// Buying: coins and Potions pay; Debt is taken as tokens.
static_assert(affordable(Cost(5), 5) && !affordable(Cost(6), 5));
static_assert(!affordable(Cost(2, 1), 5) && affordable(Cost(2, 1), 5, 1) &&
              affordable(Cost(0, 0, 8), 0));
// Listings: a total order, coins first.
static_assert(listedBefore(Cost(2), Cost(3)) && listedBefore(Cost(3), Cost(3, 1)) &&
              listedBefore(Cost(3, 1), Cost(4)));
static_assert(!listedBefore(Cost(4), Cost(4)));

// The whole card table with some cards given test-only hooks, for modifiedCost.
struct TestCards {
  std::vector<CardDef> defs{cardTable().begin(), cardTable().end()};
  CardDef& operator[](const char* name) { return defs[size_t(findCard(name))]; }
  const CardDef& operator()(CardId c) const { return defs[size_t(c)]; }
};

CardId id(const char* name) { return findCard(name); }

// Highway (pre-2022): "While this is in play, cards cost $1 less."
int highway(const Game&, Inst, CardId) { return 1; }
// Quarry (pre-2022): "While this is in play, Action cards cost $2 less."
int quarry(const Game&, Inst, CardId costed) { return card(costed).is(Action) ? 2 : 0; }
// Bridge Troll (pre-2022): "While this is in play, on your turns, cards cost $1 less."
int bridgeTroll(const Game& g, Inst self, CardId) {
  return g.s.instLoc[size_t(self)].owner == g.current() ? 1 : 0;
}
// Peddler: "During your turns' Buy phases, this costs $2 less per Action card you have in play."
OwnCost peddler(const Game& g, CardId self) {
  const Cost printed = card(self).printedCost();
  if (g.s.turn.phase != Phase::Buy) return {printed};
  int actions = 0;
  for (Inst i : g.player(g.current()).inPlay()) actions += g.defOf(i).is(Action);
  return {printed.reducedBy(2 * actions)};
}
// Wayfarer-like: costs what Silver costs now; other reductions don't apply again (Wayfarer ⑤).
OwnCost asSilver(const Game& g, CardId) { return {g.cost(cards::Silver), true}; }

Game buyPhaseWithInPlay(const std::string& mine, const std::string& theirs) {
  return fx::position(
      R"({"kingdom": ["Village", "Smithy", "Market", "Festival", "Bridge"], "players": [
      {"hand": ["Copper"], "inPlay": [)" +
      mine + R"(]}, {"inPlay": [)" + theirs + R"(]}],
      "turn": {"phase": "buy"}})");
}

}  // namespace

class CostTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- the value ------------------------------------------------------------------------

  void a_cost_reads_as_its_coins_where_card_code_wants_a_number() {
    // Card code written when costs were numbers: `const int c = g.cost(x)`, `f.b = g.cost(x) + 2`.
    const int coins = Cost(3, 1);
    QCOMPARE(coins, 3);
    int32_t limit = 0;
    limit = Cost(4) + 2;
    QCOMPARE(limit, 6);
    QCOMPARE(Cost(2, 1, 3).coins, int16_t(2));
  }

  void costs_print_as_on_the_cards() {
    QCOMPARE(formatCost(Cost(4)), std::string("$4"));
    QCOMPARE(formatCost(Cost(0)), std::string("$0"));
    QCOMPARE(formatCost(Cost(2, 1)), std::string("$2P"));
    QCOMPARE(formatCost(Cost(0, 1)), std::string("P"));
    QCOMPARE(formatCost(Cost(0, 0, 8)), std::string("8D"));
    QCOMPARE(formatCost(Cost(8, 0, 8)), std::string("$8 8D"));
  }

  void printed_costs_match_the_card_database_with_potions_and_debt() {
    std::ifstream in(DOMINION_CARD_DB);
    QVERIFY2(in, "no card database at " DOMINION_CARD_DB);
    const auto db = nlohmann::json::parse(in);
    auto amount = [](const nlohmann::json& e, const char* key) {
      return e.contains(key) && e[key].is_string() && !e[key].get<std::string>().empty()
                 ? std::stoi(e[key].get<std::string>())
                 : 0;
    };
    for (const CardDef& d : cardTable()) {
      // A Ruins is listed only as its pile ("Ruins").
      auto e = std::find_if(db.begin(), db.end(),
                            [&](const nlohmann::json& x) { return x["card_tag"] == d.name; });
      const std::string_view pileName = card(pileNameOf(findCard(d.name))).name;
      if (e == db.end())
        e = std::find_if(db.begin(), db.end(),
                         [&](const nlohmann::json& x) { return x["card_tag"] == pileName; });
      QVERIFY2(e != db.end(), std::string(d.name).c_str());
      // The Knights' entry has the randomizer's $5: each Knight's own cost (Sir Martin $4) is
      // checked in card_table_test against the pile's text.
      // Likewise the Castles' entry has the pile's $3; castles_test checks each Castle's cost.
      if ((pileName == "Knights" || pileName == "Castles") && d.name != pileName) {
        QCOMPARE(d.printedCost(), Cost(d.cost));
        continue;
      }
      QCOMPARE(d.printedCost(),
               Cost(amount(*e, "cost"), amount(*e, "potcost"), amount(*e, "debtcost")));
      QCOMPARE(d.printedCost().coins, int16_t(d.cost));
    }
  }

  // ---- this turn's modifiers -------------------------------------------------------------

  void bridge_and_bridge_under_throne_room_stack_and_end_with_the_turn() {
    auto g = fx::position(R"({"kingdom": ["Bridge", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Bridge", "Bridge", "Copper"], "deck": []}, {}], "turn": {"actions": 2}})");
    MOVES(g, "play Throne Room", "choose Bridge", "play Bridge");
    QCOMPARE(g.s.turn.costReduction.list().size(), size_t(1));  // one entry for every card: $3
    QCOMPARE(g.s.turn.costReduction.allCards(), 3);
    QCOMPARE(g.cost(cards::Province), Cost(5));
    QCOMPARE(g.cost(cards::Gold), Cost(3));
    QCOMPARE(g.cost(cards::Silver), Cost(0));
    MOVES(g, "play treasures");  // $3 + $1: a Gold now costs $3
    QCOMPARE(g.s.turn.coins, int16_t(4));
    MOVES(g, "buy Gold");
    QCOMPARE(g.s.turn.coins, int16_t(1));
    MOVES(g, "end");
    QVERIFY(g.s.turn.costReduction.empty());
    QCOMPARE(g.cost(cards::Gold), Cost(6));
  }

  void turn_modifiers_for_actions_or_a_named_card_stack_with_bridge() {
    auto g = fx::position(R"({"kingdom": ["Bridge", "Smithy"], "players": [
      {"hand": ["Bridge", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Bridge");
    g.addCostModifier({.amount = 2, .types = Action, .source = id("Smithy")});
    g.addCostModifier({.amount = 1, .card = cards::Gold});
    QCOMPARE(g.cost(id("Smithy")), Cost(1));   // 4 - 1 - 2
    QCOMPARE(g.cost(id("Bridge")), Cost(1));   // 4 - 1 - 2
    QCOMPARE(g.cost(cards::Silver), Cost(2));  // not an Action
    QCOMPARE(g.cost(cards::Gold), Cost(4));    // Bridge and its own
    QCOMPARE(g.cost(cards::Estate), Cost(1));
    // Alike modifiers are one entry.
    g.addCostModifier({.amount = 2, .types = Action, .source = id("Smithy")});
    QCOMPARE(g.s.turn.costReduction.list().size(), size_t(3));
    QCOMPARE(g.cost(id("Smithy")), Cost(0));
    QCOMPARE(g.s.turn.costReduction.allCards(), 1);
  }

  void the_buy_phase_offers_what_the_reduced_cost_allows() {
    auto g =
        fx::position(R"({"kingdom": ["Smithy"], "players": [{"hand": ["Silver"], "deck": []}, {}],
      "turn": {"phase": "buy"}})");
    MOVES(g, "play treasures");
    REFUSED(g, "buy Smithy");
    g.addCostModifier({.amount = 2, .types = Action});
    const auto buys = g.legalMoves(1000).moves;
    QVERIFY(std::any_of(buys.begin(), buys.end(), [&](const Move& m) {
      return m.kind == MoveKind::Buy && g.s.supply[size_t(m.arg)].card == id("Smithy");
    }));
    MOVES(g, "buy Smithy");
    QCOMPARE(g.s.turn.coins, int16_t(0));
  }

  void the_number_of_cards_written_before_the_list_is_the_sourceless_all_card_entry() {
    TurnCostModifiers mods;
    mods.add({.amount = 2, .types = Action});
    mods = int16_t(mods + 1);  // Bridge's own line
    mods = int16_t(mods + 1);
    QCOMPARE(int(mods), 2);
    QCOMPARE(mods.list().size(), size_t(2));
    QCOMPARE(mods.reductionFor(id("Smithy"), Action), 4);
    QCOMPARE(mods.reductionFor(cards::Gold, Treasure), 2);
    mods = 0;
    QCOMPARE(mods.list().size(), size_t(1));
  }

  // ---- modifiers from the cards: in play, and a card's own cost --------------------------

  // Whether Game::cost looks at play is derived from the game's cards, so a game without a card
  // like Highway costs nothing more to ask however many such cards the table holds.
  void a_game_without_in_play_cost_modifiers_never_scans_play() {
    Game g = Game::create({.kingdom = {id("Smithy"), id("Bridge"), id("Village")}, .seed = 3});
    QVERIFY(!g.s.inPlayCostHooks);
    QCOMPARE(g.cost(id("Smithy")), Cost(4));
  }

  void in_play_modifiers_of_every_player_add_up_with_this_turns() {
    TestCards t;
    t["Village"].inPlayCostModifier = highway;
    t["Festival"].inPlayCostModifier = quarry;
    auto g = buyPhaseWithInPlay(R"("Village", "Village", "Festival")", R"("Village")");
    auto cost = [&](CardId c) { return modifiedCost(g, c, t, true); };
    QCOMPARE(cost(cards::Gold), Cost(3));   // 6 - 3 Highways
    QCOMPARE(cost(id("Smithy")), Cost(0));  // 4 - 3 - 2 (Quarry), not below $0
    QCOMPARE(cost(id("Festival")), Cost(0));
    QCOMPARE(cost(cards::Province), Cost(5));
    g.s.turn.costReduction = 1;  // and a Bridge
    QCOMPARE(cost(cards::Province), Cost(4));
    // Without the scan (no such card in the table) they don't count.
    QCOMPARE(modifiedCost(g, cards::Province, t, false), Cost(7));
  }

  void an_in_play_modifier_may_depend_on_whose_turn_it_is() {
    TestCards t;
    t["Village"].inPlayCostModifier = bridgeTroll;
    auto mine = buyPhaseWithInPlay(R"("Village")", "");
    auto theirs = buyPhaseWithInPlay("", R"("Village")");
    QCOMPARE(modifiedCost(mine, cards::Gold, t, true), Cost(5));
    QCOMPARE(modifiedCost(theirs, cards::Gold, t, true), Cost(6));
  }

  void reductions_lower_coins_only_never_potions_or_debt() {
    TestCards t;
    t["Market"].potionCost = 1;  // a $5P card
    t["Festival"].debtCost = 4;  // a $5 4D card
    t["Village"].inPlayCostModifier = highway;
    auto g = buyPhaseWithInPlay(R"("Village", "Village")", "");
    g.s.turn.costReduction = 4;
    QCOMPARE(modifiedCost(g, id("Market"), t, true), Cost(0, 1));
    QCOMPARE(modifiedCost(g, id("Festival"), t, true), Cost(0, 0, 4));
  }

  void a_cards_own_cost_comes_first_and_the_reductions_apply_to_it() {
    TestCards t;
    t["Market"].ownCost = peddler;  // $5 here
    auto g = buyPhaseWithInPlay(R"("Village", "Smithy")", R"("Festival")");
    QCOMPARE(modifiedCost(g, id("Market"), t, true), Cost(1));  // two Actions of mine in play
    g.s.turn.costReduction = 2;
    QCOMPARE(modifiedCost(g, id("Market"), t, true), Cost(0));
    g.s.turn.phase = Phase::Action;
    QCOMPARE(modifiedCost(g, id("Market"), t, true), Cost(3));  // only in the Buy phase
  }

  void an_own_cost_copied_from_another_card_is_not_reduced_again() {
    TestCards t;
    t["Market"].ownCost = asSilver;
    auto g = buyPhaseWithInPlay("", "");
    g.s.turn.costReduction = 1;
    QCOMPARE(modifiedCost(g, id("Market"), t, true),
             Cost(2));  // what Silver costs now, not $1 less
  }

  // ---- positions -------------------------------------------------------------------------

  void a_positions_cost_reduction_is_a_bridge_reduction_and_is_written_back_alone() {
    auto g = fx::position(
        R"({"kingdom": ["Bridge"], "players": [{}, {}], "turn": {"costReduction": 2}})");
    QCOMPARE(g.s.turn.costReduction.list().size(), size_t(1));
    QCOMPARE(g.cost(cards::Gold), Cost(4));
    const auto turn = toJson(g)["turn"];
    QCOMPARE(turn["costReduction"].get<int>(), 2);
    QVERIFY(!turn.contains("costModifiers"));
    QVERIFY(loadPosition(savePosition(g)).s == g.s);
  }

  void other_modifiers_are_listed_and_round_trip() {
    auto g = fx::position(
        R"({"kingdom": ["Bridge", "Smithy"], "players": [{}, {}], "turn": {"costReduction": 1}})");
    g.addCostModifier({.amount = 2, .types = Action | Treasure, .source = id("Smithy")});
    g.addCostModifier({.amount = 1, .card = cards::Gold});
    g.addCostModifier({.amount = 1, .source = id("Bridge")});
    const auto turn = toJson(g)["turn"];
    QCOMPARE(turn["costReduction"].get<int>(), 2);  // every card: the old readers' number
    QCOMPARE(turn["costModifiers"].size(), size_t(4));
    QVERIFY(turn["costModifiers"][1]["types"] ==
            nlohmann::json::parse(R"(["Action", "Treasure"])"));
    QCOMPARE(turn["costModifiers"][2]["card"].get<std::string>(), std::string("Gold"));
    const Game back = loadPosition(savePosition(g));
    QVERIFY(back.s == g.s);
    QCOMPARE(back.cost(cards::Gold), Cost(1));  // 6 - 2 (every card) - 2 (Treasures) - 1 (Gold)
  }

  void a_cost_reduction_that_contradicts_the_list_is_refused() {
    const std::string list =
        R"("costModifiers": [{"amount": 1}, {"amount": 2, "types": ["Action"]}])";
    auto load = [](const std::string& turn) {
      return loadPosition(R"({"kingdom": ["Smithy"], "players": [{}, {}], "turn": {)" + turn +
                          "}}");
    };
    QCOMPARE(load(list).cost(id("Smithy")), Cost(1));
    QCOMPARE(load(list + R"(, "costReduction": 1)").cost(cards::Gold), Cost(5));
    for (const std::string& bad :
         {list + R"(, "costReduction": 2)", std::string(R"("costModifiers": [{"amount": 0}])"),
          std::string(R"("costModifiers": [{"amount": 1, "types": ["Fish"]}])"),
          std::string(R"("costModifiers": [{"amount": 1, "card": "Nothing"}])")}) {
      bool refused = false;
      try {
        load(bad);
      } catch (const PositionError& e) {
        refused = std::string(e.field()).rfind("turn.cost", 0) == 0;
      }
      QVERIFY2(refused, bad.c_str());
    }
  }
};

QTEST_APPLESS_MAIN(CostTest)
#include "cost_test.moc"
