// Set-up hooks (setup.hpp) and the cards that use them: Bandit Camp and its Spoils pile outside
// the Supply (Dark Ages), Pooka and its Heirloom Cursed Gold (Nocturne), and the Shelters (Dark
// Ages: Hovel, Necropolis, Overgrown Estate). Rulings cite the Card Reference (complete rules,
// chapter VI: "Card ①") and the rules' Special setup.
#include <nlohmann/json.hpp>

#include "engine/kingdom.hpp"
#include "engine/setup.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::id;
using fx::ids;
using fx::inHand;
using fx::logged;
using fx::names;
using fx::pile;

namespace {

// The cards a player owns, sorted by name.
std::vector<std::string> owned(const Game& g, PlayerId p) {
  std::vector<std::string> out;
  g.forEachOwned(p, [&](Inst i) { out.emplace_back(card(g.printedOf(i)).name); });
  std::sort(out.begin(), out.end());
  return out;
}

// A kingdom file's set-up switch `key` (KingdomFile::*field) on these cards: read when true,
// written back and read again, left out when false, refused with its name when `bad` (not a
// boolean).
void kingdomFileSwitchRoundTrips(const std::string& key, bool KingdomFile::*field,
                                 const std::string& cards, const std::string& bad) {
  const std::string head =
      R"({"format": "dominion-kingdom", "version": 1, "cards": [)" + cards + "], \"" + key + "\": ";
  const KingdomParse k = parseKingdom(head + "true}");
  QVERIFY2(k.ok(), k.error.c_str());
  QVERIFY((*k.kingdom).*field);
  const std::string written = kingdomToJson(*k.kingdom);
  QVERIFY(nlohmann::json::parse(written).value(key, false));
  QVERIFY((*parseKingdom(written).kingdom).*field);
  KingdomFile plain = *k.kingdom;
  plain.*field = false;
  QVERIFY(!nlohmann::json::parse(kingdomToJson(plain)).contains(key));
  const KingdomParse refused = parseKingdom(head + bad + "}");
  QVERIFY(!refused.ok());
  QVERIFY2(refused.error.find("\"" + key + "\" must be true or false") != std::string::npos,
           refused.error.c_str());
}

}  // namespace

class SetupCardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- The set-up hook ----------------------------------------------------------------------

  void a_pile_asked_for_twice_joins_once() {
    const std::vector<CardId> kingdom = ids({"Bandit Camp"});
    SetUp s(3, kingdom);
    QCOMPARE(s.playerCount(), 3);
    QVERIFY(s.hasKingdomCard(id("Bandit Camp")));
    s.addPile(id("Spoils"), 15, false);
    s.addPile(id("Spoils"), 15, false);
    QCOMPARE(int(s.piles().size()), 1);
    QVERIFY(!s.piles()[0].inSupply);
  }

  // Rules, Special setup (Dark Ages): with Bandit Camp, 15 Spoils outside the Supply, after the
  // Kingdom piles.
  void bandit_camp_sets_up_the_spoils_pile_outside_the_supply() {
    Game g = Game::create({.kingdom = ids({"Village", "Bandit Camp"}), .players = 2, .seed = 5});
    QCOMPARE(fx::pileCount(g, "Spoils"), 15);
    QVERIFY(!pile(g, "Spoils").inSupply);
    QVERIFY(pile(g, "Bandit Camp").inSupply);
    QCOMPARE(g.s.supply.back().card, id("Spoils"));
    // Without a card that asks for it, no Spoils pile.
    Game plain = Game::create({.kingdom = ids({"Village"}), .players = 2, .seed = 5});
    QCOMPARE(plain.pileIndex(id("Spoils")), -1);
  }

  // Trade Route's tokens come from its hook, on the Supply's Victory piles only.
  void hook_tokens_go_on_the_supply_piles_that_match() {
    Game g = Game::create(
        {.kingdom = ids({"Trade Route", "Bandit Camp", "Duke"}), .players = 2, .seed = 1});
    for (const Pile& p : g.s.supply)
      QCOMPARE(int(p.tokens[size_t(PileToken::TradeRoute)]),
               int(p.inSupply && card(p.card).is(Victory)));
    QCOMPARE(int(pile(g, "Duke").tokens[size_t(PileToken::TradeRoute)]), 1);
    QCOMPARE(int(pile(g, "Estate").tokens[size_t(PileToken::TradeRoute)]), 1);
  }

  // Rules, Special setup (Nocturne): each player starts with the Heirloom instead of a Copper.
  void pooka_replaces_a_starting_copper_with_cursed_gold() {
    Game g = Game::create({.kingdom = ids({"Pooka", "Village"}), .players = 3, .seed = 2});
    for (PlayerId p = 0; p < 3; ++p) {
      QCOMPARE(g.countOwned(p, cards::Copper), 6);
      QCOMPARE(g.countOwned(p, id("Cursed Gold")), 1);
      QCOMPARE(g.countOwned(p, cards::Estate), 3);
      QCOMPARE(g.cardsOwned(p), 10);
    }
    // Heirlooms belong to no pile.
    QCOMPARE(g.pileIndex(id("Cursed Gold")), -1);
  }

  // ---- Bandit Camp and Spoils ---------------------------------------------------------------

  void bandit_camp_draws_gives_two_actions_and_gains_a_spoils() {
    auto g = logged(R"({"kingdom": ["Bandit Camp"], "players": [
      {"hand": ["Bandit Camp"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Bandit Camp");
    SAME(names(g, 0, Zone::Hand), "Gold");
    QCOMPARE(g.s.turn.actions, int16_t(2));
    SAME(names(g, 0, Zone::Discard), "Spoils");
    SAME(fx::gained(g, 0), "Spoils");
    QCOMPARE(fx::pileCount(g, "Spoils"), 14);
  }

  void bandit_camp_with_the_spoils_pile_empty_gains_nothing() {
    auto g = fx::position(R"({"kingdom": ["Bandit Camp"], "supply": {"Spoils": 0}, "players": [
      {"hand": ["Bandit Camp"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Bandit Camp");
    QCOMPARE(int(g.player(0).discard().size()), 0);
    QCOMPARE(g.s.turn.actions, int16_t(2));
  }

  // Spoils ①: played, it gives $3 and goes back to its pile.
  void spoils_gives_three_coins_and_returns_to_its_pile() {
    auto g = fx::position(R"({"kingdom": ["Bandit Camp"], "supply": {"Spoils": 14}, "players": [
      {"hand": ["Spoils", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Spoils");
    QCOMPARE(g.s.turn.coins, int16_t(3));
    QCOMPARE(fx::pileCount(g, "Spoils"), 15);
    QCOMPARE(int(g.player(0).inPlay().size()), 0);
    // ②: the other Treasures need not be played.
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    SAME(names(g, 0, Zone::Hand), "Copper");
  }

  void spoils_cannot_be_bought() {
    auto g = fx::position(R"({"kingdom": ["Bandit Camp"], "players": [
      {"hand": ["Gold"], "deck": []}, {}]})");
    MOVES(g, "play treasures");
    REFUSED(g, "buy Spoils");
    for (const Move& m : g.legalMoves(1000).moves)
      QVERIFY(!(m.kind == MoveKind::Buy && m.arg == g.pileIndex(id("Spoils"))));
  }

  // "Gain a card costing up to ..." gains from the Supply: never a Spoils, though it costs $0
  // (Spoils ③).
  void gaining_from_the_supply_never_offers_spoils() {
    auto g = fx::position(R"({"kingdom": ["Bandit Camp", "Workshop"], "players": [
      {"hand": ["Workshop"], "deck": []}, {}]})");
    MOVES(g, "play Workshop");
    QCOMPARE(g.decision().kind, DecisionKind::SelectPile);
    const auto& choices = g.decision().choices;
    QVERIFY(!choices.empty());
    QVERIFY(std::find(choices.begin(), choices.end(), g.pileIndex(id("Spoils"))) == choices.end());
    QVERIFY(std::find(choices.begin(), choices.end(), g.pileIndex(cards::Copper)) != choices.end());
    QVERIFY(g.cost(id("Spoils")) == Cost(0));
  }

  // Piles outside the Supply never count for the game's end.
  void an_empty_spoils_pile_never_ends_the_game() {
    auto g = fx::position(R"({"kingdom": ["Bandit Camp", "Village", "Smithy"],
      "supply": {"Spoils": 0, "Village": 0, "Smithy": 1}, "players": [
      {"hand": ["Silver", "Silver"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Smithy");
    fx::endTurn(g);
    QVERIFY(!g.isOver());
    QCOMPARE(g.emptySupplyPiles(), 2);
    QCOMPARE(g.emptyPiles(), 3);
  }

  // ---- Pooka and Cursed Gold ----------------------------------------------------------------

  // Pooka ①: trashing a Treasure is what gives +4 Cards.
  void pooka_trashes_a_treasure_for_four_cards() {
    auto g = fx::position(R"({"kingdom": ["Pooka"], "players": [
      {"hand": ["Pooka", "Silver", "Estate"], "deck": ["Copper", "Copper", "Gold", "Gold", "Gold"]},
      {}]})");
    MOVES(g, "play Pooka");
    QCOMPARE(g.decision().kind, DecisionKind::SelectCards);
    REFUSED(g, "choose Estate");
    MOVES(g, "choose Silver");
    SAME(fx::trash(g), "Silver");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Copper", "Estate", "Gold", "Gold");
  }

  void pooka_may_trash_nothing_and_draws_nothing() {
    auto g = fx::position(R"({"kingdom": ["Pooka"], "players": [
      {"hand": ["Pooka", "Copper"], "deck": ["Gold", "Gold", "Gold", "Gold"]}, {}]})");
    MOVES(g, "play Pooka", "choose nothing");
    SAME(names(g, 0, Zone::Hand), "Copper");
    QVERIFY(fx::trash(g).empty());
  }

  // Cursed Gold is the one Treasure Pooka may not trash: with no other, nothing is asked.
  void pooka_never_trashes_cursed_gold() {
    auto g = fx::position(R"({"kingdom": ["Pooka"], "players": [
      {"hand": ["Pooka", "Cursed Gold", "Copper"], "deck": ["Gold", "Gold", "Gold", "Gold"]},
      {}]})");
    MOVES(g, "play Pooka");
    REFUSED(g, "choose Cursed Gold");
    MOVES(g, "choose Copper");
    QCOMPARE(int(g.player(0).hand().size()), 5);

    auto only = fx::position(R"({"kingdom": ["Pooka"], "players": [
      {"hand": ["Pooka", "Cursed Gold"], "deck": ["Gold", "Gold", "Gold", "Gold"]}, {}]})");
    MOVES(only, "play Pooka");
    QVERIFY(only.decision().kind != DecisionKind::SelectCards);
    SAME(names(only, 0, Zone::Hand), "Cursed Gold");
  }

  void cursed_gold_gives_three_coins_and_a_curse() {
    auto g = logged(R"({"kingdom": ["Pooka"], "players": [
      {"hand": ["Cursed Gold"], "deck": []}, {}]})");
    MOVES(g, "play Cursed Gold");
    QCOMPARE(g.s.turn.coins, int16_t(3));
    SAME(fx::gained(g, 0), "Curse");
    SAME(names(g, 0, Zone::InPlay), "Cursed Gold");
  }

  // Cursed Gold ①: the $3 come with no Curse left.
  void cursed_gold_gives_its_coins_with_the_curses_gone() {
    auto g = fx::position(R"({"kingdom": ["Pooka"], "supply": {"Curse": 0}, "players": [
      {"hand": ["Cursed Gold"], "deck": []}, {}]})");
    MOVES(g, "play Cursed Gold");
    QCOMPARE(g.s.turn.coins, int16_t(3));
    QCOMPARE(g.countOwned(0, cards::Curse), 0);
  }

  // ---- Shelters -----------------------------------------------------------------------------

  // Rules, Special setup (Dark Ages): a Hovel, a Necropolis and an Overgrown Estate instead of
  // the 3 Estates; the Estate pile is the usual one.
  void shelters_replace_the_starting_estates() {
    Game g = Game::create({.kingdom = ids({"Village"}), .players = 2, .seed = 9, .shelters = true});
    QVERIFY(g.s.shelters);
    for (PlayerId p = 0; p < 2; ++p)
      SAME(owned(g, p), "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper",
           "Hovel", "Necropolis", "Overgrown Estate");
    QCOMPARE(fx::pileCount(g, "Estate"), 8);
    // Shelters belong to no pile.
    for (const char* shelter : {"Hovel", "Necropolis", "Overgrown Estate"})
      QCOMPARE(g.pileIndex(id(shelter)), -1);
    // Their abilities listen from the first turn on.
    QVERIFY(g.s.listening & whenBit(When::Buy));
    QVERIFY(g.s.listening & whenBit(When::Trash));
    // A Shelter's victory points: Overgrown Estate's are 0.
    QCOMPARE(g.score(0), 0);
  }

  void shelters_and_an_heirloom_together() {
    Game g = Game::create({.kingdom = ids({"Pooka"}), .players = 2, .seed = 4, .shelters = true});
    SAME(owned(g, 1), "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Cursed Gold",
         "Hovel", "Necropolis", "Overgrown Estate");
  }

  // A Shelter is never returned to a pile: it has none.
  void a_shelter_cannot_be_returned_to_a_pile() {
    auto g = fx::position(R"({"shelters": true, "players": [
      {"hand": ["Necropolis"], "deck": []}, {}]})");
    const Inst n = inHand(g, 0, "Necropolis");
    g.returnToSupply(n);
    QVERIFY(g.isIn(n, Zone::Hand, 0));
  }

  void necropolis_gives_two_actions() {
    auto g = fx::position(R"({"shelters": true, "players": [
      {"hand": ["Necropolis"], "deck": []}, {}]})");
    MOVES(g, "play Necropolis");
    QCOMPARE(g.s.turn.actions, int16_t(2));
  }

  // Hovel: buying a Victory card, its owner may trash it from the hand, before the card is gained.
  void hovel_may_be_trashed_when_buying_a_victory_card() {
    auto g = logged(R"({"players": [{"hand": ["Hovel", "Copper", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Estate");
    QCOMPARE(g.decision().asking, id("Hovel"));
    MOVES(g, "choose Hovel");
    SAME(fx::trash(g), "Hovel");
    SAME(fx::gained(g, 0), "Estate");
  }

  void hovel_may_be_kept() {
    auto g =
        fx::position(R"({"players": [{"hand": ["Hovel", "Copper", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Estate", "choose nothing");
    QVERIFY(fx::trash(g).empty());
    QCOMPARE(g.countOwned(0, cards::Estate), 1);
    QCOMPARE(g.countOwned(0, id("Hovel")), 1);
  }

  void hovel_ignores_buying_a_card_that_is_not_a_victory_card() {
    auto g =
        fx::position(R"({"players": [{"hand": ["Hovel", "Silver", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Silver");
    QVERIFY(g.decision().asking != id("Hovel"));
    QCOMPARE(g.countOwned(0, id("Hovel")), 1);
  }

  // Hovel ② (pre-2022): gaining a Victory card another way than buying it does not trigger it.
  void hovel_ignores_a_victory_card_gained_without_buying() {
    auto g = fx::position(R"({"kingdom": ["Workshop"], "players": [
      {"hand": ["Workshop", "Hovel"], "deck": []}, {}]})");
    MOVES(g, "play Workshop", "choose Estate");
    QVERIFY(g.decision().asking != id("Hovel"));
    QCOMPARE(g.countOwned(0, cards::Estate), 1);
    QCOMPARE(g.countOwned(0, id("Hovel")), 1);
  }

  // Overgrown Estate ①: trashed, it draws its owner a card.
  void overgrown_estate_draws_a_card_when_trashed() {
    auto g = fx::position(R"({"kingdom": ["Chapel"], "shelters": true, "players": [
      {"hand": ["Chapel", "Overgrown Estate"], "deck": ["Gold"]}, {}]})");
    MOVES(g, "play Chapel", "choose Overgrown Estate");
    SAME(fx::trash(g), "Overgrown Estate");
    SAME(names(g, 0, Zone::Hand), "Gold");
  }

  // Complete rules, names: an Overgrown Estate is not an Estate (Baron looks for an Estate).
  void overgrown_estate_is_not_an_estate() {
    auto g = fx::position(R"({"kingdom": ["Baron"], "shelters": true, "players": [
      {"hand": ["Baron", "Overgrown Estate"], "deck": []}, {}]})");
    MOVES(g, "play Baron");
    QVERIFY(g.decision().kind != DecisionKind::SelectCards);
    QCOMPARE(g.countOwned(0, cards::Estate), 1);  // it gained an Estate: none to discard
    QCOMPARE(card(id("Overgrown Estate")).vp, int8_t(0));
    QVERIFY(card(id("Overgrown Estate")).is(Victory | Shelter));
  }

  // ---- Non-Kingdom cards --------------------------------------------------------------------

  void spoils_heirlooms_and_shelters_are_not_kingdom_cards() {
    for (const char* name : {"Spoils", "Cursed Gold", "Hovel", "Necropolis", "Overgrown Estate"}) {
      QVERIFY2(id(name) != NoCard, name);
      QVERIFY2(!card(id(name)).isKingdom(), name);
      QVERIFY2(card(id(name)).nonKingdom, name);
    }
    for (const char* name : {"Bandit Camp", "Pooka"}) QVERIFY2(card(id(name)).isKingdom(), name);
    // A kingdom file and a position refuse them as Kingdom cards.
    QVERIFY(!parseKingdom("Spoils, Village").ok());
    bool refused = false;
    try {
      loadPosition(R"({"kingdom": ["Hovel"]})");
    } catch (const PositionError&) {
      refused = true;
    }
    QVERIFY(refused);
  }

  // Rules, Special setup (Dark Ages): by the proportion of Dark Ages cards, checking another
  // card than the one checked for Colonies.
  void a_random_kingdom_uses_shelters_by_its_proportion_of_dark_ages_cards() {
    const auto ten = ids({"Cellar", "Moat", "Village", "Smithy", "Militia", "Market", "Mine",
                          "Laboratory", "Festival", "Witch"});
    for (uint64_t seed = 0; seed < 50; ++seed) QVERIFY(!useShelters(ten, seed));
    const auto dark = ids({"Bandit Camp"});
    QVERIFY(useShelters(dark, 3));
    QVERIFY(!useShelters({}, 3));
    // Of a Dark Ages card and a Prosperity card, Colonies check one and Shelters the other.
    const auto two = ids({"Bandit Camp", "Trade Route"});
    int both = 0;
    for (uint64_t seed = 0; seed < 64; ++seed) {
      QCOMPARE(useShelters(two, seed), useColonies(two, seed));
      both += useShelters(two, seed);
    }
    QVERIFY(both > 0 && both < 64);
  }

  void kingdom_files_say_colonies() {
    kingdomFileSwitchRoundTrips("colonies", &KingdomFile::colonies, R"("Bank")", R"("no")");
  }

  void kingdom_files_say_shelters() {
    kingdomFileSwitchRoundTrips("shelters", &KingdomFile::shelters, R"("Bandit Camp")", R"("yes")");
  }

  void kingdom_files_say_earlier_versions() {
    kingdomFileSwitchRoundTrips("earlierVersions", &KingdomFile::earlierVersions,
                                R"("Hoard", "Mint")", "1");
  }

  // ---- Positions ----------------------------------------------------------------------------

  void positions_round_trip_shelters_spoils_and_heirlooms() {
    Game g = Game::create({.kingdom = ids({"Bandit Camp", "Pooka", "Village"}),
                           .players = 2,
                           .seed = 11,
                           .shelters = true});
    const std::string saved = savePosition(g);
    const auto j = nlohmann::json::parse(saved);
    QVERIFY(j.value("shelters", false));
    bool spoilsOutside = false;
    for (const auto& p : j["supply"])
      if (p["card"] == "Spoils") spoilsOutside = p.value("inSupply", true) == false;
    QVERIFY(spoilsOutside);
    QVERIFY(loadPosition(saved).s == g.s);

    // After a Spoils was gained and a Hovel trashed.
    auto played = fx::position(R"({"kingdom": ["Bandit Camp"], "shelters": true, "players": [
      {"hand": ["Bandit Camp", "Hovel", "Gold", "Gold"], "deck": ["Copper"]}, {}]})");
    MOVES(played, "play Bandit Camp", "play treasures", "buy Duchy", "choose Hovel");
    const std::string again = savePosition(played);
    QVERIFY(loadPosition(again).s == played.s);
    QVERIFY(!loadPosition(again).s.supply[size_t(played.pileIndex(id("Spoils")))].inSupply);
  }

  // A position that gives only the counts keeps the new game's piles as they are: the Spoils
  // pile stays outside the Supply; a hand-written pile list defaults to it too.
  void positions_with_pile_counts_keep_spoils_outside_the_supply() {
    auto g = fx::position(R"({"kingdom": ["Bandit Camp"], "supply": {"Spoils": 3}})");
    QVERIFY(!pile(g, "Spoils").inSupply);
    QCOMPARE(fx::pileCount(g, "Spoils"), 3);
    auto listed = fx::position(R"({"kingdom": ["Bandit Camp"], "supply": [
      {"card": "Copper", "count": 10}, {"card": "Bandit Camp", "count": 10},
      {"card": "Spoils", "count": 15}]})");
    QVERIFY(!pile(listed, "Spoils").inSupply);
    // A position without "shelters" starts its players with Estates.
    auto old = fx::position(R"({"kingdom": ["Village"]})");
    QVERIFY(!old.s.shelters);
    QCOMPARE(old.countOwned(0, cards::Estate), 3);
    QVERIFY(!nlohmann::json::parse(savePosition(old)).contains("shelters"));
    auto sheltered = fx::position(R"({"kingdom": ["Village"], "shelters": true})");
    QCOMPARE(sheltered.countOwned(0, cards::Estate), 0);
    QCOMPARE(sheltered.countOwned(1, id("Overgrown Estate")), 1);
  }
};

QTEST_APPLESS_MAIN(SetupCardsTest)
#include "setup_cards_test.moc"
