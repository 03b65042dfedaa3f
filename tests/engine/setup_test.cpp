// Set-up options and the cards that prove them: Prosperity's Platinum and Colony, Young Witch's
// Bane (Cornucopia) and Trade Route's tokens (Prosperity, 1st edition). Rulings cite the Card
// Reference (complete rules, chapter VI: "Card ①") and the rules' Special setup.
#include <nlohmann/json.hpp>

#include "engine/kingdom.hpp"
#include "engine/log_text.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::ids;
using fx::logged;
using fx::names;
using fx::pileNames;

namespace {

const std::vector<CardId> kTen = ids({"Cellar", "Moat", "Village", "Smithy", "Militia", "Market",
                                      "Mine", "Laboratory", "Festival", "Witch"});

int tokens(const Game& g, const char* pile, PileToken t) {
  return g.s.supply[size_t(g.pileIndex(findCard(pile)))].tokens[size_t(t)];
}


std::vector<std::string> logLines(const Game& g) {
  std::vector<std::string> out;
  for (const Event& e : g.s.events)
    if (std::string line = describeEvent(e); !line.empty()) out.push_back(line);
  return out;
}

bool logHas(const Game& g, const std::string& line) {
  const auto lines = logLines(g);
  return std::find(lines.begin(), lines.end(), line) != lines.end();
}

}  // namespace

class SetupTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- Platinum and Colony ------------------------------------------------------------------

  void platinum_and_colony_are_basic_cards_not_kingdom_cards() {
    QCOMPARE(findCard("Platinum"), cards::Platinum);
    QCOMPARE(findCard("Colony"), cards::Colony);
    QVERIFY(!card(cards::Platinum).isKingdom());
    QVERIFY(!card(cards::Colony).isKingdom());
    QCOMPARE(card(cards::Colony).set, CardSet::Prosperity);
    // The randomizer offers Prosperity for its Kingdom cards; Platinum and Colony are never drawn.
    const std::vector<CardSet> offered = kingdomSets();
    QVERIFY(std::find(offered.begin(), offered.end(), CardSet::Prosperity) != offered.end());
    const KingdomResult p = generateKingdom({.sets = {{CardSet::Prosperity, BothEditions}}}, 3);
    QVERIFY(p.ok());
    for (CardId c : p.cards) QVERIFY(c != cards::Platinum && c != cards::Colony);
    QCOMPARE(card(cards::Platinum).plus.coins, int8_t(5));
    QCOMPARE(card(cards::Colony).vp, int8_t(10));
    KingdomResult k = generateKingdom({.sets = {{CardSet::Base, BothEditions}}}, 7);
    QVERIFY(k.ok());
    QVERIFY(std::find(k.cards.begin(), k.cards.end(), cards::Platinum) == k.cards.end());
  }

  // Rules, Special setup (Prosperity): 12 Platinum, and 12 Colonies (8 with 2 players), with
  // the basic piles.
  void a_game_with_colonies_has_platinum_and_colony_piles() {
    Game g = Game::create({.kingdom = kTen, .players = 2, .seed = 1, .colonies = true});
    QCOMPARE(fx::pileCount(g, "Platinum"), 12);
    QCOMPARE(fx::pileCount(g, "Colony"), 8);
    const auto piles = pileNames(g);
    SAME(std::vector<std::string>(piles.begin(), piles.begin() + 9), "Copper", "Silver", "Gold",
         "Platinum", "Estate", "Duchy", "Province", "Colony", "Curse");
    Game three = Game::create({.kingdom = kTen, .players = 3, .seed = 1, .colonies = true});
    QCOMPARE(fx::pileCount(three, "Colony"), 12);
    QCOMPARE(fx::pileCount(three, "Platinum"), 12);
  }

  void a_game_without_colonies_has_neither_pile() {
    Game g = Game::create({.kingdom = kTen, .players = 2, .seed = 1});
    QCOMPARE(g.pileIndex(cards::Platinum), -1);
    QCOMPARE(g.pileIndex(cards::Colony), -1);
    QCOMPARE(g.s.supply.size(), size_t(17));
  }

  void platinum_gives_five_coins() {
    auto g =
        fx::position(R"({"colonies": true, "players": [{"hand": ["Platinum"], "deck": []}, {}]})");
    MOVES(g, "play treasures");
    QCOMPARE(g.s.turn.coins, int16_t(5));
  }

  // Rules, End of the game: with Colonies, an empty Colony pile ends the game too.
  void the_game_ends_when_the_colony_pile_is_empty() {
    auto g = fx::position(R"({"colonies": true, "supply": {"Colony": 1}, "players": [
      {"hand": ["Platinum", "Platinum", "Copper"], "deck": []}, {"hand": [], "deck": []}]})");
    MOVES(g, "play treasures", "buy Colony");
    QVERIFY(g.isOver());
    QCOMPARE(g.results()[0].vp, 10);
    QVERIFY(g.results()[0].winner);
  }

  void one_empty_pile_other_than_colony_or_province_does_not_end_it() {
    auto g = fx::position(R"({"colonies": true, "supply": {"Platinum": 1}, "players": [
      {"hand": ["Platinum", "Platinum"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Platinum");
    QVERIFY(!g.isOver());
  }

  void positions_keep_colonies_and_older_ones_load_without() {
    Game g = Game::create({.kingdom = kTen, .players = 2, .seed = 3, .colonies = true});
    const std::string saved = savePosition(g);
    QVERIFY(nlohmann::json::parse(saved).value("colonies", false));
    QVERIFY(loadPosition(saved).s == g.s);
    // A position written before the option: no "colonies", no piles.
    auto old = fx::position(R"({"version": 2, "kingdom": ["Village"]})");
    QCOMPARE(old.pileIndex(cards::Colony), -1);
    QVERIFY(!nlohmann::json::parse(savePosition(old)).contains("colonies"));
  }

  // Rules, Special setup: decided by whether a randomly chosen one of the 10 is from Prosperity.
  void a_random_kingdom_uses_colonies_by_its_proportion_of_prosperity_cards() {
    const std::vector<CardId> none = kTen;
    auto prosperity = ids({"Watchtower", "Talisman", "Hoard", "Trade Route"});
    std::vector<CardId> half(kTen.begin(), kTen.begin() + 6);
    half.insert(half.end(), prosperity.begin(), prosperity.end());
    int withHalf = 0;
    for (uint64_t seed = 0; seed < 1000; ++seed) {
      QVERIFY(!useColonies(none, seed));
      QVERIFY(useColonies(prosperity, seed));
      withHalf += useColonies(half, seed);
    }
    QVERIFY2(withHalf > 320 && withHalf < 480, qPrintable(QString::number(withHalf)));  // 4 in 10
  }

  void kingdom_files_say_colonies_and_bane() {
    const auto parsed = parseKingdomJson(R"({"format": "dominion-kingdom", "version": 1,
      "cards": ["Young Witch", "Village"], "colonies": true, "bane": "Cellar"})");
    QVERIFY2(parsed.ok(), parsed.error.c_str());
    QVERIFY(parsed.kingdom->colonies);
    QCOMPARE(parsed.kingdom->bane, findCard("Cellar"));
    const auto again = parseKingdomJson(kingdomToJson(*parsed.kingdom));
    QVERIFY(again.ok());
    QVERIFY(again.kingdom->colonies);
    QCOMPARE(again.kingdom->bane, findCard("Cellar"));
    // Left out: neither.
    const auto plain =
        parseKingdomJson(R"({"format": "dominion-kingdom", "version": 1, "cards": ["Village"]})");
    QVERIFY(plain.ok());
    QVERIFY(!plain.kingdom->colonies);
    QCOMPARE(plain.kingdom->bane, NoCard);
    QVERIFY(!nlohmann::json::parse(kingdomToJson(*plain.kingdom)).contains("bane"));
    // A Bane must cost $2 or $3 and not be one of the cards.
    QVERIFY(
        !parseKingdomJson(R"({"format": "dominion-kingdom", "version": 1, "cards": ["Young Witch"],
      "bane": "Gold"})")
             .ok());
    QVERIFY(
        !parseKingdomJson(R"({"format": "dominion-kingdom", "version": 1, "cards": ["Young Witch"],
      "bane": "Smithy"})")
             .ok());
    QVERIFY(!parseKingdomJson(
                 R"({"format": "dominion-kingdom", "version": 1, "cards": ["Young Witch", "Cellar"],
      "bane": "Cellar"})")
                 .ok());
  }

  // ---- Young Witch and the Bane -------------------------------------------------------------

  // Rules, Special setup (Cornucopia): an extra Kingdom pile costing $2 or $3, chosen at random.
  void young_witch_adds_a_random_bane_pile_costing_two_or_three() {
    std::vector<CardId> kingdom = kTen;
    kingdom.back() = findCard("Young Witch");
    for (uint64_t seed = 0; seed < 20; ++seed) {
      Game g = Game::create({.kingdom = kingdom, .players = 2, .seed = seed});
      QVERIFY(g.s.bane != NoCard);
      QVERIFY(std::find(kingdom.begin(), kingdom.end(), g.s.bane) == kingdom.end());
      QVERIFY(card(g.s.bane).isKingdom());
      const Cost cost = card(g.s.bane).printedCost();
      QVERIFY(cost == 2 || cost == 3);
      QCOMPARE(g.s.kingdom.size(), size_t(11));
      // A pile like the other Kingdom piles (a Victory one, Great Hall, has 8 with 2 players).
      QCOMPARE(int(g.s.supply[size_t(g.pileIndex(g.s.bane))].cards.size()),
               card(g.s.bane).is(Victory) ? 8 : 10);
    }
    Game none = Game::create({.kingdom = kTen, .players = 2, .seed = 1});
    QCOMPARE(none.s.bane, NoCard);
  }

  void a_chosen_bane_is_used() {
    Game g = Game::create({.kingdom = ids({"Young Witch", "Village"}),
                           .players = 2,
                           .seed = 1,
                           .bane = findCard("Pawn")});
    QCOMPARE(g.s.bane, findCard("Pawn"));
    QVERIFY(g.pileIndex(findCard("Pawn")) >= 0);
    const std::string saved = savePosition(g);
    QCOMPARE(nlohmann::json::parse(saved).value("bane", ""), std::string("Pawn"));
    QVERIFY(loadPosition(saved).s == g.s);
  }

  // The Bane pile is a Supply pile like the others: it counts for the three-pile ending.
  void the_bane_pile_counts_for_the_three_pile_ending() {
    auto g = fx::position(R"({"kingdom": ["Young Witch", "Village", "Smithy"], "bane": "Cellar",
      "supply": {"Cellar": 1, "Village": 0, "Smithy": 0}, "players": [{"hand": ["Copper", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Cellar");
    QVERIFY(g.isOver());
  }

  // Young Witch ③: draw 2, discard 2, then those without a Bane gain a Curse.
  void young_witch_discards_two_and_the_others_gain_a_curse() {
    auto g = logged(R"({"kingdom": ["Young Witch"], "bane": "Cellar", "players": [
      {"hand": ["Young Witch", "Estate", "Copper"], "deck": ["Estate", "Silver"]}, {"hand": ["Copper"], "deck": []},
      {"hand": ["Village"], "deck": []}]})");
    MOVES(g, "play Young Witch");
    QCOMPARE(g.decision().id, Text::DiscardCards);
    MOVES(g, "choose Estate, Estate");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Silver");
    SAME(names(g, 1, Zone::Discard), "Curse");
    SAME(names(g, 2, Zone::Discard), "Curse");
  }

  // Young Witch ③: a player with a Bane in hand may reveal it and gains no Curse.
  void a_revealed_bane_blocks_the_curse() {
    auto g = logged(R"({"kingdom": ["Young Witch"], "bane": "Cellar", "players": [
      {"hand": ["Young Witch", "Estate", "Estate", "Copper"], "deck": []},
      {"hand": ["Cellar", "Copper"], "deck": []}]})");
    MOVES(g, "play Young Witch", "choose Estate, Estate");
    QCOMPARE(g.decision().player, PlayerId(1));
    QCOMPARE(g.decision().id, Text::MayRevealBane);
    QCOMPARE(int(g.decision().args[0]), int(findCard("Cellar")));
    MOVES(g, "choose Cellar");
    QVERIFY(names(g, 1, Zone::Discard).empty());
    SAME(fx::sorted(names(g, 1, Zone::Hand)), "Cellar", "Copper");
    QCOMPARE(promptText(Decision{.id = Text::MayRevealBane, .args = {findCard("Cellar")}}),
             std::string("Reveal a Bane card (Cellar) or gain a Curse"));
  }

  void a_bane_kept_hidden_lets_the_curse_come() {
    auto g = fx::position(R"({"kingdom": ["Young Witch"], "bane": "Cellar", "players": [
      {"hand": ["Young Witch"], "deck": []}, {"hand": ["Cellar"], "deck": []}]})");
    MOVES(g, "play Young Witch", "choose nothing");
    SAME(names(g, 1, Zone::Discard), "Curse");
  }

  // Young Witch ②: the Attack happens without 2 cards to discard.
  void young_witch_attacks_with_nothing_to_discard() {
    auto g = fx::position(R"({"kingdom": ["Young Witch"], "bane": "Cellar", "players": [
      {"hand": ["Young Witch"], "deck": ["Copper"]}, {"hand": [], "deck": []}]})");
    MOVES(g, "play Young Witch");
    QVERIFY(names(g, 0, Zone::Hand).empty());
    SAME(names(g, 0, Zone::Discard), "Copper");
    SAME(names(g, 1, Zone::Discard), "Curse");
  }

  // Young Witch ③: Reactions first. Moat as the Bane: revealed as a Reaction, no Curse and no
  // Bane question.
  void a_reaction_resolves_before_the_bane_is_asked() {
    auto g = fx::position(R"({"kingdom": ["Young Witch"], "bane": "Moat", "players": [
      {"hand": ["Young Witch"], "deck": []}, {"hand": ["Moat"], "deck": []}]})");
    MOVES(g, "play Young Witch");
    QCOMPARE(g.decision().player, PlayerId(1));
    QCOMPARE(g.decision().id, Text::RevealReaction);
    MOVES(g, "choose Moat");
    QVERIFY(names(g, 1, Zone::Discard).empty());
    QCOMPARE(g.current(), PlayerId(0));
  }

  // ---- Trade Route --------------------------------------------------------------------------

  // Rules, Special setup: a token on each Victory Supply pile.
  void trade_route_puts_a_token_on_each_victory_pile() {
    Game g = Game::create({.kingdom = ids({"Trade Route", "Gardens", "Village"}),
                           .players = 2,
                           .seed = 1,
                           .colonies = true});
    for (const char* pile : {"Estate", "Duchy", "Province", "Colony", "Gardens"})
      QVERIFY2(tokens(g, pile, PileToken::TradeRoute) == 1, pile);
    for (const char* pile : {"Copper", "Platinum", "Curse", "Village", "Trade Route"})
      QVERIFY2(tokens(g, pile, PileToken::TradeRoute) == 0, pile);
    QCOMPARE(g.s.tradeRouteMat, int16_t(0));
    Game without = Game::create({.kingdom = ids({"Gardens"}), .players = 2, .seed = 1});
    QCOMPARE(tokens(without, "Estate", PileToken::TradeRoute), 0);
  }

  // Trade Route ③: the first card gained from the pile moves its token to the mat, for good.
  void the_first_gain_from_a_victory_pile_moves_its_token_to_the_mat() {
    auto g = logged(R"({"kingdom": ["Trade Route"], "players": [
      {"hand": ["Copper", "Copper", "Copper", "Copper"], "deck": []}, {}], "turn": {"buys": 2}})");
    QCOMPARE(tokens(g, "Estate", PileToken::TradeRoute), 1);
    MOVES(g, "play treasures", "buy Estate");
    QCOMPARE(tokens(g, "Estate", PileToken::TradeRoute), 0);
    QCOMPARE(g.s.tradeRouteMat, int16_t(1));
    QVERIFY(logHas(g, "The Trade Route token on the Estate pile moves to the Trade Route mat."));
    MOVES(g, "buy Estate");
    QCOMPARE(g.s.tradeRouteMat, int16_t(1));
  }

  // Trade Route ①: +1 Buy and +$1 per token on the mat; then trash a card from the hand.
  void trade_route_gives_a_buy_a_coin_per_token_and_trashes() {
    auto g = fx::position(R"({"kingdom": ["Trade Route"], "tradeRouteMat": 2, "players": [
      {"hand": ["Trade Route", "Estate", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play Trade Route");
    QCOMPARE(g.decision().id, Text::TrashCardFromHand);
    MOVES(g, "choose Estate");
    SAME(fx::trash(g), "Estate");
    QCOMPARE(g.s.turn.coins, int16_t(2));
    QCOMPARE(g.s.turn.buys, int16_t(2));
  }

  // Trade Route ②: the Buy and the coins come even with nothing to trash.
  void trade_route_with_an_empty_hand_still_gives_buy_and_coins() {
    auto g = fx::position(R"({"kingdom": ["Trade Route"], "tradeRouteMat": 1, "players": [
      {"hand": ["Trade Route"], "deck": []}, {}]})");
    MOVES(g, "play Trade Route");
    QVERIFY(g.s.trash.empty());
    QCOMPARE(g.s.turn.coins, int16_t(1));
    QCOMPARE(g.s.turn.buys, int16_t(2));
  }

  // Trade Route ④: trashing a Victory card from the Supply (Lurker) does not move the token.
  void trashing_from_the_supply_leaves_the_token() {
    auto g = fx::position(R"({"kingdom": ["Trade Route", "Lurker", "Nobles"], "players": [
      {"hand": ["Lurker"], "deck": []}, {}]})");
    MOVES(g, "play Lurker", "choose 1", "choose Nobles");
    QCOMPARE(g.s.trash.size(), size_t(1));
    QCOMPARE(tokens(g, "Nobles", PileToken::TradeRoute), 1);
    QCOMPARE(g.s.tradeRouteMat, int16_t(0));
  }

  void positions_keep_the_trade_route_mat_and_tokens() {
    auto g = fx::position(R"({"kingdom": ["Trade Route"], "players": [
      {"hand": ["Copper", "Copper"], "deck": []}, {}]})");
    MOVES(g, "play treasures", "buy Estate");
    const std::string saved = savePosition(g);
    const auto j = nlohmann::json::parse(saved);
    QCOMPARE(j.value("tradeRouteMat", 0), 1);
    QVERIFY(loadPosition(saved).s == g.s);
  }
};

QTEST_APPLESS_MAIN(SetupTest)
#include "setup_test.moc"
