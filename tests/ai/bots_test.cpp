// The reference bots' rules (docs/ai.md) on hand-written positions, and the fallback policy.
#include "ai/bots.hpp"

#include <QTest>

#include "ai/knowledge.hpp"
#include "ai/policy.hpp"
#include "ai_fixture.hpp"

using namespace dom;
using aifx::position;

namespace {

// Player 0 in the Buy phase with `coins` and no Treasure in hand; `deck` lists the rest of
// what player 0 owns; `rest` adds fields to the position (kingdom, supply ...).
std::string buyPosition(int coins, const std::string& deck, const std::string& rest = "",
                        const std::string& other = "{}") {
  return R"({"players": [{"hand": ["Estate"], "deck": [)" + deck + R"(]}, )" + other +
         R"(], "turn": {"player": 0, "phase": "buy", "coins": )" + std::to_string(coins) + "}" +
         (rest.empty() ? "" : ", " + rest) + "}";
}

const char* kMoney18 = R"("Gold", "Gold", "Gold", "Gold", "Silver", "Silver", "Silver")";
const char* kMoney19 = R"("Gold", "Gold", "Gold", "Gold", "Silver", "Silver", "Silver", "Copper")";

// Plays the move and fails the test if it is refused.
void apply(Game& g, const std::string& text) {
  std::string error;
  auto m = parseMove(g, text, &error);
  QVERIFY2(m && g.apply(*m, &error), (text + ": " + error).c_str());
}

View syntheticView(DecisionKind kind) {
  View v;
  v.me = 0;
  v.current = 0;
  v.players.resize(2);
  for (auto& p : v.players) p.owned.assign(cardTable().size(), 0);
  v.deckCounts.assign(cardTable().size(), 0);
  v.decision.kind = kind;
  v.decision.player = 0;
  return v;
}

}  // namespace

class BotsTest : public QObject {
  Q_OBJECT
 private slots:
  void factory_lists_the_five_reference_bots_in_order() {
    const auto names = ai::playerNames();
    QVERIFY(names.size() >= 5);
    const std::vector<std::string> bots(names.begin(), names.begin() + 5);
    QCOMPARE(bots, (std::vector<std::string>{"Big Money", "Smithy Big Money", "Double Militia",
                                             "Double Witch", "Big Money Ultimate"}));
    for (const auto& n : names) {
      auto p = ai::makePlayer(n, 7);
      QVERIFY(p);
      QCOMPARE(std::string(p->name()), n);
    }
    QVERIFY(!ai::makePlayer("Nobody"));
    QVERIFY(ai::makePlayer("smithy big money"));  // case is ignored
  }

  void bots_name_the_kingdom_cards_they_use() {
    QVERIFY(ai::makePlayer("Big Money")->kingdomCards().empty());
    QVERIFY(ai::makePlayer("Big Money Ultimate")->kingdomCards().empty());
    QCOMPARE(ai::makePlayer("Smithy Big Money")->kingdomCards(), std::vector<CardId>{findCard("Smithy")});
    QCOMPARE(ai::makePlayer("Double Militia")->kingdomCards(), std::vector<CardId>{findCard("Militia")});
    QCOMPARE(ai::makePlayer("Double Witch")->kingdomCards(), std::vector<CardId>{findCard("Witch")});
  }

  void big_money_buys_province_only_when_its_money_exceeds_18() {
    ANSWERS("Big Money", position(buyPosition(8, kMoney18)), "buy Gold");
    ANSWERS("Big Money", position(buyPosition(8, kMoney19)), "buy Province");
  }

  void big_money_buys_duchy_over_gold_when_g_is_at_most_4() {
    ANSWERS("Big Money", position(buyPosition(6, kMoney18, R"("supply": {"Province": 5})")), "buy Gold");
    ANSWERS("Big Money", position(buyPosition(6, kMoney18, R"("supply": {"Province": 4})")), "buy Duchy");
    // G also counts the three smallest piles: 1 + 1 + 2 = 4 with 8 Provinces left.
    ANSWERS("Big Money",
            position(buyPosition(6, kMoney18, R"("supply": {"Curse": 1, "Estate": 1, "Duchy": 2})")),
            "buy Duchy");
  }

  void big_money_buys_duchy_over_silver_when_g_is_at_most_6() {
    ANSWERS("Big Money", position(buyPosition(5, kMoney18, R"("supply": {"Province": 7})")), "buy Silver");
    ANSWERS("Big Money", position(buyPosition(5, kMoney18, R"("supply": {"Province": 6})")), "buy Duchy");
  }

  void big_money_buys_estate_only_when_g_is_at_most_2() {
    ANSWERS("Big Money", position(buyPosition(2, kMoney18, R"("supply": {"Province": 3})")), "end");
    ANSWERS("Big Money", position(buyPosition(2, kMoney18, R"("supply": {"Province": 2})")), "buy Estate");
  }

  void big_money_ultimate_counts_provinces_left_instead_of_g() {
    const std::string piles = R"("supply": {"Curse": 1, "Estate": 1, "Duchy": 2})";  // G = 4, 8 Provinces
    ANSWERS("Big Money Ultimate", position(buyPosition(6, kMoney18, piles)), "buy Gold");
    ANSWERS("Big Money Ultimate", position(buyPosition(6, kMoney18, R"("supply": {"Province": 4})")),
            "buy Duchy");
    ANSWERS("Big Money Ultimate", position(buyPosition(8, kMoney19)), "buy Province");
  }

  void bots_play_their_treasures_before_buying() {
    auto g = position(R"({"players": [{"hand": ["Gold", "Gold", "Silver", "Estate", "Copper"]}, {}],
                          "turn": {"phase": "buy"}})");
    ANSWERS("Big Money", g, "play treasures");
    apply(g, "play treasures");
    QCOMPARE(int(g.s.turn.coins), 9);
    ANSWERS("Big Money", g, "buy Gold");  // M = 7 + 6 + 2 - 1 = 8 + the rest of a start: not above 18
  }

  void smithy_big_money_plays_smithy_and_big_money_plays_nothing() {
    auto g = position(
        R"({"kingdom": ["Smithy"], "players": [{"hand": ["Smithy", "Copper", "Copper", "Estate", "Copper"],
                          "deck": ["Copper", "Copper", "Copper", "Estate", "Estate"]}, {}]})");
    ANSWERS("Smithy Big Money", g, "play Smithy");
    ANSWERS("Big Money", g, "end");
  }

  void smithy_big_money_buys_a_second_smithy_only_with_16_cards() {
    const std::string k = R"("kingdom": ["Smithy"])";
    const std::string thirteen =
        R"("Smithy", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper",
                                    "Copper", "Copper", "Copper", "Copper", "Copper", "Copper")";
    ANSWERS("Smithy Big Money", position(buyPosition(4, R"("Copper")", k)), "buy Smithy");  // none yet
    ANSWERS("Smithy Big Money", position(buyPosition(4, thirteen, k)), "buy Silver");       // 15 cards
    ANSWERS("Smithy Big Money", position(buyPosition(4, thirteen + R"(, "Copper")", k)), "buy Smithy");  // 16
    ANSWERS("Smithy Big Money",
            position(buyPosition(4, R"("Smithy", "Smithy")" + std::string(", ") + thirteen, k)),
            "buy Silver");
  }

  void smithy_big_money_buys_copper_when_g_is_at_most_3() {
    const std::string k = R"("kingdom": ["Smithy"], "supply": {"Province": 4})";
    ANSWERS("Smithy Big Money", position(buyPosition(2, R"("Smithy", "Smithy")", k)), "end");
    const std::string k3 = R"("kingdom": ["Smithy"], "supply": {"Province": 3})";
    ANSWERS("Smithy Big Money", position(buyPosition(1, R"("Smithy", "Smithy")", k3)), "buy Copper");
  }

  void double_militia_buys_two_militias_after_duchies() {
    const std::string k = R"("kingdom": ["Militia"])";
    ANSWERS("Double Militia", position(buyPosition(4, R"("Militia")", k)), "buy Militia");
    ANSWERS("Double Militia", position(buyPosition(4, R"("Militia", "Militia")", k)), "buy Silver");
    ANSWERS("Double Militia",
            position(buyPosition(5, R"("Militia")", R"("kingdom": ["Militia"], "supply": {"Province": 5})")),
            "buy Duchy");
  }

  void double_witch_buys_province_only_with_a_gold() {
    const std::string k = R"("kingdom": ["Witch"])";
    const std::string silvers =
        R"("Silver", "Silver", "Silver", "Silver", "Silver", "Silver", "Silver", "Silver", "Silver", "Silver")";
    ANSWERS("Double Witch", position(buyPosition(8, silvers, k)), "buy Witch");
    ANSWERS("Double Witch", position(buyPosition(8, silvers + R"(, "Witch", "Witch")", k)), "buy Gold");
    ANSWERS("Double Witch", position(buyPosition(8, silvers + R"(, "Gold")", k)), "buy Province");
  }

  void suicide_rule_refuses_the_last_province_when_it_would_lose() {
    // Player 1 has 12 VP; player 0 would have 1 + 6.
    const std::string ahead =
        R"({"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"], "deck": ["Province", "Province"]})";
    ANSWERS("Smithy Big Money", position(buyPosition(8, kMoney19, R"("supply": {"Province": 1})", ahead)),
            "buy Duchy");
    // With more Provinces left the same buy does not end the game.
    ANSWERS("Smithy Big Money", position(buyPosition(8, kMoney19, R"("supply": {"Province": 2})", ahead)),
            "buy Province");
  }

  void suicide_rule_takes_a_tie_but_not_a_loss_on_turns() {
    // 7 VP each after the buy. Player 0 went second (equal turns): a tie, so it buys; had it
    // gone first it would have had one turn more and lost.
    const std::string other =
        R"({"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"], "deck": ["Province", "Estate"], "turnsTaken": 10})";
    auto pos = [&](int myTurns, int first) {
      std::string p = buyPosition(
          8, kMoney19, R"("supply": {"Province": 1}, "firstPlayer": )" + std::to_string(first), other);
      p.replace(p.find(R"("deck": [)"), 0, R"("turnsTaken": )" + std::to_string(myTurns) + ", ");
      return p;
    };
    ANSWERS("Smithy Big Money", position(pos(10, 1)), "buy Province");
    ANSWERS("Smithy Big Money", position(pos(11, 0)), "buy Duchy");
  }

  void suicide_rule_covers_the_last_card_of_a_third_pile() {
    const std::string piles = R"("supply": {"Curse": 0, "Estate": 0, "Duchy": 1})";
    const std::string ahead =
        R"({"hand": ["Copper", "Copper", "Copper", "Copper", "Copper"], "deck": ["Province", "Province"]})";
    ANSWERS("Big Money", position(buyPosition(5, kMoney18, piles, ahead)), "buy Silver");
    ANSWERS("Big Money", position(buyPosition(5, kMoney18, piles)), "buy Duchy");  // 4 VP against 3: a win
  }

  void militia_victims_discard_in_the_reference_order() {
    struct Case {
      const char* hand;
      const char* discards;
    } cases[] = {
        {R"("Gold", "Silver", "Copper", "Estate", "Province")", "choose Province, Estate"},
        {R"("Estate", "Curse", "Province", "Duchy", "Gold")", "choose Duchy, Province"},
        {R"("Estate", "Curse", "Gold", "Silver", "Copper")", "choose Curse, Estate"},
        {R"("Gold", "Smithy", "Silver", "Copper", "Copper")", "choose Copper, Copper"},
        {R"("Gold", "Witch", "Smithy", "Silver", "Gold")", "choose Silver, Smithy"},
        {R"("Gold", "Witch", "Smithy", "Gold", "Gold")", "choose Smithy, Witch"},
    };
    for (const Case& c : cases) {
      auto g = position(R"({"kingdom": ["Militia", "Smithy", "Witch"], "players": [
        {"hand": ["Militia", "Copper", "Copper", "Copper", "Copper"]}, {"hand": [)" +
                        std::string(c.hand) + "]}]}");
      apply(g, "play Militia");
      QCOMPARE(int(g.decision().player), 1);
      for (const char* bot : {"Big Money", "Smithy Big Money", "Double Witch"}) ANSWERS(bot, g, c.discards);
    }
  }

  void bots_reveal_moat_to_an_attack_once() {
    auto g = position(R"({"kingdom": ["Militia", "Moat"], "players": [
      {"hand": ["Militia", "Copper", "Copper", "Copper", "Copper"]},
      {"hand": ["Moat", "Estate", "Copper", "Copper", "Gold"]}]})");
    apply(g, "play Militia");
    ANSWERS("Big Money", g, "choose Moat");
    apply(g, "choose Moat");
    QCOMPARE(g.decision().kind, DecisionKind::BuyPhase);
    QCOMPARE(g.player(1).hand().size(), size_t(5));
  }

  void fallback_trashes_curses_and_estates_but_keeps_coppers_when_poor() {
    auto g = position(R"({"kingdom": ["Chapel"], "players": [
      {"hand": ["Chapel", "Curse", "Estate", "Copper", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    apply(g, "play Chapel");
    ANSWERS("Big Money", g, "choose Curse, Estate");
    // With Gold owned, Coppers beyond the starting money go too.
    auto rich = position(R"({"kingdom": ["Chapel"], "players": [
      {"hand": ["Chapel", "Curse", "Estate", "Copper", "Copper"], "deck": ["Gold", "Gold", "Copper", "Copper", "Copper"]}, {}]})");
    apply(rich, "play Chapel");
    ANSWERS("Big Money", rich, "choose Curse, Estate, Copper, Copper");
  }

  void fallback_cellar_discards_dead_cards_only() {
    auto g = position(R"({"kingdom": ["Cellar"], "players": [
      {"hand": ["Cellar", "Province", "Estate", "Copper", "Gold"], "deck": ["Copper", "Copper", "Copper"]}, {}]})");
    apply(g, "play Cellar");
    ANSWERS("Big Money", g, "choose Province, Estate");
  }

  void fallback_throne_room_picks_the_best_action() {
    auto g = position(R"({"kingdom": ["Throne Room", "Smithy", "Village"], "players": [
      {"hand": ["Throne Room", "Village", "Smithy", "Copper", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    apply(g, "play Throne Room");
    ANSWERS("Big Money", g, "choose Smithy");
  }

  void fallback_answers_options_names_and_piles_legally() {
    ai::Fallback f;
    View v = syntheticView(DecisionKind::SelectOption);
    v.decision.options = {
        {Text::OptionPlusCard}, {Text::OptionPlusAction}, {Text::OptionPlusBuy}, {Text::OptionPlusCoins, 1}};
    v.decision.min = v.decision.max = 2;
    Move m = f.decide(v);
    QVERIFY(ai::isLegal(v, m));
    QCOMPARE(m.picks.size(), size_t(2));
    QVERIFY(std::find(m.picks.begin(), m.picks.end(), 3) != m.picks.end());  // +$1 is taken
    v.decision.options = {{Text::OptionDiscardCards, 2}, {Text::OptionGainCurseToHand}};
    v.decision.min = v.decision.max = 1;
    m = f.decide(v);
    QVERIFY(ai::isLegal(v, m));
    QCOMPARE(m.picks, std::vector<int32_t>{0});
    v.decision.distinct = false;
    v.decision.options = {{Text::OptionTop}};
    v.decision.min = v.decision.max = 3;
    QVERIFY(ai::isLegal(v, f.decide(v)));

    View n = syntheticView(DecisionKind::NameCard);
    n.decision.min = n.decision.max = 1;
    for (CardId c = 0; c < CardId(cardTable().size()); ++c) n.decision.choices.push_back(c);
    n.deckCounts[size_t(cards::Silver)] = 3;
    n.deckCounts[size_t(cards::Copper)] = 2;
    QCOMPARE(f.decide(n).picks, std::vector<int32_t>{cards::Silver});

    View p = syntheticView(DecisionKind::SelectPile);
    for (CardId c = cards::Copper; c <= cards::Curse; ++c)
      p.supply.push_back({.card = c, .top = c, .count = 5, .cost = card(c).cost});
    p.decision.id = Text::GainCostingUpTo;
    p.decision.args = {4};
    p.decision.min = 1;
    p.decision.max = 1;
    p.decision.choices = {int32_t(cards::Copper), int32_t(cards::Silver), int32_t(cards::Estate),
                          int32_t(cards::Curse)};
    QCOMPARE(f.decide(p).picks, std::vector<int32_t>{cards::Silver});
    p.decision.choices.clear();
    p.decision.min = 0;
    QVERIFY(ai::isLegal(p, f.decide(p)));
  }

  void legalize_repairs_illegal_choices() {
    View v = syntheticView(DecisionKind::SelectCards);
    v.decision.choices = {10, 11, 12};
    v.decision.min = v.decision.max = 2;
    QCOMPARE(ai::legalize(v, Move::choose({11, 11, 99})).picks, (std::vector<int32_t>{11, 10}));
    QCOMPARE(ai::legalize(v, Move::end()).picks, (std::vector<int32_t>{10, 11}));
    View b = syntheticView(DecisionKind::BuyPhase);
    QCOMPARE(ai::legalize(b, Move::buy(0)).kind, MoveKind::EndPhase);
  }

  void view_shows_cards_played_and_whether_a_card_was_bought() {
    auto g = position(R"({"kingdom": ["Militia"], "players": [
      {"hand": ["Militia", "Copper", "Copper", "Copper", "Copper"]}, {"hand": ["Copper", "Copper", "Copper"]}],
      "turn": {"buys": 2}})");
    apply(g, "play Militia");
    // The play as its instance and the card it was played as.
    QCOMPARE(view(g, 1).played, (std::vector<Played>{{g.player(0).inPlay()[0], findCard("Militia")}}));
    QVERIFY(!view(g, 0).bought);
    apply(g, "play treasures");
    apply(g, "buy Silver");
    QVERIFY(view(g, 0).bought);
    QVERIFY(view(g, 1).bought);
    ANSWERS("Big Money", g, "end");  // one buy a turn
  }

  void a_refilled_view_equals_a_fresh_one_and_scores_like_the_game() {
    Game g = Game::create({.kingdom = {findCard("Smithy"), findCard("Militia")}, .players = 3, .seed = 11});
    auto a = ai::makePlayer("Smithy Big Money"), b = ai::makePlayer("Double Militia"),
         c = ai::makePlayer("Big Money");
    ai::Player* seats[] = {a.get(), b.get(), c.get()};
    View reused;
    int decisions = 0;
    while (!g.isOver()) {
      const PlayerId p = g.decision().player;
      const View fresh = view(g, p);
      view(g, p, reused);
      QCOMPARE(reused.hand, fresh.hand);
      QCOMPARE(reused.deckCounts, fresh.deckCounts);
      QCOMPARE(reused.decision, fresh.decision);
      QCOMPARE(reused.decisionCards, fresh.decisionCards);
      QCOMPARE(reused.played, fresh.played);
      QCOMPARE(reused.trash, fresh.trash);
      QCOMPARE(reused.supply.size(), fresh.supply.size());
      for (size_t k = 0; k < fresh.supply.size(); ++k)
        QCOMPARE(reused.supply[k].count, fresh.supply[k].count);
      for (PlayerId q = 0; q < 3; ++q) {
        QCOMPARE(reused.players[size_t(q)].owned, fresh.players[size_t(q)].owned);
        QCOMPARE(reused.players[size_t(q)].inPlay, fresh.players[size_t(q)].inPlay);
        QCOMPARE(fresh.players[size_t(q)].vp, g.score(q));
        QCOMPARE(reused.players[size_t(q)].vp, g.score(q));
      }
      QVERIFY(g.apply(seats[size_t(p)]->decide(reused)));
      ++decisions;
    }
    QVERIFY(decisions > 50);
    // Variable VP (Gardens) counts once per copy.
    auto gardens = position(R"({"kingdom": ["Gardens"], "players": [{"hand": ["Gardens", "Gardens", "Estate"],
      "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper",
               "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]}, {}]})");
    QCOMPARE(view(gardens, 1).players[0].vp, 2 * 2 + 1);
    QCOMPARE(view(gardens, 1).players[0].vp, gardens.score(0));
  }

  void knowledge_reads_money_and_gains_to_end() {
    auto g = position(buyPosition(6, kMoney19, R"("supply": {"Province": 5, "Curse": 1})"));
    const View v = view(g, 0);
    QCOMPARE(ai::moneyOwned(v), 19);
    QCOMPARE(ai::cardsOwned(v), 9);
    QCOMPARE(ai::gainsToEnd(v), 5);
    QCOMPARE(ai::pileCount(v, cards::Curse), 1);
  }
};

QTEST_APPLESS_MAIN(BotsTest)
#include "bots_test.moc"
