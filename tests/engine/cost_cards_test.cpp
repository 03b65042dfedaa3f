// The cards that change costs: Hinterlands' Highway (the 2022 text: "This turn, cards cost $1
// less") and Prosperity's Peddler (its own cost in the Buy phase), with the rulings of the Card
// Reference (complete rules, chapter VI: "Card 1") and COST REDUCTION (never below $0).
#include "engine/view.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::gained;
using fx::logged;
using fx::names;

namespace dom {
// Failed QCOMPAREs print the whole cost, not only its coins.
char* toString(const Cost& c) { return qstrdup(formatCost(c).c_str()); }
}  // namespace dom

namespace {

CardId id(const char* name) { return findCard(name); }

// The current player's Buy phase with these cards in play (quoted, comma-separated) and coins.
Game buyPhase(const std::string& inPlay, int coins,
              const std::string& kingdom = R"("Peddler", "Village", "Throne Room")") {
  return fx::position(R"({"kingdom": [)" + kingdom + R"(], "players": [
      {"inPlay": [)" + inPlay +
                      R"(], "deck": []}, {}],
      "turn": {"phase": "buy", "coins": )" +
                      std::to_string(coins) + "}}");
}

// Whether a legal move of g reads as `text` in move notation.
bool offers(const Game& g, const std::string& text) {
  bool found = false;
  g.forEachLegalMove([&](const Move& m) {
    found = formatMove(g, m) == text;
    return !found;
  });
  return found;
}

}  // namespace

class CostCardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Highway -----------------------------------------------------------------------------

  // Highway 1 (2022): playing it lowers every card's cost by $1 for the rest of the turn, also
  // after it left play; the next turn costs are printed again.
  void highway_lowers_every_cost_by_one_for_the_rest_of_the_turn() {
    auto g = fx::position(R"({"kingdom": ["Highway"], "players": [
      {"hand": ["Highway", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Highway");
    QCOMPARE(g.s.turn.actions, 1);
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Copper");
    QCOMPARE(g.cost(cards::Province), Cost(7));
    QCOMPARE(g.cost(cards::Silver), Cost(2));
    QCOMPARE(g.cost(id("Highway")), Cost(4));
    g.player(0)
        .inPlay()
        .clear();  // gone from play: the reduction stays (the 1st edition's would not)
    QCOMPARE(g.cost(cards::Gold), Cost(5));
    MOVES(g, "end");  // the Buy phase: no Action to play, the Action phase ended by itself
    QCOMPARE(int(g.current()), 1);
    QCOMPARE(g.cost(cards::Gold), Cost(6));
  }

  // Highway 1 (2022): every play adds $1, so two Highways or one played twice by Throne Room
  // make cards $2 cheaper.
  void highways_stack_and_a_highway_played_twice_counts_twice() {
    auto two = fx::position(R"({"kingdom": ["Highway"], "players": [
      {"hand": ["Highway", "Highway"], "deck": ["Copper", "Copper"]}, {}]})");
    MOVES(two, "play Highway", "play Highway");
    QCOMPARE(two.cost(cards::Gold), Cost(4));

    auto throne = fx::position(R"({"kingdom": ["Highway", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Highway"], "deck": ["Copper", "Copper"]}, {}]})");
    MOVES(throne, "play Throne Room", "choose Highway");
    QCOMPARE(int(throne.player(0).inPlay().size()), 2);
    QCOMPARE(throne.cost(cards::Gold), Cost(4));
    QCOMPARE(throne.cost(cards::Province), Cost(6));
  }

  // Bridge 1 and Highway 1 add up: a Gold costs $4, a Workshop-like limit reads it.
  void highway_and_bridge_add_up() {
    auto g = fx::position(R"({"kingdom": ["Highway", "Bridge", "Workshop"], "players": [
      {"hand": ["Highway", "Bridge", "Workshop"], "deck": ["Village"]}, {}], "turn": {"actions": 2}})");
    MOVES(g, "play Highway", "play Bridge");
    QCOMPARE(g.cost(cards::Gold), Cost(4));
    QCOMPARE(g.cost(id("Bridge")), Cost(2));
    MOVES(g, "play Workshop");
    QVERIFY(offers(g, "choose Gold"));
    QVERIFY(!offers(g, "choose Province"));
    MOVES(g, "choose Gold");
    SAME(names(g, 0, Zone::Discard), "Gold");
  }

  // COST REDUCTION: costs never go below $0, however many reductions.
  void highway_never_lowers_a_cost_below_zero() {
    auto g = fx::position(R"({"kingdom": ["Highway", "Bridge"], "players": [
      {"hand": ["Highway", "Highway", "Highway", "Bridge"], "deck": ["Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Highway", "play Highway", "play Highway", "play Bridge");
    QCOMPARE(g.cost(cards::Copper), Cost(0));
    QCOMPARE(g.cost(cards::Estate), Cost(0));
    QCOMPARE(g.cost(cards::Silver), Cost(0));
    QCOMPARE(g.cost(cards::Gold), Cost(2));
    MOVES(g, "play treasures", "buy Estate");
    QCOMPARE(g.s.turn.coins, 4);
  }

  // The reduction is part of the turn: a position saved after the play keeps it, with its card.
  void a_saved_position_keeps_the_highway_reduction() {
    auto g = fx::position(R"({"kingdom": ["Highway", "Bridge"], "players": [
      {"hand": ["Highway", "Bridge"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Highway");
    const Game back = loadPosition(savePosition(g));
    QCOMPARE(back.cost(cards::Gold), Cost(5));
    QVERIFY(back.s.turn.costReduction == g.s.turn.costReduction);
  }

  // Trader 1 reads the cost after the reduction: an Estate is worth one Silver after a Highway.
  void trader_reads_the_cost_lowered_by_highway() {
    auto g = fx::position(R"({"kingdom": ["Highway", "Trader"], "players": [
      {"hand": ["Highway", "Trader", "Estate"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Highway", "play Trader", "choose Estate");
    QCOMPARE(g.countOwned(0, cards::Silver), 1);
  }

  // ---- Peddler -----------------------------------------------------------------------------

  void peddler_gives_a_card_an_action_and_a_coin() {
    auto g = fx::position(R"({"kingdom": ["Peddler"], "players": [
      {"hand": ["Peddler"], "deck": ["Silver"]}, {}]})");
    MOVES(g, "play Peddler");
    QCOMPARE(g.s.turn.actions, 1);
    QCOMPARE(g.s.turn.coins, 1);
    SAME(names(g, 0, Zone::Hand), "Silver");
  }

  // Peddler 3: in the Action phase it costs $8 whatever is in play; 1: in the Buy phase $2 less
  // per Action card in play (Treasures don't count).
  void peddler_costs_eight_in_the_action_phase_and_less_in_the_buy_phase() {
    auto g = fx::position(R"({"kingdom": ["Peddler", "Village"], "players": [
      {"hand": ["Village", "Village", "Peddler", "Peddler"], "deck": ["Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Village", "play Peddler", "play Peddler");
    QCOMPARE(int(g.player(0).inPlay().size()), 3);
    QCOMPARE(g.cost(id("Peddler")), Cost(8));
    MOVES(g, "end");
    QCOMPARE(g.s.turn.phase, Phase::Buy);
    QCOMPARE(g.cost(id("Peddler")), Cost(2));
    QCOMPARE(g.cost(id("Village")), Cost(3));  // only Peddler's own cost changes
  }

  // Peddler 1: Action cards in play, not plays: Throne Room and the Village it played twice are
  // two cards, $4 less.
  void peddler_counts_action_cards_in_play_not_plays() {
    auto g = fx::position(R"({"kingdom": ["Peddler", "Village", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Village"], "deck": ["Copper", "Copper"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Village");
    QCOMPARE(g.s.turn.phase, Phase::Buy);  // no Action left to play
    QCOMPARE(g.s.turn.played.size(), size_t(3));
    QCOMPARE(g.cost(id("Peddler")), Cost(4));
  }

  // Peddler 2: the current player's play area counts, for everyone's Peddlers; another player's
  // Duration in play does not. COST REDUCTION: never below $0.
  void peddler_counts_the_current_players_actions_and_stops_at_zero() {
    auto g = fx::position(R"({"kingdom": ["Peddler", "Village", "Caravan"], "players": [
      {"inPlay": ["Village"], "deck": []}, {"inPlay": ["Caravan", "Caravan"], "deck": []}],
      "turn": {"phase": "buy"}})");
    QCOMPARE(g.cost(id("Peddler")), Cost(6));
    auto many = buyPhase(R"("Village", "Village", "Village", "Village", "Village")", 0);
    QCOMPARE(many.cost(id("Peddler")), Cost(0));
  }

  // Peddler's own cost and the turn's reductions add up (Highway after it).
  void peddler_and_highway_add_up() {
    auto g = buyPhase(R"("Highway", "Village")", 0, R"("Peddler", "Village", "Highway")");
    g.addCostModifier({.amount = 1, .source = id("Highway")});
    QCOMPARE(g.cost(id("Peddler")), Cost(3));
  }

  // A card costing "up to $4" bought in the Buy phase reads Peddler's cost then: Talisman
  // copies a Peddler bought for $4.
  void talisman_copies_a_peddler_that_costs_four_in_the_buy_phase() {
    auto g = logged(R"({"kingdom": ["Peddler", "Village", "Talisman"], "players": [
      {"inPlay": ["Village", "Village"], "hand": ["Talisman", "Silver", "Copper"], "deck": []}, {}],
      "turn": {"phase": "buy"}})");
    MOVES(g, "play treasures", "buy Peddler");
    SAME(gained(g, 0), "Peddler", "Peddler");
  }

  // Border Village bought in the Buy phase gains a card costing less than $6: a Peddler, which
  // costs $4 there.
  void border_village_bought_with_actions_in_play_may_gain_a_peddler() {
    auto g = logged(R"({"kingdom": ["Peddler", "Village", "Border Village"], "players": [
      {"inPlay": ["Village", "Village"], "hand": ["Gold", "Gold"], "deck": []}, {}],
      "turn": {"phase": "buy"}})");
    MOVES(g, "play treasures", "buy Border Village");
    QVERIFY(offers(g, "choose Peddler"));
    MOVES(g, "choose Peddler");
    SAME(gained(g, 0), "Border Village", "Peddler");
  }

  // What the players see and may buy goes through Game::cost: the view's pile cost (which the
  // AI reads) and the legal buys (which the CLI lists).
  void the_view_and_the_legal_buys_show_the_modified_cost() {
    auto g = buyPhase(R"("Village", "Village")", 4);
    const View v = view(g, 0);
    const int k = g.pileIndex(id("Peddler"));
    QCOMPARE(v.supply[size_t(k)].cost, Cost(4));
    QCOMPARE(view(g, 1).supply[size_t(k)].cost, Cost(4));
    QVERIFY(offers(g, "buy Peddler"));
    auto poor = buyPhase(R"("Village")", 4);
    QVERIFY(!offers(poor, "buy Peddler"));
  }
};

QTEST_APPLESS_MAIN(CostCardsTest)
#include "cost_cards_test.moc"
