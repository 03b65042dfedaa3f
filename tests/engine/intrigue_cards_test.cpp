// Scenario tests for Intrigue's cards, with the rulings of the Card Reference (chapter VI of the
// complete rules, /work/shared/seeds/001_*.txt; "Courtier ②" is point 2 of Courtier's entry).
#include "fixture.hpp"

using namespace dom;
using fx::names;

namespace {

// Names of the cards or piles offered by the pending decision, in the order offered.
fx::V offered(const Game& g) {
  fx::V out;
  const Decision& d = g.decision();
  for (int32_t c : d.choices) {
    switch (d.kind) {
      case DecisionKind::SelectPile: out.emplace_back(card(g.s.supply[size_t(c)].card).name); break;
      case DecisionKind::NameCard: out.emplace_back(card(CardId(c)).name); break;
      default: out.emplace_back(g.defOf(Inst(c)).name); break;
    }
  }
  return out;
}

bool has(const fx::V& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

}  // namespace

class IntrigueCardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- the card table ------------------------------------------------------------------

  void intrigue_lists_its_32_cards_in_card_list_order_with_editions() {
    const char* second[] = {
        "Courtyard",      "Lurker",         "Pawn",     "Masquerade",  "Shanty Town", "Steward",   "Swindler",
        "Wishing Well",   "Baron",          "Bridge",   "Conspirator", "Diplomat",    "Ironworks", "Mill",
        "Mining Village", "Secret Passage", "Courtier", "Duke",        "Minion",      "Patrol",    "Replace",
        "Torturer",       "Trading Post",   "Upgrade",  "Harem",       "Nobles"};
    const char* first[] = {"Secret Chamber", "Great Hall", "Coppersmith", "Scout", "Saboteur", "Tribute"};
    const char* onlySecond[] = {"Lurker",   "Diplomat", "Mill",   "Secret Passage",
                                "Courtier", "Patrol",   "Replace"};
    const auto set = intrigueCards();
    QCOMPARE(set.size(), size_t(32));
    for (size_t k = 0; k < 26; ++k) {
      QCOMPARE(set[k].name, std::string_view(second[k]));
      const bool newIn2nd = std::any_of(std::begin(onlySecond), std::end(onlySecond),
                                        [&](const char* n) { return set[k].name == n; });
      QCOMPARE(int(set[k].editions), int(newIn2nd ? SecondEdition : BothEditions));
    }
    for (size_t k = 0; k < 6; ++k) {
      QCOMPARE(set[26 + k].name, std::string_view(first[k]));
      QCOMPARE(int(set[26 + k].editions), int(FirstEdition));
    }
    for (const CardDef& d : set) {
      QCOMPARE(d.set, CardSet::Intrigue);
      QVERIFY2(findCard(d.name) != NoCard, d.name.data());
      QVERIFY(!d.text.empty());
    }
  }

  // ---- Courtyard -------------------------------------------------------------------------

  void courtyard_draws_three_then_puts_a_card_onto_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Courtyard"], "players": [
      {"hand": ["Courtyard", "Copper", "Estate"], "deck": ["Silver", "Gold", "Copper", "Duchy"]}, {}]})");
    MOVES(g, "play Courtyard");
    ASKS(g, SelectCards, 0, 1, 1);
    QCOMPARE(g.player(0).hand().size(), size_t(5));
    REFUSED(g, "choose nothing");
    REFUSED(g, "choose Gold, Silver");
    MOVES(g, "choose Gold");
    SAME(names(g, 0, Zone::Deck), "Gold", "Duchy");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Copper", "Estate", "Silver");
  }

  void courtyard_puts_a_card_back_even_after_drawing_fewer_than_three() {
    // Courtyard ①: GET FROM DECK, THEN PUT BACK — put back even if fewer cards were drawn.
    auto g = fx::position(R"({"kingdom": ["Courtyard"], "players": [
      {"hand": ["Courtyard"], "deck": ["Silver"]}, {}]})");
    MOVES(g, "play Courtyard");
    // The only card in hand goes back without a question.
    SAME(names(g, 0, Zone::Deck), "Silver");
    QVERIFY(g.player(0).hand().empty());
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // ---- Lurker ------------------------------------------------------------------------------

  void lurker_trashes_an_action_card_from_the_supply() {
    // Lurker ①④: trash the top card of an Action pile; Treasure and Victory piles are not offered.
    auto g = fx::position(R"({"kingdom": ["Lurker", "Smithy", "Village", "Duke"], "players": [
      {"hand": ["Lurker", "Copper"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Lurker");
    ASKS(g, SelectOption, 0, 1, 1);
    MOVES(g, "choose Trash an Action card from the Supply");
    ASKS(g, SelectPile, 0, 1, 1);
    SAME(offered(g), "Lurker", "Village", "Smithy");
    REFUSED(g, "choose Duke");
    REFUSED(g, "choose Copper");
    MOVES(g, "choose Smithy");
    SAME(fx::trash(g), "Smithy");
    QCOMPARE(fx::pileCount(g, "Smithy"), 9);
    QCOMPARE(g.s.turn.actions, 1);
  }

  void lurker_trashing_from_the_supply_is_logged_for_the_current_player() {
    // The pile's card has no owner: the event names the player who trashed it.
    auto g = fx::position(R"({"kingdom": ["Lurker", "Smithy", "Village", "Witch", "Militia", "Moat", "Cellar",
      "Chapel", "Market", "Festival"], "players": [{"hand": ["Lurker"], "deck": []}, {}, {}, {}]})");
    g.s.logEvents = true;
    MOVES(g, "play Lurker", "choose 1", "choose Witch");
    int trashes = 0;
    for (const Event& e : g.s.events) {
      if (e.kind == EventKind::Trash || (e.kind == EventKind::Move && e.to == Zone::Trash)) {
        QCOMPARE(int(e.player), 0);
        ++trashes;
      }
    }
    QCOMPARE(trashes, 2);
  }

  void lurker_gains_an_action_card_from_the_trash() {
    // Lurker ①: the other mode; only Action cards in the trash may be chosen.
    auto g =
        fx::position(R"({"kingdom": ["Lurker", "Smithy", "Village"], "trash": ["Estate", "Village", "Smithy"],
      "players": [{"hand": ["Lurker", "Copper"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Lurker", "choose 2");
    ASKS(g, SelectCards, 0, 1, 1);
    SAME(offered(g), "Village", "Smithy");
    REFUSED(g, "choose Estate");
    MOVES(g, "choose Smithy");
    SAME(names(g, 0, Zone::Discard), "Smithy");
    SAME(fx::trash(g), "Estate", "Village");
    QCOMPARE(fx::pileCount(g, "Smithy"), 10);
  }

  void lurker_gaining_from_a_trash_without_actions_does_nothing() {
    // SEVERAL OPTIONS: an option that can't be done may still be chosen.
    auto g = fx::position(R"({"kingdom": ["Lurker"], "trash": ["Copper"],
      "players": [{"hand": ["Lurker"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Lurker", "choose Gain an Action card from the trash");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(fx::trash(g), "Copper");
    QVERIFY(g.player(0).discard().empty());
  }

  // ---- Pawn --------------------------------------------------------------------------------

  void pawn_gives_two_different_chosen_bonuses() {
    // Pawn ②: both choices are made first, then done.
    auto g = fx::position(R"({"kingdom": ["Pawn"], "players": [
      {"hand": ["Pawn", "Copper"], "deck": ["Gold", "Estate"]}, {}]})");
    MOVES(g, "play Pawn");
    ASKS(g, SelectOption, 0, 2, 2);
    MOVES(g, "choose +1 Card, +$1");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Gold");
    QCOMPARE(g.s.turn.coins, 1);
    QCOMPARE(g.s.turn.actions, 0);
    QCOMPARE(g.s.turn.buys, 1);
  }

  void pawn_refuses_the_same_choice_twice_or_a_single_choice() {
    auto g = fx::position(R"({"kingdom": ["Pawn"], "players": [
      {"hand": ["Pawn", "Copper"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Pawn");
    const GameState before = g.s;
    REFUSED(g, "choose +1 Buy, +1 Buy");
    REFUSED(g, "choose +1 Buy");
    REFUSED(g, "choose +1 Buy, +1 Action, +$1");
    QVERIFY(g.s == before);  // refused answers change nothing
    MOVES(g, "choose 2, 3");
    QCOMPARE(g.s.turn.actions, 1);
    QCOMPARE(g.s.turn.buys, 2);
    QCOMPARE(g.s.turn.coins, 0);
    QCOMPARE(g.player(0).hand().size(), size_t(1));
  }

  // ---- Masquerade ------------------------------------------------------------------------

  void masquerade_everyone_chooses_first_then_all_pass_at_once() {
    // Masquerade ②: all players pass simultaneously; nobody sees the card passed to them
    // before choosing.
    auto g = fx::position(R"({"kingdom": ["Masquerade"], "players": [
      {"hand": ["Masquerade", "Estate"], "deck": ["Copper", "Copper"]},
      {"hand": ["Gold", "Curse"], "deck": []},
      {"hand": ["Silver", "Duchy"], "deck": []}]})");
    MOVES(g, "play Masquerade");
    ASKS(g, SelectCards, 0, 1, 1);
    MOVES(g, "choose Estate");
    // Chosen but not passed yet.
    QVERIFY(has(names(g, 0, Zone::Hand), "Estate"));
    ASKS(g, SelectCards, 1, 1, 1);
    SAME(fx::sorted(offered(g)), "Curse", "Gold");
    MOVES(g, "choose Curse");
    QVERIFY(!has(names(g, 2, Zone::Hand), "Curse"));
    ASKS(g, SelectCards, 2, 1, 1);
    SAME(fx::sorted(offered(g)), "Duchy", "Silver");
    MOVES(g, "choose Duchy");
    // Each passed to the left: 0 -> 1 -> 2 -> 0.
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Copper", "Duchy");
    SAME(fx::sorted(names(g, 1, Zone::Hand)), "Estate", "Gold");
    SAME(fx::sorted(names(g, 2, Zone::Hand)), "Curse", "Silver");
    // Then the player may trash a card.
    ASKS(g, SelectCards, 0, 0, 1);
    MOVES(g, "choose nothing");
    QVERIFY(g.s.trash.empty());
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void masquerade_skips_players_without_cards_in_hand() {
    // Masquerade ④: only players with cards in hand pass, each to the next such player to
    // their left; a player with no cards neither passes nor receives.
    auto g = fx::position(R"({"kingdom": ["Masquerade"], "players": [
      {"hand": ["Masquerade", "Estate"], "deck": ["Copper", "Copper"]},
      {"hand": [], "deck": ["Gold"]},
      {"hand": ["Silver", "Duchy"], "deck": []}]})");
    MOVES(g, "play Masquerade", "choose Estate");
    ASKS(g, SelectCards, 2, 1, 1);
    MOVES(g, "choose Silver");
    QVERIFY(g.player(1).hand().empty());
    SAME(fx::sorted(names(g, 2, Zone::Hand)), "Duchy", "Estate");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Copper", "Silver");
  }

  void masquerade_passes_a_single_card_without_asking_then_trashes() {
    // A player with one card in hand must pass it. Passing is not gaining (Masquerade ①).
    auto g = fx::position(R"({"kingdom": ["Masquerade"], "players": [
      {"hand": ["Masquerade", "Estate"], "deck": ["Copper", "Curse"]},
      {"hand": ["Gold"], "deck": []}]})");
    MOVES(g, "play Masquerade", "choose Curse");
    SAME(names(g, 1, Zone::Hand), "Curse");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Estate", "Gold");
    QVERIFY(g.player(1).discard().empty());
    ASKS(g, SelectCards, 0, 0, 1);
    REFUSED(g, "choose Estate, Copper");
    MOVES(g, "choose Estate");
    SAME(fx::trash(g), "Estate");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Gold");
  }

  void masquerade_with_no_one_else_holding_cards_passes_nothing() {
    // Masquerade ④: with no other such player, nobody passes.
    auto g = fx::position(R"({"kingdom": ["Masquerade"], "players": [
      {"hand": ["Masquerade", "Estate"], "deck": ["Copper", "Copper"]},
      {"hand": [], "deck": ["Gold"]}]})");
    MOVES(g, "play Masquerade");
    ASKS(g, SelectCards, 0, 0, 1);
    QCOMPARE(QString::fromStdString(promptText(g.decision())),
             QString("You may trash a card from your hand"));
    MOVES(g, "choose nothing");
    QCOMPARE(g.player(0).hand().size(), size_t(3));
    QVERIFY(g.player(1).hand().empty());
  }

  // ---- Shanty Town -------------------------------------------------------------------------

  void shanty_town_draws_two_when_the_hand_has_no_action() {
    auto g = fx::position(R"({"kingdom": ["Shanty Town"], "players": [
      {"hand": ["Shanty Town", "Copper", "Estate"], "deck": ["Silver", "Gold", "Copper"]}, {}]})");
    MOVES(g, "play Shanty Town");
    QCOMPARE(g.s.turn.actions, 2);
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Estate", "Gold", "Silver");
  }

  void shanty_town_draws_nothing_when_the_hand_has_an_action() {
    auto g = fx::position(R"({"kingdom": ["Shanty Town", "Village"], "players": [
      {"hand": ["Shanty Town", "Village", "Copper"], "deck": ["Silver", "Gold"]}, {}]})");
    MOVES(g, "play Shanty Town");
    QCOMPARE(g.s.turn.actions, 2);
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Village");
    QCOMPARE(g.player(0).deck().size(), size_t(2));
  }

  void shanty_town_with_an_empty_hand_draws_two() {
    auto g = fx::position(R"({"kingdom": ["Shanty Town"], "players": [
      {"hand": ["Shanty Town"], "deck": ["Silver", "Gold"]}, {}]})");
    MOVES(g, "play Shanty Town");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Gold", "Silver");
  }

  // ---- Steward -----------------------------------------------------------------------------

  void steward_draws_two_or_gives_two_coins() {
    // Steward ①: three options.
    auto g = fx::position(R"({"kingdom": ["Steward"], "players": [
      {"hand": ["Steward", "Steward", "Copper"], "deck": ["Silver", "Gold"]}, {}], "turn": {"actions": 2}})");
    MOVES(g, "play Steward");
    ASKS(g, SelectOption, 0, 1, 1);
    QCOMPARE(g.decision().options.size(), size_t(3));
    MOVES(g, "choose +2 Cards");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Gold", "Silver", "Steward");
    MOVES(g, "play Steward", "choose +$2");
    QCOMPARE(g.s.turn.coins, 2);
    QCOMPARE(g.player(0).hand().size(), size_t(3));
  }

  void steward_must_trash_two_cards_when_it_can() {
    // Steward ①: "trash 2 cards" takes exactly two when the hand has them.
    auto g = fx::position(R"({"kingdom": ["Steward"], "players": [
      {"hand": ["Steward", "Copper", "Estate", "Curse"], "deck": []}, {}]})");
    MOVES(g, "play Steward", "choose Trash 2 cards");
    ASKS(g, SelectCards, 0, 2, 2);
    REFUSED(g, "choose Curse");
    REFUSED(g, "choose nothing");
    MOVES(g, "choose Curse, Estate");
    SAME(fx::sorted(fx::trash(g)), "Curse", "Estate");
    SAME(names(g, 0, Zone::Hand), "Copper");
  }

  void steward_trashes_the_only_card_left() {
    // SEVERAL OPTIONS: do as much as you can.
    auto g = fx::position(R"({"kingdom": ["Steward"], "players": [
      {"hand": ["Steward", "Estate"], "deck": []}, {}]})");
    MOVES(g, "play Steward", "choose 3");
    SAME(fx::trash(g), "Estate");
    QVERIFY(g.player(0).hand().empty());
  }

  // ---- Swindler ----------------------------------------------------------------------------

  void swindler_victim_trashes_its_top_card_and_gains_one_of_the_same_cost_i_choose() {
    auto g = fx::position(R"({"kingdom": ["Swindler", "Village", "Steward"], "players": [
      {"hand": ["Swindler", "Copper"], "deck": []},
      {"hand": ["Copper"], "deck": ["Silver", "Gold"]}]})");
    MOVES(g, "play Swindler");
    QCOMPARE(g.s.turn.coins, 2);
    SAME(fx::trash(g), "Silver");
    // The attacker chooses among the $3 cards.
    ASKS(g, SelectPile, 0, 1, 1);
    SAME(offered(g), "Silver", "Steward", "Swindler", "Village");
    REFUSED(g, "choose Gold");
    REFUSED(g, "choose nothing");
    MOVES(g, "choose Village");
    SAME(names(g, 1, Zone::Discard), "Village");
    SAME(names(g, 1, Zone::Deck), "Gold");
  }

  void swindler_gains_the_only_card_of_that_cost_and_nothing_when_there_is_none() {
    // Swindler ❷: choose a card of the required cost if there is one. Three players, each in turn.
    auto g = fx::position(R"({"kingdom": ["Swindler"], "supply": {"Duchy": 0}, "players": [
      {"hand": ["Swindler"], "deck": []},
      {"hand": [], "deck": ["Province"]},
      {"hand": [], "deck": ["Duchy"]}]})");
    MOVES(g, "play Swindler");
    SAME(fx::trash(g), "Province", "Duchy");
    SAME(names(g, 1, Zone::Discard), "Province");  // the only $8 card
    QVERIFY(g.player(2).discard().empty());        // no $5 card left in the Supply
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void swindler_shuffles_for_the_top_card_and_skips_an_empty_deck() {
    auto g = fx::position(R"({"kingdom": ["Swindler"], "players": [
      {"hand": ["Swindler"], "deck": []},
      {"hand": [], "deck": [], "discard": ["Estate"]},
      {"hand": [], "deck": [], "discard": []}]})");
    MOVES(g, "play Swindler");
    SAME(fx::trash(g), "Estate");
    SAME(names(g, 1, Zone::Discard), "Estate");  // the Supply's only $2 card, from its pile
    QCOMPARE(fx::pileCount(g, "Estate"), 11);
    QCOMPARE(g.cardsOwned(2), 0);
  }

  void swindler_does_not_affect_a_player_revealing_moat() {
    auto g = fx::position(R"({"kingdom": ["Swindler", "Moat"], "players": [
      {"hand": ["Swindler"], "deck": []},
      {"hand": ["Moat"], "deck": ["Gold"]}]})");
    MOVES(g, "play Swindler");
    ASKS(g, SelectCards, 1, 0, 1);
    MOVES(g, "reveal Moat");
    QVERIFY(g.s.trash.empty());
    SAME(names(g, 1, Zone::Deck), "Gold");
  }

  // ---- Wishing Well ------------------------------------------------------------------------

  void wishing_well_puts_the_named_top_card_into_the_hand() {
    auto g = fx::position(R"({"kingdom": ["Wishing Well"], "players": [
      {"hand": ["Wishing Well"], "deck": ["Copper", "Gold", "Estate"]}, {}]})");
    MOVES(g, "play Wishing Well");
    ASKS(g, NameCard, 0, 1, 1);
    MOVES(g, "name Gold");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Gold");
    SAME(names(g, 0, Zone::Deck), "Estate");
  }

  void wishing_well_leaves_a_wrongly_named_card_on_top() {
    auto g = fx::position(R"({"kingdom": ["Wishing Well"], "players": [
      {"hand": ["Wishing Well"], "deck": ["Copper", "Gold", "Estate"]}, {}]})");
    MOVES(g, "play Wishing Well", "name Silver");
    SAME(names(g, 0, Zone::Hand), "Copper");
    SAME(names(g, 0, Zone::Deck), "Gold", "Estate");
  }

  void wishing_well_may_name_any_card_even_one_not_in_the_game() {
    // Wishing Well ①: NAME A CARD — any card, also one not in the game.
    auto g = fx::position(R"({"kingdom": ["Wishing Well"], "players": [
      {"hand": ["Wishing Well"], "deck": ["Copper", "Gold"], "discard": ["Witch"]}, {}]})");
    MOVES(g, "play Wishing Well");
    QVERIFY(has(offered(g), "Witch"));
    QVERIFY(has(offered(g), "Tribute"));
    QCOMPARE(g.decision().choices.size(), cardTable().size());
    MOVES(g, "name Witch");
    SAME(names(g, 0, Zone::Deck), "Gold");
    // An empty deck is shuffled for the reveal.
    auto h = fx::position(R"({"kingdom": ["Wishing Well"], "players": [
      {"hand": ["Wishing Well"], "deck": ["Copper"], "discard": ["Witch"]}, {}]})");
    MOVES(h, "play Wishing Well", "name Witch");
    SAME(fx::sorted(names(h, 0, Zone::Hand)), "Copper", "Witch");
  }

  // ---- Baron -------------------------------------------------------------------------------

  void baron_discards_an_estate_for_four_coins() {
    auto g = fx::position(R"({"kingdom": ["Baron"], "players": [
      {"hand": ["Baron", "Estate", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Baron");
    ASKS(g, SelectCards, 0, 0, 1);
    SAME(offered(g), "Estate");
    REFUSED(g, "choose Copper");
    MOVES(g, "choose Estate");
    QCOMPARE(g.s.turn.coins, 4);
    QCOMPARE(g.s.turn.buys, 2);
    SAME(names(g, 0, Zone::Discard), "Estate");
    QCOMPARE(fx::pileCount(g, "Estate"), 8);
  }

  void baron_gains_an_estate_when_it_keeps_its_estate() {
    auto g = fx::position(R"({"kingdom": ["Baron"], "players": [
      {"hand": ["Baron", "Estate", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Baron", "choose nothing");
    QCOMPARE(g.s.turn.coins, 0);
    SAME(names(g, 0, Zone::Discard), "Estate");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Estate");
    QCOMPARE(fx::pileCount(g, "Estate"), 7);
  }

  void baron_without_an_estate_gains_one() {
    auto g = fx::position(R"({"kingdom": ["Baron"], "players": [
      {"hand": ["Baron", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Baron");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(names(g, 0, Zone::Discard), "Estate");
    QCOMPARE(g.s.turn.buys, 2);
  }

  // ---- Bridge ------------------------------------------------------------------------------

  void bridge_lowers_costs_for_gaining_cards() {
    // Bridge ①: COST REDUCTION — all cards, not only for buying: Ironworks may gain a Duchy.
    auto g = fx::position(R"({"kingdom": ["Bridge", "Ironworks"], "players": [
      {"hand": ["Bridge", "Ironworks"], "deck": ["Copper", "Copper"]}, {}], "turn": {"actions": 2}})");
    MOVES(g, "play Bridge");
    QCOMPARE(g.s.turn.buys, 2);
    QCOMPARE(g.s.turn.coins, 1);
    QCOMPARE(g.cost(cards::Duchy), 4);
    MOVES(g, "play Ironworks");
    QVERIFY(has(offered(g), "Duchy"));
    QVERIFY(!has(offered(g), "Gold"));
    MOVES(g, "choose Duchy");
    SAME(names(g, 0, Zone::Discard), "Duchy");
    SAME(names(g, 0, Zone::Hand), "Copper");  // Victory card: +1 Card
  }

  void bridge_lowers_the_cost_that_upgrade_adds_to() {
    // Bridge: an Estate costs $1, so Upgrade gains a card costing exactly $2 now (Silver).
    auto g = fx::position(R"({"kingdom": ["Bridge", "Upgrade", "Village"], "players": [
      {"hand": ["Bridge", "Upgrade", "Estate"], "deck": ["Copper"]}, {}], "turn": {"actions": 2}})");
    MOVES(g, "play Bridge", "play Upgrade", "choose Estate");
    ASKS(g, SelectPile, 0, 1, 1);
    SAME(offered(g), "Silver", "Village");
    MOVES(g, "choose Silver");
    SAME(names(g, 0, Zone::Discard), "Silver");
  }

  void throne_room_bridge_then_workshop_gains_a_gold() {
    // Bridge ①: two plays, $2 less: Workshop ("up to $4") may gain a Gold (now $4), not a Province.
    auto g = fx::position(R"({"kingdom": ["Bridge", "Throne Room", "Workshop"], "players": [
      {"hand": ["Throne Room", "Bridge", "Workshop"], "deck": []}, {}], "turn": {"actions": 2}})");
    MOVES(g, "play Throne Room", "choose Bridge", "play Workshop");
    QVERIFY(has(offered(g), "Gold"));
    QVERIFY(!has(offered(g), "Province"));
    MOVES(g, "choose Gold");
    SAME(names(g, 0, Zone::Discard), "Gold");
  }

  void throne_room_bridge_stacks_and_costs_stop_at_zero_in_the_buy_phase() {
    // Bridge ①: cumulative when played several times; COST REDUCTION: never below $0.
    auto g = fx::position(R"({"kingdom": ["Bridge", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Bridge", "Copper", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Throne Room", "choose Bridge");
    QCOMPARE(g.s.turn.costReduction, 2);
    QCOMPARE(g.s.turn.buys, 3);
    QCOMPARE(g.s.turn.coins, 2);
    QCOMPARE(g.cost(cards::Gold), 4);
    QCOMPARE(g.cost(cards::Estate), 0);
    QCOMPARE(g.cost(cards::Copper), 0);
    MOVES(g, "play treasures");
    QCOMPARE(g.s.turn.coins, 4);
    MOVES(g, "buy Gold");
    QCOMPARE(g.s.turn.coins, 0);
    MOVES(g, "buy Estate", "buy Copper");
    QCOMPARE(g.countOwned(0, cards::Gold), 1);
    QCOMPARE(g.countOwned(0, cards::Estate), 1);
    QCOMPARE(g.countOwned(0, cards::Copper), 3);
    // No Buys left: the turn is over, and the reduction ends with it.
    QCOMPARE(int(g.current()), 1);
    QCOMPARE(g.cost(cards::Gold), 6);
  }

  // ---- Conspirator -------------------------------------------------------------------------

  void conspirator_as_third_action_draws_and_gives_an_action() {
    auto g = fx::position(R"({"kingdom": ["Conspirator", "Village"], "players": [
      {"hand": ["Village", "Village", "Conspirator"], "deck": ["Gold", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Village", "play Village", "play Conspirator");
    QCOMPARE(g.s.turn.coins, 2);
    QCOMPARE(g.s.turn.actions, 3);  // 1 - 1 + 2 - 1 + 2 - 1 + 1
    QCOMPARE(g.player(0).hand().size(), size_t(3));
  }

  void conspirator_as_second_action_gives_only_coins() {
    auto g = fx::position(R"({"kingdom": ["Conspirator", "Village"], "players": [
      {"hand": ["Village", "Conspirator"], "deck": ["Gold", "Copper"]}, {}]})");
    MOVES(g, "play Village", "play Conspirator");
    QCOMPARE(g.s.turn.coins, 2);
    QCOMPARE(g.s.turn.actions, 1);
    SAME(names(g, 0, Zone::Hand), "Gold");
  }

  void throne_room_conspirator_counts_each_play() {
    // Conspirator ①: Throne Room + Conspirator is three played Actions: the second play counts.
    auto g = fx::position(R"({"kingdom": ["Conspirator", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Conspirator"], "deck": ["Gold", "Copper"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Conspirator");
    QCOMPARE(g.s.turn.coins, 4);
    QCOMPARE(g.s.turn.actions, 1);
    SAME(names(g, 0, Zone::Hand), "Gold");
  }

  void conspirator_counts_an_action_that_left_play() {
    // Conspirator ②: a trashed Mining Village still counts as a played Action.
    auto g = fx::position(R"({"kingdom": ["Conspirator", "Mining Village", "Village"], "players": [
      {"hand": ["Mining Village", "Village", "Conspirator"], "deck": ["Gold", "Copper", "Silver"]}, {}]})");
    MOVES(g, "play Mining Village", "choose Trash this for +$2", "play Village", "play Conspirator");
    SAME(fx::trash(g), "Mining Village");
    QCOMPARE(g.s.turn.coins, 4);
    QCOMPARE(g.s.turn.actions, 3);  // 1 -1 +2 -1 +2 -1 +1
    QCOMPARE(g.player(0).hand().size(), size_t(3));
  }

  // ---- Diplomat ----------------------------------------------------------------------------

  void diplomat_gives_two_actions_with_five_or_fewer_cards_after_drawing() {
    // Diplomat ⑤: count the hand when it is played, after drawing.
    auto g = fx::position(R"({"kingdom": ["Diplomat"], "players": [
      {"hand": ["Diplomat", "Copper", "Copper", "Copper"], "deck": ["Estate", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Diplomat");
    QCOMPARE(g.player(0).hand().size(), size_t(5));
    QCOMPARE(g.s.turn.actions, 2);
  }

  void diplomat_gives_no_actions_with_six_cards_after_drawing() {
    auto g = fx::position(R"({"kingdom": ["Diplomat"], "players": [
      {"hand": ["Diplomat", "Copper", "Copper", "Copper", "Copper"], "deck": ["Estate", "Estate"]}, {}]})");
    MOVES(g, "play Diplomat");
    QCOMPARE(g.player(0).hand().size(), size_t(6));
    QCOMPARE(g.s.turn.actions, 0);
  }

  void diplomat_reacts_only_from_a_hand_of_five_or_more() {
    // Diplomat ①: "reveal this from a hand of 5 or more cards".
    auto g = fx::position(R"({"kingdom": ["Diplomat", "Militia"], "players": [
      {"hand": ["Militia"], "deck": []},
      {"hand": ["Diplomat", "Copper", "Copper", "Estate"], "deck": ["Gold", "Gold"]}]})");
    MOVES(g, "play Militia");
    // No reaction offered: straight to Militia's discard.
    ASKS(g, SelectCards, 1, 1, 1);
    QCOMPARE(g.decision().asking, findCard("Militia"));
  }

  void diplomat_reaction_draws_two_then_discards_three_including_itself() {
    // Diplomat ②③: draw 2 then discard 3; the Diplomat itself may be discarded.
    auto g = fx::position(R"({"kingdom": ["Diplomat", "Militia"], "players": [
      {"hand": ["Militia"], "deck": []},
      {"hand": ["Diplomat", "Estate", "Estate", "Copper", "Copper"], "deck": ["Silver", "Gold"]}]})");
    MOVES(g, "play Militia");
    ASKS(g, SelectCards, 1, 0, 1);
    SAME(offered(g), "Diplomat");
    MOVES(g, "reveal Diplomat");
    ASKS(g, SelectCards, 1, 3, 3);
    QCOMPARE(g.decision().asking, findCard("Diplomat"));
    QCOMPARE(g.player(1).hand().size(), size_t(7));
    REFUSED(g, "choose Estate, Estate");
    MOVES(g, "choose Estate, Estate, Diplomat");
    // 4 cards left: no second reaction; Militia makes them discard 1.
    ASKS(g, SelectCards, 1, 1, 1);
    QCOMPARE(g.decision().asking, findCard("Militia"));
    MOVES(g, "choose Copper");
    SAME(fx::sorted(names(g, 1, Zone::Hand)), "Copper", "Gold", "Silver");
  }

  void diplomat_may_react_again_while_the_hand_has_five_or_more() {
    // Diplomat ④: the same Diplomat may be revealed several times while the hand has 5+ cards.
    auto g = fx::position(R"({"kingdom": ["Diplomat", "Militia"], "players": [
      {"hand": ["Militia"], "deck": []},
      {"hand": ["Diplomat", "Estate", "Estate", "Estate", "Copper", "Copper"],
       "deck": ["Silver", "Gold", "Curse", "Curse"]}]})");
    MOVES(g, "play Militia", "reveal Diplomat", "choose Estate, Estate, Estate");
    QCOMPARE(g.player(1).hand().size(), size_t(5));
    ASKS(g, SelectCards, 1, 0, 1);
    SAME(offered(g), "Diplomat");
    MOVES(g, "reveal Diplomat", "choose Curse, Curse, Copper");
    QCOMPARE(g.player(1).hand().size(), size_t(4));
    ASKS(g, SelectCards, 1, 1, 1);
    QCOMPARE(g.decision().asking, findCard("Militia"));
  }

  // ---- Ironworks ---------------------------------------------------------------------------

  void ironworks_bonus_follows_the_gained_cards_types() {
    // Ironworks ①: Action: +1 Action; Treasure: +$1; Victory: +1 Card.
    auto g = fx::position(R"({"kingdom": ["Ironworks", "Village"], "players": [
      {"hand": ["Ironworks", "Ironworks", "Ironworks"], "deck": ["Gold", "Copper"]}, {}], "turn": {"actions": 3}})");
    MOVES(g, "play Ironworks");
    ASKS(g, SelectPile, 0, 1, 1);
    QVERIFY(!has(offered(g), "Duchy"));
    REFUSED(g, "choose Duchy");
    MOVES(g, "choose Village");
    QCOMPARE(g.s.turn.actions, 3);
    MOVES(g, "play Ironworks", "choose Silver");
    QCOMPARE(g.s.turn.coins, 1);
    QCOMPARE(g.s.turn.actions, 2);
    MOVES(g, "play Ironworks", "choose Estate");
    SAME(names(g, 0, Zone::Hand), "Gold");
    SAME(names(g, 0, Zone::Discard), "Estate", "Silver", "Village");
  }

  void ironworks_gaining_a_dual_type_card_gives_both_bonuses() {
    // Ironworks ①: a card with several of the types gives all relevant bonuses (Mill:
    // Action – Victory).
    auto g = fx::position(R"({"kingdom": ["Ironworks", "Mill"], "players": [
      {"hand": ["Ironworks"], "deck": ["Gold", "Copper"]}, {}]})");
    MOVES(g, "play Ironworks", "choose Mill");
    QCOMPARE(g.s.turn.actions, 1);
    SAME(names(g, 0, Zone::Hand), "Gold");
  }

  void ironworks_with_an_empty_pile_gains_nothing_and_gets_no_bonus() {
    // Ironworks ②: no gain, no bonus.
    auto g = fx::position(R"({"kingdom": ["Ironworks"], "supply": {"Estate": 0, "Silver": 0, "Copper": 0,
      "Curse": 0, "Ironworks": 0}, "players": [{"hand": ["Ironworks"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Ironworks");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QVERIFY(g.player(0).discard().empty());
    QVERIFY(g.player(0).hand().empty());
  }

  // ---- Mill --------------------------------------------------------------------------------

  void mill_discards_two_cards_for_two_coins() {
    auto g = fx::position(R"({"kingdom": ["Mill"], "players": [
      {"hand": ["Mill", "Estate", "Curse", "Copper"], "deck": ["Silver"]}, {}]})");
    MOVES(g, "play Mill");
    ASKS(g, SelectOption, 0, 1, 1);
    MOVES(g, "choose Discard 2 cards for +$2");
    ASKS(g, SelectCards, 0, 2, 2);
    REFUSED(g, "choose Estate");
    MOVES(g, "choose Estate, Curse");
    QCOMPARE(g.s.turn.coins, 2);
    QCOMPARE(g.s.turn.actions, 1);
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Silver");
  }

  void mill_may_discard_nothing() {
    auto g = fx::position(R"({"kingdom": ["Mill"], "players": [
      {"hand": ["Mill", "Estate", "Curse"], "deck": ["Silver"]}, {}]})");
    MOVES(g, "play Mill", "choose Don't discard");
    QCOMPARE(g.s.turn.coins, 0);
    QCOMPARE(g.player(0).hand().size(), size_t(3));
  }

  void mill_with_one_card_in_hand_discards_it_without_coins() {
    // Mill ①: choosing to discard 2 with 1 card in hand discards it but gives no $.
    auto g = fx::position(R"({"kingdom": ["Mill"], "players": [
      {"hand": ["Mill"], "deck": ["Silver"]}, {}]})");
    MOVES(g, "play Mill", "choose 1");
    QCOMPARE(g.s.turn.coins, 0);
    SAME(names(g, 0, Zone::Discard), "Silver");
    QVERIFY(g.player(0).hand().empty());
  }

  void mill_and_nobles_and_harem_and_great_hall_are_worth_victory_points() {
    auto g = fx::position(R"({"kingdom": ["Mill", "Nobles", "Harem"], "players": [
      {"hand": ["Mill", "Nobles", "Harem", "Great Hall"], "deck": []}, {"hand": [], "deck": []}]})");
    QCOMPARE(g.score(0), 1 + 2 + 2 + 1);
    QCOMPARE(g.score(1), 0);
  }

  // ---- Mining Village ----------------------------------------------------------------------

  void mining_village_may_trash_itself_for_two_coins() {
    // Mining Village ①: the +2 Actions stay after trashing it.
    auto g = fx::position(R"({"kingdom": ["Mining Village"], "players": [
      {"hand": ["Mining Village"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Mining Village");
    ASKS(g, SelectOption, 0, 1, 1);
    MOVES(g, "choose Trash this for +$2");
    SAME(fx::trash(g), "Mining Village");
    QVERIFY(g.player(0).inPlay().empty());
    QCOMPARE(g.s.turn.coins, 2);
    QCOMPARE(g.s.turn.actions, 2);
  }

  void mining_village_may_stay_in_play() {
    auto g = fx::position(R"({"kingdom": ["Mining Village"], "players": [
      {"hand": ["Mining Village"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Mining Village", "choose Don't trash");
    QVERIFY(g.s.trash.empty());
    SAME(names(g, 0, Zone::InPlay), "Mining Village");
    QCOMPARE(g.s.turn.coins, 0);
  }

  void throne_room_mining_village_trashed_first_cannot_be_trashed_again() {
    // Mining Village ②: the second play can't trash it (it is not in play): +$2 only once,
    // but +1 Card +2 Actions both times.
    auto g = fx::position(R"({"kingdom": ["Mining Village", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Mining Village"], "deck": ["Copper", "Copper"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Mining Village", "choose Trash this for +$2");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);  // no question the second time
    QCOMPARE(g.s.turn.coins, 2);
    QCOMPARE(g.s.turn.actions, 4);
    QCOMPARE(g.player(0).hand().size(), size_t(2));
    SAME(fx::trash(g), "Mining Village");
  }

  void throne_room_mining_village_kept_the_first_time_may_be_trashed_the_second() {
    auto g = fx::position(R"({"kingdom": ["Mining Village", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Mining Village"], "deck": ["Copper", "Copper"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Mining Village", "choose Don't trash", "choose Trash this for +$2");
    QCOMPARE(g.s.turn.coins, 2);
    SAME(fx::trash(g), "Mining Village");
    SAME(names(g, 0, Zone::InPlay), "Throne Room");
  }

  // ---- Secret Passage ----------------------------------------------------------------------

  void secret_passage_puts_a_card_at_the_chosen_depth() {
    // 2nd edition: "put it anywhere in your deck"; Secret Passage ②: the position is public.
    auto g = fx::position(R"({"kingdom": ["Secret Passage"], "players": [
      {"hand": ["Secret Passage", "Province"], "deck": ["Copper", "Copper", "Silver", "Gold", "Estate", "Duchy"]},
      {}]})");
    MOVES(g, "play Secret Passage");
    QCOMPARE(g.s.turn.actions, 1);
    ASKS(g, SelectCards, 0, 1, 1);
    MOVES(g, "choose Province");
    ASKS(g, SelectOption, 0, 1, 1);
    // 4 cards left in the deck: 5 places.
    const std::vector<std::string> labels{"Top", "2nd from top", "3rd from top", "4th from top", "Bottom"};
    QCOMPARE(optionTexts(g.decision()), labels);
    MOVES(g, "choose 3rd from top");
    SAME(names(g, 0, Zone::Deck), "Silver", "Gold", "Province", "Estate", "Duchy");
  }

  void secret_passage_may_put_the_card_on_the_bottom_or_top() {
    auto g = fx::position(R"({"kingdom": ["Secret Passage"], "players": [
      {"hand": ["Secret Passage", "Secret Passage", "Province"],
       "deck": ["Copper", "Copper", "Silver", "Gold", "Estate"]}, {}]})");
    MOVES(g, "play Secret Passage", "choose Province", "choose Bottom");
    SAME(names(g, 0, Zone::Deck), "Silver", "Gold", "Estate", "Province");
    MOVES(g, "play Secret Passage", "choose Silver", "choose Top");
    SAME(names(g, 0, Zone::Deck), "Silver", "Estate", "Province");
  }

  void secret_passage_with_an_empty_deck_puts_the_card_there_without_asking_where() {
    // Secret Passage ①: draw 2 (only 1 here), then put 1 back.
    auto g = fx::position(R"({"kingdom": ["Secret Passage"], "players": [
      {"hand": ["Secret Passage", "Estate"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Secret Passage", "choose Estate");
    SAME(names(g, 0, Zone::Deck), "Estate");
    SAME(names(g, 0, Zone::Hand), "Gold");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void secret_passage_position_labels_have_no_commas() {
    auto g = fx::position(R"({"kingdom": ["Secret Passage"], "players": [
      {"hand": ["Secret Passage", "Estate"], "deck": ["Gold", "Gold", "Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Secret Passage", "choose Estate");
    const auto labels = optionTexts(g.decision());
    QCOMPARE(labels.size(), size_t(14));
    QCOMPARE(labels[10], std::string("11th from top"));
    QCOMPARE(labels[11], std::string("12th from top"));
    for (const auto& l : labels) QVERIFY(l.find(',') == std::string::npos);
    REFUSED(g, "choose 15");
    MOVES(g, "choose 2nd from top");
    QCOMPARE(names(g, 0, Zone::Deck)[1], std::string("Estate"));
    QCOMPARE(g.player(0).deck().size(), size_t(14));
  }

  // ---- Courtier ----------------------------------------------------------------------------

  void courtier_gives_one_different_choice_per_type_of_the_revealed_card() {
    // Courtier ①②: as many different options as the revealed card has types, not fewer.
    auto g = fx::position(R"({"kingdom": ["Courtier", "Militia"], "players": [
      {"hand": ["Courtier", "Militia", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Courtier");
    ASKS(g, SelectCards, 0, 1, 1);
    MOVES(g, "choose Militia");
    ASKS(g, SelectOption, 0, 2, 2);  // Action – Attack
    REFUSED(g, "choose +$3");
    REFUSED(g, "choose +$3, +$3");
    REFUSED(g, "choose +$3, +1 Buy, +1 Action");
    MOVES(g, "choose Gain a Gold, +$3");
    QCOMPARE(g.s.turn.coins, 3);
    SAME(names(g, 0, Zone::Discard), "Gold");
    QCOMPARE(g.s.turn.buys, 1);
    // The revealed card stays in hand.
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Militia");
  }

  void courtier_revealing_a_single_type_card_gives_one_choice() {
    auto g = fx::position(R"({"kingdom": ["Courtier"], "players": [
      {"hand": ["Courtier", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Courtier");
    // The only card is revealed without a question.
    ASKS(g, SelectOption, 0, 1, 1);
    MOVES(g, "choose +1 Buy");
    QCOMPARE(g.s.turn.buys, 2);
  }

  void courtier_revealing_a_treasure_victory_card_gives_two_choices() {
    auto g = fx::position(R"({"kingdom": ["Courtier", "Harem"], "players": [
      {"hand": ["Courtier", "Harem", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Courtier", "choose Harem");
    ASKS(g, SelectOption, 0, 2, 2);
    MOVES(g, "choose +1 Action, +1 Buy");
    QCOMPARE(g.s.turn.actions, 1);
    QCOMPARE(g.s.turn.buys, 2);
  }

  void courtier_with_an_empty_hand_does_nothing() {
    auto g = fx::position(R"({"kingdom": ["Courtier"], "players": [
      {"hand": ["Courtier"], "deck": []}, {}]})");
    MOVES(g, "play Courtier");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QCOMPARE(g.s.turn.coins, 0);
  }

  // ---- Duke --------------------------------------------------------------------------------

  void duke_is_worth_one_point_per_duchy() {
    auto g = fx::position(R"({"kingdom": ["Duke"], "players": [
      {"hand": ["Duke", "Copper"], "deck": ["Duchy", "Duke"], "discard": ["Duchy", "Duchy"]},
      {"hand": ["Duke"], "deck": []}]})");
    QCOMPARE(g.score(0), 3 * 3 + 2 * 3);
    QCOMPARE(g.score(1), 0);
  }

  // ---- Minion ------------------------------------------------------------------------------

  void minion_coins_mode_does_not_attack() {
    // Minion ①: option 1 is only +$2.
    auto g = fx::position(R"({"kingdom": ["Minion"], "players": [
      {"hand": ["Minion", "Copper"], "deck": ["Gold"]},
      {"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"], "deck": ["Estate"]}]})");
    MOVES(g, "play Minion");
    ASKS(g, SelectOption, 0, 1, 1);
    MOVES(g, "choose +$2");
    QCOMPARE(g.s.turn.coins, 2);
    QCOMPARE(g.s.turn.actions, 1);
    QCOMPARE(g.player(1).hand().size(), size_t(5));
    SAME(names(g, 0, Zone::Hand), "Copper");
  }

  void minion_discard_mode_redraws_me_and_players_with_five_or_more_cards() {
    // Minion ①②: discard the hand, +4 Cards; others with at least 5 cards discard and draw 4.
    auto g = fx::position(R"({"kingdom": ["Minion"], "players": [
      {"hand": ["Minion", "Copper", "Estate"], "deck": ["Gold", "Gold", "Gold", "Gold"]},
      {"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"], "deck": ["Silver", "Silver", "Silver", "Silver"]},
      {"hand": ["Copper", "Copper", "Copper", "Copper"], "deck": ["Silver"]}]})");
    MOVES(g, "play Minion", "choose Discard your hand and draw 4");
    SAME(names(g, 0, Zone::Hand), "Gold", "Gold", "Gold", "Gold");
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Copper", "Estate");
    SAME(names(g, 1, Zone::Hand), "Silver", "Silver", "Silver", "Silver");
    QCOMPARE(g.player(1).discard().size(), size_t(5));
    SAME(names(g, 2, Zone::Hand), "Copper", "Copper", "Copper", "Copper");  // 4 cards: unaffected
    SAME(names(g, 2, Zone::Deck), "Silver");
    QVERIFY(g.player(2).discard().empty());
    QCOMPARE(g.s.turn.coins, 0);
  }

  void minion_with_an_empty_hand_still_draws_four() {
    // Minion ④.
    auto g = fx::position(R"({"kingdom": ["Minion"], "players": [
      {"hand": ["Minion"], "deck": ["Gold", "Gold", "Gold", "Gold", "Gold"]}, {"hand": [], "deck": []}]})");
    MOVES(g, "play Minion", "choose 2");
    QCOMPARE(g.player(0).hand().size(), size_t(4));
  }

  void minion_reactions_come_before_the_choice_and_moat_protects() {
    // Minion ③: Reactions are resolved before the attacker chooses.
    auto g = fx::position(R"({"kingdom": ["Minion", "Moat"], "players": [
      {"hand": ["Minion"], "deck": ["Gold", "Gold", "Gold", "Gold"]},
      {"hand": ["Moat", "Copper", "Copper", "Copper", "Copper"], "deck": ["Silver", "Silver", "Silver", "Silver"]}]})");
    MOVES(g, "play Minion");
    ASKS(g, SelectCards, 1, 0, 1);
    MOVES(g, "reveal Moat");
    ASKS(g, SelectOption, 0, 1, 1);
    MOVES(g, "choose Discard your hand and draw 4");
    QCOMPARE(g.player(1).hand().size(), size_t(5));
    QVERIFY(has(names(g, 1, Zone::Hand), "Moat"));
  }

  // ---- Patrol ------------------------------------------------------------------------------

  void patrol_takes_victory_cards_and_curses_and_puts_the_rest_back_in_chosen_order() {
    auto g = fx::position(R"({"kingdom": ["Patrol", "Mill"], "players": [
      {"hand": ["Patrol"], "deck": ["Copper", "Copper", "Copper", "Mill", "Curse", "Silver", "Gold", "Duchy"]},
      {}]})");
    MOVES(g, "play Patrol");
    // +3 Cards, then Mill (Action – Victory) and Curse go to the hand.
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Copper", "Copper", "Curse", "Mill");
    ASKS(g, SelectCards, 0, 2, 2);
    QVERIFY(g.decision().ordered);
    SAME(fx::sorted(offered(g)), "Gold", "Silver");
    MOVES(g, "choose Gold, Silver");  // the first one ends on top
    SAME(names(g, 0, Zone::Deck), "Gold", "Silver", "Duchy");
  }

  void patrol_shuffles_to_reveal_four_and_keeps_a_single_card_on_top() {
    auto g = fx::position(R"({"kingdom": ["Patrol"], "players": [
      {"hand": ["Patrol"], "deck": ["Copper", "Copper", "Copper", "Estate"], "discard": ["Gold", "Estate", "Harem"]},
      {}]})");
    MOVES(g, "play Patrol");
    // Estate from the deck; then shuffled: Estate, Harem to hand; Gold back without a question.
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Copper", "Copper", "Estate", "Estate", "Harem");
    SAME(names(g, 0, Zone::Deck), "Gold");
  }

  // ---- Replace -----------------------------------------------------------------------------

  void replace_puts_a_gained_action_or_treasure_onto_the_deck() {
    // Replace ①: "remodel" up to $2 more.
    auto g = fx::position(R"({"kingdom": ["Replace", "Smithy"], "players": [
      {"hand": ["Replace", "Estate", "Silver"], "deck": ["Copper"]}, {"hand": [], "deck": []}]})");
    MOVES(g, "play Replace");
    ASKS(g, SelectCards, 0, 1, 1);
    MOVES(g, "choose Estate");
    ASKS(g, SelectPile, 0, 1, 1);
    QVERIFY(!has(offered(g), "Duchy"));
    MOVES(g, "choose Smithy");
    SAME(names(g, 0, Zone::Deck), "Smithy", "Copper");
    QVERIFY(g.player(0).discard().empty());
    QCOMPARE(fx::pileCount(g, "Curse"), 10);
  }

  void replace_puts_a_gained_treasure_onto_the_deck() {
    auto g = fx::position(R"({"kingdom": ["Replace"], "players": [
      {"hand": ["Replace", "Copper", "Estate"], "deck": ["Gold"]}, {"hand": [], "deck": []}]})");
    MOVES(g, "play Replace", "choose Estate", "choose Silver");
    SAME(names(g, 0, Zone::Deck), "Silver", "Gold");
    QVERIFY(g.player(0).discard().empty());
  }

  void replace_gaining_a_victory_card_curses_the_others_but_not_a_moat() {
    // Replace is an Attack: Moat protects from the Curse.
    auto g = fx::position(R"({"kingdom": ["Replace", "Moat"], "players": [
      {"hand": ["Replace", "Silver"], "deck": []},
      {"hand": [], "deck": []},
      {"hand": ["Moat"], "deck": []}]})");
    MOVES(g, "play Replace");
    ASKS(g, SelectCards, 2, 0, 1);
    MOVES(g, "reveal Moat");
    MOVES(g, "choose Duchy");
    SAME(names(g, 0, Zone::Discard), "Duchy");
    SAME(names(g, 1, Zone::Discard), "Curse");
    QVERIFY(g.player(2).discard().empty());
  }

  void replace_gaining_an_action_victory_card_does_both() {
    // Replace ②: Mill is an Action and a Victory card: onto the deck, and Curses.
    auto g = fx::position(R"({"kingdom": ["Replace", "Mill"], "players": [
      {"hand": ["Replace", "Silver"], "deck": ["Copper"]},
      {"hand": [], "deck": []}]})");
    MOVES(g, "play Replace", "choose Mill");
    SAME(names(g, 0, Zone::Deck), "Mill", "Copper");
    SAME(names(g, 1, Zone::Discard), "Curse");
  }

  void replace_with_an_empty_hand_gains_nothing() {
    // "REMODEL": no card trashed, no card gained.
    auto g = fx::position(R"({"kingdom": ["Replace"], "players": [
      {"hand": ["Replace"], "deck": []}, {"hand": [], "deck": []}]})");
    MOVES(g, "play Replace");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QCOMPARE(g.cardsOwned(0), 1);
  }

  // ---- Torturer ----------------------------------------------------------------------------

  void torturer_victims_choose_discarding_two_or_a_curse_in_hand() {
    // Torturer ①②: each other player in turn order; the Curse goes to the hand.
    auto g = fx::position(R"({"kingdom": ["Torturer"], "players": [
      {"hand": ["Torturer"], "deck": ["Copper", "Copper", "Copper"]},
      {"hand": ["Estate", "Copper", "Gold"], "deck": []},
      {"hand": ["Estate", "Silver"], "deck": []}]})");
    MOVES(g, "play Torturer");
    QCOMPARE(g.player(0).hand().size(), size_t(3));
    ASKS(g, SelectOption, 1, 1, 1);
    MOVES(g, "choose Discard 2 cards");
    ASKS(g, SelectCards, 1, 2, 2);
    REFUSED(g, "choose Estate");
    MOVES(g, "choose Estate, Copper");
    SAME(names(g, 1, Zone::Hand), "Gold");
    ASKS(g, SelectOption, 2, 1, 1);
    MOVES(g, "choose Gain a Curse to your hand");
    SAME(fx::sorted(names(g, 2, Zone::Hand)), "Curse", "Estate", "Silver");
    QVERIFY(g.player(2).discard().empty());
  }

  void torturer_victim_may_choose_an_option_it_cannot_fully_do() {
    // Torturer ①: discarding 2 with one card discards it; a Curse with none left gains nothing.
    auto g = fx::position(R"({"kingdom": ["Torturer"], "supply": {"Curse": 0}, "players": [
      {"hand": ["Torturer"], "deck": []},
      {"hand": ["Gold"], "deck": []},
      {"hand": ["Silver"], "deck": []}]})");
    MOVES(g, "play Torturer", "choose Discard 2 cards");
    SAME(names(g, 1, Zone::Discard), "Gold");
    MOVES(g, "choose Gain a Curse to your hand");
    SAME(names(g, 2, Zone::Hand), "Silver");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // ---- Trading Post ------------------------------------------------------------------------

  void trading_post_trashes_two_for_a_silver_in_hand() {
    // Trading Post ❶❷.
    auto g = fx::position(R"({"kingdom": ["Trading Post"], "players": [
      {"hand": ["Trading Post", "Estate", "Curse", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Trading Post");
    ASKS(g, SelectCards, 0, 2, 2);
    REFUSED(g, "choose Curse");
    REFUSED(g, "choose Curse, Estate, Copper");
    MOVES(g, "choose Curse, Estate");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Silver");
    QVERIFY(g.player(0).discard().empty());
  }

  void trading_post_with_one_card_trashes_it_and_gains_no_silver() {
    // Trading Post ❸.
    auto g = fx::position(R"({"kingdom": ["Trading Post"], "players": [
      {"hand": ["Trading Post", "Estate"], "deck": []}, {}]})");
    MOVES(g, "play Trading Post");
    SAME(fx::trash(g), "Estate");
    QVERIFY(g.player(0).hand().empty());
    QCOMPARE(fx::pileCount(g, "Silver"), 40);
  }

  // ---- Upgrade -----------------------------------------------------------------------------

  void upgrade_gains_a_card_costing_exactly_one_more() {
    // Upgrade ①: "remodel" into exactly $1 more.
    auto g = fx::position(R"({"kingdom": ["Upgrade", "Village", "Smithy"], "players": [
      {"hand": ["Upgrade", "Estate"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Upgrade", "choose Estate");
    ASKS(g, SelectPile, 0, 1, 1);
    SAME(offered(g), "Silver", "Village");
    REFUSED(g, "choose Smithy");
    REFUSED(g, "choose Estate");
    MOVES(g, "choose Village");
    SAME(names(g, 0, Zone::Discard), "Village");
    SAME(fx::trash(g), "Estate");
  }

  void upgrade_gains_nothing_when_no_card_costs_one_more() {
    auto g = fx::position(R"({"kingdom": ["Upgrade"], "players": [
      {"hand": ["Upgrade", "Gold"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Upgrade");
    ASKS(g, SelectCards, 0, 1, 1);
    MOVES(g, "choose Gold");
    SAME(fx::trash(g), "Gold");
    QVERIFY(g.player(0).discard().empty());
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // ---- Harem, Nobles, Great Hall -----------------------------------------------------------

  void harem_is_a_treasure_worth_two_coins() {
    auto g = fx::position(R"({"kingdom": ["Harem"], "players": [
      {"hand": ["Harem", "Copper"], "deck": []}, {}], "turn": {"phase": "buy"}})");
    MOVES(g, "play Harem");
    QCOMPARE(g.s.turn.coins, 2);
    SAME(names(g, 0, Zone::InPlay), "Harem");
  }

  void nobles_gives_three_cards_or_two_actions() {
    auto g = fx::position(R"({"kingdom": ["Nobles"], "players": [
      {"hand": ["Nobles", "Nobles"], "deck": ["Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Nobles");
    ASKS(g, SelectOption, 0, 1, 1);
    REFUSED(g, "choose +3 Cards, +2 Actions");
    MOVES(g, "choose +2 Actions");
    QCOMPARE(g.s.turn.actions, 2);
    QCOMPARE(g.player(0).hand().size(), size_t(1));
    MOVES(g, "play Nobles", "choose +3 Cards");
    QCOMPARE(g.player(0).hand().size(), size_t(3));
    QCOMPARE(g.s.turn.actions, 1);
  }

  void great_hall_draws_a_card_and_gives_an_action() {
    auto g = fx::position(R"({"kingdom": ["Great Hall"], "players": [
      {"hand": ["Great Hall"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Great Hall");
    QCOMPARE(g.s.turn.actions, 1);
    SAME(names(g, 0, Zone::Hand), "Gold");
  }

  // ---- Secret Chamber ----------------------------------------------------------------------

  void secret_chamber_discards_any_number_for_a_coin_each() {
    auto g = fx::position(R"({"kingdom": ["Secret Chamber"], "players": [
      {"hand": ["Secret Chamber", "Estate", "Estate", "Curse", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Secret Chamber");
    ASKS(g, SelectCards, 0, 0, 4);
    MOVES(g, "choose Estate, Estate, Curse");
    QCOMPARE(g.s.turn.coins, 3);
    SAME(names(g, 0, Zone::Hand), "Copper");
  }

  void secret_chamber_reaction_draws_two_and_may_put_itself_back() {
    // Secret Chamber ②③: +2 Cards, then put 2 back; it may put itself back.
    auto g = fx::position(R"({"kingdom": ["Secret Chamber", "Militia"], "players": [
      {"hand": ["Militia"], "deck": []},
      {"hand": ["Secret Chamber", "Estate", "Copper", "Copper", "Copper"], "deck": ["Silver", "Gold", "Curse"]}]})");
    MOVES(g, "play Militia");
    ASKS(g, SelectCards, 1, 0, 1);
    MOVES(g, "reveal Secret Chamber");
    ASKS(g, SelectCards, 1, 2, 2);
    QVERIFY(g.decision().ordered);
    QCOMPARE(g.player(1).hand().size(), size_t(7));
    MOVES(g, "choose Secret Chamber, Estate");  // the first ends on top
    SAME(names(g, 1, Zone::Deck), "Secret Chamber", "Estate", "Curse");
    // No Reaction left in hand: Militia goes on.
    ASKS(g, SelectCards, 1, 2, 2);
    QCOMPARE(g.decision().asking, findCard("Militia"));
    MOVES(g, "choose Copper, Copper");
    SAME(fx::sorted(names(g, 1, Zone::Hand)), "Copper", "Gold", "Silver");
  }

  void secret_chamber_may_be_revealed_twice_to_the_same_attack() {
    // Secret Chamber ④ (and REACTION CARDS: RESOLVING REACTIONS AND TIMING ④ § III).
    auto g = fx::position(R"({"kingdom": ["Secret Chamber", "Militia"], "players": [
      {"hand": ["Militia"], "deck": []},
      {"hand": ["Secret Chamber", "Estate", "Estate", "Copper", "Copper"], "deck": ["Silver", "Gold", "Gold"]}]})");
    MOVES(g, "play Militia", "reveal Secret Chamber", "choose Estate, Estate");
    ASKS(g, SelectCards, 1, 0, 1);
    SAME(offered(g), "Secret Chamber");
    MOVES(g, "reveal Secret Chamber");
    // Drew the two Estates back.
    QVERIFY(has(names(g, 1, Zone::Hand), "Estate"));
    MOVES(g, "choose Estate, Estate", "choose nothing");
    ASKS(g, SelectCards, 1, 2, 2);
    QCOMPARE(g.decision().asking, findCard("Militia"));
  }

  void secret_chamber_can_draw_a_moat_to_reveal_to_the_same_attack() {
    // REACTION CARDS: RESOLVING REACTIONS AND TIMING ③ § III: a Moat drawn by Secret Chamber
    // may still be revealed.
    auto g = fx::position(R"({"kingdom": ["Secret Chamber", "Militia", "Moat"], "players": [
      {"hand": ["Militia"], "deck": []},
      {"hand": ["Secret Chamber", "Estate", "Estate", "Copper", "Copper"], "deck": ["Moat", "Gold", "Gold"]}]})");
    MOVES(g, "play Militia", "reveal Secret Chamber", "choose Estate, Estate");
    SAME(fx::sorted(offered(g)), "Moat", "Secret Chamber");
    MOVES(g, "reveal Moat");
    QCOMPARE(g.decision().kind, DecisionKind::SelectCards);  // offered again (Secret Chamber)
    MOVES(g, "choose nothing");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QCOMPARE(g.player(1).hand().size(), size_t(5));
  }

  // ---- Coppersmith -------------------------------------------------------------------------

  void coppersmith_makes_each_copper_played_afterwards_worth_one_more() {
    // Coppersmith ①②.
    auto g = fx::position(R"({"kingdom": ["Coppersmith"], "players": [
      {"hand": ["Coppersmith", "Copper", "Copper", "Copper", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play Coppersmith");
    QCOMPARE(g.s.turn.coins, 0);
    MOVES(g, "play treasures");
    QCOMPARE(g.s.turn.coins, 3 * 2 + 2);
  }

  void throne_room_coppersmith_adds_two_per_copper() {
    // Coppersmith ①: cumulative when played several times.
    auto g = fx::position(R"({"kingdom": ["Coppersmith", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Coppersmith", "Copper", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Throne Room", "choose Coppersmith", "play treasures");
    QCOMPARE(g.s.turn.coins, 2 * 3);
  }

  void coppersmith_ends_with_the_turn() {
    auto g = fx::position(R"({"kingdom": ["Coppersmith"], "players": [
      {"hand": ["Coppersmith"], "deck": []},
      {"hand": ["Copper"], "deck": []}]})");
    MOVES(g, "play Coppersmith", "end");
    QCOMPARE(int(g.current()), 1);
    MOVES(g, "play treasures");
    QCOMPARE(g.s.turn.coins, 1);
  }

  // ---- Scout -------------------------------------------------------------------------------

  void scout_takes_victory_cards_and_puts_the_rest_back_in_chosen_order() {
    // Victory cards only: a Curse goes back.
    auto g = fx::position(R"({"kingdom": ["Scout"], "players": [
      {"hand": ["Scout"], "deck": ["Estate", "Curse", "Harem", "Silver", "Gold"]}, {}]})");
    MOVES(g, "play Scout");
    QCOMPARE(g.s.turn.actions, 1);
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Estate", "Harem");
    ASKS(g, SelectCards, 0, 2, 2);
    QVERIFY(g.decision().ordered);
    MOVES(g, "choose Silver, Curse");
    SAME(names(g, 0, Zone::Deck), "Silver", "Curse", "Gold");
  }

  void scout_puts_back_identical_cards_without_asking_their_order() {
    auto g = fx::position(R"({"kingdom": ["Scout"], "players": [
      {"hand": ["Scout"], "deck": ["Copper", "Estate", "Copper", "Duchy", "Gold"]}, {}]})");
    MOVES(g, "play Scout");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Duchy", "Estate");
    SAME(names(g, 0, Zone::Deck), "Copper", "Copper", "Gold");
  }

  void scout_refuses_an_incomplete_order() {
    auto g = fx::position(R"({"kingdom": ["Scout"], "players": [
      {"hand": ["Scout"], "deck": ["Copper", "Silver", "Gold"]}, {}]})");
    MOVES(g, "play Scout");
    ASKS(g, SelectCards, 0, 3, 3);
    REFUSED(g, "choose Gold, Silver");
    REFUSED(g, "choose Gold, Gold, Silver");
    QCOMPARE(g.player(0).zone(Zone::Revealed).size(), size_t(3));
    MOVES(g, "choose Copper, Gold, Silver");
    SAME(names(g, 0, Zone::Deck), "Copper", "Gold", "Silver");
  }

  // ---- Saboteur ----------------------------------------------------------------------------

  void saboteur_trashes_the_first_card_costing_three_or_more() {
    // Saboteur ②③: dig for a card costing $3+, trash it, may gain one costing up to $2 less;
    // then the other revealed cards are discarded.
    auto g = fx::position(R"({"kingdom": ["Saboteur", "Pawn"], "players": [
      {"hand": ["Saboteur"], "deck": []},
      {"hand": [], "deck": ["Copper", "Estate", "Silver", "Gold"]}]})");
    MOVES(g, "play Saboteur");
    SAME(fx::trash(g), "Silver");
    ASKS(g, SelectPile, 1, 0, 1);
    SAME(offered(g), "Copper", "Curse");
    REFUSED(g, "choose Pawn");
    MOVES(g, "choose Copper");
    // Gained first, then the revealed cards discarded on top.
    SAME(names(g, 1, Zone::Discard), "Estate", "Copper", "Copper");
    SAME(names(g, 1, Zone::Deck), "Gold");
    QVERIFY(g.player(1).zone(Zone::Revealed).empty());
  }

  void saboteur_victim_may_gain_nothing() {
    auto g = fx::position(R"({"kingdom": ["Saboteur", "Pawn"], "players": [
      {"hand": ["Saboteur"], "deck": []},
      {"hand": [], "deck": ["Gold"]}]})");
    MOVES(g, "play Saboteur");
    SAME(fx::trash(g), "Gold");
    QVERIFY(has(offered(g), "Pawn"));
    QVERIFY(!has(offered(g), "Gold"));
    MOVES(g, "choose nothing");
    QVERIFY(g.player(1).discard().empty());
  }

  void saboteur_reveals_the_whole_deck_when_nothing_costs_three() {
    // "DIG FOR CARDS": shuffle without the revealed cards; nothing found, all discarded.
    auto g = fx::position(R"({"kingdom": ["Saboteur"], "players": [
      {"hand": ["Saboteur"], "deck": []},
      {"hand": [], "deck": ["Copper", "Estate"], "discard": ["Curse"]}]})");
    MOVES(g, "play Saboteur");
    QVERIFY(g.s.trash.empty());
    SAME(fx::sorted(names(g, 1, Zone::Discard)), "Copper", "Curse", "Estate");
    QVERIFY(g.player(1).deck().empty());
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void saboteur_uses_current_costs() {
    // Saboteur ②: CARD COSTS — with Bridge, a Silver costs $2 and is skipped.
    auto g = fx::position(R"({"kingdom": ["Saboteur"], "turn": {"costReduction": 1}, "players": [
      {"hand": ["Saboteur"], "deck": []},
      {"hand": [], "deck": ["Silver", "Gold"]}]})");
    MOVES(g, "play Saboteur");
    SAME(fx::trash(g), "Gold");
    // The Gold costs $5: a card costing up to $3 now (Silver costs $2, Saboteur $4).
    QVERIFY(has(offered(g), "Silver"));
    QVERIFY(!has(offered(g), "Saboteur"));
    MOVES(g, "choose Silver");
    SAME(names(g, 1, Zone::Discard), "Silver", "Silver");
  }

  // ---- Tribute -----------------------------------------------------------------------------

  void tribute_gives_bonuses_for_the_left_players_two_top_cards() {
    auto g = fx::position(R"({"kingdom": ["Tribute", "Village"], "players": [
      {"hand": ["Tribute"], "deck": ["Gold", "Gold"]},
      {"hand": [], "deck": ["Village", "Copper", "Estate"]},
      {"hand": [], "deck": ["Estate", "Estate"]}]})");
    MOVES(g, "play Tribute");
    QCOMPARE(g.s.turn.actions, 2);
    QCOMPARE(g.s.turn.coins, 2);
    QVERIFY(g.player(0).hand().empty());
    SAME(names(g, 1, Zone::Discard), "Copper", "Village");
    SAME(names(g, 1, Zone::Deck), "Estate");
    QCOMPARE(g.player(2).deck().size(), size_t(2));
  }

  void tribute_counts_two_cards_with_the_same_name_once() {
    // Tribute ②: DIFFERENTLY NAMED CARDS.
    auto g = fx::position(R"({"kingdom": ["Tribute"], "players": [
      {"hand": ["Tribute"], "deck": ["Gold", "Gold", "Gold"]},
      {"hand": [], "deck": ["Estate", "Estate"]}]})");
    MOVES(g, "play Tribute");
    QCOMPARE(g.player(0).hand().size(), size_t(2));
    QCOMPARE(g.s.turn.coins, 0);
  }

  void tribute_gives_every_bonus_of_a_dual_type_card() {
    // Tribute ①: Great Hall (Action – Victory) and Harem (Treasure – Victory).
    auto g = fx::position(R"({"kingdom": ["Tribute"], "players": [
      {"hand": ["Tribute"], "deck": ["Gold", "Gold", "Gold", "Gold", "Gold"]},
      {"hand": [], "deck": ["Great Hall", "Harem"]}]})");
    MOVES(g, "play Tribute");
    QCOMPARE(g.s.turn.actions, 2);
    QCOMPARE(g.s.turn.coins, 2);
    QCOMPARE(g.player(0).hand().size(), size_t(4));
    // Mill and Nobles (Action – Victory), a Curse gives nothing.
    auto h = fx::position(R"({"kingdom": ["Tribute"], "players": [
      {"hand": ["Tribute"], "deck": ["Gold", "Gold", "Gold", "Gold", "Gold"]},
      {"hand": [], "deck": ["Nobles", "Curse"]}]})");
    MOVES(h, "play Tribute");
    QCOMPARE(h.s.turn.actions, 2);
    QCOMPARE(h.s.turn.coins, 0);
    QCOMPARE(h.player(0).hand().size(), size_t(2));
  }

  void tribute_on_a_deck_of_one_shuffles_for_the_second_card() {
    auto g = fx::position(R"({"kingdom": ["Tribute"], "players": [
      {"hand": ["Tribute"], "deck": ["Gold", "Gold"]},
      {"hand": [], "deck": ["Silver"], "discard": ["Mill"]}]})");
    MOVES(g, "play Tribute");
    QCOMPARE(g.s.turn.coins, 2);
    QCOMPARE(g.s.turn.actions, 2);
    QCOMPARE(g.player(0).hand().size(), size_t(2));
    SAME(fx::sorted(names(g, 1, Zone::Discard)), "Mill", "Silver");
    QVERIFY(g.player(1).deck().empty());
  }

  void tribute_on_an_empty_deck_shuffles_and_with_no_cards_gives_nothing() {
    auto g = fx::position(R"({"kingdom": ["Tribute"], "players": [
      {"hand": ["Tribute"], "deck": ["Gold", "Gold"]},
      {"hand": [], "deck": [], "discard": ["Copper"]}]})");
    MOVES(g, "play Tribute");
    QCOMPARE(g.s.turn.coins, 2);
    SAME(names(g, 1, Zone::Discard), "Copper");
    auto h = fx::position(R"({"kingdom": ["Tribute"], "players": [
      {"hand": ["Tribute"], "deck": ["Gold", "Gold"]},
      {"hand": [], "deck": []}]})");
    MOVES(h, "play Tribute");
    QCOMPARE(h.s.turn.coins, 0);
    QCOMPARE(h.s.turn.actions, 0);
    QVERIFY(h.player(0).hand().empty());
  }
};

QTEST_APPLESS_MAIN(IntrigueCardsTest)
#include "intrigue_cards_test.moc"
