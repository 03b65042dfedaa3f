// Cornucopia: Tournament and the five Prizes beside the Supply (the rules' Special setup), with
// the Card Reference (complete rules, chapter VI: "Tournament ①", "Followers ④").
#include <algorithm>
#include <nlohmann/json.hpp>

#include "engine/log_text.hpp"
#include "engine/view.hpp"
#include "fixture.hpp"

using namespace dom;
using fx::id;
using fx::ids;
using fx::logged;
using fx::logHas;
using fx::names;
using fx::pile;

namespace {

const std::vector<std::string> kPrizes = {"Bag of Gold", "Diadem", "Followers", "Princess",
                                          "Trusty Steed"};

// The turn goes on: no card asks anything (the Action phase, or the Buy phase once no Action
// card is left to play).
bool noCardQuestion(const Game& g) {
  return g.decision().kind == DecisionKind::ActionPhase ||
         g.decision().kind == DecisionKind::BuyPhase;
}

bool offered(const Game& g, const char* pileCard) {
  const auto& c = g.decision().choices;
  return std::find(c.begin(), c.end(), g.pileIndex(id(pileCard))) != c.end();
}

}  // namespace

class CornucopiaCardsTest : public QObject {
  Q_OBJECT
 private slots:
  // ---- The Prizes beside the Supply ---------------------------------------------------------

  // Rules, Special setup (Cornucopia): with Tournament, the 5 different Prizes outside the
  // Supply, each its own one-card pile, after the Kingdom piles.
  void tournament_sets_up_the_five_prizes_beside_the_supply() {
    Game g = Game::create({.kingdom = ids({"Tournament", "Village"}), .players = 3, .seed = 4});
    const auto names = fx::pileNames(g);
    const auto first = std::find(names.begin(), names.end(), kPrizes[0]);
    QVERIFY(first != names.end());
    QCOMPARE(std::vector<std::string>(first, names.end()), kPrizes);
    for (const std::string& prize : kPrizes) {
      QCOMPARE(fx::pileCount(g, prize.c_str()), 1);
      QVERIFY(!pile(g, prize.c_str()).inSupply);
    }
    Game plain = Game::create({.kingdom = ids({"Village"}), .players = 2, .seed = 4});
    for (const std::string& prize : kPrizes) QCOMPARE(plain.pileIndex(id(prize.c_str())), -1);
  }

  // The Prizes are Prize cards costing $0, never Kingdom cards (the randomizer, kingdoms and
  // positions never take one as a Kingdom card); Tournament is.
  void prizes_are_zero_cost_prize_cards_outside_the_kingdom() {
    for (const std::string& prize : kPrizes) {
      const CardDef& d = card(id(prize.c_str()));
      QVERIFY2(d.is(Prize), prize.c_str());
      QCOMPARE(d.printedCost(), Cost(0));
      QVERIFY(!d.isKingdom());
      QCOMPARE(d.set, CardSet::Cornucopia);
    }
    QVERIFY(card(id("Tournament")).isKingdom());
    QVERIFY(card(id("Diadem")).is(Treasure));
    QVERIFY(card(id("Followers")).is(Attack));
    QVERIFY(!position_ok(R"({"kingdom": ["Followers"]})"));
  }

  // A Prize is not in the Supply: never bought, never offered by "gain a card costing ...".
  void prizes_cannot_be_bought_or_gained_from_the_supply() {
    auto g = fx::position(R"({"kingdom": ["Tournament", "Workshop"], "players": [
      {"hand": ["Workshop", "Gold"], "deck": []}, {}]})");
    MOVES(g, "play Workshop");
    for (const std::string& prize : kPrizes) QVERIFY(!offered(g, prize.c_str()));
    MOVES(g, "choose Silver", "play treasures");
    REFUSED(g, "buy Princess");
    REFUSED(g, "buy Bag of Gold");
    for (const Move& m : g.legalMoves(1000).moves)
      if (m.kind == MoveKind::Buy) QVERIFY(!card(g.s.supply[size_t(m.arg)].card).is(Prize));
  }

  // Empty Prize piles are not Supply piles: they never count for the game's end.
  void empty_prize_piles_do_not_end_the_game() {
    auto g = fx::position(R"({"kingdom": ["Tournament", "Village", "Smithy"],
      "supply": {"Bag of Gold": 0, "Diadem": 0, "Followers": 0, "Village": 0, "Smithy": 0},
      "players": [{"hand": [], "deck": []}, {}]})");
    fx::endTurn(g);
    QVERIFY(!g.isOver());
  }

  // The view shows every Prize left (Tournament ④: the Prizes are always open to see).
  void the_view_shows_each_prize_beside_the_supply() {
    auto g = fx::position(R"({"kingdom": ["Tournament"], "supply": {"Diadem": 0},
      "players": [{}, {}]})");
    const View v = view(g, 1);
    int seen = 0;
    for (const PileView& p : v.supply) {
      if (!card(p.card).is(Prize)) continue;
      ++seen;
      QVERIFY(!p.inSupply);
      QCOMPARE(p.count, p.card == id("Diadem") ? 0 : 1);
    }
    QCOMPARE(seen, 5);
  }

  void positions_round_trip_the_prize_piles() {
    auto g = fx::position(R"({"kingdom": ["Tournament"], "supply": {"Followers": 0},
      "players": [{"hand": ["Tournament", "Province"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Tournament", "choose Province", "choose Princess");
    const Game back = loadPosition(savePosition(g));
    QVERIFY(back.s == g.s);
    QVERIFY(!back.s.supply[size_t(g.pileIndex(id("Princess")))].inSupply);
    QCOMPARE(fx::pileCount(back, "Princess"), 0);
    QCOMPARE(fx::pileCount(back, "Followers"), 0);
    QCOMPARE(fx::pileCount(back, "Trusty Steed"), 1);
  }

  // ---- Tournament ---------------------------------------------------------------------------

  // Tournament ②④: the Province is discarded and any Prize is gained onto the deck; ⑤: no
  // other player revealed, so +1 Card (the gained Prize) and +$1.
  void tournament_trades_a_province_for_any_prize_onto_the_deck() {
    auto g = logged(R"({"kingdom": ["Tournament"], "players": [
      {"hand": ["Tournament", "Province", "Copper"], "deck": ["Estate"]},
      {"hand": ["Copper", "Copper"]}]})");
    MOVES(g, "play Tournament");
    ASKS(g, SelectCards, 0, 0, 1);
    QCOMPARE(g.decision().id, Text::MayRevealProvince);
    MOVES(g, "choose Province");
    ASKS(g, SelectPile, 0, 1, 1);
    QCOMPARE(g.decision().id, Text::GainPrizeOrDuchy);
    for (const std::string& prize : kPrizes) QVERIFY(offered(g, prize.c_str()));
    QVERIFY(offered(g, "Duchy"));
    QCOMPARE(int(g.decision().choices.size()), 6);
    MOVES(g, "choose Followers");
    SAME(fx::gained(g, 0), "Followers");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Followers");
    SAME(names(g, 0, Zone::Discard), "Province");
    SAME(names(g, 0, Zone::Deck), "Estate");
    QCOMPARE(g.s.turn.coins, int16_t(1));
    QCOMPARE(g.s.turn.actions, int16_t(1));
    QCOMPARE(fx::pileCount(g, "Followers"), 0);
    QVERIFY(logHas(g, "Player 1 reveals Province."));
  }

  // Tournament ②: a Duchy instead, onto the deck.
  void tournament_may_gain_a_duchy_instead() {
    auto g = logged(R"({"kingdom": ["Tournament"], "players": [
      {"hand": ["Tournament", "Province"], "deck": []}, {"hand": ["Province"]}]})");
    MOVES(g, "play Tournament", "choose Province", "choose Province", "choose Duchy");
    SAME(fx::gained(g, 0), "Duchy");
    SAME(names(g, 0, Zone::Deck), "Duchy");
    QCOMPARE(g.s.turn.coins, int16_t(0));
  }

  // Tournament ④: a Prize already taken is not offered; ② with none left, a Duchy is the only
  // gain and is taken without a question.
  void tournament_offers_only_the_prizes_left() {
    auto g = logged(R"({"kingdom": ["Tournament"],
      "supply": {"Bag of Gold": 0, "Diadem": 0, "Followers": 0, "Princess": 0},
      "players": [{"hand": ["Tournament", "Tournament", "Province", "Province", "Village"],
                   "deck": ["Copper", "Copper"]}, {}]})");
    MOVES(g, "play Tournament", "choose Province");
    QVERIFY(offered(g, "Trusty Steed"));
    QVERIFY(offered(g, "Duchy"));
    QVERIFY(!offered(g, "Princess"));
    MOVES(g, "choose Trusty Steed", "play Tournament", "choose Province");
    SAME(fx::gained(g, 0), "Trusty Steed", "Duchy");
    SAME(names(g, 0, Zone::Hand), "Village", "Trusty Steed", "Duchy");
    // No Prize and no Duchy left: nothing is gained, the bonus still comes.
    auto empty = logged(R"({"kingdom": ["Tournament"],
      "supply": {"Bag of Gold": 0, "Diadem": 0, "Followers": 0, "Princess": 0,
                 "Trusty Steed": 0, "Duchy": 0},
      "players": [{"hand": ["Tournament", "Province"], "deck": ["Silver"]}, {}]})");
    MOVES(empty, "play Tournament", "choose Province");
    QVERIFY(fx::gained(empty, 0).empty());
    SAME(names(empty, 0, Zone::Hand), "Silver");
    SAME(names(empty, 0, Zone::Discard), "Province");
    QCOMPARE(empty.s.turn.coins, int16_t(1));
  }

  // Tournament ①⑤: another player revealing a Province takes away the +1 Card and +$1, whether
  // or not you revealed one; the others reveal in turn order and gain nothing.
  void another_players_province_cancels_the_bonus() {
    auto g = logged(R"({"kingdom": ["Tournament"], "players": [
      {"hand": ["Tournament"], "deck": ["Gold"]},
      {"hand": ["Province", "Copper"]}, {"hand": ["Province"]}]})");
    MOVES(g, "play Tournament");
    ASKS(g, SelectCards, 1, 0, 1);
    MOVES(g, "choose nothing");
    ASKS(g, SelectCards, 2, 0, 1);
    QCOMPARE(g.decision().id, Text::MayRevealProvince);
    MOVES(g, "choose Province");
    QVERIFY(noCardQuestion(g));
    QVERIFY(g.player(0).hand().empty());
    QCOMPARE(g.s.turn.coins, int16_t(0));
    SAME(names(g, 2, Zone::Hand), "Province");  // revealed, not discarded
    QVERIFY(fx::gained(g, 2).empty());
    QVERIFY(logHas(g, "Player 3 reveals Province."));
  }

  // Tournament ⑤: with no reveal at all, +1 Card and +$1; no one without a Province is asked.
  void tournament_without_provinces_draws_and_gives_a_coin() {
    auto g = fx::position(R"({"kingdom": ["Tournament"], "players": [
      {"hand": ["Tournament", "Copper"], "deck": ["Gold"]}, {"hand": ["Duchy"]}]})");
    MOVES(g, "play Tournament");
    QVERIFY(noCardQuestion(g));
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Copper", "Gold");
    QCOMPARE(g.s.turn.coins, int16_t(1));
    QCOMPARE(g.s.turn.actions, int16_t(1));
  }

  // Tournament ③: every player reveals before you gain; you may also keep your Province.
  void everyone_reveals_before_the_gain() {
    auto g = fx::position(R"({"kingdom": ["Tournament"], "players": [
      {"hand": ["Tournament", "Province"], "deck": []}, {"hand": ["Province"]}]})");
    MOVES(g, "play Tournament", "choose Province");
    ASKS(g, SelectCards, 1, 0, 1);
    SAME(names(g, 0, Zone::Hand), "Province");  // not discarded yet
    MOVES(g, "choose Province");
    ASKS(g, SelectPile, 0, 1, 1);
    MOVES(g, "choose Diadem");
    SAME(names(g, 0, Zone::Deck), "Diadem");
    // Declining: nothing gained, the Province stays in hand.
    auto keep = fx::position(R"({"kingdom": ["Tournament"], "players": [
      {"hand": ["Tournament", "Province"], "deck": ["Copper"]}, {}]})");
    MOVES(keep, "play Tournament", "choose nothing");
    SAME(fx::sorted(names(keep, 0, Zone::Hand)), "Copper", "Province");
    QCOMPARE(keep.s.turn.coins, int16_t(1));
  }

  // Throne Room plays Tournament twice: two Provinces make two Prizes.
  void throne_room_tournament_gains_two_prizes() {
    auto g = fx::position(R"({"kingdom": ["Tournament", "Throne Room"], "players": [
      {"hand": ["Throne Room", "Tournament", "Province", "Province"], "deck": []}, {}]})");
    MOVES(g, "play Throne Room", "choose Tournament", "choose Province", "choose Bag of Gold",
          "choose Province", "choose Princess");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Bag of Gold", "Princess");
    QCOMPARE(g.s.turn.coins, int16_t(2));
    QCOMPARE(g.s.turn.actions, int16_t(2));
  }

  // ---- The Prizes ---------------------------------------------------------------------------

  // Bag of Gold ①: +1 Action, a Gold onto the deck.
  void bag_of_gold_gains_a_gold_onto_the_deck() {
    auto g = logged(R"({"kingdom": ["Tournament"], "supply": {"Bag of Gold": 0}, "players": [
      {"hand": ["Bag of Gold"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Bag of Gold");
    QCOMPARE(g.s.turn.actions, int16_t(1));
    SAME(fx::gained(g, 0), "Gold");
    SAME(names(g, 0, Zone::Deck), "Gold", "Copper");
    auto none = logged(R"({"kingdom": ["Tournament"], "supply": {"Bag of Gold": 0, "Gold": 0},
      "players": [{"hand": ["Bag of Gold"], "deck": []}, {}]})");
    MOVES(none, "play Bag of Gold");
    QVERIFY(fx::gained(none, 0).empty());
  }

  // Diadem ①: $2, +$1 per Action left; playing it uses none.
  void diadem_gives_a_coin_per_unused_action() {
    auto g = fx::position(R"({"kingdom": ["Tournament", "Village"], "supply": {"Diadem": 0},
      "players": [{"hand": ["Village", "Diadem"], "deck": ["Copper"]}, {}]})");
    MOVES(g, "play Village", "play Diadem");
    QCOMPARE(g.s.turn.coins, int16_t(4));
    QCOMPARE(g.s.turn.actions, int16_t(2));
    // No Action card played: the one Action left gives $1.
    auto plain = fx::position(R"({"kingdom": ["Tournament"], "supply": {"Diadem": 0},
      "players": [{"hand": ["Diadem"], "deck": []}, {}]})");
    MOVES(plain, "play Diadem");
    QCOMPARE(plain.s.turn.coins, int16_t(3));
    // Every Action used: $2.
    auto used = fx::position(R"({"kingdom": ["Tournament", "Smithy"], "supply": {"Diadem": 0},
      "players": [{"hand": ["Smithy", "Diadem"], "deck": ["Estate", "Estate", "Estate"]}, {}]})");
    MOVES(used, "play Smithy", "play Diadem");
    QCOMPARE(used.s.turn.coins, int16_t(2));
  }

  // Followers ⑤④: +2 Cards, an Estate, then each other player gains a Curse and discards down
  // to 3, one player after the other.
  void followers_gives_each_other_player_a_curse_then_discards_them_down_to_three() {
    auto g = logged(R"({"kingdom": ["Tournament"], "supply": {"Followers": 0}, "players": [
      {"hand": ["Followers"], "deck": ["Copper", "Copper"]},
      {"hand": ["Copper", "Copper", "Estate", "Silver", "Gold"]},
      {"hand": ["Copper", "Copper"]}]})");
    MOVES(g, "play Followers");
    SAME(fx::gained(g, 0), "Estate");
    SAME(fx::gained(g, 1), "Curse");
    QVERIFY(fx::gained(g, 2).empty());  // player 2 discards before player 3 gains
    ASKS(g, SelectCards, 1, 2, 2);
    QCOMPARE(g.decision().id, Text::DiscardDownTo);
    MOVES(g, "choose Estate, Copper");
    SAME(fx::gained(g, 2), "Curse");
    QVERIFY(noCardQuestion(g));
    QCOMPARE(int(g.player(1).hand().size()), 3);
    QCOMPARE(int(g.player(2).hand().size()), 2);
    QCOMPARE(int(g.player(0).hand().size()), 2);
  }

  // Followers ②: with no Curse left, the others still discard down to 3.
  void followers_without_curses_still_discards() {
    auto g = logged(R"({"kingdom": ["Tournament"], "supply": {"Followers": 0, "Curse": 0},
      "players": [{"hand": ["Followers"], "deck": []},
                  {"hand": ["Copper", "Copper", "Copper", "Estate"]}]})");
    MOVES(g, "play Followers");
    QVERIFY(fx::gained(g, 1).empty());
    MOVES(g, "choose Estate");
    SAME(fx::sorted(names(g, 1, Zone::Hand)), "Copper", "Copper", "Copper");
  }

  // Followers is an Attack: a Moat keeps its owner from the Curse and the discard.
  void a_moat_blocks_followers() {
    auto g = logged(R"({"kingdom": ["Tournament", "Moat"], "supply": {"Followers": 0},
      "players": [{"hand": ["Followers"], "deck": []},
                  {"hand": ["Moat", "Copper", "Copper", "Copper", "Copper"]}]})");
    MOVES(g, "play Followers", "choose Moat");
    QVERIFY(fx::gained(g, 1).empty());
    QCOMPARE(int(g.player(1).hand().size()), 5);
  }

  // Princess ②: +1 Buy, and while it is in play every card costs $2 less (never below $0).
  void princess_lowers_every_cost_while_in_play() {
    auto g = fx::position(R"({"kingdom": ["Tournament", "Workshop"], "supply": {"Princess": 0},
      "players": [{"hand": ["Princess", "Silver", "Silver"], "deck": []}, {}]})");
    QCOMPARE(g.cost(cards::Province), Cost(8));
    MOVES(g, "play Princess");
    QCOMPARE(g.s.turn.buys, int16_t(2));
    QCOMPARE(g.cost(cards::Province), Cost(6));
    QCOMPARE(g.cost(cards::Copper), Cost(0));
    QCOMPARE(g.cost(cards::Silver), Cost(1));
    QCOMPARE(g.cost(id("Tournament")), Cost(2));
    MOVES(g, "play treasures", "buy Gold");
    QCOMPARE(g.s.turn.coins, int16_t(0));
    // It leaves play at the Clean-up: costs are back.
    fx::endTurn(g);
    QCOMPARE(g.cost(cards::Province), Cost(8));
  }

  // Princess ②: played twice by Throne Room it is one card in play: $2 less, not $4.
  void princess_played_twice_still_lowers_costs_by_two() {
    auto g = fx::position(R"({"kingdom": ["Tournament", "Throne Room"], "supply": {"Princess": 0},
      "players": [{"hand": ["Throne Room", "Princess"], "deck": []}, {}]})");
    MOVES(g, "play Throne Room", "choose Princess");
    QCOMPARE(g.s.turn.buys, int16_t(3));
    QCOMPARE(g.cost(cards::Province), Cost(6));
    QCOMPARE(g.cost(cards::Gold), Cost(4));
  }

  // Trusty Steed ①②: two different choices, done in the order printed.
  void trusty_steed_gives_two_different_chosen_bonuses() {
    auto g = fx::position(R"({"kingdom": ["Tournament"], "supply": {"Trusty Steed": 0},
      "players": [{"hand": ["Trusty Steed"], "deck": ["Gold", "Silver", "Copper"]}, {}]})");
    MOVES(g, "play Trusty Steed");
    ASKS(g, SelectOption, 0, 2, 2);
    QCOMPARE(g.decision().id, Text::ChooseTwo);
    QCOMPARE(int(g.decision().options.size()), 4);
    REFUSED(g, "choose +2 Cards, +2 Cards");
    REFUSED(g, "choose +$2");
    MOVES(g, "choose +$2, +2 Actions");
    QCOMPARE(g.s.turn.coins, int16_t(2));
    QCOMPARE(g.s.turn.actions, int16_t(2));
    QVERIFY(g.player(0).hand().empty());
  }

  // Trusty Steed ②③: +2 Cards first, then 4 Silvers gained and the deck put into the discard
  // pile (not discarded).
  void trusty_steed_draws_before_the_silvers_and_the_deck_into_the_discard_pile() {
    auto g = logged(R"({"kingdom": ["Tournament"], "supply": {"Trusty Steed": 0},
      "players": [{"hand": ["Trusty Steed"], "deck": ["Gold", "Silver", "Copper", "Estate"],
                   "discard": ["Duchy"]}, {}]})");
    MOVES(g, "play Trusty Steed", "choose 4, 1");
    SAME(fx::sorted(names(g, 0, Zone::Hand)), "Gold", "Silver");
    SAME(fx::gained(g, 0), "Silver", "Silver", "Silver", "Silver");
    QVERIFY(g.player(0).deck().empty());
    SAME(fx::sorted(names(g, 0, Zone::Discard)), "Copper", "Duchy", "Estate", "Silver", "Silver",
         "Silver", "Silver");
    // With 2 Silvers left, 2 are gained.
    auto few = logged(R"({"kingdom": ["Tournament"], "supply": {"Trusty Steed": 0, "Silver": 2},
      "players": [{"hand": ["Trusty Steed"], "deck": ["Copper"]}, {}]})");
    MOVES(few, "play Trusty Steed", "choose 3, 4");
    SAME(fx::gained(few, 0), "Silver", "Silver");
    QCOMPARE(few.s.turn.coins, int16_t(2));
    QVERIFY(few.player(0).deck().empty());
  }

  // Bag of Gold ②, Diadem ②, Followers ③, Princess ③, Trusty Steed ⑤: a Prize costs $0 for
  // any ability that reads its cost: a remodelled Prize gains a card costing up to $2.
  void a_remodelled_prize_gains_a_card_costing_up_to_two() {
    for (const std::string& prize : kPrizes) {
      auto g = fx::position(R"({"kingdom": ["Tournament", "Remodel", "Chapel", "Village"],
        "players": [{"hand": ["Remodel", "Copper", ")" + prize + R"("], "deck": []}, {}]})");
      MOVES(g, "play Remodel");
      QVERIFY2(fx::tryMove(g, "choose " + prize).empty(), prize.c_str());
      const auto& choices = g.decision().choices;
      auto offers = [&](const char* c) {
        return std::find(choices.begin(), choices.end(), g.pileIndex(id(c))) != choices.end();
      };
      QVERIFY2(offers("Chapel"), prize.c_str());        // $2
      QVERIFY2(offers("Estate"), prize.c_str());        // $2
      QVERIFY2(!offers("Village"), prize.c_str());      // $3
      QVERIFY2(!offers("Silver"), prize.c_str());       // $3
      QVERIFY2(!offers(prize.c_str()), prize.c_str());  // beside the Supply
      SAME(fx::trash(g), prize);
    }
  }

  // Tournament, its five Prizes and their texts (1st edition).
  void the_cards_have_their_texts() {
    QVERIFY(
        card(id("Tournament")).text.starts_with("+1 Action\nEach player may reveal a Province"));
    QCOMPARE(card(id("Tournament")).printedCost(), Cost(4));
    for (const std::string& prize : kPrizes)
      QVERIFY(card(id(prize.c_str())).text.ends_with("(This is not in the Supply.)"));
    QCOMPARE(std::string(render(Text::OptionGainSilversDeckIntoDiscard, {4})),
             std::string("Gain 4 Silvers and put your deck into your discard pile"));
  }

 private:
  static bool position_ok(const char* json) {
    try {
      loadPosition(json);
      return true;
    } catch (const PositionError&) {
      return false;
    }
  }
};

QTEST_APPLESS_MAIN(CornucopiaCardsTest)
#include "cornucopia_cards_test.moc"
