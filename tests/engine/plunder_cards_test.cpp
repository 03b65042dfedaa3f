// Plunder: the Loot pile beside the Supply (the rules' Special setup), the Loots, Jewelled Egg
// and Sack of Loot, with the Card Reference (complete rules, chapter VI: "Loot ②", "Amphora ②").
#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "engine/log_text.hpp"
#include "engine/position.hpp"
#include "engine/view.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::id;
using fx::ids;
using fx::inHand;
using fx::logged;
using fx::logHas;
using fx::names;
using fx::pile;
using fx::pileCards;

namespace {

const std::vector<std::string> kLoots = {
    "Amphora", "Doubloons",  "Endless Chalice", "Figurehead", "Hammer", "Insignia",     "Jewels",
    "Orb",     "Prize Goat", "Puzzle Box",      "Sextant",    "Shield", "Spell Scroll", "Staff",
    "Sword"};

// The Buy phase with no question pending.
bool buying(const Game& g) { return g.decision().kind == DecisionKind::BuyPhase; }

}  // namespace

class PlunderCardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- The Loot pile ------------------------------------------------------------------------

  // Rules, Special setup (Plunder): with a card that gains Loot, 30 Loots (2 of each) beside
  // the Supply, shuffled; not in the Supply (Loot ①).
  void sack_of_loot_sets_up_thirty_loots_beside_the_supply() {
    for (const char* k : {"Sack of Loot", "Jewelled Egg"}) {
      Game g = Game::create({.kingdom = ids({k, "Village"}), .players = 2, .seed = 5});
      QCOMPARE(fx::pileCount(g, "Loot"), 30);
      QVERIFY(!pile(g, "Loot").inSupply);
      std::map<std::string, int> kinds;
      for (const std::string& c : pileCards(g, "Loot")) ++kinds[c];
      QCOMPARE(int(kinds.size()), 15);
      for (const std::string& l : kLoots) QCOMPARE(kinds[l], 2);
    }
    Game plain = Game::create({.kingdom = ids({"Village"}), .players = 2, .seed = 5});
    QCOMPARE(plain.pileIndex(id("Loot")), -1);
  }

  void the_loot_pile_is_shuffled_with_the_seed() {
    auto lootOf = [](uint64_t seed) {
      return pileCards(Game::create({.kingdom = ids({"Sack of Loot"}), .players = 2, .seed = seed}),
                       "Loot");
    };
    QCOMPARE(lootOf(7), lootOf(7));
    bool differs = false;
    for (uint64_t seed = 8; seed < 12 && !differs; ++seed) differs = lootOf(seed) != lootOf(7);
    QVERIFY(differs);
  }

  // Every Loot is a Treasure - Loot costing $7 (Loot ④), never a Kingdom card, of the Loot pile.
  void loots_are_seven_cost_treasures_of_the_loot_pile() {
    for (const std::string& l : kLoots) {
      const CardDef& d = card(id(l.c_str()));
      QVERIFY2(d.is(Treasure) && d.is(Loot), l.c_str());
      QCOMPARE(int(d.cost), 7);
      QVERIFY(!d.isKingdom());
      QCOMPARE(pileNameOf(id(l.c_str())), id("Loot"));
    }
    QVERIFY(namesOnlyAPile(id("Loot")));
    QVERIFY(card(id("Sack of Loot")).isKingdom());
    QVERIFY(card(id("Jewelled Egg")).isKingdom());
  }

  // Loot ①: never bought, never gained by "gain a card costing ...", never counted for the end.
  void loot_cannot_be_bought_or_gained_from_the_supply() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot", "Workshop"], "players": [
      {"hand": ["Platinum", "Gold", "Workshop"], "deck": []}, {}]})");
    MOVES(g, "play Workshop");
    for (int32_t k : g.decision().choices) QVERIFY(k != g.pileIndex(id("Loot")));
    auto buyer = fx::position(R"({"kingdom": ["Sack of Loot"], "supply": {"Loot": ["Hammer"]},
      "players": [{"hand": ["Platinum", "Gold"], "deck": []}, {}]})");
    MOVES(buyer, "play treasures");
    REFUSED(buyer, "buy Hammer");
    auto empty = fx::position(
        R"({"kingdom": ["Sack of Loot"], "supply": {"Loot": 0, "Estate": 0, "Duchy": 0},
      "players": [{"hand": [], "deck": []}, {}]})");
    QCOMPARE(empty.emptySupplyPiles(), 2);
  }

  // Loot ②: "gain a Loot" gains the top card, shown to all: the log names it.
  void sack_of_loot_gains_the_top_loot_and_the_log_names_it() {
    auto g = logged(R"({"kingdom": ["Sack of Loot"], "supply": {"Loot": ["Sword", "Hammer"]},
      "players": [{"hand": ["Sack of Loot"], "deck": []}, {}]})");
    MOVES(g, "play Sack of Loot");
    QCOMPARE(g.s.turn.coins, int16_t(1));
    QCOMPARE(g.s.turn.buys, int16_t(2));
    SAME(names(g, 0, Zone::Discard), "Sword");
    SAME(pileCards(g, "Loot"), "Hammer");
    bool named = false;
    for (const Event& e : g.s.events)
      if (e.kind == EventKind::Gain && e.player == 0)
        named = describeEvent(e).find("Sword") != std::string::npos;
    QVERIFY(named);
  }

  // Sack of Loot ①: the $1 and +1 Buy with no Loot left.
  void sack_of_loot_with_no_loot_left_still_gives_its_coin_and_buy() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot"], "supply": {"Loot": 0},
      "players": [{"hand": ["Sack of Loot"], "deck": []}, {}]})");
    MOVES(g, "play Sack of Loot");
    QCOMPARE(g.s.turn.coins, int16_t(1));
    QCOMPARE(g.s.turn.buys, int16_t(2));
    QVERIFY(g.player(0).discard().empty());
  }

  // Jewelled Egg ①: when trashed (here by Chapel), a Loot.
  void a_trashed_jewelled_egg_gains_a_loot() {
    auto g = fx::position(
        R"({"kingdom": ["Jewelled Egg", "Chapel"], "supply": {"Loot": ["Orb", "Staff"]},
      "players": [{"hand": ["Chapel", "Jewelled Egg", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Chapel", "choose Jewelled Egg");
    SAME(fx::trash(g), "Jewelled Egg");
    SAME(names(g, 0, Zone::Discard), "Orb");
    SAME(pileCards(g, "Loot"), "Staff");
  }

  void jewelled_egg_gives_a_coin_and_a_buy() {
    auto g = fx::position(
        R"({"kingdom": ["Jewelled Egg"], "players": [{"hand": ["Jewelled Egg"], "deck": []}, {}]})");
    MOVES(g, "play Jewelled Egg");
    QCOMPARE(g.s.turn.coins, int16_t(1));
    QCOMPARE(g.s.turn.buys, int16_t(2));
  }

  void positions_round_trip_the_loot_pile() {
    Game g = Game::create({.kingdom = ids({"Sack of Loot", "Village"}), .players = 3, .seed = 21});
    const std::string saved = savePosition(g);
    QVERIFY(loadPosition(saved).s == g.s);
    const auto j = nlohmann::json::parse(saved);
    bool listed = false;
    for (const auto& p : j["supply"])
      if (p["card"] == "Loot") listed = p.contains("cards") && p["cards"].size() == 30;
    QVERIFY(listed);
  }

  // Only the top Loot is seen by the players (a view shows it, and the count).
  void a_view_shows_only_the_top_loot() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot"], "supply": {"Loot": ["Sword", "Hammer"]},
      "players": [{"hand": [], "deck": []}, {}]})");
    const View v = view(g, 1);
    const PileView& pv = v.supply[size_t(g.pileIndex(id("Loot")))];
    QCOMPARE(pv.top, id("Sword"));
    QCOMPARE(pv.count, 2);
    QVERIFY(!pv.inSupply);
  }

  // ---- The Loots ----------------------------------------------------------------------------

  // Amphora ①: now ...
  void amphora_now_gives_a_buy_and_three_coins() {
    auto g = fx::position(
        R"({"kingdom": ["Sack of Loot"], "players": [{"hand": ["Amphora"], "deck": []}, {}]})");
    MOVES(g, "play Amphora");
    QCOMPARE(g.decision().id, Text::NowOrNextTurn);
    MOVES(g, "choose Now");
    QCOMPARE(g.s.turn.coins, int16_t(3));
    QCOMPARE(g.s.turn.buys, int16_t(2));
    QVERIFY(g.player(0).lasting.empty());
  }

  // ... or next turn, staying in play until then (②).
  void amphora_next_turn_stays_in_play_until_then() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot"], "players": [
      {"hand": ["Amphora"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Amphora", "choose At the start of your next turn");
    QCOMPARE(g.s.turn.coins, int16_t(0));
    fx::endTurn(g);
    SAME(names(g, 0, Zone::InPlay), "Amphora");
    fx::endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(g.s.turn.coins, int16_t(3));
    QCOMPARE(g.s.turn.buys, int16_t(2));
    fx::endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
  }

  // Doubloons ①: gained (from the Loot pile), a Gold too.
  void doubloons_gained_gains_a_gold() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot"], "supply": {"Loot": ["Doubloons"]},
      "players": [{"hand": ["Sack of Loot"], "deck": []}, {}]})");
    MOVES(g, "play Sack of Loot");
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Doubloons", "Gold");
  }

  void doubloons_gives_three_coins() {
    auto g = fx::position(
        R"({"kingdom": ["Sack of Loot"], "players": [{"hand": ["Doubloons"], "deck": []}, {}]})");
    MOVES(g, "play Doubloons");
    QCOMPARE(g.s.turn.coins, int16_t(3));
    QCOMPARE(g.s.turn.buys, int16_t(1));
  }

  // Endless Chalice ①: $1 and +1 Buy now and at the start of every later turn; it never leaves
  // play.
  void endless_chalice_stays_in_play_for_the_rest_of_the_game() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot"], "players": [
      {"hand": ["Endless Chalice"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Endless Chalice");
    QCOMPARE(g.s.turn.coins, int16_t(1));
    QCOMPARE(g.s.turn.buys, int16_t(2));
    for (int turn = 0; turn < 3; ++turn) {
      fx::endTurn(g);
      SAME(names(g, 0, Zone::InPlay), "Endless Chalice");
      fx::endTurn(g);
      QCOMPARE(int(g.current()), 0);
      QCOMPARE(g.s.turn.coins, int16_t(1));
      QCOMPARE(g.s.turn.buys, int16_t(2));
    }
  }

  // REMOVED FROM PLAY (the rules' common effects): a Duration trashed from play still does what it
  // set up. Endless Chalice is trashed from play as a card trashing from play would (no card on
  // the table today trashes a Treasure-Duration from play: 2022 Mint spares Durations); it gives
  // its $1 and +1 Buy at its owner's next turn; a save taken in between loads; once out of play
  // it sets nothing up again (lose track).
  void a_duration_trashed_from_play_still_does_what_it_set_up() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot"], "players": [
      {"hand": ["Endless Chalice", "Gold", "Gold"], "deck": ["Copper", "Copper", "Copper",
       "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Endless Chalice");
    g.trash(g.player(0).inPlay().front());
    SAME(fx::trash(g), "Endless Chalice");
    QCOMPARE(int(g.player(0).lasting.size()), 1);
    const Game loaded = loadPosition(savePosition(g));
    QVERIFY(loaded.s == g.s);
    fx::endTurn(g);
    fx::endTurn(g);
    QCOMPARE(int(g.current()), 0);
    QCOMPARE(g.s.turn.coins, int16_t(1));
    QCOMPARE(g.s.turn.buys, int16_t(2));
    QVERIFY(g.player(0).lasting.empty());
    QVERIFY(names(g, 0, Zone::InPlay).empty());
  }

  void figurehead_draws_two_at_the_start_of_the_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot"], "players": [
      {"hand": ["Figurehead"], "deck": ["Gold", "Gold", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Figurehead");
    QCOMPARE(g.s.turn.coins, int16_t(3));
    fx::endTurn(g);
    SAME(names(g, 0, Zone::InPlay), "Figurehead");
    fx::endTurn(g);
    QCOMPARE(int(g.player(0).hand().size()), 7);
    fx::endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
  }

  // Hammer ①: a card from the Supply costing up to $4 (never a Loot).
  void hammer_gains_a_card_costing_up_to_four() {
    auto g = fx::position(
        R"({"kingdom": ["Sack of Loot", "Smithy", "Market"], "players": [{"hand": ["Hammer"], "deck": []}, {}]})");
    MOVES(g, "play Hammer");
    QCOMPARE(g.decision().id, Text::GainCostingUpTo);
    for (int32_t k : g.decision().choices) QVERIFY(g.cost(g.topCard(k)) <= 4);
    MOVES(g, "choose Smithy");
    SAME(names(g, 0, Zone::Discard), "Smithy");
    QCOMPARE(g.s.turn.coins, int16_t(3));
  }

  // Insignia ①②: this turn, each card gained (a Loot, a bought card) may go onto the deck.
  void insignia_may_put_each_gained_card_onto_the_deck() {
    auto g =
        fx::position(R"({"kingdom": ["Sack of Loot"], "supply": {"Loot": ["Hammer"]}, "players": [
      {"hand": ["Insignia", "Sack of Loot"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Insignia", "play Sack of Loot");
    QCOMPARE(g.decision().id, Text::MayTopdeckGained);
    MOVES(g, "choose Hammer");
    QCOMPARE(g.cardOf(g.player(0).deck().back()), id("Hammer"));
    QCOMPARE(g.s.turn.coins, int16_t(4));
    MOVES(g, "buy Silver");
    QCOMPARE(g.decision().id, Text::MayTopdeckGained);
    MOVES(g, "choose Silver");
    QVERIFY(buying(g));
    QCOMPARE(g.cardOf(g.player(0).deck().back()), id("Silver"));
  }

  void insignia_may_leave_the_gained_card_in_the_discard_pile() {
    auto g =
        fx::position(R"({"kingdom": ["Sack of Loot"], "supply": {"Loot": ["Hammer"]}, "players": [
      {"hand": ["Insignia", "Sack of Loot"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Insignia", "play Sack of Loot", "choose nothing");
    SAME(names(g, 0, Zone::Discard), "Hammer");
    QCOMPARE(g.cardOf(g.player(0).deck().back()), id("Copper"));
  }

  // Jewels ①: at the start of the next turn it goes to the bottom of the deck.
  void jewels_goes_to_the_bottom_of_the_deck_next_turn() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot"], "players": [
      {"hand": ["Jewels"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Estate", "Estate"]}, {}]})");
    MOVES(g, "play Jewels");
    QCOMPARE(g.s.turn.coins, int16_t(3));
    QCOMPARE(g.s.turn.buys, int16_t(2));
    fx::endTurn(g);
    SAME(names(g, 0, Zone::InPlay), "Jewels");
    fx::endTurn(g);
    QVERIFY(names(g, 0, Zone::InPlay).empty());
    QCOMPARE(g.cardOf(g.player(0).deck().front()), id("Jewels"));
  }

  // Orb ①②: an Action or Treasure from the discard pile is played ...
  void orb_plays_a_treasure_from_the_discard_pile() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot"], "players": [
      {"hand": ["Orb"], "discard": ["Estate", "Gold"], "deck": []}, {}]})");
    MOVES(g, "play Orb");
    QCOMPARE(g.decision().id, Text::PlayFromDiscardOrBonus);
    QCOMPARE(int(g.decision().choices.size()), 1);
    MOVES(g, "choose Gold");
    QCOMPARE(g.s.turn.coins, int16_t(3));
    QCOMPARE(g.s.turn.buys, int16_t(1));
    SAME(fx::sorted(names(g, 0, Zone::InPlay)), "Gold", "Orb");
  }

  // ... or +1 Buy and +$3; an Action played in the Buy phase (③).
  void orb_gives_a_buy_and_three_coins_or_plays_an_action() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot"], "players": [
      {"hand": ["Orb"], "discard": ["Gold"], "deck": []}, {}]})");
    MOVES(g, "play Orb", "choose nothing");
    QCOMPARE(g.s.turn.coins, int16_t(3));
    QCOMPARE(g.s.turn.buys, int16_t(2));
    auto a = fx::position(R"({"kingdom": ["Sack of Loot", "Smithy"], "players": [
      {"hand": ["Orb"], "discard": ["Smithy"], "deck": ["Copper", "Copper", "Copper"]}, {}]})");
    MOVES(a, "play Orb", "choose Smithy");
    QCOMPARE(int(a.player(0).hand().size()), 3);
  }

  void prize_goat_may_trash_a_card_from_the_hand() {
    auto g = fx::position(
        R"({"kingdom": ["Sack of Loot"], "players": [{"hand": ["Prize Goat", "Estate"], "deck": []}, {}]})");
    MOVES(g, "play Prize Goat", "choose Estate");
    SAME(fx::trash(g), "Estate");
    QCOMPARE(g.s.turn.coins, int16_t(3));
    QCOMPARE(g.s.turn.buys, int16_t(2));
    auto keep = fx::position(
        R"({"kingdom": ["Sack of Loot"], "players": [{"hand": ["Prize Goat", "Estate"], "deck": []}, {}]})");
    MOVES(keep, "play Prize Goat", "choose nothing");
    QVERIFY(fx::trash(keep).empty());
  }

  // Puzzle Box ②: the card set aside comes back at the end of the turn, after the next hand is
  // drawn.
  void puzzle_box_returns_its_card_after_the_cleanup_draw() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot", "Smithy"], "players": [
      {"hand": ["Puzzle Box", "Smithy"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Estate"]}, {}]})");
    MOVES(g, "end", "play Puzzle Box", "choose Smithy");
    QCOMPARE(int(g.player(0).zone(Zone::Held).size()), 1);
    fx::endTurn(g);
    QCOMPARE(int(g.current()), 1);
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Copper", "Copper", "Copper", "Copper",
         "Smithy");
    QVERIFY(g.player(0).zone(Zone::Held).empty());
  }

  // Sextant: looks at 5, discards any, puts the rest back in any order.
  void sextant_discards_any_and_puts_the_rest_back() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot"], "players": [
      {"hand": ["Sextant"], "deck": ["Silver", "Gold", "Estate", "Curse", "Copper", "Province"]}, {}]})");
    MOVES(g, "play Sextant");
    QCOMPARE(g.decision().id, Text::DiscardAnyOfThese);
    QCOMPARE(int(g.decision().choices.size()), 5);
    MOVES(g, "choose Estate, Curse");
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Curse", "Estate");
    QCOMPARE(g.decision().id, Text::PutBackInAnyOrder);
    MOVES(g, "choose Gold, Copper, Silver");
    QCOMPARE(g.cardOf(g.player(0).deck().back()), id("Gold"));
    QCOMPARE(int(g.player(0).deck().size()), 4);
    QCOMPARE(g.s.turn.buys, int16_t(2));
  }

  // Shield ①②: revealed, its owner is unaffected by the Attack (here Militia).
  void shield_revealed_makes_its_owner_unaffected() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot", "Militia"], "players": [
      {"hand": ["Militia"], "deck": []},
      {"hand": ["Shield", "Copper", "Copper", "Copper", "Copper"], "deck": []}]})");
    MOVES(g, "play Militia");
    QCOMPARE(g.decision().id, Text::RevealReaction);
    QCOMPARE(int(g.decision().player), 1);
    MOVES(g, "choose Shield");
    QCOMPARE(int(g.player(1).hand().size()), 5);
  }

  // Spell Scroll ①②: trashed, it gains a card costing less ($6 or less), which it may play.
  void spell_scroll_trashes_itself_to_gain_a_cheaper_card_and_may_play_it() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot", "Smithy"], "players": [
      {"hand": ["Spell Scroll"], "deck": ["Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Spell Scroll");
    SAME(fx::trash(g), "Spell Scroll");
    QCOMPARE(g.decision().id, Text::GainCostingLessThan);
    for (int32_t k : g.decision().choices) QVERIFY(g.cost(g.topCard(k)) < 7);
    MOVES(g, "choose Smithy");
    QCOMPARE(g.decision().id, Text::MayPlayGained);
    MOVES(g, "choose Smithy");
    SAME(names(g, 0, Zone::InPlay), "Smithy");
    QCOMPARE(int(g.player(0).hand().size()), 3);
  }

  void spell_scroll_need_not_play_the_gained_card() {
    auto g = fx::position(
        R"({"kingdom": ["Sack of Loot"], "players": [{"hand": ["Spell Scroll"], "deck": []}, {}]})");
    MOVES(g, "play Spell Scroll", "choose Gold", "choose nothing");
    SAME(names(g, 0, Zone::Discard), "Gold");
    QCOMPARE(g.s.turn.coins, int16_t(0));
  }

  // Staff ①②: plays an Action from the hand, in the Buy phase.
  void staff_plays_an_action_in_the_buy_phase() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot", "Smithy"], "players": [
      {"hand": ["Staff", "Smithy"], "deck": ["Copper", "Copper", "Copper"]}, {}]})");
    MOVES(g, "end", "play Staff");
    QCOMPARE(g.decision().id, Text::MayPlayActionFromHand);
    MOVES(g, "choose Smithy");
    QCOMPARE(int(g.player(0).hand().size()), 3);
    QCOMPARE(g.s.turn.coins, int16_t(3));
    QCOMPARE(g.s.turn.buys, int16_t(2));
    QVERIFY(buying(g));
  }

  // Sword ①: each other player discards down to 4.
  void sword_makes_the_others_discard_down_to_four() {
    auto g = fx::position(R"({"kingdom": ["Sack of Loot"], "players": [
      {"hand": ["Sword"], "deck": []},
      {"hand": ["Copper", "Copper", "Estate", "Silver", "Gold"], "deck": []}]})");
    MOVES(g, "play Sword");
    QCOMPARE(g.decision().id, Text::DiscardDownTo);
    MOVES(g, "choose Estate");
    QCOMPARE(int(g.player(1).hand().size()), 4);
    QCOMPARE(g.s.turn.coins, int16_t(3));
  }
};

QTEST_APPLESS_MAIN(PlunderCardsTest)
#include "plunder_cards_test.moc"
