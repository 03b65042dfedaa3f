// Scenario tests for Hinterlands' Crossroads, Develop, Oasis, Scheme, Spice Merchant, Stables,
// Jack of All Trades, Cartographer, Wheelwright, Margrave, Witch's Hut, Souk and Nomads, and the
// 1st edition's Cache and Silk Road, with the rulings of the Card Reference (complete rules,
// chapter VI: "Card ①").
#include "fixture.hpp"

using namespace dom;
using fx::endTurn;
using fx::names;
using fx::sorted;

namespace {

std::vector<std::string> hand(const Game& g, PlayerId p) { return sorted(names(g, p, Zone::Hand)); }

// Names of the cards or piles offered by the pending decision, sorted.
fx::V offered(const Game& g) {
  fx::V out;
  const Decision& d = g.decision();
  for (int32_t c : d.choices)
    out.emplace_back(d.kind == DecisionKind::SelectPile ? card(g.s.supply[size_t(c)].card).name
                                                        : g.defOf(Inst(c)).name);
  return sorted(out);
}

// The position saved now loads into the same game.
void roundTrips(const Game& g) {
  const Game loaded = loadPosition(savePosition(g));
  QCOMPARE(savePosition(loaded), savePosition(g));
}

}  // namespace

class HinterlandsCardsTest : public QObject {
  Q_OBJECT
 private slots:
  void hinterlands_cards_match_the_card_database() {
    struct Row {
      const char* name;
      int cost;
      Types types;
      uint8_t editions;
    };
    const Row rows[] = {
        {"Crossroads", 2, Action, BothEditions},
        {"Develop", 3, Action, BothEditions},
        {"Oasis", 3, Action, BothEditions},
        {"Scheme", 3, Action, BothEditions},
        {"Spice Merchant", 4, Action, BothEditions},
        {"Stables", 5, Action, BothEditions},
        {"Jack of All Trades", 4, Action, BothEditions},
        {"Cartographer", 5, Action, BothEditions},
        {"Wheelwright", 5, Action, SecondEdition},
        {"Margrave", 5, Action | Attack, BothEditions},
        {"Witch's Hut", 5, Action | Attack, SecondEdition},
        {"Souk", 5, Action, SecondEdition},
        {"Nomads", 4, Action, SecondEdition},
        {"Cache", 5, Treasure, FirstEdition},
        {"Silk Road", 4, Victory, FirstEdition},
    };
    CardId previous = findCard("Highway");
    for (const Row& r : rows) {
      const CardId c = findCard(r.name);
      QVERIFY2(c != NoCard, r.name);
      QVERIFY2(c > previous, r.name);  // listed after Highway, in this order
      previous = c;
      const CardDef& d = card(c);
      QCOMPARE(d.set, CardSet::Hinterlands);
      QCOMPARE(int(d.cost), r.cost);
      QCOMPARE(d.types, r.types);
      QCOMPARE(int(d.editions), int(r.editions));
      QVERIFY(d.isKingdom());
    }
  }

  // ---- Crossroads -------------------------------------------------------------------------

  // The hand is revealed: +1 Card per Victory card, and +3 Actions the first time.
  void crossroads_draws_a_card_per_victory_card_and_gives_three_actions() {
    auto g = fx::logged(R"({"kingdom": ["Crossroads"], "players": [
      {"hand": ["Crossroads", "Estate", "Duchy", "Copper"], "deck": ["Silver", "Gold", "Copper"]},
      {}]})");
    MOVES(g, "play Crossroads");
    SAME(hand(g, 0), "Copper", "Duchy", "Estate", "Gold", "Silver");
    QCOMPARE(int(g.turn().actions), 3);
    QVERIFY(fx::logHas(g, "Player 1 reveals Duchy."));
  }

  // Crossroads ①: played twice by Throne Room, the +3 Actions come only the first time; each
  // play reveals the hand as it is then.
  void crossroads_played_twice_gives_the_actions_once() {
    auto g = fx::position(R"({"kingdom": ["Crossroads", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Crossroads", "Estate"], "deck": ["Estate", "Copper", "Silver"]},
      {}]})");
    MOVES(g, "play Throne Room", "choose Crossroads");
    QCOMPARE(int(g.turn().actions), 3);
    SAME(hand(g, 0), "Copper", "Estate", "Estate", "Silver");  // 1, then 2 Victory cards
  }

  // Crossroads ②: a Crossroads played using a Way was the first Crossroads played, so a second
  // one gives no +Actions.
  void crossroads_after_one_played_using_a_way_gives_no_actions() {
    auto g = fx::position(R"({"kingdom": ["Crossroads"], "landscapes": ["Way of the Ox"],
      "players": [{"hand": ["Crossroads", "Crossroads", "Copper"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Crossroads as Way of the Ox");
    QCOMPARE(int(g.turn().actions), 2);
    MOVES(g, "play Crossroads");
    QCOMPARE(int(g.turn().actions), 1);
  }

  // ---- Develop ----------------------------------------------------------------------------

  // A card costing exactly $1 more and one costing exactly $1 less, both onto the deck, in
  // either order (Develop ②): here the cheaper first.
  void develop_gains_one_more_and_one_less_onto_the_deck_in_either_order() {
    auto g = fx::position(R"({"kingdom": ["Develop", "Smithy", "Moat"], "players": [
      {"hand": ["Develop", "Silver"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Develop", "choose Silver");
    SAME(fx::trash(g), "Silver");
    SAME(offered(g), "Estate", "Moat", "Smithy");
    MOVES(g, "choose Moat");
    SAME(offered(g), "Smithy");  // only the other kind is left
    MOVES(g, "choose Smithy");
    SAME(names(g, 0, Zone::Deck), "Smithy", "Moat", "Copper");
  }

  // Develop ①: nothing costs exactly $1 less than a card costing $0; the one costing $1 more is
  // still gained. And with no card of either cost, nothing.
  void develop_gains_nothing_costing_less_than_zero() {
    auto g = fx::position(R"({"kingdom": ["Develop"], "players": [
      {"hand": ["Develop", "Estate", "Copper"]}, {}]})");
    MOVES(g, "play Develop", "choose Estate");
    SAME(offered(g), "Develop", "Silver");  // $3; nothing costs $1
    MOVES(g, "choose Silver");
    SAME(names(g, 0, Zone::Deck), "Silver");
    SAME(fx::trash(g), "Estate");
  }

  // The costs are read as they are now (CARD COSTS): with Highway played, Smithy costs $3, and
  // the cards costing $4 and $2 now are offered. Each gain is chosen in turn (Develop ③): the
  // position saved between the two resumes.
  void a_save_in_a_chain_of_gains_with_reactions_pending_resumes_exactly() {
    // Player 0 buys a Province with Haggler in play: Haggler gains a Border Village first, whose
    // own when-gain gains a cheaper card; then the Province, to which player 1's two Fool's Golds
    // answer on player 0's turn. A save taken at each of these questions loads into a game that
    // the same answers end exactly where the unsaved one ends.
    const auto start = fx::position(R"({"kingdom": ["Haggler", "Border Village", "Fools Gold",
      "Smithy"], "players": [
      {"hand": ["Haggler", "Gold", "Gold", "Silver"], "deck": ["Copper", "Copper", "Copper",
       "Copper", "Copper"]},
      {"hand": ["Fools Gold", "Fools Gold", "Copper"], "deck": ["Estate", "Estate"]}]})");
    const std::vector<const char*> answers = {
        "play Haggler",  "play treasures",     "buy Province",      "choose Border Village",
        "choose Smithy", "choose Fool's Gold", "choose Fool's Gold"};
    Game played = start;
    for (const char* m : answers) MOVES(played, m);
    SAME(names(played, 1, Zone::Deck), "Gold", "Gold", "Estate", "Estate");
    for (size_t at = 3; at < answers.size(); ++at) {
      Game g = start;
      for (size_t k = 0; k < at; ++k) MOVES(g, answers[k]);
      Game loaded = loadPosition(savePosition(g));
      for (size_t k = at; k < answers.size(); ++k) MOVES(loaded, answers[k]);
      QCOMPARE(savePosition(loaded), savePosition(played));
    }
  }

  void develop_reads_the_costs_as_they_are_now() {
    auto g = fx::position(R"({"kingdom": ["Develop", "Highway", "Smithy"], "players": [
      {"hand": ["Highway", "Develop", "Smithy"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Highway", "play Develop", "choose Smithy");
    SAME(offered(g), "Develop", "Duchy", "Highway", "Silver");
    MOVES(g, "choose Highway");
    roundTrips(g);
    SAME(offered(g), "Develop", "Silver");
    MOVES(g, "choose Silver");
    SAME(names(g, 0, Zone::Deck), "Silver", "Highway");
  }

  // ---- Oasis ------------------------------------------------------------------------------

  void oasis_draws_then_discards_a_card() {
    auto g = fx::position(R"({"kingdom": ["Oasis"], "players": [
      {"hand": ["Oasis", "Estate"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Oasis");
    QCOMPARE(int(g.turn().actions), 1);
    QCOMPARE(int(g.turn().coins), 1);
    MOVES(g, "choose Estate");
    SAME(hand(g, 0), "Gold");
    SAME(names(g, 0, Zone::Discard), "Estate");
  }

  // Oasis ②: +1 Action and +$1 even with no card to discard.
  void oasis_gives_its_bonuses_without_a_card_to_discard() {
    auto g = fx::position(R"({"kingdom": ["Oasis"], "players": [{"hand": ["Oasis"]}, {}]})");
    MOVES(g, "play Oasis");
    QCOMPARE(int(g.turn().actions), 1);
    QCOMPARE(int(g.turn().coins), 1);
    QVERIFY(g.player(0).hand().empty());
  }

  // ---- Scheme -----------------------------------------------------------------------------

  // Scheme ②: at the start of Clean-up an Action card in play is chosen, Scheme itself too; it
  // goes onto the deck as it is discarded from play, and is drawn in the next hand.
  void scheme_puts_the_chosen_action_onto_the_deck_at_clean_up() {
    auto g = fx::position(R"({"kingdom": ["Scheme", "Smithy"], "players": [
      {"hand": ["Scheme", "Smithy"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Scheme", "play Smithy", "end");
    QCOMPARE(g.decision().id, Text::MayChooseActionForDeck);
    SAME(offered(g), "Scheme", "Smithy");
    roundTrips(g);
    MOVES(g, "choose Scheme");
    QCOMPARE(int(g.current()), 1);
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Copper", "Scheme");
    SAME(sorted(names(g, 0, Zone::Discard)), "Copper", "Copper", "Copper", "Copper", "Smithy");
  }

  // Scheme ①: played twice by Throne Room, two Action cards are chosen.
  void scheme_played_twice_puts_two_actions_onto_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Scheme", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Scheme"], "deck": ["Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Scheme", "end");
    SAME(offered(g), "Scheme", "Throne Room");
    MOVES(g, "choose Throne Room");
    SAME(offered(g), "Scheme");  // the card chosen already is not offered again
    MOVES(g, "choose Scheme");
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Scheme", "Throne Room");
  }

  // Scheme ③: a Duration that stays in play is not discarded, so it is not put onto the deck.
  void scheme_cannot_put_a_duration_staying_in_play_onto_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Scheme", "Fishing Village"], "players": [
      {"hand": ["Scheme", "Fishing Village"], "deck": ["Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Scheme", "play Fishing Village", "end", "choose Fishing Village");
    SAME(names(g, 0, Zone::InPlay), "Fishing Village");
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Copper", "Copper");
  }

  // Choosing is optional: nothing chosen, everything is discarded.
  void scheme_may_choose_nothing() {
    auto g = fx::position(R"({"kingdom": ["Scheme"], "players": [
      {"hand": ["Scheme"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]},
      {}]})");
    MOVES(g, "play Scheme", "end", "choose nothing");
    SAME(sorted(names(g, 0, Zone::Discard)), "Copper", "Scheme");
  }

  // ---- Spice Merchant ---------------------------------------------------------------------

  // Spice Merchant ①: a Treasure trashed gives the choice of +2 Cards and +1 Action ...
  void spice_merchant_trashes_a_treasure_for_cards_and_an_action() {
    auto g = fx::position(R"({"kingdom": ["Spice Merchant"], "players": [
      {"hand": ["Spice Merchant", "Copper"], "deck": ["Gold", "Silver"]}, {}]})");
    MOVES(g, "play Spice Merchant", "choose Copper");
    SAME(fx::trash(g), "Copper");
    QCOMPARE(g.decision().kind, DecisionKind::SelectOption);
    MOVES(g, "choose +2 Cards and +1 Action");
    SAME(hand(g, 0), "Gold", "Silver");
    QCOMPARE(int(g.turn().actions), 1);
  }

  // ... or +$2 and +1 Buy.
  void spice_merchant_trashes_a_treasure_for_coins_and_a_buy() {
    auto g = fx::position(R"({"kingdom": ["Spice Merchant"], "players": [
      {"hand": ["Spice Merchant", "Silver"]}, {}]})");
    MOVES(g, "play Spice Merchant", "choose Silver", "choose +$2 and +1 Buy");
    QCOMPARE(int(g.turn().coins), 2);
    QCOMPARE(int(g.turn().buys), 2);
  }

  // Spice Merchant ②: nothing trashed, no bonus ("DO X TO").
  void spice_merchant_without_a_trash_gives_nothing() {
    auto g = fx::position(R"({"kingdom": ["Spice Merchant"], "players": [
      {"hand": ["Spice Merchant", "Copper"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Spice Merchant", "choose nothing");
    QVERIFY(g.trashPile().empty());
    QCOMPARE(int(g.turn().coins), 0);
    SAME(hand(g, 0), "Copper");
  }

  // ---- Stables ----------------------------------------------------------------------------

  // Stables ①: a Treasure discarded first, then +3 Cards and +1 Action.
  void stables_discards_a_treasure_for_three_cards_and_an_action() {
    auto g = fx::position(R"({"kingdom": ["Stables"], "players": [
      {"hand": ["Stables", "Copper", "Estate"], "deck": ["Gold", "Gold", "Gold", "Silver"]}, {}]})");
    MOVES(g, "play Stables");
    SAME(offered(g), "Copper");
    MOVES(g, "choose Copper");
    SAME(hand(g, 0), "Estate", "Gold", "Gold", "Gold");
    SAME(names(g, 0, Zone::Discard), "Copper");
    QCOMPARE(int(g.turn().actions), 1);
  }

  // Stables ① ("DO X FOR"): nothing discarded, no bonus.
  void stables_without_a_discard_gives_nothing() {
    auto g = fx::position(R"({"kingdom": ["Stables"], "players": [
      {"hand": ["Stables", "Copper"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Stables", "choose nothing");
    SAME(hand(g, 0), "Copper");
    QCOMPARE(int(g.turn().actions), 0);
  }

  // ---- Jack of All Trades -----------------------------------------------------------------

  // A Silver, the top card discarded, the hand drawn up to 5, then a non-Treasure trashed.
  void jack_of_all_trades_gains_looks_draws_and_trashes() {
    auto g = fx::position(R"({"kingdom": ["Jack of All Trades"], "players": [
      {"hand": ["Jack of All Trades", "Estate", "Copper"], "deck": ["Curse", "Gold", "Silver",
       "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Jack of All Trades");
    QCOMPARE(g.decision().id, Text::ChooseForTopCard);
    roundTrips(g);
    MOVES(g, "choose Discard");
    SAME(hand(g, 0), "Copper", "Copper", "Estate", "Gold", "Silver");
    SAME(offered(g), "Estate");  // Treasures are not offered
    MOVES(g, "choose Estate");
    SAME(fx::trash(g), "Estate");
    SAME(sorted(names(g, 0, Zone::Discard)), "Curse", "Silver");
  }

  // Jack of All Trades ① ②: the card put back is drawn; the trash is optional.
  void jack_of_all_trades_draws_the_card_put_back() {
    auto g = fx::position(R"({"kingdom": ["Jack of All Trades"], "players": [
      {"hand": ["Jack of All Trades", "Copper", "Copper", "Copper", "Estate", "Estate"],
       "deck": ["Gold", "Silver"]}, {}]})");
    MOVES(g, "play Jack of All Trades", "choose Put back");
    SAME(hand(g, 0), "Copper", "Copper", "Copper", "Estate", "Estate");  // 5 already
    MOVES(g, "choose nothing");
    SAME(names(g, 0, Zone::Deck), "Gold", "Silver");
    QVERIFY(g.trashPile().empty());
  }

  // ---- Cartographer -----------------------------------------------------------------------

  // Cartographer ①: the top 4 looked at, any discarded, the rest put back in any order.
  void cartographer_discards_any_and_puts_the_rest_back_in_any_order() {
    auto g = fx::position(R"({"kingdom": ["Cartographer"], "players": [
      {"hand": ["Cartographer"], "deck": ["Copper", "Estate", "Gold", "Curse", "Silver",
       "Copper"]}, {}]})");
    MOVES(g, "play Cartographer");
    SAME(hand(g, 0), "Copper");
    SAME(offered(g), "Curse", "Estate", "Gold", "Silver");
    MOVES(g, "choose Estate, Curse", "choose Silver, Gold");
    SAME(names(g, 0, Zone::Deck), "Silver", "Gold", "Copper");
    SAME(sorted(names(g, 0, Zone::Discard)), "Curse", "Estate");
    QCOMPARE(int(g.turn().actions), 1);
  }

  // ---- Wheelwright ------------------------------------------------------------------------

  // Wheelwright ①: an Action card costing as much as the discarded card or less, a copy of it
  // too.
  void wheelwright_discards_to_gain_an_action_costing_as_much_or_less() {
    auto g = fx::position(R"({"kingdom": ["Wheelwright", "Smithy", "Moat", "Market"], "players": [
      {"hand": ["Wheelwright", "Smithy"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Wheelwright", "choose Smithy");
    SAME(offered(g), "Moat", "Smithy");  // Actions up to $4: not Silver nor Market
    MOVES(g, "choose Smithy");
    SAME(sorted(names(g, 0, Zone::Discard)), "Smithy", "Smithy");
  }

  // Wheelwright ②: nothing discarded, nothing gained.
  void wheelwright_without_a_discard_gains_nothing() {
    auto g = fx::position(R"({"kingdom": ["Wheelwright", "Moat"], "players": [
      {"hand": ["Wheelwright", "Estate"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Wheelwright", "choose nothing");
    QVERIFY(names(g, 0, Zone::Discard).empty());
    SAME(hand(g, 0), "Copper", "Estate");
  }

  // ---- Margrave ---------------------------------------------------------------------------

  // Margrave ①: each other player draws a card, then discards down to 3.
  void margrave_makes_the_others_draw_then_discard_down_to_three() {
    auto g = fx::position(R"({"kingdom": ["Margrave"], "players": [
      {"hand": ["Margrave"], "deck": ["Copper", "Copper", "Copper"]},
      {"hand": ["Gold", "Gold", "Copper", "Estate", "Estate"], "deck": ["Silver"]}]})");
    MOVES(g, "play Margrave");
    QCOMPARE(int(g.turn().buys), 2);
    QCOMPARE(int(g.player(0).hand().size()), 3);
    ASKS(g, SelectCards, 1, 3, 3);
    QCOMPARE(int(g.player(1).hand().size()), 6);
    MOVES(g, "choose Estate, Estate, Copper");
    SAME(hand(g, 1), "Gold", "Gold", "Silver");
  }

  // A Moat revealed keeps its owner out of it.
  void margrave_is_an_attack_moat_blocks() {
    auto g = fx::position(R"({"kingdom": ["Margrave", "Moat"], "players": [
      {"hand": ["Margrave"], "deck": ["Copper", "Copper", "Copper"]},
      {"hand": ["Moat", "Copper", "Copper", "Estate", "Estate"], "deck": ["Silver"]}]})");
    MOVES(g, "play Margrave", "choose Moat");
    QCOMPARE(int(g.player(1).hand().size()), 5);
    QCOMPARE(int(g.current()), 0);
  }

  // ---- Witch's Hut ------------------------------------------------------------------------

  // Two Actions discarded, revealed: each other player gains a Curse.
  void witchs_hut_discarding_two_actions_gives_the_others_curses() {
    auto g = fx::logged(R"({"kingdom": ["Witch's Hut", "Smithy"], "players": [
      {"hand": ["Witch's Hut"], "deck": ["Smithy", "Smithy", "Copper", "Copper"]}, {}, {}]})");
    MOVES(g, "play Witch's Hut");
    QCOMPARE(g.decision().id, Text::DiscardCardsRevealed);
    MOVES(g, "choose Smithy, Smithy");
    QVERIFY(fx::logHas(g, "Player 1 reveals Smithy."));
    SAME(names(g, 1, Zone::Discard), "Curse");
    SAME(names(g, 2, Zone::Discard), "Curse");
  }

  // Witch's Hut ①: otherwise no Curse.
  void witchs_hut_discarding_other_cards_gives_no_curse() {
    auto g = fx::position(R"({"kingdom": ["Witch's Hut", "Smithy"], "players": [
      {"hand": ["Witch's Hut"], "deck": ["Smithy", "Smithy", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Witch's Hut", "choose Smithy, Copper");
    QVERIFY(names(g, 1, Zone::Discard).empty());
    SAME(hand(g, 0), "Copper", "Smithy");
  }

  // ---- Souk -------------------------------------------------------------------------------

  // Souk ①②: +$7, $1 less per card in hand when played, never below $0.
  void souk_gives_seven_less_one_per_card_in_hand() {
    auto g = fx::logged(R"({"kingdom": ["Souk"], "players": [
      {"hand": ["Souk", "Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Souk");
    QCOMPARE(int(g.turn().coins), 4);
    QVERIFY(fx::logHas(g, "Player 1 loses $3."));
    QCOMPARE(int(g.turn().buys), 2);
  }

  void souk_never_goes_below_zero() {
    auto g = fx::position(R"({"kingdom": ["Souk"], "players": [
      {"hand": ["Souk", "Estate", "Estate", "Estate", "Estate", "Estate", "Estate", "Estate",
       "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Souk");
    QCOMPARE(int(g.turn().coins), 0);
  }

  // Souk ④⑤: when gained, up to 2 cards from the hand are trashed, none too.
  void souk_when_gained_trashes_up_to_two_cards() {
    auto g = fx::position(R"({"kingdom": ["Souk"], "players": [
      {"hand": ["Gold", "Gold", "Estate", "Curse"]}, {}]})");
    MOVES(g, "play treasures", "buy Souk");
    ASKS(g, SelectCards, 0, 0, 2);
    MOVES(g, "choose Estate, Curse");
    SAME(sorted(fx::trash(g)), "Curse", "Estate");
  }

  // ---- Nomads -----------------------------------------------------------------------------

  // Nomads ❶: +$2 when gained (here bought: the $2 comes after paying).
  void nomads_gives_two_coins_when_gained() {
    auto g = fx::position(R"({"kingdom": ["Nomads"], "players": [
      {"hand": ["Nomads", "Gold", "Copper"]}, {}]})");
    MOVES(g, "play Nomads", "play treasures");
    QCOMPARE(int(g.turn().coins), 6);
    MOVES(g, "buy Nomads");
    QCOMPARE(int(g.turn().coins), 4);
    QCOMPARE(int(g.turn().buys), 1);
  }

  // ... and when trashed.
  void nomads_gives_two_coins_when_trashed() {
    auto g = fx::position(R"({"kingdom": ["Nomads", "Chapel"], "players": [
      {"hand": ["Chapel", "Nomads"]}, {}]})");
    MOVES(g, "play Chapel", "choose Nomads");
    QCOMPARE(int(g.turn().coins), 2);
  }

  // Nomads ❷: gained on another player's turn, the +$2 is of no use: the current player's
  // coins are unchanged.
  void nomads_gained_on_another_turn_gives_the_current_player_nothing() {
    auto g = fx::position(R"({"kingdom": ["Nomads", "Swindler", "Smithy"], "players": [
      {"hand": ["Swindler"]}, {"deck": ["Nomads"]}]})");
    MOVES(g, "play Swindler", "choose Nomads");
    QCOMPARE(int(g.turn().coins), 2);  // Swindler's own +$2 only
    SAME(names(g, 1, Zone::Discard), "Nomads");
  }

  // The plain bonuses when played.
  void nomads_gives_a_buy_and_two_coins() {
    auto g = fx::position(R"({"kingdom": ["Nomads"], "players": [{"hand": ["Nomads"]}, {}]})");
    MOVES(g, "play Nomads");
    QCOMPARE(int(g.turn().coins), 2);
    QCOMPARE(int(g.turn().buys), 2);
  }

  // ---- Cache (1st edition) ----------------------------------------------------------------

  // Cache ①: $3 when played; gaining it, however (here bought), gains 2 Coppers.
  void cache_gains_two_coppers_when_gained() {
    auto g = fx::position(R"({"kingdom": ["Cache"], "players": [
      {"hand": ["Gold", "Silver"], "deck": ["Estate", "Estate", "Estate", "Estate", "Estate"]},
      {"hand": ["Cache"]}]})");
    MOVES(g, "play treasures", "buy Cache");
    SAME(sorted(names(g, 0, Zone::Discard)), "Cache", "Copper", "Copper", "Gold", "Silver");
    QCOMPARE(int(g.current()), 1);
    MOVES(g, "play treasures");
    QCOMPARE(int(g.turn().coins), 3);
  }

  // ---- Silk Road (1st edition) ------------------------------------------------------------

  // Silk Road ①②: 1 VP per 4 Victory cards, the Silk Roads counted too; 11 are worth 2 VP.
  void silk_road_counts_victory_cards_itself_included() {
    auto g = fx::position(R"({"kingdom": ["Silk Road"], "players": [
      {"hand": ["Silk Road", "Silk Road", "Estate", "Estate", "Estate"],
       "deck": ["Estate", "Estate", "Estate", "Duchy", "Province", "Copper"],
       "discard": ["Curse", "Silk Road"]}, {"hand": ["Copper"]}]})");
    // 11 Victory cards (3 Silk Roads, 6 Estates, a Duchy, a Province): 2 VP each Silk Road.
    QCOMPARE(g.score(0), 3 * 2 + 6 * 1 + 3 + 6 - 1);
  }
};

QTEST_GUILESS_MAIN(HinterlandsCardsTest)
#include "hinterlands_cards_test.moc"
