// Coffers, Villagers, Debt, Events, Projects, Ways and Reserves on the table, through the
// GameController as QML reads it: what a position shows, the intents that spend tokens, buy
// an Event or a Project and play a card using a Way, each sending its engine move, and the log's
// sentences for them.

#include <QtQml/qqmlextensionplugin.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>
#include <algorithm>

#include "engine/notation.hpp"
#include "game/gamecontroller.h"
#include "gametestsupport.h"
#include "playthroughintents.h"
#include "testsupport.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

using dominion::app::GameController;
using dominion::app::LandscapeModel;
using dominion::app::MatModel;
using dominion::test::act;
using dominion::test::cardId;
using dominion::test::handInst;
using dominion::test::position;

namespace {

// Seat 0's turn in `phase` with 2 Buys, this hand and these counters; Alice (seat 1) owes 3 Debt
// and has a cube on Fair. Landscapes: Alms (0), Fair (1), Way of the Ox (2).
std::string table(const char* hand, const char* phase = "action", const char* counters = "",
                  const char* tavern = "[]") {
  return std::string(
             R"({"kingdom": ["Candlestick Maker", "Lackeys", "Engineer", "Coin of the Realm",
      "Village", "Smithy", "Market", "Cellar", "Moat", "Festival"],
    "landscapes": ["Alms", {"card": "Fair", "owners": [1]}, "Way of the Ox"],
    "players": [
      {"hand": )") +
         hand + R"(, "deck": ["Copper", "Estate", "Copper", "Silver", "Copper"], "tavern": )" +
         tavern + counters + R"(},
      {"hand": ["Copper", "Copper", "Estate", "Estate", "Copper"], "deck": ["Copper"], "debt": 3}
    ], "turn": {"player": 0, "buys": 2, "phase": ")" +
         phase + R"("}})";
}

QStringList logTexts(const GameController& c) { return c.logModel()->texts(); }

bool logHas(const GameController& c, const char* line) {
  if (logTexts(c).contains(QString::fromUtf8(line))) return true;
  qWarning("log:\n%s", qPrintable(logTexts(c).join('\n')));
  return false;
}

int counter(const GameController& c, int seat, const char* key) {
  return c.playerModel()
      ->get(seat)
      .value(QStringLiteral("counters"))
      .toMap()
      .value(QLatin1String(key))
      .toInt();
}

void startAt(GameController& c, const std::string& json) {
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(json), 1);
}

}  // namespace

class TestLandscapesTable : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();

  void aPositionShowsLandscapesCountersAndTheTavern();
  void coffersAreSpentInTheBuyPhaseAndTakenBack();
  void villagersAreSpentInTheActionPhase();
  void debtIsPaidOffBeforeBuying();
  void debtToPayIsAsMuchAsTheCoinsAllow();
  void anEventGlowsAndIsBoughtOncePerTurn();
  void aProjectTakesTheBuyersCube();
  void anActionIsPlayedUsingAWay();
  void aReserveIsCalledFromTheTavern();
  void aKingdomWithLandscapesCanBeStartedByName();

 private:
  dominion::test::ScratchSettings m_settings;
};

void TestLandscapesTable::initTestCase() {
  QVERIFY(m_settings.isValid());
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_landscapestable"));
}

void TestLandscapesTable::aPositionShowsLandscapesCountersAndTheTavern() {
  GameController c(nullptr);
  startAt(c, table(R"(["Village", "Copper", "Copper", "Estate", "Estate"])", "action",
                   R"(, "coffers": 2, "villagers": 1)", R"(["Coin of the Realm"])"));
  QAbstractItemModelTester tester(c.landscapeModel(),
                                  QAbstractItemModelTester::FailureReportingMode::Fatal);
  QCOMPARE(c.property("landscapes").value<QObject*>(), c.landscapeModel());
  LandscapeModel* l = c.landscapeModel();
  QCOMPARE(l->count(), 3);
  QCOMPARE(l->get(0).value("cardId").toInt(), cardId("Alms"));
  QCOMPARE(l->get(0).value("kind").toString(), QStringLiteral("event"));
  QCOMPARE(l->get(0).value("cost").toInt(), 0);
  QCOMPARE(l->get(1).value("kind").toString(), QStringLiteral("project"));
  QCOMPARE(l->get(1).value("name").toString(), QStringLiteral("Fair"));
  QCOMPARE(l->get(1).value("cost").toInt(), 4);
  QCOMPARE(l->get(1).value("owners").toList(), QVariantList{1});
  QCOMPARE(l->get(2).value("kind").toString(), QStringLiteral("way"));
  QCOMPARE(l->get(2).value("landscape").toInt(), 2);
  // Nothing may be bought in the Action phase.
  for (int r = 0; r < 3; ++r) QVERIFY(!l->get(r).value("buyable").toBool());

  QCOMPARE(counter(c, 0, "coffers"), 2);
  QCOMPARE(counter(c, 0, "villagers"), 1);
  QCOMPARE(counter(c, 1, "debt"), 3);
  // Villagers in the Action phase; Coffers wait for the Buy phase.
  QCOMPARE(c.villagersToSpend(), 1);
  QCOMPARE(c.coffersToSpend(), 0);
  QCOMPARE(c.debtToPay(), 0);

  MatModel* mats = c.playerModel()->mats(0);
  const QVariantMap tavern = mats->get(mats->rowOfZone(int(dom::Zone::Tavern)));
  QCOMPARE(tavern.value("key").toString(), QStringLiteral("tavern"));
  QCOMPARE(tavern.value("cardCount").toInt(), 1);
  QCOMPARE(mats->cards(mats->rowOfZone(int(dom::Zone::Tavern)))->cards().at(0).cardId,
           cardId("Coin of the Realm"));
  QCOMPARE(dominion::test::compareWithView(c), QString());
  QCOMPARE(c.reconcileFixes(), 0);
}

void TestLandscapesTable::coffersAreSpentInTheBuyPhaseAndTakenBack() {
  GameController c(nullptr);
  startAt(c, table(R"(["Copper", "Copper", "Estate", "Estate", "Estate"])", "buy",
                   R"(, "coffers": 3)"));
  QSignalSpy spending(&c, &GameController::spendingChanged);
  QCOMPARE(c.coffersToSpend(), 3);
  QVERIFY(act(c, "play treasures"));
  QCOMPARE(c.coins(), 2);
  c.spendCoffers(4);  // more than the player has: refused
  QCOMPARE(c.coins(), 2);
  c.spendCoffers(2);
  QCOMPARE(c.coins(), 4);
  QCOMPARE(counter(c, 0, "coffers"), 1);
  QCOMPARE(c.coffersToSpend(), 1);
  QVERIFY(spending.count() > 0);
  QVERIFY(logHas(c, "You spend 2 Coffers. (+$2)"));
  // Taken back like any move that shows nothing new.
  QVERIFY(c.canUndo());
  c.undo();
  QCOMPARE(c.coins(), 2);
  QCOMPARE(counter(c, 0, "coffers"), 3);
  QCOMPARE(c.coffersToSpend(), 3);
  // Spent after a buy too (a Coffers token is +$1 at any time of the Buy phase).
  QVERIFY(act(c, "coffers 1"));
  QCOMPARE(c.coins(), 3);
  QCOMPARE(c.reconcileFixes(), 0);
}

void TestLandscapesTable::villagersAreSpentInTheActionPhase() {
  GameController c(nullptr);
  startAt(c, table(R"(["Village", "Smithy", "Copper", "Estate", "Estate"])", "action",
                   R"(, "villagers": 2)"));
  QCOMPARE(c.actions(), 1);
  c.spendVillagers(1);
  QCOMPARE(c.actions(), 2);
  QCOMPARE(counter(c, 0, "villagers"), 1);
  QCOMPARE(c.villagersToSpend(), 1);
  QVERIFY(logHas(c, "You spend a Villager. (+1 Action)"));
  QVERIFY(act(c, "villagers 1"));
  QCOMPARE(c.actions(), 3);
  QCOMPARE(c.villagersToSpend(), 0);
  QCOMPARE(counter(c, 0, "villagers"), 0);
  QCOMPARE(dominion::test::compareWithView(c), QString());
}

void TestLandscapesTable::debtIsPaidOffBeforeBuying() {
  GameController c(nullptr);
  startAt(c,
          table(R"(["Copper", "Copper", "Copper", "Estate", "Estate"])", "buy", R"(, "debt": 2)"));
  QCOMPARE(c.debtToPay(), 0);  // no $ yet
  QVERIFY(act(c, "play treasures"));
  QCOMPARE(c.debtToPay(), 2);
  // Nothing may be bought with Debt.
  QVERIFY(!c.canBuy(dominion::test::pileOf(c.game(), "Copper")));
  QVERIFY(!c.canBuyLandscape(0));
  c.payDebt(2);
  QCOMPARE(c.coins(), 1);
  QCOMPARE(counter(c, 0, "debt"), 0);
  QCOMPARE(c.debtToPay(), 0);
  QVERIFY(logHas(c, "You pay off 2 Debt."));
  QVERIFY(c.canBuy(dominion::test::pileOf(c.game(), "Copper")));
}

void TestLandscapesTable::debtToPayIsAsMuchAsTheCoinsAllow() {
  GameController c(nullptr);
  startAt(c,
          table(R"(["Copper", "Estate", "Estate", "Estate", "Estate"])", "buy", R"(, "debt": 3)"));
  QVERIFY(act(c, "play treasures"));
  QCOMPARE(c.coins(), 1);
  QCOMPARE(c.debtToPay(), 1);  // $1 pays off one of the 3 Debt
  c.payDebt(2);                // more than the $ allow: refused
  QCOMPARE(counter(c, 0, "debt"), 3);
  QCOMPARE(c.coins(), 1);
  c.payDebt(1);
  QCOMPARE(counter(c, 0, "debt"), 2);
  QCOMPARE(c.coins(), 0);
  QCOMPARE(c.debtToPay(), 0);
  QVERIFY(!c.canBuy(dominion::test::pileOf(c.game(), "Copper")));  // $0 Copper: still in Debt
}

void TestLandscapesTable::anEventGlowsAndIsBoughtOncePerTurn() {
  GameController c(nullptr);
  startAt(c, table(R"(["Estate", "Estate", "Estate", "Estate", "Estate"])", "buy"));
  QCOMPARE(c.buys(), 2);
  LandscapeModel* l = c.landscapeModel();
  QVERIFY(l->get(0).value("buyable").toBool());   // Alms: no Treasures in play
  QVERIFY(!l->get(1).value("buyable").toBool());  // Fair costs $4
  QVERIFY(!l->get(2).value("buyable").toBool());  // a Way is never bought
  QVERIFY(c.canBuyLandscape(0));
  QVERIFY(!c.canBuyLandscape(2));
  c.buyLandscape(0);
  QVERIFY(logHas(c, "You buy Alms."));
  // Alms asks for a pile costing up to $4.
  QVERIFY(c.decisionModel()->active());
  QVERIFY(act(c, "choose Silver"));
  QVERIFY(logHas(c, "You gain Silver."));
  QVERIFY(l->get(0).value("bought").toBool());
  QVERIFY(!l->get(0).value("buyable").toBool());
}

void TestLandscapesTable::aProjectTakesTheBuyersCube() {
  GameController c(nullptr);
  startAt(c, table(R"(["Silver", "Silver", "Estate", "Estate", "Estate"])", "buy"));
  QVERIFY(act(c, "play treasures"));
  LandscapeModel* l = c.landscapeModel();
  QVERIFY(l->get(1).value("buyable").toBool());
  QVERIFY(act(c, "buy Fair"));
  QVERIFY(logHas(c, "You buy Fair."));
  QCOMPARE(l->get(1).value("owners").toList(), (QVariantList{0, 1}));
  QCOMPARE(c.game().s.landscapes[1].owners, uint8_t(3));
}

void TestLandscapesTable::anActionIsPlayedUsingAWay() {
  GameController c(nullptr);
  startAt(c, table(R"(["Smithy", "Copper", "Copper", "Estate", "Estate"])"));
  const int smithy = handInst(c.game(), 0, "Smithy");
  const QVariantList ways = c.waysFor(smithy);
  QCOMPARE(ways.size(), 1);
  QCOMPARE(ways.at(0).toMap().value("landscape").toInt(), 2);
  QCOMPARE(ways.at(0).toMap().value("cardId").toInt(), cardId("Way of the Ox"));
  QVERIFY(c.waysFor(handInst(c.game(), 0, "Copper")).isEmpty());  // not an Action
  c.playCardAs(smithy, 0);                                        // Alms is no Way
  QCOMPARE(c.handModel()->count(), 5);
  c.playCardAs(smithy, 2);
  // Smithy is in play, drew nothing, and gave +2 Actions instead.
  QCOMPARE(c.handModel()->count(), 4);
  QCOMPARE(c.actions(), 2);
  QVERIFY(logHas(c, "You play Smithy using Way of the Ox. (+2 Actions)"));
  QCOMPARE(dominion::test::compareWithView(c), QString());
}

void TestLandscapesTable::aReserveIsCalledFromTheTavern() {
  GameController c(nullptr);
  startAt(c, table(R"(["Smithy", "Copper", "Copper", "Estate", "Estate"])", "action", "",
                   R"(["Coin of the Realm"])"));
  QVERIFY(act(c, "play Smithy"));
  // Directly after Smithy resolves: call Coin of the Realm?
  dominion::app::DecisionModel* d = c.decisionModel();
  QVERIFY(d->active());
  QCOMPARE(d->prompt(), QStringLiteral("Call Coin of the Realm?"));
  QCOMPARE(d->optionsModel()->options().size(), 1);
  // Its buttons say what they do.
  QCOMPARE(d->declineLabel(), QStringLiteral("Don't call"));
  QCOMPARE(d->confirmLabel(), QStringLiteral("Call"));
  d->toggle(0);
  QVERIFY(d->canConfirm());
  d->confirm();
  QVERIFY(logHas(c, "You call Coin of the Realm. (+2 Actions)"));
  QCOMPARE(c.actions(), 2);
  MatModel* mats = c.playerModel()->mats(0);
  QCOMPARE(mats->get(mats->rowOfZone(int(dom::Zone::Tavern))).value("cardCount").toInt(), 0);
  QCOMPARE(c.reconcileFixes(), 0);
}

void TestLandscapesTable::aKingdomWithLandscapesCanBeStartedByName() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  QSignalSpy errors(&c, &GameController::errorOccurred);
  c.newGame(1, 1,
            {QStringLiteral("Candlestick Maker"), QStringLiteral("Lackeys"),
             QStringLiteral("Engineer"), QStringLiteral("Coin of the Realm"),
             QStringLiteral("Alms"), QStringLiteral("Fair"), QStringLiteral("Way of the Ox")},
            7, 1);
  QCOMPARE(errors.count(), 0);
  QCOMPARE(c.landscapeModel()->count(), 3);
  QCOMPARE(c.game().s.kingdom.size(), size_t(10));
  QVERIFY(c.game().pileIndex(dom::cards::Colony) >= 0);
  auto landscapeCards = [&c]() {
    QList<int> out;
    for (const LandscapeModel::Landscape& l : c.landscapeModel()->landscapes()) out << l.cardId;
    std::sort(out.begin(), out.end());
    return out;
  };
  QList<int> named{cardId("Alms"), cardId("Fair"), cardId("Way of the Ox")};
  std::sort(named.begin(), named.end());
  QCOMPARE(landscapeCards(), named);
  // A rematch keeps them.
  c.rematch();
  QCOMPARE(landscapeCards(), named);
}

QTEST_MAIN(TestLandscapesTable)
#include "tst_landscapestable.moc"
