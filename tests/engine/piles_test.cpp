// Piles of mixed cards and the cards that use them: the Ruins pile (Dark Ages: randomised,
// shuffled, only its top card seen) with Cultist. Rulings cite the Card Reference (complete rules,
// chapter VI: "Cultist ①") and the rules' Special setup and SPLIT PILES (§ IV).
#include <map>
#include <nlohmann/json.hpp>

#include "engine/kingdom.hpp"
#include "engine/log_text.hpp"
#include "engine/setup.hpp"
#include "engine/view.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::id;
using fx::ids;
using fx::inHand;
using fx::logged;
using fx::names;
using fx::pile;
using fx::pileCards;

namespace {

const std::vector<std::string> kRuins = {"Abandoned Mine", "Ruined Library", "Ruined Market",
                                         "Ruined Village", "Survivors"};

}  // namespace

class PilesTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- The Ruins pile -----------------------------------------------------------------------

  // Rules, Special setup (Dark Ages): with a Looter, as many Ruins as Curses (10 per player after
  // the first), drawn from the 50 shuffled Ruins, in the Supply.
  void a_looter_sets_up_ten_ruins_per_other_player() {
    for (int players : {2, 3, 4, 6}) {
      Game g =
          Game::create({.kingdom = ids({"Cultist", "Village"}), .players = players, .seed = 3});
      const int expected = std::min(50, 10 * (players - 1));
      QCOMPARE(fx::pileCount(g, "Ruins"), expected);
      QCOMPARE(fx::pileCount(g, "Ruins"), fx::pileCount(g, "Curse"));
      QVERIFY(pile(g, "Ruins").inSupply);
      std::map<std::string, int> kinds;
      for (const std::string& c : pileCards(g, "Ruins")) ++kinds[c];
      for (const auto& [name, n] : kinds) {
        QVERIFY2(std::find(kRuins.begin(), kRuins.end(), name) != kRuins.end(), name.c_str());
        QVERIFY(n <= 10);
      }
      if (players == 6)
        for (const std::string& r : kRuins) QCOMPARE(kinds[r], 10);
    }
    // Without a Looter, no Ruins.
    Game plain = Game::create({.kingdom = ids({"Village"}), .players = 2, .seed = 3});
    QCOMPARE(plain.pileIndex(id("Ruins")), -1);
    QCOMPARE(plain.pileIndex(id("Survivors")), -1);
  }

  void the_ruins_pile_is_random_but_the_same_for_a_seed() {
    auto ruinsOf = [](uint64_t seed) {
      Game g = Game::create({.kingdom = ids({"Cultist"}), .players = 3, .seed = seed});
      return pileCards(g, "Ruins");
    };
    QCOMPARE(ruinsOf(7), ruinsOf(7));
    bool differs = false;
    for (uint64_t seed = 8; seed < 12 && !differs; ++seed) differs = ruinsOf(seed) != ruinsOf(7);
    QVERIFY(differs);
    // Not sorted: the pile is shuffled, not dealt by kind.
    const auto r = ruinsOf(7);
    QVERIFY(!std::is_sorted(r.begin(), r.end()));
  }

  // Ruins are Action - Ruins costing $0, not Kingdom cards; "Ruins" names the pile only.
  void ruins_are_zero_cost_actions_outside_the_kingdom() {
    for (const std::string& r : kRuins) {
      const CardDef& d = card(id(r.c_str()));
      QVERIFY(d.is(Action) && d.is(Ruins));
      QCOMPARE(int(d.cost), 0);
      QVERIFY(!d.isKingdom());
      QCOMPARE(pileNameOf(id(r.c_str())), id("Ruins"));
    }
    QVERIFY(namesOnlyAPile(id("Ruins")));
    QVERIFY(!card(id("Ruins")).isKingdom());
    QVERIFY(card(id("Cultist")).isKingdom());
    QVERIFY(card(id("Cultist")).is(Looter));
  }

  // SPLIT PILES: only the top card may be bought; "buy Ruins" buys it. It costs $0.
  void only_the_top_ruins_can_be_bought() {
    auto g = logged(R"({"kingdom": ["Cultist"],
      "supply": {"Ruins": ["Survivors", "Ruined Village", "Abandoned Mine"]},
      "players": [{"hand": ["Copper"], "deck": []}, {}]})");
    QCOMPARE(g.topCard(g.pileIndex(id("Ruins"))), id("Survivors"));
    REFUSED(g, "buy Ruined Village");
    MOVES(g, "play treasures", "buy Survivors");
    SAME(fx::gained(g, 0), "Survivors");
    SAME(pileCards(g, "Ruins"), "Ruined Village", "Abandoned Mine");
    // The move is written with the card bought.
    auto again = fx::position(R"({"kingdom": ["Cultist"], "supply": {"Ruins": ["Ruined Market"]},
      "players": [{"hand": [], "deck": []}, {}]})");
    bool offered = false;
    for (const Move& m : again.legalMoves(1000).moves)
      if (m.kind == MoveKind::Buy && m.arg == again.pileIndex(id("Ruins"))) {
        offered = true;
        QCOMPARE(formatMove(again, m), std::string("buy Ruined Market"));
      }
    QVERIFY(offered);
    MOVES(again, "buy Ruins");
    QCOMPARE(fx::pileCount(again, "Ruins"), 0);
  }

  // "Gain a card costing up to ..." may take the top Ruins ($0) from the Supply.
  void a_gain_from_the_supply_offers_the_top_ruins() {
    auto g = logged(R"({"kingdom": ["Cultist", "Workshop"],
      "supply": {"Ruins": ["Ruined Library", "Survivors"]},
      "players": [{"hand": ["Workshop"], "deck": []}, {}]})");
    MOVES(g, "play Workshop");
    const auto& choices = g.decision().choices;
    QVERIFY(std::find(choices.begin(), choices.end(), g.pileIndex(id("Ruins"))) != choices.end());
    REFUSED(g, "choose Survivors");
    MOVES(g, "choose Ruined Library");
    SAME(fx::gained(g, 0), "Ruined Library");
  }

  // Gaining a Ruins by name takes the top card; gaining a named Ruins needs it on top.
  void gaining_a_ruins_by_name_needs_it_on_top() {
    auto g = fx::position(R"({"kingdom": ["Cultist"],
      "supply": {"Ruins": ["Ruined Market", "Survivors"]}, "players": [{}, {}]})");
    QCOMPARE(g.gain(0, id("Survivors")), NoInst);
    const Inst top = g.gain(0, id("Ruins"));
    QVERIFY(top != NoInst);
    QCOMPARE(g.printedOf(top), id("Ruined Market"));
    QVERIFY(g.gain(0, id("Survivors")) != NoInst);
    QCOMPARE(g.gain(0, id("Ruins")), NoInst);  // empty
  }

  // SPLIT PILES: a card returns to the pile it started in, on top.
  void a_returned_ruins_goes_on_top_of_the_ruins_pile() {
    auto g = fx::position(R"({"kingdom": ["Cultist"], "supply": {"Ruins": ["Survivors"]},
      "players": [{"hand": ["Abandoned Mine"], "deck": []}, {}]})");
    g.returnToSupply(inHand(g, 0, "Abandoned Mine"));
    SAME(pileCards(g, "Ruins"), "Abandoned Mine", "Survivors");
  }

  // The Ruins pile is a Supply pile: empty, it counts for the game's end.
  void an_empty_ruins_pile_counts_for_the_three_pile_ending() {
    auto g = fx::position(R"({"kingdom": ["Cultist", "Village", "Smithy"],
      "supply": {"Ruins": 0, "Village": 0, "Smithy": 1},
      "players": [{"hand": ["Silver", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Smithy");
    fx::endTurn(g);
    QVERIFY(g.isOver());
  }

  // The table sees the top card only, and its cost.
  void the_view_shows_the_top_ruins() {
    auto g = fx::position(
        R"({"kingdom": ["Cultist"], "supply": {"Ruins": ["Ruined Village", "Survivors"]},
      "players": [{}, {}]})");
    const View v = view(g, 0);
    const PileView& pv = v.supply[size_t(g.pileIndex(id("Ruins")))];
    QCOMPARE(pv.card, id("Ruins"));
    QCOMPARE(pv.top, id("Ruined Village"));
    QCOMPARE(pv.count, 2);
    QVERIFY(pv.cost == Cost(0));
  }

  // ---- Positions ----------------------------------------------------------------------------

  void positions_round_trip_the_ruins_pile() {
    Game g = Game::create({.kingdom = ids({"Cultist", "Village"}), .players = 3, .seed = 21});
    const std::string saved = savePosition(g);
    QVERIFY(loadPosition(saved).s == g.s);
    const auto j = nlohmann::json::parse(saved);
    bool listed = false;
    for (const auto& p : j["supply"])
      if (p["card"] == "Ruins") listed = p.contains("cards") && p["cards"].size() == 20;
    QVERIFY(listed);
    // After Ruins were gained.
    auto played = fx::position(R"({"kingdom": ["Cultist"], "players": [
      {"hand": ["Cultist"], "deck": ["Copper", "Copper"]}, {}, {}]})");
    MOVES(played, "play Cultist");
    QVERIFY(loadPosition(savePosition(played)).s == played.s);
  }

  // A count alone keeps the bottom cards of a new game's pile (the top ones were gained).
  void a_ruins_count_keeps_the_bottom_of_a_new_games_pile() {
    Game fresh =
        Game::create({.kingdom = ids({"Cultist"}), .players = 2, .seed = 0, .firstPlayer = 0});
    auto g = fx::position(R"({"kingdom": ["Cultist"], "supply": {"Ruins": 4}})");
    auto all = pileCards(fresh, "Ruins");
    QCOMPARE(fx::pileCount(g, "Ruins"), 4);
    SAME(pileCards(g, "Ruins"), all[6], all[7], all[8], all[9]);
    QVERIFY(loadPosition(savePosition(g)).s == g.s);
  }

  void positions_refuse_ruins_as_a_card() {
    for (const char* bad :
         {R"({"kingdom": ["Cultist"], "players": [{"hand": ["Ruins"]}, {}]})",
          R"({"kingdom": ["Cultist"], "supply": {"Ruins": 11}})",
          R"({"kingdom": ["Village"], "supply": [{"card": "Ruins", "count": 3}]})"}) {
      try {
        loadPosition(bad);
        QFAIL(bad);
      } catch (const PositionError& e) {
        QVERIFY(std::string(e.what()).find("Ruins") != std::string::npos);
      }
    }
  }

  // ---- Cultist ------------------------------------------------------------------------------

  // Cultist ①: each other player, in turn order, gains the top Ruins.
  void cultist_draws_two_and_the_others_gain_ruins_in_turn_order() {
    auto g = logged(R"({"kingdom": ["Cultist"],
      "supply": {"Ruins": ["Survivors", "Ruined Village", "Abandoned Mine"]},
      "players": [{"hand": ["Cultist"], "deck": ["Gold", "Silver", "Copper"]}, {}, {}]})");
    MOVES(g, "play Cultist");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Gold", "Silver");
    SAME(fx::gained(g, 1), "Survivors");
    SAME(fx::gained(g, 2), "Ruined Village");
    SAME(names(g, 1, Zone::Discard), "Survivors");
    SAME(pileCards(g, "Ruins"), "Abandoned Mine");
    // The log names the Ruins gained.
    bool logged = false;
    for (const Event& e : g.s.events)
      if (e.kind == EventKind::Gain && e.player == 2)
        logged = describeEvent(e).find("Ruined Village") != std::string::npos;
    QVERIFY(logged);
  }

  // ②: another Cultist from the hand is played (no Action used); ⑥: after the Ruins.
  void cultist_may_play_another_cultist_from_the_hand() {
    auto g = logged(R"({"kingdom": ["Cultist"],
      "supply": {"Ruins": ["Survivors", "Ruined Village", "Abandoned Mine"]},
      "players": [{"hand": ["Cultist", "Cultist"], "deck": ["Gold", "Silver", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Cultist");
    QCOMPARE(g.decision().kind, DecisionKind::SelectCards);
    QCOMPARE(g.decision().id, Text::MayPlayCardFromHand);
    SAME(fx::gained(g, 1), "Survivors");  // the Ruins came first
    MOVES(g, "choose Cultist");
    SAME(names(g, 0, Zone::InPlay), "Cultist", "Cultist");
    SAME(fx::gained(g, 1), "Survivors", "Ruined Village");
    QCOMPARE(int(g.player(0).hand().size()), 4);
    QCOMPARE(g.s.turn.actions, int16_t(0));
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
  }

  void cultist_need_not_play_another_cultist() {
    auto g = logged(R"({"kingdom": ["Cultist"],
      "players": [{"hand": ["Cultist", "Cultist"], "deck": ["Gold", "Silver"]}, {}]})");
    MOVES(g, "play Cultist", "choose nothing");
    SAME(names(g, 0, Zone::InPlay), "Cultist");
    QVERIFY(inHand(g, 0, "Cultist") != NoInst);
    QCOMPARE(int(fx::gained(g, 1).size()), 1);
  }

  // With no Ruins left, Cultist still draws and may still play another.
  void cultist_with_no_ruins_left_still_draws_and_may_play_another() {
    auto g = logged(R"({"kingdom": ["Cultist"], "supply": {"Ruins": 0},
      "players": [{"hand": ["Cultist", "Cultist"], "deck": ["Gold", "Silver"]}, {}]})");
    MOVES(g, "play Cultist");
    QCOMPARE(g.decision().kind, DecisionKind::SelectCards);
    QVERIFY(fx::gained(g, 1).empty());
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Cultist", "Gold", "Silver");
  }

  // ③: a Moat revealed against one Cultist does not protect against the next one: it is
  // revealed again.
  void a_moat_must_be_revealed_against_each_cultist() {
    auto g = logged(R"({"kingdom": ["Cultist", "Moat"],
      "supply": {"Ruins": ["Survivors", "Ruined Village"]},
      "players": [{"hand": ["Cultist", "Cultist"], "deck": ["Gold", "Silver", "Copper", "Copper"]},
                  {"hand": ["Moat"]}]})");
    MOVES(g, "play Cultist", "reveal Moat");
    QVERIFY(fx::gained(g, 1).empty());
    MOVES(g, "choose Cultist");
    QCOMPARE(g.decision().player, PlayerId(1));
    MOVES(g, "choose nothing");
    SAME(fx::gained(g, 1), "Survivors");
  }

  // ④: when trashed, +3 Cards for the player who trashed it.
  void trashing_a_cultist_draws_three_cards() {
    auto g = fx::position(R"({"kingdom": ["Cultist", "Chapel"],
      "players": [{"hand": ["Chapel", "Cultist", "Estate"], "deck": ["Gold", "Silver", "Copper", "Copper"]}, {}]})");
    MOVES(g, "play Chapel", "choose Cultist");
    SAME(fx::trash(g), "Cultist");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Estate", "Gold", "Silver");
  }

  // ---- The Ruins cards ----------------------------------------------------------------------

  void abandoned_mine_gives_a_coin() {
    auto g = fx::position(
        R"({"kingdom": ["Cultist"], "players": [{"hand": ["Abandoned Mine"], "deck": []}, {}]})");
    MOVES(g, "play Abandoned Mine");
    QCOMPARE(g.s.turn.coins, int16_t(1));
    QCOMPARE(g.s.turn.actions, int16_t(0));
  }

  void ruined_library_draws_a_card() {
    auto g = fx::position(
        R"({"kingdom": ["Cultist"], "players": [{"hand": ["Ruined Library"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Ruined Library");
    SAME(names(g, 0, Zone::Hand), "Gold");
  }

  void ruined_market_gives_a_buy() {
    auto g = fx::position(
        R"({"kingdom": ["Cultist"], "players": [{"hand": ["Ruined Market"], "deck": []}, {}]})");
    MOVES(g, "play Ruined Market");
    QCOMPARE(g.s.turn.buys, int16_t(2));
  }

  void ruined_village_gives_an_action() {
    auto g = fx::position(
        R"({"kingdom": ["Cultist"], "players": [{"hand": ["Ruined Village", "Ruined Market"], "deck": []}, {}]})");
    MOVES(g, "play Ruined Village", "play Ruined Market");
    QCOMPARE(g.s.turn.buys, int16_t(2));
  }

  void survivors_discards_both_cards() {
    auto g = fx::position(
        R"({"kingdom": ["Cultist"], "players": [{"hand": ["Survivors"], "deck": ["Gold", "Estate", "Copper"]}, {}]})");
    MOVES(g, "play Survivors");
    QCOMPARE(g.decision().kind, DecisionKind::SelectOption);
    QCOMPARE(g.decision().id, Text::DiscardOrPutBackLookedAt);
    MOVES(g, "option Discard");
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Estate", "Gold");
    SAME(names(g, 0, Zone::Deck), "Copper");
  }

  void survivors_puts_both_back_in_the_order_chosen() {
    auto g = fx::position(
        R"({"kingdom": ["Cultist"], "players": [{"hand": ["Survivors"], "deck": ["Gold", "Estate", "Copper"]}, {}]})");
    MOVES(g, "play Survivors", "option Put back", "choose Estate, Gold");
    SAME(names(g, 0, Zone::Deck), "Estate", "Gold", "Copper");
    QVERIFY(g.player(0).discard().empty());
  }

  // One card left (after shuffling an empty discard pile): it is looked at and put back or
  // discarded, without an order to choose; none: nothing is asked.
  void survivors_with_one_card_or_none() {
    auto g = fx::position(
        R"({"kingdom": ["Cultist"], "players": [{"hand": ["Survivors"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Survivors", "option Put back");
    SAME(names(g, 0, Zone::Deck), "Gold");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    auto none = fx::position(
        R"({"kingdom": ["Cultist"], "players": [{"hand": ["Survivors"], "deck": []}, {}]})");
    MOVES(none, "play Survivors");
    QCOMPARE(none.decision().kind, DecisionKind::BuyPhase);
  }

  // ---- Horses and Supplies ------------------------------------------------------------------

  // Rules, Special setup (Menagerie): with a card that uses Horses, 30 Horses beside the Supply.
  void supplies_sets_up_thirty_horses_beside_the_supply() {
    Game g = Game::create({.kingdom = ids({"Supplies", "Village"}), .players = 3, .seed = 2});
    QCOMPARE(fx::pileCount(g, "Horse"), 30);
    QVERIFY(!pile(g, "Horse").inSupply);
    QCOMPARE(g.s.supply.back().card, id("Horse"));
    QVERIFY(!card(id("Horse")).isKingdom());
    QVERIFY(card(id("Supplies")).isKingdom());
    Game plain = Game::create({.kingdom = ids({"Village"}), .players = 2, .seed = 2});
    QCOMPARE(plain.pileIndex(id("Horse")), -1);
  }

  // Supplies ①: $1, and a Horse onto the deck.
  void supplies_gives_a_coin_and_a_horse_onto_the_deck() {
    auto g = logged(R"({"kingdom": ["Supplies"], "players": [
      {"hand": ["Supplies"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Supplies");
    QCOMPARE(g.s.turn.coins, int16_t(1));
    SAME(fx::gained(g, 0), "Horse");
    SAME(names(g, 0, Zone::Deck), "Horse", "Copper");
    QCOMPARE(fx::pileCount(g, "Horse"), 29);
  }

  // Supplies ②: the $1 comes with no Horse left.
  void supplies_with_no_horses_left_still_gives_a_coin() {
    auto g = logged(R"({"kingdom": ["Supplies"], "supply": {"Horse": 0}, "players": [
      {"hand": ["Supplies"], "deck": []}, {}]})");
    MOVES(g, "play Supplies");
    QCOMPARE(g.s.turn.coins, int16_t(1));
    QVERIFY(fx::gained(g, 0).empty());
  }

  // Horse ①: +2 Cards, +1 Action, then back to its pile.
  void horse_draws_two_and_returns_to_its_pile() {
    auto g = fx::position(R"({"kingdom": ["Supplies"], "supply": {"Horse": 29}, "players": [
      {"hand": ["Horse"], "deck": ["Gold", "Silver"]}, {}]})");
    MOVES(g, "play Horse");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Gold", "Silver");
    QCOMPARE(g.s.turn.actions, int16_t(1));
    QVERIFY(g.player(0).inPlay().empty());
    QCOMPARE(fx::pileCount(g, "Horse"), 30);
  }

  // Horse ②: played twice by Throne Room, it gives +4 Cards and +2 Actions; the second time it
  // is not in play (it went back to its pile) and stays where it is.
  void throne_room_plays_a_horse_twice_and_it_returns_once() {
    auto g = fx::position(R"({"kingdom": ["Supplies", "Throne Room"], "supply": {"Horse": 29},
      "players": [{"hand": ["Throne Room", "Horse"], "deck": ["Gold", "Silver", "Copper", "Estate"]}, {}]})");
    MOVES(g, "play Throne Room", "choose Horse");
    QCOMPARE(int(g.player(0).hand().size()), 4);
    QCOMPARE(g.s.turn.actions, int16_t(2));
    QCOMPARE(fx::pileCount(g, "Horse"), 30);
    SAME(names(g, 0, Zone::InPlay), "Throne Room");
  }

  // A Horse is not in the Supply: never bought, never offered by "gain a card".
  void horses_cannot_be_bought_or_gained_from_the_supply() {
    auto g = fx::position(R"({"kingdom": ["Supplies", "Workshop"], "players": [
      {"hand": ["Workshop", "Gold"], "deck": []}, {}]})");
    MOVES(g, "play Workshop");
    const auto& choices = g.decision().choices;
    QVERIFY(std::find(choices.begin(), choices.end(), g.pileIndex(id("Horse"))) == choices.end());
    MOVES(g, "choose Silver", "play treasures");
    REFUSED(g, "buy Horse");
    QVERIFY(g.cost(id("Horse")) == Cost(3));
  }

  // Horse ③: it costs $3 for any ability that reads its cost: a Horse remodelled gains a card
  // costing up to $5, and it goes to the trash, not back to its pile.
  void a_remodelled_horse_gains_a_card_costing_up_to_five() {
    auto g = fx::position(R"({"kingdom": ["Supplies", "Remodel", "Laboratory", "Witch"],
      "supply": {"Horse": 29}, "players": [{"hand": ["Remodel", "Horse", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Remodel", "choose Horse");
    const auto& choices = g.decision().choices;
    auto offers = [&](const char* c) {
      return std::find(choices.begin(), choices.end(), g.pileIndex(id(c))) != choices.end();
    };
    QVERIFY(offers("Laboratory"));
    QVERIFY(offers("Duchy"));
    QVERIFY(!offers("Gold"));
    QVERIFY(!offers("Horse"));  // beside the Supply
    MOVES(g, "choose Laboratory");
    SAME(fx::trash(g), "Horse");
    QCOMPARE(fx::pileCount(g, "Horse"), 29);
    SAME(names(g, 0, Zone::Discard), "Laboratory");
  }

  void positions_round_trip_the_horse_pile() {
    auto g = fx::position(R"({"kingdom": ["Supplies"], "players": [
      {"hand": ["Supplies", "Horse"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Horse", "play Supplies");
    QVERIFY(loadPosition(savePosition(g)).s == g.s);
    QVERIFY(!loadPosition(savePosition(g)).s.supply[size_t(g.pileIndex(id("Horse")))].inSupply);
  }

  // ---- A split pile: Patrician/Emporium -----------------------------------------------------

  // SPLIT PILES: one Kingdom pile, 5 Patricians on top of 5 Emporiums, named after Patrician.
  void patrician_and_emporium_make_one_kingdom_pile() {
    Game g = Game::create({.kingdom = ids({"Patrician", "Village"}), .players = 2, .seed = 1});
    SAME(pileCards(g, "Patrician"), "Patrician", "Patrician", "Patrician", "Patrician", "Patrician",
         "Emporium", "Emporium", "Emporium", "Emporium", "Emporium");
    QCOMPARE(g.pileIndex(id("Emporium")), g.pileIndex(id("Patrician")));
    QCOMPARE(int(g.s.kingdom.size()), 2);
    QCOMPARE(int(g.s.supply.size()), 7 + 2);
    QVERIFY(card(id("Patrician")).isKingdom());
    QVERIFY(!card(id("Emporium")).isKingdom());
    QCOMPARE(pileNameOf(id("Emporium")), id("Patrician"));
  }

  // The kingdom lists the pile as Patrician; a kingdom file may name it by either card or both.
  void a_kingdom_names_the_split_pile_by_either_card() {
    for (const char* text : {"Patrician, Village", "Emporium, Village",
                             "Patrician/Emporium, Village", "Patrician / Emporium, Village"}) {
      const KingdomParse k = parseKingdomText(text);
      QVERIFY2(k.ok(), text);
      QCOMPARE(k.kingdom->cards, ids({"Patrician", "Village"}));
    }
    QVERIFY(!parseKingdomText("Patrician, Emporium").ok());  // the same pile twice
    QVERIFY(!parseKingdomText("Patrician/Village").ok());
  }

  // The pile's cost and name are its top card's: $2 while Patricians are on top, $5 after.
  void the_split_pile_costs_what_its_top_card_costs() {
    auto g =
        logged(R"({"kingdom": ["Patrician"], "supply": {"Patrician": ["Patrician", "Emporium"]},
      "players": [{"hand": ["Silver", "Silver", "Copper"], "deck": []}, {}], "turn": {"buys": 2}})");
    const int k = g.pileIndex(id("Patrician"));
    QVERIFY(view(g, 0).supply[size_t(k)].cost == Cost(2));
    MOVES(g, "play treasures");
    REFUSED(g, "buy Emporium");
    MOVES(g, "buy Patrician");
    QCOMPARE(g.topCard(k), id("Emporium"));
    QVERIFY(view(g, 0).supply[size_t(k)].cost == Cost(5));
    QCOMPARE(view(g, 0).supply[size_t(k)].top, id("Emporium"));
    REFUSED(g, "buy Patrician");
    REFUSED(g, "buy Emporium");  // $3 left
    SAME(fx::gained(g, 0), "Patrician");
  }

  // Gaining an Emporium by name needs one on top (SPLIT PILES).
  void an_emporium_is_gained_only_from_the_top() {
    auto g = fx::position(
        R"({"kingdom": ["Patrician"], "supply": {"Patrician": ["Patrician", "Emporium"]},
      "players": [{}, {}]})");
    QCOMPARE(g.gain(0, id("Emporium")), NoInst);
    QVERIFY(g.gain(0, id("Patrician")) != NoInst);
    QCOMPARE(g.gain(0, id("Patrician")), NoInst);
    QVERIFY(g.gain(0, id("Emporium")) != NoInst);
    QCOMPARE(fx::pileCount(g, "Patrician"), 0);
  }

  // An empty split pile is one empty Supply pile.
  void an_empty_split_pile_is_one_empty_pile() {
    auto g = fx::position(R"({"kingdom": ["Patrician", "Village", "Smithy"],
      "supply": {"Patrician": 0, "Village": 0, "Smithy": 1},
      "players": [{"hand": ["Silver", "Silver"], "deck": []}, {}]})");
    QCOMPARE(g.emptySupplyPiles(), 2);
    MOVES(g, "play treasures", "buy Smithy");
    fx::endTurn(g);
    QVERIFY(g.isOver());
  }

  // A Patrician returned goes on top of its pile, even over the Emporiums.
  void a_returned_patrician_goes_back_on_top() {
    auto g = fx::position(R"({"kingdom": ["Patrician"], "supply": {"Patrician": ["Emporium"]},
      "players": [{"hand": ["Patrician"], "deck": []}, {}]})");
    g.returnToSupply(inHand(g, 0, "Patrician"));
    SAME(pileCards(g, "Patrician"), "Patrician", "Emporium");
  }

  void positions_round_trip_the_split_pile() {
    Game g = Game::create({.kingdom = ids({"Patrician"}), .players = 2, .seed = 5});
    QVERIFY(loadPosition(savePosition(g)).s == g.s);
    // A count keeps the bottom of a new game's pile: 7 are 5 Emporiums and 2 Patricians.
    auto counted = fx::position(R"({"kingdom": ["Patrician"], "supply": {"Patrician": 7}})");
    SAME(pileCards(counted, "Patrician"), "Patrician", "Patrician", "Emporium", "Emporium",
         "Emporium", "Emporium", "Emporium");
    QVERIFY(loadPosition(savePosition(counted)).s == counted.s);
  }

  // Patrician: +1 Card, +1 Action; the revealed top card costing $5 or more goes to the hand.
  void patrician_takes_a_card_costing_five_or_more() {
    auto g = fx::position(R"({"kingdom": ["Patrician"], "players": [
      {"hand": ["Patrician"], "deck": ["Copper", "Gold", "Estate"]}, {}]})");
    MOVES(g, "play Patrician");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Gold");
    QCOMPARE(g.s.turn.actions, int16_t(1));
    SAME(names(g, 0, Zone::Deck), "Estate");
  }

  void patrician_leaves_a_cheaper_card_on_top() {
    auto g = fx::position(R"({"kingdom": ["Patrician"], "players": [
      {"hand": ["Patrician"], "deck": ["Copper", "Silver", "Estate"]}, {}]})");
    MOVES(g, "play Patrician");
    SAME(names(g, 0, Zone::Hand), "Copper");
    SAME(names(g, 0, Zone::Deck), "Silver", "Estate");
  }

  // Patrician ①: the cost now counts (a Duchy costs $4 after Highway was played), and a Debt
  // cost is not $5 or more (Engineer: 4 Debt).
  void patrician_reads_the_cost_now_in_coins() {
    auto g = fx::position(R"({"kingdom": ["Patrician", "Highway", "Engineer"], "players": [
      {"hand": ["Highway", "Patrician", "Patrician"],
       "deck": ["Silver", "Copper", "Engineer", "Duchy"]}, {}]})");
    MOVES(g, "play Highway", "play Patrician");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Patrician", "Silver");
    SAME(names(g, 0, Zone::Deck), "Engineer", "Duchy");
    MOVES(g, "play Patrician");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Engineer", "Silver");
    SAME(names(g, 0, Zone::Deck), "Duchy");
  }

  void emporium_gives_a_card_an_action_and_a_coin() {
    auto g = fx::position(R"({"kingdom": ["Patrician"], "players": [
      {"hand": ["Emporium"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Emporium");
    SAME(names(g, 0, Zone::Hand), "Copper");
    QCOMPARE(g.s.turn.actions, int16_t(1));
    QCOMPARE(g.s.turn.coins, int16_t(1));
  }

  // Emporium ①: gained with 5 Action cards in play, +2 VP; with 4, nothing.
  void emporium_gained_with_five_actions_in_play_gives_two_vp() {
    auto g =
        fx::position(R"({"kingdom": ["Patrician", "Village"], "supply": {"Patrician": ["Emporium"]},
      "players": [{"hand": ["Village", "Village", "Village", "Village", "Village", "Gold", "Gold"],
                   "deck": []}, {}]})");
    MOVES(g, "play Village", "play Village", "play Village", "play Village", "play Village",
          "play treasures", "buy Emporium");
    QCOMPARE(g.player(0).vpTokens(), int16_t(2));
    auto four =
        fx::position(R"({"kingdom": ["Patrician", "Village"], "supply": {"Patrician": ["Emporium"]},
      "players": [{"hand": ["Village", "Village", "Village", "Village", "Gold", "Gold"],
                   "deck": []}, {}]})");
    MOVES(four, "play Village", "play Village", "play Village", "play Village", "play treasures",
          "buy Emporium");
    QCOMPARE(four.player(0).vpTokens(), int16_t(0));
  }
};

QTEST_APPLESS_MAIN(PilesTest)
#include "piles_test.moc"
