// (Positions name Fool's Gold "Fools Gold": moc misreads an apostrophe in a raw string.)
// Triggered abilities with the cards that prove them (Prosperity's Watchtower, Talisman and
// Hoard; Hinterlands' Trader, Fool's Gold and Border Village), with the rulings of the Card
// Reference (complete rules, chapter VI: "Card ①").
#include "fixture.hpp"

using namespace dom;
using fx::gained;
using fx::logged;
using fx::names;
using fx::sorted;

namespace {}  // namespace

class TriggersTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- what a game derives from its cards -----------------------------------------------------

  // Setting up derives the listened events, the types and the cost hooks from the piles' names;
  // loading a position derives them from every instance. Both must agree.
  void a_game_set_up_derives_what_its_instances_derive() {
    const std::vector<std::vector<const char*>> kingdoms = {
        {"Smithy", "Village"},
        {"Watchtower", "Talisman", "Hoard", "Caravan", "Haven"},
        {"Trader", "Fools Gold", "Border Village", "Outpost", "Embargo", "Island",
         "Native Village"}};
    for (const auto& names : kingdoms) {
      Setup setup{.players = 3, .seed = 11};
      for (const char* n : names) setup.kingdom.push_back(findCardLoose(n));
      Game g = Game::create(setup);
      const uint32_t listening = g.s.listening;
      const Types types = g.s.typesInGame;
      const bool hooks = g.s.inPlayCostHooks;
      std::vector<uint32_t> heard;
      for (const PlayerState& ps : g.s.players) heard.push_back(ps.heard.bits);
      g.computeListening();
      QCOMPARE(g.s.listening, listening);
      QCOMPARE(g.s.typesInGame, types);
      QCOMPARE(g.s.inPlayCostHooks, hooks);
      for (size_t p = 0; p < heard.size(); ++p) QCOMPARE(g.s.players[p].heard.bits, heard[p]);
    }
  }

  // A player's hand is looked through for an event only when a card that joined their cards
  // hears it: a Watchtower passed by Masquerade to a player who never had one is heard from at
  // their next gain (Watchtower ①).
  void a_watchtower_passed_by_masquerade_answers_its_new_owners_gain() {
    auto g = fx::position(R"({"kingdom": ["Watchtower", "Masquerade"], "players": [
      {"hand": ["Masquerade", "Watchtower", "Estate", "Estate", "Estate"], "deck": ["Copper",
       "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"], "deck": ["Copper", "Copper",
       "Copper", "Copper", "Copper"]}]})");
    QCOMPARE(g.s.players[1].heard.bits & whenBit(When::Gain), 0u);
    MOVES(g, "play Masquerade", "choose Watchtower", "choose Copper", "choose nothing");
    fx::endTurn(g);
    QCOMPARE(int(g.current()), 1);
    MOVES(g, "end", "play treasures", "buy Silver");
    QCOMPARE(int(g.decision().player), 1);
    QCOMPARE(g.decision().asking, findCard("Watchtower"));
    MOVES(g, "choose Watchtower", "choose 1");
    SAME(fx::trash(g), "Silver");
  }

  // ---- Watchtower --------------------------------------------------------------------------

  void watchtower_draws_until_six_cards_in_hand() {
    auto g = fx::position(R"({"kingdom": ["Watchtower"], "players": [
      {"hand": ["Watchtower", "Copper", "Copper"], "deck": ["Gold", "Gold", "Gold", "Gold", "Gold"]}, {}]})");
    MOVES(g, "play Watchtower");
    QCOMPARE(int(g.player(0).hand().size()), 6);
  }

  // Watchtower ①: revealed when its owner gains a card, it trashes the card or puts it onto
  // the deck; ④: the card was gained all the same.
  void watchtower_puts_a_bought_card_onto_the_deck() {
    auto g = logged(R"({"kingdom": ["Watchtower"], "players": [
      {"hand": ["Watchtower", "Gold", "Gold"], "deck": ["Copper"]}, {}], "turn": {"buys": 2}})");
    MOVES(g, "end", "play treasures", "buy Gold");
    QCOMPARE(g.decision().kind, DecisionKind::SelectCards);
    QCOMPARE(g.decision().asking, findCard("Watchtower"));
    MOVES(g, "choose Watchtower", "choose 2");
    SAME(names(g, 0, Zone::Deck), "Gold", "Copper");
    SAME(gained(g, 0), "Gold");
  }

  // Watchtower ①: on another player's turn too — trashing a Curse from a Witch.
  void watchtower_trashes_a_curse_given_by_a_witch() {
    auto g = fx::position(R"({"kingdom": ["Watchtower", "Witch"], "players": [
      {"hand": ["Witch"], "deck": ["Copper", "Copper"]},
      {"hand": ["Watchtower", "Copper"], "deck": []}]})");
    MOVES(g, "play Witch");
    QCOMPARE(int(g.decision().player), 1);
    MOVES(g, "choose Watchtower", "choose 1");
    SAME(fx::trash(g), "Curse");
    QCOMPARE(g.countOwned(1, cards::Curse), 0);
  }

  // Declining leaves the card where it was gained.
  void watchtower_may_be_declined() {
    auto g = fx::position(R"({"kingdom": ["Watchtower"], "players": [
      {"hand": ["Watchtower", "Gold", "Gold"], "deck": []}, {}]})");
    MOVES(g, "end", "play treasures", "buy Silver");
    MOVES(g, "choose nothing");
    QCOMPARE(g.countOwned(0, cards::Silver), 1);
  }

  // ---- Trader ------------------------------------------------------------------------------

  // Trader ❶: a Silver per $1 of the trashed card's cost.
  void trader_gains_a_silver_per_coin_of_cost() {
    auto g = fx::position(R"({"kingdom": ["Trader"], "players": [
      {"hand": ["Trader", "Duchy", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Trader", "choose Duchy");
    QCOMPARE(g.countOwned(0, cards::Silver), 5);
    SAME(fx::trash(g), "Duchy");
  }

  // Trader ❹ ❻: the gained card goes back to its pile and a Silver comes instead; the Silver
  // was not gained.
  void trader_exchanges_a_gained_curse_for_a_silver() {
    auto g = logged(R"({"kingdom": ["Trader", "Witch"], "players": [
      {"hand": ["Witch"], "deck": ["Copper", "Copper"]},
      {"hand": ["Trader", "Copper"], "deck": []}]})");
    const int curses = fx::pileCount(g, "Curse");
    MOVES(g, "play Witch", "choose Trader");
    QCOMPARE(fx::pileCount(g, "Curse"), curses);
    QCOMPARE(g.countOwned(1, cards::Silver), 1);
    QCOMPARE(g.countOwned(1, cards::Curse), 0);
    SAME(gained(g, 1), "Curse");
  }

  // ---- Fool's Gold -------------------------------------------------------------------------

  void fools_gold_gives_one_then_four() {
    auto g = fx::position(R"({"kingdom": ["Fools Gold"], "players": [
      {"hand": ["Fools Gold", "Fools Gold", "Fools Gold"], "deck": []}, {}]})");
    MOVES(g, "play treasures");
    QCOMPARE(g.s.turn.coins, 1 + 4 + 4);
  }

  // Fool's Gold 1 2: when another player gains a Province, each Fool's Gold may be trashed for a
  // Gold onto the deck. Two copies are offered by Fool's Gold's own question (not as abilities
  // to order: the order makes no difference), then the one left.
  void fools_gold_answers_another_players_province() {
    auto g = fx::position(R"({"kingdom": ["Fools Gold"], "players": [
      {"hand": ["Gold", "Gold", "Silver"], "deck": []},
      {"hand": ["Fools Gold", "Fools Gold", "Copper"], "deck": ["Estate"]}]})");
    MOVES(g, "play treasures", "buy Province");
    QCOMPARE(int(g.decision().player), 1);
    QCOMPARE(g.decision().id, Text::MayTrashForGoldOntoDeck);
    QCOMPARE(int(g.decision().choices.size()), 2);
    MOVES(g, "choose Fool's Gold");
    QCOMPARE(int(g.decision().player), 1);
    QCOMPARE(g.decision().id, Text::MayTrashForGoldOntoDeck);
    QCOMPARE(int(g.decision().choices.size()), 1);
    MOVES(g, "choose Fool's Gold");
    SAME(names(g, 1, Zone::Deck), "Gold", "Gold", "Estate");
    QCOMPARE(int(fx::trash(g).size()), 2);
  }

  // Keeping both: one "no" answers for the two copies.
  void fools_gold_both_kept_with_one_answer() {
    auto g = fx::position(R"({"kingdom": ["Fools Gold"], "players": [
      {"hand": ["Gold", "Gold", "Silver"], "deck": []},
      {"hand": ["Fools Gold", "Fools Gold", "Copper"], "deck": ["Estate"]}]})");
    MOVES(g, "play treasures", "buy Province", "choose nothing");
    QVERIFY(g.decision().id != Text::MayTrashForGoldOntoDeck);
    QCOMPARE(int(g.current()), 1);  // player 0's turn ended with its one Buy
    QCOMPARE(g.countOwned(1, findCard("Fool's Gold")), 2);
    QVERIFY(fx::trash(g).empty());
  }

  // The owner's own Province does not trigger it.
  void fools_gold_ignores_its_owners_province() {
    auto g = fx::position(R"({"kingdom": ["Fools Gold"], "players": [
      {"hand": ["Gold", "Gold", "Silver", "Fools Gold"], "deck": []}, {}]})");
    MOVES(g, "play Gold", "play Gold", "play Silver", "buy Province");
    QVERIFY(g.decision().kind != DecisionKind::SelectCards);
  }

  // ---- what a question answers ------------------------------------------------------------

  // A question on another player's turn says what it answers: the offer of Fool's Gold names the
  // Province player 0 gained.
  void a_triggered_question_names_the_event_it_answers() {
    auto g = fx::position(R"({"kingdom": ["Fools Gold"], "players": [
      {"hand": ["Gold", "Gold", "Silver"], "deck": []},
      {"hand": ["Fools Gold", "Copper"], "deck": []}]})");
    MOVES(g, "play treasures", "buy Province");
    const Game::Cause c = g.decisionCause();
    QVERIFY(c.known());
    QCOMPARE(c.when, When::Gain);
    QCOMPARE(int(c.player), 0);
    QCOMPARE(g.cardOf(c.inst), cards::Province);
  }

  // Watchtower's second question (trash or topdeck) is asked by the ability as it resolves: it
  // still answers the Curse player 1 gained from the Witch.
  void a_triggered_ability_asking_as_it_resolves_names_its_event() {
    auto g = fx::position(R"({"kingdom": ["Watchtower", "Witch"], "players": [
      {"hand": ["Witch"], "deck": ["Copper", "Copper"]},
      {"hand": ["Watchtower", "Copper"], "deck": []}]})");
    MOVES(g, "play Witch", "choose Watchtower");
    QCOMPARE(g.decision().kind, DecisionKind::SelectOption);
    const Game::Cause c = g.decisionCause();
    QCOMPARE(c.when, When::Gain);
    QCOMPARE(int(c.player), 1);
    QCOMPARE(g.cardOf(c.inst), cards::Curse);
  }

  // A Reaction to an Attack answers the Attack played; a card's own question answers nothing.
  void a_reaction_names_the_attack_and_a_cards_own_question_names_nothing() {
    auto g = fx::position(R"({"kingdom": ["Militia", "Moat", "Chapel"], "players": [
      {"hand": ["Militia", "Chapel"], "deck": []},
      {"hand": ["Moat", "Copper", "Copper", "Copper", "Copper"], "deck": []}]})");
    MOVES(g, "play Militia");
    const Game::Cause c = g.decisionCause();
    QCOMPARE(c.when, When::Attack);
    QCOMPARE(int(c.player), 0);
    QCOMPARE(g.cardOf(c.inst), findCard("Militia"));
    MOVES(g, "choose nothing", "choose Copper, Copper");
    QCOMPARE(int(g.decision().player), 0);
    QVERIFY(!g.decisionCause().known());
  }

  // ---- Border Village ----------------------------------------------------------------------

  // Border Village 1: when gained, a card costing less than it is gained too.
  void border_village_gains_a_cheaper_card_when_gained() {
    auto g = logged(R"({"kingdom": ["Border Village", "Smithy"], "players": [
      {"hand": ["Gold", "Gold"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Border Village");
    QCOMPARE(g.decision().kind, DecisionKind::SelectPile);
    REFUSED(g, "choose Border Village");
    REFUSED(g, "choose Gold");
    MOVES(g, "choose Duchy");
    SAME(gained(g, 0), "Border Village", "Duchy");
  }

  // ---- Talisman ----------------------------------------------------------------------------

  // Talisman ①: a bought non-Victory card costing up to $4 is gained twice; ②: not a Victory card.
  void talisman_copies_a_cheap_bought_card() {
    auto g = logged(R"({"kingdom": ["Talisman", "Smithy"], "players": [
      {"hand": ["Talisman", "Silver", "Gold"], "deck": []}, {}],
      "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Smithy", "buy Estate");
    SAME(gained(g, 0), "Smithy", "Smithy", "Estate");
  }

  // Talisman ①: a bought card costing more than $4 is not copied; ②: a card gained otherwise
  // than by buying it (Border Village's cheaper card) is not copied either.
  void talisman_copies_neither_a_costly_card_nor_one_gained_without_buying() {
    auto g = logged(R"({"kingdom": ["Talisman", "Border Village", "Smithy"], "players": [
      {"hand": ["Talisman", "Gold", "Gold"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Border Village", "choose Smithy");
    SAME(gained(g, 0), "Border Village", "Smithy");
  }

  // ---- Hoard -------------------------------------------------------------------------------

  // Hoard 1 2: each Hoard played makes a bought Victory card bring a Gold; a gained (not bought)
  // Victory card does not.
  void hoard_gains_a_gold_with_a_bought_victory_card() {
    auto g = logged(R"({"kingdom": ["Hoard"], "players": [
      {"hand": ["Hoard", "Hoard", "Gold"], "deck": []}, {}], "turn": {"buys": 2}})");
    MOVES(g, "play treasures", "buy Duchy", "buy Copper");
    SAME(gained(g, 0), "Duchy", "Gold", "Gold", "Copper");
  }

  // Hoard 1: only a Victory card its player bought brings a Gold, not one gained otherwise
  // (Border Village's Duchy).
  void hoard_gives_no_gold_for_a_victory_card_gained_without_buying() {
    auto g = logged(R"({"kingdom": ["Hoard", "Border Village"], "players": [
      {"hand": ["Hoard", "Gold", "Gold"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Border Village", "choose Duchy");
    SAME(gained(g, 0), "Border Village", "Duchy");
  }

  // ---- waiting for triggered abilities ---------------------------------------------------

  // A choice the rules make by themselves (the victim's only Victory card) right after a gain
  // that triggers an ability waits for it: Bureaucrat's Silver lets its owner reveal
  // Watchtower first, and the Estate still goes onto the victim's deck afterwards.
  void a_forced_choice_waits_for_the_abilities_triggered_before_it() {
    auto g = fx::position(R"({"kingdom": ["Watchtower", "Bureaucrat"], "players": [
      {"hand": ["Bureaucrat", "Watchtower"], "deck": ["Copper"]},
      {"hand": ["Estate", "Copper", "Copper"], "deck": ["Gold"]}]})");
    MOVES(g, "play Bureaucrat");
    QCOMPARE(int(g.decision().player), 0);
    QCOMPARE(g.decision().asking, findCard("Watchtower"));
    MOVES(g, "choose Watchtower", "choose 1");
    SAME(fx::trash(g), "Silver");
    SAME(names(g, 1, Zone::Deck), "Estate", "Gold");
    SAME(sorted(names(g, 1, Zone::Hand)), "Copper", "Copper");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  // The same, saved while Watchtower is offered: the forced choice waits in the position.
  void a_forced_choice_waiting_for_triggers_survives_a_save_and_load() {
    auto g = fx::position(R"({"kingdom": ["Watchtower", "Bureaucrat"], "players": [
      {"hand": ["Bureaucrat", "Watchtower"], "deck": ["Copper"]},
      {"hand": ["Estate", "Copper", "Copper"], "deck": ["Gold"]}]})");
    MOVES(g, "play Bureaucrat");
    Game loaded = loadPosition(savePosition(g));
    QVERIFY(loaded.s == g.s);
    MOVES(loaded, "choose Watchtower", "choose 2");
    SAME(names(loaded, 0, Zone::Deck), "Silver", "Copper");
    SAME(names(loaded, 1, Zone::Deck), "Estate", "Gold");
  }

  // ---- positions ---------------------------------------------------------------------------

  // A position saved while a triggered ability waits for its owner loads and resumes the same.
  void a_pending_trigger_survives_a_save_and_load() {
    auto g = fx::position(R"({"kingdom": ["Watchtower", "Witch"], "players": [
      {"hand": ["Witch"], "deck": ["Copper", "Copper"]},
      {"hand": ["Watchtower", "Copper"], "deck": []}]})");
    MOVES(g, "play Witch");
    Game loaded = loadPosition(savePosition(g));
    QVERIFY(loaded.s == g.s);
    MOVES(loaded, "choose Watchtower", "choose 1");
    SAME(fx::trash(loaded), "Curse");
  }
};

QTEST_APPLESS_MAIN(TriggersTest)
#include "triggers_test.moc"
