// Players spend their tokens: a Villager when out of Actions with an Action in hand, Debt paid off
// once the Treasures are played (it forbids buying), Coffers when they reach a dearer card.
#include <QTest>

#include "ai/policy.hpp"
#include "ai_fixture.hpp"

using namespace dom;

namespace {

std::string fallbackAnswer(const Game& g) {
  ai::Fallback f;
  const Move m = f.decide(view(g, g.decision().player));
  std::string error;
  if (!g.isLegal(m, &error)) return "ILLEGAL: " + error;
  return formatMove(g, m);
}

}  // namespace

class TokenSpendingTest : public QObject {
  Q_OBJECT
 private slots:
  void players_spend_a_villager_when_out_of_actions() {
    auto g = aifx::after(aifx::game(R"("Lackeys")", R"({"hand": ["Lackeys", "Lackeys"],
      "deck": ["Copper", "Copper", "Copper", "Copper"], "villagers": 1})"), {"play Lackeys"});
    ANSWERS("Easy", g, "villager");
    ANSWERS("Medium", g, "villager");
    QCOMPARE(QString::fromStdString(fallbackAnswer(g)), QString("villager"));
  }

  void players_keep_villagers_while_actions_are_left() {
    auto g = aifx::position(aifx::game(R"("Lackeys")", R"({"hand": ["Lackeys"], "deck": [], "villagers": 2})"));
    ANSWERS("Easy", g, "play Lackeys");
    ANSWERS("Medium", g, "play Lackeys");
  }

  void players_pay_off_debt_after_playing_treasures() {
    auto g = aifx::position(aifx::game(R"("Engineer")", R"({"hand": ["Gold", "Silver"], "deck": [], "debt": 4})",
                                       R"(, "turn": {"phase": "buy"})"));
    ANSWERS("Easy", g, "play treasures");
    g = aifx::after(aifx::game(R"("Engineer")", R"({"hand": ["Gold", "Silver"], "deck": [], "debt": 4})",
                               R"(, "turn": {"phase": "buy"})"),
                    {"play treasures"});
    ANSWERS("Easy", g, "pay debt 4");
    ANSWERS("Medium", g, "pay debt 4");
    QCOMPARE(QString::fromStdString(fallbackAnswer(g)), QString("pay debt 4"));
  }

  void players_spend_coffers_to_reach_a_dearer_card() {
    auto g = aifx::position(aifx::game(R"("Candlestick Maker")", R"({"hand": [], "deck": [], "coffers": 3})",
                                       R"(, "turn": {"phase": "buy", "coins": 6})"));
    ANSWERS("Easy", g, "coffers 2");
    QCOMPARE(QString::fromStdString(fallbackAnswer(g)), QString("coffers 2"));
  }

  void players_keep_coffers_that_buy_nothing_better() {
    auto g = aifx::position(aifx::game(R"("Candlestick Maker")", R"({"hand": [], "deck": [], "coffers": 1})",
                                       R"(, "turn": {"phase": "buy", "coins": 8})"));
    ANSWERS("Easy", g, "buy Province");
    QCOMPARE(QString::fromStdString(fallbackAnswer(g)), QString("buy Province"));
  }
};

QTEST_APPLESS_MAIN(TokenSpendingTest)
#include "token_spending_test.moc"
