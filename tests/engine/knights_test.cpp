// The Knights (Dark Ages): one Kingdom pile of ten different Knights, shuffled, only its top card
// seen, and the attack they share. Rulings cite the Card Reference (complete rules, chapter VI:
// "Knight ③", "Dame Anna ②") and the rules' Special setup and SPLIT PILES (§ IV).
#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "engine/kingdom.hpp"
#include "engine/log_text.hpp"
#include "engine/view.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::id;
using fx::ids;
using fx::logged;
using fx::names;
using fx::pile;
using fx::pileCards;

namespace {

const std::vector<std::string> kKnights = {
    "Dame Anna",  "Dame Josephine", "Dame Molly", "Dame Natalie", "Dame Sylvia",
    "Sir Bailey", "Sir Destry",     "Sir Martin", "Sir Michael",  "Sir Vander"};

// A two-player position: player 0 holds `hand`, player 1's deck is `victimDeck` (top first).
std::string twoPlayers(const std::string& hand, const std::string& victimDeck,
                       const std::string& kingdom = R"("Knights")") {
  return R"({"kingdom": [)" + kingdom + R"(], "players": [{"hand": [)" + hand +
         R"(], "deck": ["Copper", "Copper", "Copper"]}, {"hand": ["Copper"], "deck": [)" +
         victimDeck + "]}]}";
}

}  // namespace

class KnightsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- The pile -----------------------------------------------------------------------------

  // Rules, Special setup: the ten Knights shuffled into one Kingdom pile, whatever the number of
  // players (10 cards, each Knight once), named "Knights".
  void the_knights_pile_is_the_ten_knights_whatever_the_player_count() {
    for (int players : {2, 3, 4, 6}) {
      Game g =
          Game::create({.kingdom = ids({"Knights", "Village"}), .players = players, .seed = 4});
      QCOMPARE(fx::pileCount(g, "Knights"), 10);
      QVERIFY(pile(g, "Knights").inSupply);
      QCOMPARE(pile(g, "Knights").card, id("Knights"));
      auto cards = pileCards(g, "Knights");
      std::sort(cards.begin(), cards.end());
      QCOMPARE(cards, kKnights);
      QCOMPARE(int(g.s.kingdom.size()), 2);
      QCOMPARE(int(g.s.supply.size()), 7 + 2);
    }
    Game plain = Game::create({.kingdom = ids({"Village"}), .players = 2, .seed = 4});
    QCOMPARE(plain.pileIndex(id("Knights")), -1);
    QCOMPARE(plain.pileIndex(id("Sir Martin")), -1);
  }

  void the_knights_pile_is_shuffled_but_the_same_for_a_seed() {
    auto knightsOf = [](uint64_t seed) {
      Game g = Game::create({.kingdom = ids({"Knights"}), .players = 2, .seed = seed});
      return pileCards(g, "Knights");
    };
    QCOMPARE(knightsOf(7), knightsOf(7));
    std::set<std::string> tops;
    for (uint64_t seed = 1; seed < 30; ++seed) tops.insert(knightsOf(seed).front());
    QVERIFY(tops.size() >= 4);  // any Knight may be on top
  }

  // "Knights" is the Kingdom card (the randomizer's); each Knight belongs to its pile and is no
  // Kingdom card of its own. Knights are Action - Attack - Knight; Dame Josephine is also a
  // Victory card; Sir Martin costs $4, the others $5 (Sir Martin ①).
  void knights_are_one_kingdom_card_and_ten_cards_of_its_pile() {
    QVERIFY(card(id("Knights")).isKingdom());
    QVERIFY(namesOnlyAPile(id("Knights")));
    QCOMPARE(int(card(id("Knights")).cost), 5);
    for (const std::string& k : kKnights) {
      const CardDef& d = card(id(k.c_str()));
      QVERIFY2(d.is(Action) && d.is(Attack) && d.is(Knight), k.c_str());
      QVERIFY(!d.isKingdom());
      QCOMPARE(pileNameOf(id(k.c_str())), id("Knights"));
      QCOMPARE(int(d.cost), k == "Sir Martin" ? 4 : 5);
      QCOMPARE(d.is(Victory), k == "Dame Josephine");
    }
  }

  // SPLIT PILES: only the top Knight can be bought; the pile costs what its top card costs.
  void only_the_top_knight_is_bought_at_its_cost() {
    auto g = logged(R"({"kingdom": ["Knights"],
      "supply": {"Knights": ["Sir Martin", "Dame Anna", "Sir Vander"]},
      "players": [{"hand": ["Silver", "Silver", "Copper"], "deck": []}, {}], "turn": {"buys": 2}})");
    const int k = g.pileIndex(id("Knights"));
    QCOMPARE(g.pileIndex(id("Dame Anna")), k);
    QVERIFY(view(g, 0).supply[size_t(k)].cost == Cost(4));
    QCOMPARE(view(g, 0).supply[size_t(k)].top, id("Sir Martin"));
    QCOMPARE(view(g, 0).supply[size_t(k)].card, id("Knights"));
    MOVES(g, "play treasures");
    REFUSED(g, "buy Dame Anna");
    MOVES(g, "buy Sir Martin");
    QVERIFY(view(g, 0).supply[size_t(k)].cost == Cost(5));
    REFUSED(g, "buy Dame Anna");  // $1 left
    SAME(fx::gained(g, 0), "Sir Martin");
    SAME(pileCards(g, "Knights"), "Dame Anna", "Sir Vander");
  }

  // "Gain a card costing up to $4" offers the pile only while Sir Martin is on top; gaining a
  // Knight by name needs it on top, gaining "Knights" takes the top one.
  void a_knight_is_gained_only_from_the_top() {
    auto g = fx::position(R"({"kingdom": ["Knights", "Workshop"],
      "supply": {"Knights": ["Dame Molly", "Sir Martin"]}, "players": [{}, {}]})");
    const int k = g.pileIndex(id("Knights"));
    QCOMPARE(g.gain(0, id("Sir Martin")), NoInst);
    const Inst top = g.gain(0, id("Knights"));
    QVERIFY(top != NoInst);
    QCOMPARE(g.printedOf(top), id("Dame Molly"));
    QCOMPARE(g.topCard(k), id("Sir Martin"));
    QVERIFY(g.gain(0, id("Sir Martin")) != NoInst);
    QCOMPARE(g.gain(0, id("Knights")), NoInst);
    auto work = fx::position(R"({"kingdom": ["Knights", "Workshop"],
      "supply": {"Knights": ["Sir Martin", "Dame Molly"]},
      "players": [{"hand": ["Workshop"], "deck": []}, {}]})");
    MOVES(work, "play Workshop");
    const auto& choices = work.decision().choices;
    QVERIFY(std::find(choices.begin(), choices.end(), k) != choices.end());
    MOVES(work, "choose Sir Martin");
    QCOMPARE(work.topCard(k), id("Dame Molly"));
  }

  // A Knight returned to the Supply goes on top of the Knights pile.
  void a_returned_knight_goes_on_top_of_the_knights_pile() {
    auto g = fx::position(R"({"kingdom": ["Knights"], "supply": {"Knights": ["Dame Anna"]},
      "players": [{"hand": ["Sir Destry"], "deck": []}, {}]})");
    g.returnToSupply(g.player(0).hand()[0]);
    SAME(pileCards(g, "Knights"), "Sir Destry", "Dame Anna");
  }

  // The Knights pile is one Supply pile: empty, it counts once for the three-pile ending.
  void an_empty_knights_pile_is_one_empty_pile() {
    auto g = fx::position(R"({"kingdom": ["Knights", "Village", "Smithy"],
      "supply": {"Knights": 0, "Village": 0, "Smithy": 1},
      "players": [{"hand": ["Silver", "Silver"], "deck": []}, {}]})");
    QCOMPARE(g.emptySupplyPiles(), 2);
    MOVES(g, "play treasures", "buy Smithy");
    fx::endTurn(g);
    QVERIFY(g.isOver());
  }

  // docs/kingdoms.md: a kingdom names the pile "Knights"; a single Knight's name also stands for
  // the pile; naming it twice is an error.
  void a_kingdom_names_the_knights_pile_by_knights_or_any_knight() {
    for (const char* text : {"Knights, Village", "Sir Martin, Village", "dame anna, Village"}) {
      const KingdomParse k = parseKingdomText(text);
      QVERIFY2(k.ok(), text);
      QCOMPARE(k.kingdom->cards, ids({"Knights", "Village"}));
    }
    QVERIFY(!parseKingdomText("Knights, Sir Martin").ok());
    QVERIFY(!parseKingdomText("Dame Anna, Sir Vander").ok());
  }

  void positions_round_trip_the_knights_pile() {
    Game g = Game::create({.kingdom = ids({"Knights", "Village"}), .players = 3, .seed = 9});
    const std::string saved = savePosition(g);
    QVERIFY(loadPosition(saved).s == g.s);
    const auto j = nlohmann::json::parse(saved);
    bool listed = false;
    for (const auto& p : j["supply"])
      if (p["card"] == "Knights") listed = p.contains("cards") && p["cards"].size() == 10;
    QVERIFY(listed);
    // A count keeps the bottom of a new game's pile.
    Game fresh =
        Game::create({.kingdom = ids({"Knights"}), .players = 2, .seed = 0, .firstPlayer = 0});
    auto counted = fx::position(R"({"kingdom": ["Knights"], "supply": {"Knights": 3}})");
    const auto all = pileCards(fresh, "Knights");
    SAME(pileCards(counted, "Knights"), all[7], all[8], all[9]);
    QVERIFY(loadPosition(savePosition(counted)).s == counted.s);
    for (const char* bad : {R"({"kingdom": ["Knights"], "players": [{"hand": ["Knights"]}, {}]})",
                            R"({"kingdom": ["Knights"], "supply": {"Knights": 11}})"}) {
      try {
        loadPosition(bad);
        QFAIL(bad);
      } catch (const PositionError& e) {
        QVERIFY(std::string(e.what()).find("Knights") != std::string::npos);
      }
    }
  }

  // ---- The attack ---------------------------------------------------------------------------

  // Knight ②③: the victim reveals 2, trashes the one costing from $3 to $6 (no choice with one),
  // discards the other.
  void a_knight_trashes_the_revealed_card_costing_three_to_six() {
    auto g = logged(twoPlayers(R"("Sir Bailey")", R"("Copper", "Silver", "Gold")"));
    MOVES(g, "play Sir Bailey");
    SAME(fx::trash(g), "Silver");
    SAME(names(g, 1, Zone::Discard), "Copper");
    SAME(names(g, 1, Zone::Deck), "Gold");
    SAME(names(g, 0, Zone::InPlay), "Sir Bailey");
    QCOMPARE(g.decision().player, PlayerId(0));
    // The log names the trashed card.
    bool loggedTrash = false;
    for (const Event& e : g.s.events)
      if (e.kind == EventKind::Trash && e.player == 1)
        loggedTrash = describeEvent(e).find("Silver") != std::string::npos;
    QVERIFY(loggedTrash);
  }

  // Knight ③: with two cards costing from $3 to $6, the attacked player chooses.
  void the_victim_chooses_between_two_qualifying_cards() {
    auto g = logged(twoPlayers(R"("Sir Destry")", R"("Gold", "Duchy", "Copper")"));
    MOVES(g, "play Sir Destry");
    QCOMPARE(g.decision().player, PlayerId(1));
    QCOMPARE(g.decision().id, Text::TrashRevealedCostingThreeToSix);
    QCOMPARE(g.decision().min, 1);
    QCOMPARE(g.decision().max, 1);
    REFUSED(g, "choose Copper");
    MOVES(g, "choose Duchy");
    SAME(fx::trash(g), "Duchy");
    SAME(names(g, 1, Zone::Discard), "Gold");
  }

  // Nothing costing from $3 to $6: both are discarded. Costs with a Potion or Debt never
  // qualify (Knight ②, CARD COSTS), nor $2 or $7 and more.
  void cards_outside_three_to_six_are_discarded() {
    auto g = logged(twoPlayers(R"("Dame Sylvia")", R"("Estate", "Platinum", "Copper")",
                               R"("Knights", "Familiar", "Engineer")"));
    MOVES(g, "play Dame Sylvia");
    QVERIFY(fx::trash(g).empty());
    SAME(fx::sorted(names(g, 1, Zone::Discard)), "Estate", "Platinum");
    auto exotic = logged(twoPlayers(R"("Dame Sylvia")", R"("Familiar", "Engineer", "Copper")",
                                    R"("Knights", "Familiar", "Engineer")"));
    MOVES(exotic, "play Dame Sylvia");
    QVERIFY(fx::trash(exotic).empty());
    SAME(fx::sorted(names(exotic, 1, Zone::Discard)), "Engineer", "Familiar");
  }

  // The cost now counts (CARD COSTS): with Highway in play a Silver costs $2 and is discarded,
  // a Duchy costs $4 and is trashed without a choice.
  void the_cost_now_decides() {
    auto g = logged(twoPlayers(R"("Highway", "Sir Destry")", R"("Silver", "Duchy", "Copper")",
                               R"("Knights", "Highway")"));
    MOVES(g, "play Highway", "play Sir Destry");
    SAME(fx::trash(g), "Duchy");
    SAME(names(g, 1, Zone::Discard), "Silver");
  }

  // Knight ③: a Knight trashed by the attack trashes the played Knight too, after the attack.
  void trashing_a_knight_trashes_the_played_knight() {
    auto g = logged(twoPlayers(R"("Sir Bailey")", R"("Dame Molly", "Copper")"));
    MOVES(g, "play Sir Bailey");
    SAME(fx::sorted(fx::trash(g)), "Dame Molly", "Sir Bailey");
    QVERIFY(g.player(0).inPlay().empty());
    SAME(names(g, 1, Zone::Discard), "Copper");
  }

  // The Knights ruling: with both cards qualifying, the victim may trash the other card; the
  // played Knight then stays.
  void choosing_the_other_card_spares_the_played_knight() {
    auto g = logged(twoPlayers(R"("Sir Bailey")", R"("Dame Molly", "Silver")"));
    MOVES(g, "play Sir Bailey", "choose Silver");
    SAME(fx::trash(g), "Silver");
    SAME(names(g, 0, Zone::InPlay), "Sir Bailey");
    SAME(names(g, 1, Zone::Discard), "Dame Molly");
  }

  // Each other player in turn order; a Knight trashed by any of them trashes the played Knight
  // once.
  void every_other_player_is_attacked_in_turn_order() {
    auto g = logged(R"({"kingdom": ["Knights"], "players": [
      {"hand": ["Sir Destry"], "deck": ["Copper", "Copper"]},
      {"hand": [], "deck": ["Sir Martin", "Estate"]},
      {"hand": [], "deck": ["Dame Anna", "Copper"]}]})");
    MOVES(g, "play Sir Destry");
    SAME(fx::trash(g), "Sir Martin", "Dame Anna", "Sir Destry");
    SAME(names(g, 1, Zone::Discard), "Estate");
    SAME(names(g, 2, Zone::Discard), "Copper");
  }

  // A Moat keeps its player out of the attack.
  void a_moat_protects_from_the_knights() {
    auto g = logged(R"({"kingdom": ["Knights", "Moat"], "players": [
      {"hand": ["Dame Sylvia"], "deck": []}, {"hand": ["Moat"], "deck": ["Silver", "Gold"]}]})");
    MOVES(g, "play Dame Sylvia", "reveal Moat");
    QVERIFY(fx::trash(g).empty());
    SAME(names(g, 1, Zone::Deck), "Silver", "Gold");
    QCOMPARE(g.s.turn.coins, int16_t(2));
  }

  // Knight ④: with Throne Room, everything twice even when the first play trashed the Knight; a
  // Knight no longer in play is not trashed again.
  void throne_room_attacks_twice_and_trashes_the_knight_once() {
    auto g = logged(R"({"kingdom": ["Knights", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Sir Destry"], "deck": ["Copper", "Copper", "Copper", "Copper"]},
      {"hand": [], "deck": ["Dame Molly", "Copper", "Silver", "Estate"]}]})");
    MOVES(g, "play Throne Room", "choose Sir Destry");
    SAME(fx::trash(g), "Dame Molly", "Sir Destry", "Silver");
    QCOMPARE(int(g.player(0).hand().size()), 4);
    SAME(names(g, 0, Zone::InPlay), "Throne Room");
  }

  // A victim with a single card left in deck and discard pile reveals that one.
  void a_victim_with_one_card_left_reveals_it() {
    auto g = logged(R"({"kingdom": ["Knights"], "players": [
      {"hand": ["Dame Molly"], "deck": []}, {"hand": [], "deck": [], "discard": ["Gold"]}]})");
    MOVES(g, "play Dame Molly");
    SAME(fx::trash(g), "Gold");
    auto none = logged(R"({"kingdom": ["Knights"], "players": [
      {"hand": ["Dame Molly"], "deck": []}, {"hand": [], "deck": []}]})");
    MOVES(none, "play Dame Molly");
    QVERIFY(fx::trash(none).empty());
  }

  // The Knights' entry: the pile is not a Victory pile, so Trade Route puts no token on it, even
  // with Dame Josephine on top.
  void the_knights_pile_gets_no_trade_route_token() {
    int seen = 0;
    for (uint64_t seed = 0; seed < 200 && seen < 2; ++seed) {
      Game g =
          Game::create({.kingdom = ids({"Knights", "Trade Route"}), .players = 2, .seed = seed});
      if (g.topCard(g.pileIndex(id("Knights"))) != id("Dame Josephine")) continue;
      ++seen;
      QCOMPARE(int(pile(g, "Knights").tokens[size_t(PileToken::TradeRoute)]), 0);
      QCOMPARE(int(pile(g, "Estate").tokens[size_t(PileToken::TradeRoute)]), 1);
    }
    QCOMPARE(seen, 2);
  }

  // ---- The ten Knights ----------------------------------------------------------------------

  // Dame Anna ①: up to 2 cards from the hand, none allowed; then the attack.
  void dame_anna_trashes_up_to_two_cards_then_attacks() {
    auto g = logged(twoPlayers(R"("Dame Anna", "Estate", "Curse", "Copper")",
                               R"("Silver", "Copper")", R"("Knights")"));
    MOVES(g, "play Dame Anna");
    QCOMPARE(g.decision().id, Text::TrashUpTo);
    QCOMPARE(g.decision().max, 2);
    REFUSED(g, "choose Estate, Curse, Copper");
    MOVES(g, "choose Estate, Curse");
    SAME(fx::trash(g), "Estate", "Curse", "Silver");
    SAME(names(g, 0, Zone::Hand), "Copper");
    auto none = logged(twoPlayers(R"("Dame Anna", "Estate")", R"("Copper", "Copper")"));
    MOVES(none, "play Dame Anna", "choose nothing");
    QVERIFY(fx::trash(none).empty());
    SAME(names(none, 0, Zone::Hand), "Estate");
  }

  // Dame Anna ②: a Knight trashed from her player's hand does not trash her.
  void dame_anna_trashing_a_knight_from_the_hand_keeps_her() {
    auto g = logged(twoPlayers(R"("Dame Anna", "Sir Destry")", R"("Copper", "Copper")"));
    MOVES(g, "play Dame Anna", "choose Sir Destry");
    SAME(fx::trash(g), "Sir Destry");
    SAME(names(g, 0, Zone::InPlay), "Dame Anna");
  }

  // Dame Josephine: also a Victory card, worth 2 VP.
  void dame_josephine_is_worth_two_victory_points() {
    auto g = fx::position(R"({"kingdom": ["Knights"], "players": [
      {"hand": ["Dame Josephine"], "deck": [], "discard": []}, {"hand": [], "deck": []}]})");
    QCOMPARE(g.score(0), 2);
    QCOMPARE(g.score(1), 0);
    MOVES(g, "play Dame Josephine");
    QCOMPARE(g.s.turn.actions, int16_t(0));
  }

  void dame_molly_gives_two_actions() {
    auto g = logged(twoPlayers(R"("Dame Molly")", R"("Copper", "Copper")"));
    MOVES(g, "play Dame Molly");
    QCOMPARE(g.s.turn.actions, int16_t(2));
  }

  // Dame Natalie ①: may gain a card costing up to $3 (from the Supply, to the discard pile),
  // before the attack.
  void dame_natalie_may_gain_a_card_costing_up_to_three() {
    auto g =
        logged(twoPlayers(R"("Dame Natalie")", R"("Silver", "Copper")", R"("Knights", "Village")"));
    MOVES(g, "play Dame Natalie");
    QCOMPARE(g.decision().id, Text::MayGainCostingUpTo);
    QCOMPARE(g.decision().min, 0);
    REFUSED(g, "choose Gold");
    QVERIFY(fx::trash(g).empty());  // the gain comes first
    MOVES(g, "choose Village");
    SAME(fx::gained(g, 0), "Village");
    SAME(names(g, 0, Zone::Discard), "Village");
    SAME(fx::trash(g), "Silver");
    auto none = logged(twoPlayers(R"("Dame Natalie")", R"("Copper", "Copper")"));
    MOVES(none, "play Dame Natalie", "choose nothing");
    QVERIFY(fx::gained(none, 0).empty());
  }

  void dame_sylvia_gives_two_coins() {
    auto g = logged(twoPlayers(R"("Dame Sylvia")", R"("Copper", "Copper")"));
    MOVES(g, "play Dame Sylvia");
    QCOMPARE(g.s.turn.coins, int16_t(2));
  }

  void sir_bailey_draws_a_card_and_gives_an_action() {
    auto g = logged(twoPlayers(R"("Sir Bailey")", R"("Copper", "Copper")"));
    MOVES(g, "play Sir Bailey");
    QCOMPARE(int(g.player(0).hand().size()), 1);
    QCOMPARE(g.s.turn.actions, int16_t(1));
  }

  void sir_destry_draws_two_cards() {
    auto g = logged(twoPlayers(R"("Sir Destry")", R"("Copper", "Copper")"));
    MOVES(g, "play Sir Destry");
    QCOMPARE(int(g.player(0).hand().size()), 2);
  }

  void sir_martin_gives_two_buys() {
    auto g = logged(twoPlayers(R"("Sir Martin")", R"("Copper", "Copper")"));
    MOVES(g, "play Sir Martin");
    QCOMPARE(g.s.turn.buys, int16_t(3));
  }

  // Sir Michael ①: the others discard down to 3 before they reveal.
  void sir_michael_has_the_others_discard_down_to_three_first() {
    auto g = logged(R"({"kingdom": ["Knights"], "players": [
      {"hand": ["Sir Michael"], "deck": []},
      {"hand": ["Copper", "Copper", "Estate", "Silver", "Gold"], "deck": ["Duchy", "Copper"]}]})");
    MOVES(g, "play Sir Michael");
    QCOMPARE(g.decision().id, Text::DiscardDownTo);
    QVERIFY(fx::trash(g).empty());
    MOVES(g, "choose Estate, Copper");
    SAME(fx::trash(g), "Duchy");
    SAME(fx::sorted(names(g, 1, Zone::Discard)), "Copper", "Copper", "Estate");
    SAME(fx::sorted(names(g, 1, Zone::Hand)), "Copper", "Gold", "Silver");
  }

  // Sir Vander ①: trashed from anywhere, its owner gains a Gold — the attacked player whose Sir
  // Vander a Knight trashed, or the Knight's player when Sir Vander itself is trashed.
  void sir_vander_trashed_gains_its_owner_a_gold() {
    auto g = logged(twoPlayers(R"("Dame Sylvia")", R"("Sir Vander", "Copper")"));
    MOVES(g, "play Dame Sylvia");
    SAME(fx::sorted(fx::trash(g)), "Dame Sylvia", "Sir Vander");
    SAME(fx::gained(g, 1), "Gold");
    QVERIFY(fx::gained(g, 0).empty());
    // TRIGGERED ABILITY: the Gold comes when Sir Vander is trashed, before the played Knight is.
    int gold = -1, knight = -1;
    for (size_t k = 0; k < g.s.events.size(); ++k) {
      const Event& e = g.s.events[k];
      if (e.kind == EventKind::Gain && e.card == cards::Gold) gold = int(k);
      if (e.kind == EventKind::Trash && e.card == id("Dame Sylvia")) knight = int(k);
    }
    QVERIFY(gold >= 0 && knight > gold);
    auto own = logged(twoPlayers(R"("Sir Vander")", R"("Dame Molly", "Copper")"));
    MOVES(own, "play Sir Vander");
    SAME(fx::sorted(fx::trash(own)), "Dame Molly", "Sir Vander");
    SAME(fx::gained(own, 0), "Gold");
    // Trashed by another card (Dame Anna), too.
    auto anna = logged(twoPlayers(R"("Dame Anna", "Sir Vander")", R"("Copper", "Copper")"));
    MOVES(anna, "play Dame Anna", "choose Sir Vander");
    SAME(fx::gained(anna, 0), "Gold");
  }
};

QTEST_APPLESS_MAIN(KnightsTest)
#include "knights_test.moc"
