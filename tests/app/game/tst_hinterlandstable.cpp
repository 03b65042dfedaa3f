// Hinterlands on the table, through the GameController as QML reads it: the Reactions that
// answer another player's gain, Attack or discard (Fool's Gold, Trader, Guard Dog, Tunnel,
// Weaver, Trail) are asked of the right person, each with what triggered it; in a hot-seat
// game the pass screen says it too.
// (Positions name Fool's Gold "Fools Gold": moc misreads an apostrophe in a raw string.)

#include <QtQml/qqmlextensionplugin.h>

#include <QtTest>

#include "game/decisionmodel.h"
#include "game/gamecontroller.h"
#include "gametestsupport.h"
#include "hotseat/handovergate.h"
#include "playthroughintents.h"
#include "testsupport.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

using dominion::app::DecisionModel;
using dominion::app::GameController;
using dominion::test::act;
using dominion::test::cardId;
using dominion::test::person;
using dominion::test::played;

namespace {

// Alice (seat 1, the computer) on her turn with `hand1`; the human (seat 0) holds `hand0`.
std::string table(const char* hand0, const char* hand1) {
  return std::string(
             R"({"kingdom": ["Fools Gold", "Trader", "Guard Dog", "Tunnel", "Weaver", "Trail", "Militia", "Witch", "Village", "Smithy"], "players": [
    {"hand": )") +
         hand0 + R"(, "deck": ["Copper", "Estate", "Copper", "Silver", "Copper", "Copper"]},
    {"hand": )" +
         hand1 + R"(, "deck": ["Copper", "Copper", "Copper", "Estate", "Copper", "Copper"]}
  ], "turn": {"player": 1}})";
}

// The human's game, taken up after Alice's moves.
void startAfter(GameController& c, const char* hand0, const char* hand1,
                std::initializer_list<const char*> moves) {
  c.setMoveDelayOverride(100000);
  c.startFromGame(played(table(hand0, hand1), moves), 1);
}

}  // namespace

class TestHinterlandsTable : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();

  void foolsGoldIsOfferedWithTheProvinceThatTriggeredIt();
  void traderIsOfferedWithTheCurseTheHumanGained();
  void guardDogIsOfferedWithTheAttackPlayed();
  void aCardsOwnQuestionOnAnotherTurnHasNoCause();
  void tunnelWeaverAndTrailDiscardedToMilitiaSayTheirDiscard();
  void hotSeatPassScreenSaysWhatTheReactionAnswers();
  void whenBuyAndWhenGainEffectsAreSaidWithTheirCard();

 private:
  dominion::test::ScratchSettings m_settings;
};

void TestHinterlandsTable::initTestCase() {
  QVERIFY(m_settings.isValid());
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_hinterlandstable"));
}

void TestHinterlandsTable::foolsGoldIsOfferedWithTheProvinceThatTriggeredIt() {
  GameController c(nullptr);
  startAfter(c, R"(["Fools Gold", "Copper", "Copper", "Estate", "Estate"])",
             R"(["Gold", "Gold", "Silver", "Estate", "Estate"])",
             {"play treasures", "buy Province"});
  QVERIFY(c.humanToAct());
  QCOMPARE(c.currentPlayer(), 1);
  const DecisionModel* d = c.decisionModel();
  QVERIFY(d->active());
  QCOMPARE(d->askingCardId(), cardId("Fool's Gold"));
  QCOMPARE(d->cause(), QStringLiteral("Alice gains Province."));
  QVERIFY(act(c, "choose Fool's Gold"));
  QVERIFY(c.decisionModel()->cause().isEmpty());
}

// Trader ①: the human's own gain on Alice's turn is told as theirs.
void TestHinterlandsTable::traderIsOfferedWithTheCurseTheHumanGained() {
  GameController c(nullptr);
  startAfter(c, R"(["Trader", "Copper", "Copper", "Estate", "Estate"])",
             R"(["Witch", "Copper", "Copper", "Estate", "Estate"])", {"play Witch"});
  QVERIFY(c.humanToAct());
  QCOMPARE(c.decisionModel()->askingCardId(), cardId("Trader"));
  QCOMPARE(c.decisionModel()->cause(), QStringLiteral("You gain Curse."));
}

// Guard Dog ①: offered as Alice's Militia is played, before it does anything.
void TestHinterlandsTable::guardDogIsOfferedWithTheAttackPlayed() {
  GameController c(nullptr);
  startAfter(c, R"(["Guard Dog", "Copper", "Copper", "Estate", "Estate"])",
             R"(["Militia", "Copper", "Copper", "Estate", "Estate"])", {"play Militia"});
  QVERIFY(c.humanToAct());
  QCOMPARE(c.decisionModel()->cause(), QStringLiteral("Alice plays Militia."));
}

// Militia's own question (discard down to 3) is not a triggered ability's: the asking card says
// enough, and no cause line is shown.
void TestHinterlandsTable::aCardsOwnQuestionOnAnotherTurnHasNoCause() {
  GameController c(nullptr);
  startAfter(c, R"(["Copper", "Copper", "Copper", "Estate", "Estate"])",
             R"(["Militia", "Copper", "Copper", "Estate", "Estate"])", {"play Militia"});
  QVERIFY(c.humanToAct());
  QCOMPARE(c.decisionModel()->askingCardId(), cardId("Militia"));
  QVERIFY(c.decisionModel()->cause().isEmpty());
}

void TestHinterlandsTable::tunnelWeaverAndTrailDiscardedToMilitiaSayTheirDiscard() {
  for (const char* reaction : {"Tunnel", "Weaver", "Trail"}) {
    const std::string hand =
        std::string(R"([")") + reaction + R"(", "Copper", "Copper", "Copper", "Estate"])";
    GameController c(nullptr);
    startAfter(c, hand.c_str(), R"(["Militia", "Copper", "Copper", "Estate", "Estate"])",
               {"play Militia"});
    QVERIFY(c.humanToAct());
    QVERIFY(act(c, (std::string("choose ") + reaction + ", Estate").c_str()));
    QVERIFY2(c.humanToAct(), reaction);
    QCOMPARE(c.decisionModel()->askingCardId(), cardId(reaction));
    QCOMPARE(c.decisionModel()->cause(), QStringLiteral("You discard %1.").arg(reaction));
  }
}

// Two people: Ben's Fool's Gold answers Anna's Province. The pass screen names the Province
// (not "Anna played Fool's Gold"), and Ben's panel says it again once he has the screen.
void TestHinterlandsTable::hotSeatPassScreenSaysWhatTheReactionAnswers() {
  const std::string json =
      R"({"kingdom": ["Fools Gold", "Trader", "Militia", "Witch", "Village", "Smithy", "Market", "Cellar", "Moat", "Mine"], "players": [
    {"hand": ["Gold", "Gold", "Silver", "Estate", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
    {"hand": ["Fools Gold", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}
  ]})";
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  QVERIFY(
      c.loadPosition(QString::fromStdString(json), {person("Anna", 0), person("Ben", 1)}, false));
  dominion::app::HandOverGate* gate = c.handOverGate();
  gate->accept();
  QVERIFY(act(c, "play treasures"));
  QVERIFY(act(c, "buy Province"));
  QVERIFY(gate->passPending());
  QCOMPARE(gate->reason(), QStringLiteral("respond"));
  QCOMPARE(gate->passToName(), QStringLiteral("Ben"));
  QCOMPARE(gate->cause(), QStringLiteral("Anna gains Province."));
  // Nothing of Ben's question shows while the screen waits.
  QVERIFY(!c.decisionModel()->active());
  gate->accept();
  QCOMPARE(c.humanSeat(), 1);
  QCOMPARE(c.decisionModel()->cause(), QStringLiteral("Anna gains Province."));
  QCOMPARE(c.decisionModel()->askingCardId(), cardId("Fool's Gold"));
}

// Embassy's and Ill-Gotten Gains' gifts on being gained, Farmland's remodel on being bought and
// Haggler's gain on a buy, each said in the log with the card that did it.
void TestHinterlandsTable::whenBuyAndWhenGainEffectsAreSaidWithTheirCard() {
  const std::string json =
      R"({"kingdom": ["Embassy", "Ill-Gotten Gains", "Farmland", "Haggler", "Village", "Smithy", "Market", "Cellar", "Moat", "Mine"], "players": [
    {"hand": ["Haggler", "Gold", "Gold", "Gold", "Gold", "Gold", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
    {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}
  ], "turn": {"buys": 4}})";
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(dominion::test::position(json), 1);
  for (const char* m :
       {"play Haggler", "play treasures", "buy Embassy", "choose Silver", "buy Ill-Gotten Gains",
        "choose Silver", "buy Farmland", "choose Village", "choose Estate", "choose Smithy"})
    QVERIFY2(act(c, m), m);
  const QStringList log = c.logModel()->texts();
  const QStringList expected = {QStringLiteral("You buy Embassy."),
                                QStringLiteral("You gain Silver. (Haggler)"),
                                QStringLiteral("Alice gains Silver. (Embassy)"),
                                QStringLiteral("You buy Ill-Gotten Gains."),
                                QStringLiteral("You gain Silver. (Haggler)"),
                                QStringLiteral("Alice gains Curse. (Ill-Gotten Gains)"),
                                QStringLiteral("You buy Farmland."),
                                QStringLiteral("You gain Village. (Haggler)"),
                                QStringLiteral("You trash Estate. (Farmland)"),
                                QStringLiteral("You gain Smithy. (Farmland)")};
  QCOMPARE(log.mid(log.indexOf(expected.front()), expected.size()), expected);
}

QTEST_MAIN(TestHinterlandsTable)
#include "tst_hinterlandstable.moc"
