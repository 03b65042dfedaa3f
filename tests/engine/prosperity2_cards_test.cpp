// Prosperity's 2nd-edition cards (and Bishop, Quarry and Rabble, in both editions), with the
// rulings of the Card Reference (complete rules, chapter VI: "Bishop ①", "Quarry ①").
#include <algorithm>

#include "engine/log_text.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::gained;
using fx::id;
using fx::logged;
using fx::logHas;
using fx::names;

namespace {

std::vector<std::string> hand(const Game& g, PlayerId p) {
  return fx::sorted(names(g, p, Zone::Hand));
}

int vp(const Game& g, PlayerId p) { return int(g.player(p).counter(Counter::VP)); }

}  // namespace

class Prosperity2CardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Bishop -------------------------------------------------------------------------------

  // +$1, +1 VP, then +1 VP per $2 of the trashed card's cost: a Gold ($6) gives 3 more.
  void bishop_gives_a_vp_per_two_coins_of_the_trashed_card() {
    auto g = logged(R"({"kingdom": ["Bishop"], "players": [
      {"hand": ["Bishop", "Gold", "Estate"]}, {"hand": ["Copper"]}]})");
    MOVES(g, "play Bishop", "choose Gold", "choose nothing");
    QCOMPARE(int(g.s.turn.coins), 1);
    QCOMPARE(vp(g, 0), 4);
    SAME(fx::trash(g), "Gold");
    QVERIFY(logHas(g, "Player 1 gets +3 VP."));
  }

  // Half the cost, rounded down: a Silver ($3) gives 1 VP more.
  void bishop_rounds_half_the_cost_down() {
    auto g = fx::position(R"({"kingdom": ["Bishop"], "players": [
      {"hand": ["Bishop", "Silver", "Silver"]}, {}]})");
    MOVES(g, "play Bishop", "choose Silver");
    QCOMPARE(vp(g, 0), 2);
  }

  // Bishop ①: with no card in hand to trash, still +$1 and +1 VP.
  void bishop_with_an_empty_hand_still_gives_a_coin_and_a_vp() {
    auto g = fx::position(R"({"kingdom": ["Bishop"], "players": [{"hand": ["Bishop"]}, {}]})");
    MOVES(g, "play Bishop");
    QCOMPARE(int(g.s.turn.coins), 1);
    QCOMPARE(vp(g, 0), 1);
  }

  // Bishop ②: a cost reduction gives fewer VP: a Duchy costing $4 under Highway gives 2.
  void bishop_reads_the_reduced_cost() {
    auto g = fx::position(R"({"kingdom": ["Bishop", "Highway"], "players": [
      {"hand": ["Highway", "Bishop", "Duchy"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Highway", "play Bishop", "choose Duchy");
    QCOMPARE(vp(g, 0), 3);
  }

  // Each other player in turn order may trash a card from their hand, or not; a player with an
  // empty hand is not asked.
  void bishop_lets_each_other_player_trash_a_card() {
    auto g = fx::position(R"({"kingdom": ["Bishop"], "players": [
      {"hand": ["Bishop", "Estate", "Copper"]}, {"hand": ["Curse", "Copper"]}, {"hand": []},
      {"hand": ["Estate"]}]})");
    MOVES(g, "play Bishop", "choose Estate");
    ASKS(g, SelectCards, 1, 0, 1);
    MOVES(g, "choose Curse");
    ASKS(g, SelectCards, 3, 0, 1);
    MOVES(g, "choose nothing");
    SAME(fx::sorted(fx::trash(g)), "Curse", "Estate");
    SAME(names(g, 3, Zone::Hand), "Estate");
    QCOMPARE(vp(g, 1), 0);
    QCOMPARE(vp(g, 0), 2);
  }

  // ---- Quarry -------------------------------------------------------------------------------

  // Quarry ①: playing it makes Action cards cost $2 less this turn; other cards keep their cost.
  void quarry_makes_actions_cost_two_less_this_turn() {
    auto g = fx::position(R"({"kingdom": ["Quarry", "Laboratory"], "players": [
      {"hand": ["Quarry", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Quarry");
    QCOMPARE(int(g.s.turn.coins), 1);
    QCOMPARE(g.cost(id("Laboratory")), Cost(3));
    QCOMPARE(g.cost(cards::Gold), Cost(6));
    QCOMPARE(g.cost(id("Quarry")), Cost(4));
    MOVES(g, "play Copper", "play Copper", "buy Laboratory");
    QCOMPARE(int(g.s.turn.coins), 0);
  }

  // Quarry ①: cumulative: two plays make Actions $4 less, never below $0.
  void two_quarries_make_actions_cost_four_less_but_not_below_zero() {
    auto g = fx::position(R"({"kingdom": ["Quarry", "Laboratory", "Village"], "players": [
      {"hand": ["Quarry", "Quarry"]}, {}]})");
    MOVES(g, "play Quarry", "play Quarry");
    QCOMPARE(g.cost(id("Laboratory")), Cost(1));
    QCOMPARE(g.cost(id("Village")), Cost(0));
  }

  // Quarry ①: the reduction is the turn's, not the card's: it lasts when the Quarry leaves play
  // (trashed by Mint's when-buy), and ends with the turn.
  void quarrys_reduction_lasts_the_turn_when_it_leaves_play() {
    auto g = fx::position(R"({"kingdom": ["Quarry", "Mint", "Laboratory"], "players": [
      {"hand": ["Quarry", "Gold", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Mint");
    SAME(fx::sorted(fx::trash(g)), "Copper", "Gold", "Quarry");
    QCOMPARE(g.cost(id("Laboratory")), Cost(3));
    fx::endTurn(g);
    QCOMPARE(g.cost(id("Laboratory")), Cost(5));
  }

  // ---- Rabble -------------------------------------------------------------------------------

  // +3 Cards; each other player reveals 3, discards the Actions and Treasures and puts the rest
  // back in the order they choose (the first chosen on top).
  void rabble_discards_the_revealed_actions_and_treasures() {
    auto g = logged(R"({"kingdom": ["Rabble"], "players": [
      {"hand": ["Rabble"], "deck": ["Copper", "Copper", "Copper"]},
      {"deck": ["Duchy", "Silver", "Estate", "Village"]}]})");
    MOVES(g, "play Rabble");
    QCOMPARE(int(names(g, 0, Zone::Hand).size()), 3);
    SAME(names(g, 1, Zone::Discard), "Silver");
    ASKS(g, SelectCards, 1, 2, 2);
    MOVES(g, "choose Estate, Duchy");
    SAME(names(g, 1, Zone::Deck), "Estate", "Duchy", "Village");  // top card first
  }

  // An Action is discarded, and so is a Treasure - Victory card (Harem); with one card left,
  // nothing is asked.
  void rabble_puts_a_single_card_back_without_asking() {
    auto g = fx::position(R"({"kingdom": ["Rabble", "Harem"], "players": [
      {"hand": ["Rabble"], "deck": ["Copper", "Copper", "Copper"]},
      {"deck": ["Harem", "Village", "Province", "Estate"]}]})");
    MOVES(g, "play Rabble");
    SAME(fx::sorted(names(g, 1, Zone::Discard)), "Harem", "Village");
    SAME(names(g, 1, Zone::Deck), "Province", "Estate");
    QCOMPARE(int(g.decision().player), 0);
  }

  // Rabble is an Attack: a Moat keeps its owner's deck as it is.
  void rabble_is_blocked_by_moat() {
    auto g = fx::position(R"({"kingdom": ["Rabble", "Moat"], "players": [
      {"hand": ["Rabble"], "deck": ["Copper", "Copper", "Copper"]},
      {"hand": ["Moat"], "deck": ["Silver", "Silver", "Silver"]}]})");
    MOVES(g, "play Rabble", "choose Moat");
    QCOMPARE(int(names(g, 1, Zone::Deck).size()), 3);
    QVERIFY(names(g, 1, Zone::Discard).empty());
  }

  // ---- Magnate ------------------------------------------------------------------------------

  // Magnate ①: the Treasures in the revealed hand are counted: +1 Card each; the Treasures it
  // draws draw nothing more.
  void magnate_draws_a_card_per_treasure_in_hand() {
    auto g = logged(R"({"kingdom": ["Magnate"], "players": [
      {"hand": ["Magnate", "Copper", "Silver", "Estate"], "deck": ["Gold", "Gold", "Gold", "Duchy"]},
      {}]})");
    MOVES(g, "play Magnate");
    SAME(hand(g, 0), "Copper", "Estate", "Gold", "Gold", "Silver");
    QVERIFY(logHas(g, "Player 1 reveals Estate."));
  }

  void magnate_without_treasures_draws_nothing() {
    auto g = fx::position(R"({"kingdom": ["Magnate"], "players": [
      {"hand": ["Magnate", "Estate"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Magnate");
    SAME(hand(g, 0), "Estate");
  }

  // ---- Collection ---------------------------------------------------------------------------

  // $2, +1 Buy; then +1 VP per Action card gained this turn, none for other cards.
  void collection_gives_a_vp_per_action_gained() {
    auto g = logged(R"({"kingdom": ["Collection", "Village"], "players": [
      {"hand": ["Collection", "Gold", "Gold"]}, {}]})");
    MOVES(g, "play treasures");
    QCOMPARE(int(g.s.turn.coins), 8);
    QCOMPARE(int(g.s.turn.buys), 2);
    MOVES(g, "buy Village");
    QCOMPARE(vp(g, 0), 1);
    MOVES(g, "buy Silver");
    QCOMPARE(vp(g, 0), 1);
  }

  // Collection ②: an Action gained before playing it gives nothing (Workshop's Village).
  void collection_counts_only_actions_gained_after_it() {
    auto g = fx::position(R"({"kingdom": ["Collection", "Village", "Workshop"], "players": [
      {"hand": ["Workshop", "Collection", "Copper"]}, {}]})");
    MOVES(g, "play Workshop", "choose Village", "play Collection");
    QCOMPARE(vp(g, 0), 0);
    MOVES(g, "play Copper", "buy Village");
    QCOMPARE(vp(g, 0), 1);
  }

  // Collection ①: cumulative: two Collections give +2 VP per Action gained.
  void two_collections_give_two_vp_per_action() {
    auto g = fx::position(R"({"kingdom": ["Collection", "Village"], "players": [
      {"hand": ["Collection", "Collection"]}, {}]})");
    MOVES(g, "play treasures", "buy Village");
    QCOMPARE(vp(g, 0), 2);
  }
  // ---- Clerk --------------------------------------------------------------------------------

  // +$2; each other player with 5 or more cards in hand puts one onto their deck, the others
  // nothing.
  void clerk_makes_players_with_five_cards_put_one_onto_their_deck() {
    auto g = fx::position(R"({"kingdom": ["Clerk"], "players": [
      {"hand": ["Clerk"]}, {"hand": ["Copper", "Copper", "Estate", "Silver", "Gold"], "deck": []},
      {"hand": ["Estate", "Estate", "Estate", "Estate"]}]})");
    MOVES(g, "play Clerk");
    QCOMPARE(int(g.s.turn.coins), 2);
    ASKS(g, SelectCards, 1, 1, 1);
    MOVES(g, "choose Estate");
    SAME(names(g, 1, Zone::Deck), "Estate");
    QCOMPARE(int(names(g, 2, Zone::Hand).size()), 4);
  }

  // Clerk ①: played from the hand at the start of its owner's turn, it uses no Action.
  void clerk_may_be_played_at_the_start_of_the_turn_without_an_action() {
    auto g = logged(R"({"kingdom": ["Clerk", "Village"], "players": [
      {"hand": [], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Clerk", "Village", "Copper", "Copper", "Copper"], "deck": ["Silver"]}]})");
    fx::endTurn(g);
    ASKS(g, SelectCards, 1, 0, 1);
    QCOMPARE(g.decision().id, Text::MayPlayCardFromHand);
    MOVES(g, "choose Clerk", "choose Copper");
    QCOMPARE(int(g.s.turn.coins), 2);
    QCOMPARE(int(g.s.turn.actions), 1);
    SAME(names(g, 0, Zone::Deck), "Copper");
    MOVES(g, "play Village");
    QVERIFY(logHas(g, "Player 2 plays Clerk."));
  }

  // Declined at the start of the turn, it stays in hand and may be played as usual.
  void clerk_declined_at_the_start_of_the_turn_stays_in_hand() {
    auto g = fx::position(R"({"kingdom": ["Clerk"], "players": [
      {"hand": [], "deck": []}, {"hand": ["Clerk", "Copper"], "deck": []}]})");
    fx::endTurn(g);
    MOVES(g, "choose nothing");
    QCOMPARE(g.decision().kind, DecisionKind::ActionPhase);
    MOVES(g, "play Clerk");
    QCOMPARE(int(g.s.turn.coins), 2);
  }

  // Clerk ②: with a Duration due, its owner chooses which comes first; the Clerk first here.
  void clerk_may_be_played_before_a_duration() {
    auto g = fx::position(R"({"kingdom": ["Clerk", "Caravan"], "players": [
      {"hand": ["Caravan"], "deck": ["Gold", "Clerk", "Copper", "Copper", "Copper", "Copper", "Silver"]},
      {"hand": [], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate", "Duchy"]}]})");
    MOVES(g, "play Caravan");
    fx::endTurn(g);
    fx::endTurn(g);
    ASKS(g, SelectCards, 0, 1, 1);
    QCOMPARE(g.decision().id, Text::ChooseNextStartOfTurnEffect);
    MOVES(g, "choose Clerk", "choose Estate");
    QCOMPARE(int(g.s.turn.coins), 2);
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Copper", "Silver");  // then Caravan's card
  }

  // Clerk ③: a Clerk drawn by a start-of-turn effect (Caravan's card) may still be played.
  void clerk_drawn_at_the_start_of_the_turn_may_still_be_played() {
    auto g = fx::position(R"({"kingdom": ["Clerk", "Caravan"], "players": [
      {"hand": ["Caravan"], "deck": ["Gold", "Copper", "Copper", "Copper", "Copper", "Copper", "Clerk"]},
      {"hand": [], "deck": []}]})");
    MOVES(g, "play Caravan");
    fx::endTurn(g);
    fx::endTurn(g);
    ASKS(g, SelectCards, 0, 0, 1);
    QCOMPARE(g.decision().id, Text::MayPlayCardFromHand);
    MOVES(g, "choose Clerk");
    QCOMPARE(int(g.s.turn.coins), 2);
    QCOMPARE(int(g.s.turn.actions), 1);
  }
  // ---- Anvil --------------------------------------------------------------------------------

  // $1; a Treasure discarded gains a card costing up to $4.
  void anvil_discards_a_treasure_to_gain_a_card_costing_up_to_four() {
    auto g = logged(R"({"kingdom": ["Anvil", "Smithy", "Laboratory"], "players": [
      {"hand": ["Anvil", "Copper", "Estate"]}, {}]})");
    MOVES(g, "play Anvil");
    QCOMPARE(int(g.s.turn.coins), 1);
    ASKS(g, SelectCards, 0, 0, 1);
    MOVES(g, "choose Copper");
    SAME(names(g, 0, Zone::Discard), "Copper");
    REFUSED(g, "choose Laboratory");
    MOVES(g, "choose Smithy");
    SAME(gained(g, 0), "Smithy");
  }

  // Anvil ②: "DO X TO": without discarding, nothing is gained.
  void anvil_gains_nothing_without_a_discard() {
    auto g = logged(R"({"kingdom": ["Anvil"], "players": [
      {"hand": ["Anvil", "Copper"]}, {}]})");
    MOVES(g, "play Anvil", "choose nothing");
    QVERIFY(gained(g, 0).empty());
    SAME(names(g, 0, Zone::Hand), "Copper");
  }

  // Without another Treasure in hand, nothing is asked.
  void anvil_without_a_treasure_in_hand_asks_nothing() {
    auto g = fx::position(R"({"kingdom": ["Anvil"], "players": [
      {"hand": ["Anvil", "Estate"]}, {}]})");
    MOVES(g, "play Anvil");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QCOMPARE(int(g.s.turn.coins), 1);
  }

  // Anvil ①: CARD COSTS: the cost now counts: under Quarry, a Laboratory ($5) costs $3.
  void anvil_gains_by_the_cost_now() {
    auto g = fx::position(R"({"kingdom": ["Anvil", "Quarry", "Laboratory"], "players": [
      {"hand": ["Quarry", "Anvil", "Silver"]}, {}]})");
    MOVES(g, "play Quarry", "play Anvil", "choose Silver", "choose Laboratory");
    SAME(names(g, 0, Zone::Discard), "Laboratory", "Silver");
  }

  // Played with the others by "play treasures", it may discard one not played yet.
  void anvil_played_with_the_others_may_discard_one_not_played_yet() {
    auto g = fx::position(R"({"kingdom": ["Anvil"], "players": [
      {"hand": ["Anvil", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play treasures", "choose Copper", "choose Silver");
    QCOMPARE(int(g.s.turn.coins), 2);
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Copper", "Silver");
  }
};

QTEST_APPLESS_MAIN(Prosperity2CardsTest)
#include "prosperity2_cards_test.moc"
