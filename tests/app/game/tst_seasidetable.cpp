// Seaside on the table, through the GameController as QML reads it: Durations staying in
// play in a row of their own with what they will still do, mats, the card Haven holds, the
// Embargo token on its pile, Outpost's extra turn and the counters; what another seat (or
// nobody, during a hand-over) may see of them.

#include <QtQml/qqmlextensionplugin.h>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>
#include <memory>

#include "engine/notation.hpp"
#include "game/durationnotes.h"
#include "game/gamecontroller.h"
#include "gametestsupport.h"
#include "playthroughintents.h"
#include "testsupport.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

using dominion::app::DurationModel;
using dominion::app::GameController;
using dominion::app::MatModel;
using dominion::app::SeatSetup;
using dominion::test::act;
using dominion::test::cardId;
using dominion::test::person;
using dominion::test::played;
using dominion::test::position;

namespace {

const char* const kKingdom =
    R"("kingdom": ["Haven", "Native Village", "Caravan", "Island", "Outpost", "Embargo", "Throne Room", "Village", "Smithy", "Market"])";

// Seat `turn` on its turn with these hands (JSON lists); decks of Coppers and Estates.
std::string table(const char* hand0, const char* hand1, int turn = 0) {
  return std::string("{") + kKingdom + R"(, "players": [
    {"hand": )" +
         hand0 +
         R"(, "deck": ["Copper", "Estate", "Copper", "Silver", "Copper", "Copper", "Estate", "Copper", "Copper", "Copper"]},
    {"hand": )" +
         hand1 +
         R"(, "deck": ["Estate", "Copper", "Copper", "Copper", "Estate", "Copper", "Copper", "Copper", "Copper", "Copper"]}
  ], "turn": {"player": )" +
         std::to_string(turn) + "}}";
}

QVariantMap mat(const GameController& c, int seat, dom::Zone zone) {
  MatModel* mats = c.playerModel()->mats(seat);
  return mats->get(mats->rowOfZone(int(zone)));
}

QList<int> matCards(const GameController& c, int seat, dom::Zone zone) {
  MatModel* mats = c.playerModel()->mats(seat);
  QList<int> out;
  for (const auto& card : mats->cards(mats->rowOfZone(int(zone)))->cards()) out << card.cardId;
  return out;
}

// Checks every new model of the controller for the lifetime of the test.
class Testers {
 public:
  explicit Testers(GameController& c) {
    add(c.inPlayThisTurnModel());
    for (int seat = 0; seat < c.playerModel()->count(); ++seat) {
      add(c.playerModel()->thisTurn(seat));
      add(c.playerModel()->durations(seat));
      MatModel* mats = c.playerModel()->mats(seat);
      add(mats);
      for (int m = 0; m < mats->count(); ++m) add(mats->cards(m));
    }
  }

 private:
  void add(QAbstractItemModel* m) {
    m_testers.push_back(std::make_unique<QAbstractItemModelTester>(
        m, QAbstractItemModelTester::FailureReportingMode::Fatal));
  }
  std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
};

}  // namespace

class TestSeasideTable : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();

  void caravanPlayedThisTurnMovesToTheDurationRow();
  void durationsOfAnEarlierTurnStayApartUntilTheyLeave();
  void throneRoomStaysWithTheDurationItPlayed();
  void havensCardIsSeenOnlyByItsOwner();
  void nativeVillageMatShowsItsCardsOnlyToItsOwner();
  void islandMatIsSeenByEveryone();
  void embargoTokenLiesOnItsPile();
  void outpostsExtraTurnIsAnnounced();
  void countersAreShownWhenNotZero();
  void handOverHidesTheFaceDownMats();
  void everyDurationSaysWhatItWillStillDo();
  void durationsActingOnAnotherPlayersTurnAreSaidWithTheirCard();
  void blockadesCardLiesBesideItNotAmongTheRevealedCards();
  void sailorAsksWithTheDurationJustGained();
  void pirateIsOfferedWithTheTreasureAnotherPlayerGained();
  void aKingdomOfSeasideCardsCanBeStarted();

 private:
  dominion::test::ScratchSettings m_settings;
};

void TestSeasideTable::initTestCase() {
  QVERIFY(m_settings.isValid());
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_seasidetable"));
}

void TestSeasideTable::caravanPlayedThisTurnMovesToTheDurationRow() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(table(R"(["Caravan", "Village", "Copper", "Copper", "Estate"])",
                                 R"(["Copper", "Copper", "Copper", "Estate", "Estate"])")),
                  1);
  Testers testers(c);
  QVERIFY(act(c, "play Village"));
  QVERIFY(act(c, "play Caravan"));
  // Every card in play stays in the engine's zone; the play area leaves Caravan out.
  QCOMPARE(c.inPlayModel()->count(), 2);
  QCOMPARE(c.inPlayThisTurnModel()->count(), 1);
  QCOMPARE(c.inPlayThisTurnModel()->get(0).value("cardId").toInt(), cardId("Village"));
  QCOMPARE(c.playerModel()->thisTurn(0)->count(), 1);
  DurationModel* durations = c.playerModel()->durations(0);
  QCOMPARE(durations->count(), 1);
  const QVariantMap caravan = durations->get(0);
  QCOMPARE(caravan.value("cardId").toInt(), cardId("Caravan"));
  QCOMPARE(caravan.value("stage").toString(), QStringLiteral("next"));
  QCOMPARE(caravan.value("times").toInt(), 1);
  QCOMPARE(caravan.value("keeperCardId").toInt(), -1);
  QCOMPARE(caravan.value("note").toString(), QStringLiteral("Next turn: +1 Card"));
  // The PlayerModel's role is the DurationModel; its inPlay role holds this turn's cards.
  const QVariantMap row = c.playerModel()->get(0);
  QCOMPARE(row.value("durations").value<QObject*>(), durations);
  QCOMPARE(row.value("inPlay").value<QObject*>(), c.playerModel()->thisTurn(0));
  QCOMPARE(c.property("inPlay").value<QObject*>(), c.inPlayThisTurnModel());
  QCOMPARE(dominion::test::compareWithView(c), QString());
  QCOMPARE(c.reconcileFixes(), 0);
}

void TestSeasideTable::durationsOfAnEarlierTurnStayApartUntilTheyLeave() {
  // Alice (seat 1) played Caravan on her turn; the human is in the Buy phase of theirs.
  dom::Game g = played(table(R"(["Copper", "Copper", "Copper", "Estate", "Estate"])",
                             R"(["Caravan", "Copper", "Copper", "Estate", "Estate"])", 1),
                       {"play Caravan", "end buys"});
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(std::move(g), 1);
  Testers testers(c);
  QCOMPARE(c.currentPlayer(), 0);
  QCOMPARE(c.phase(), QStringLiteral("buy"));
  QCOMPARE(c.playerModel()->inPlay(1)->count(), 1);
  QCOMPARE(c.playerModel()->thisTurn(1)->count(), 0);
  QCOMPARE(c.playerModel()->durations(1)->count(), 1);
  QCOMPARE(c.playerModel()->durations(1)->get(0).value("note").toString(),
           QStringLiteral("Next turn: +1 Card"));

  // Alice's turn begins with her Caravan's card, said in the log with the card.
  QVERIFY(act(c, "end buys"));
  QCOMPARE(c.currentPlayer(), 1);
  QVERIFY(c.logModel()->texts().contains(QStringLiteral("Alice draws 1 card. (Caravan)")));
  // Caravan is done but stays in play until Alice's Clean-up, apart from this turn's cards.
  QCOMPARE(c.inPlayModel()->count(), 1);
  QCOMPARE(c.inPlayThisTurnModel()->count(), 0);
  QCOMPARE(c.playerModel()->durations(1)->count(), 1);
  QCOMPARE(c.playerModel()->durations(1)->get(0).value("stage").toString(), QStringLiteral("done"));
  QCOMPARE(c.playerModel()->durations(1)->get(0).value("note").toString(), QStringLiteral("Done"));

  // Taken up from a save at that moment, Caravan is still told apart (it was not played on
  // this turn).
  GameController resumed(nullptr);
  resumed.setMoveDelayOverride(100000);
  resumed.startFromGame(c.game(), 1);
  QCOMPARE(resumed.inPlayThisTurnModel()->count(), 0);
  QCOMPARE(resumed.playerModel()->durations(1)->count(), 1);
  QCOMPARE(dominion::test::compareWithView(c), QString());
  QCOMPARE(c.reconcileFixes(), 0);
}

void TestSeasideTable::throneRoomStaysWithTheDurationItPlayed() {
  dom::Game g = played(table(R"(["Throne Room", "Caravan", "Copper", "Copper", "Estate"])",
                             R"(["Copper", "Copper", "Copper", "Estate", "Estate"])"),
                       {"play Throne Room", "choose Caravan"});
  // The engine's Lasting can name a card that stays in play with the Duration (Throne Room):
  // the table shows it behind the Duration, not as a card of its own.
  const dom::Inst throne = g.player(0).inPlay().front();
  for (dom::Lasting& l : g.s.players[0].lasting) l.keeper = throne;
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(std::move(g), 1);
  DurationModel* durations = c.playerModel()->durations(0);
  QCOMPARE(durations->count(), 1);
  const QVariantMap caravan = durations->get(0);
  QCOMPARE(caravan.value("cardId").toInt(), cardId("Caravan"));
  QCOMPARE(caravan.value("keeperCardId").toInt(), cardId("Throne Room"));
  QCOMPARE(caravan.value("keeperInst").toInt(), int(throne));
  QCOMPARE(caravan.value("times").toInt(), 2);
  QCOMPARE(caravan.value("note").toString(), QStringLiteral("Next turn: +1 Card (×2)"));
  QCOMPARE(c.inPlayThisTurnModel()->count(), 0);
}

void TestSeasideTable::havensCardIsSeenOnlyByItsOwner() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(table(R"(["Haven", "Gold", "Copper", "Copper", "Estate"])",
                                 R"(["Copper", "Copper", "Copper", "Estate", "Estate"])")),
                  1);
  Testers testers(c);
  QVERIFY(act(c, "play Haven"));
  QVERIFY(act(c, "choose Gold"));
  QVERIFY(
      c.logModel()->texts().contains(QStringLiteral("You set aside Gold face down with Haven.")));
  QVariantMap held = mat(c, 0, dom::Zone::Held);
  QCOMPARE(held.value("key").toString(), QStringLiteral("held"));
  QCOMPARE(held.value("cardCount").toInt(), 1);
  QCOMPARE(held.value("hidden").toInt(), 0);
  QVERIFY(held.value("faceDown").toBool());
  QCOMPARE(matCards(c, 0, dom::Zone::Held), QList<int>{cardId("Gold")});
  QVERIFY(c.playerModel()->mats(0)->used());
  QCOMPARE(c.playerModel()->durations(0)->get(0).value("note").toString(),
           QStringLiteral("Next turn: card to hand"));

  // The same table seen from Alice's seat: a card back.
  dom::Game g = c.game();
  GameController other(nullptr);
  other.setMoveDelayOverride(100000);
  other.loadPosition(QString::fromStdString(dom::savePosition(g)),
                     {{QStringLiteral("Alice"), false, 1, QColor("#c9a227")},
                      {QString(), true, 1, QColor("#3f7fbf")}},
                     false);
  QVERIFY(other.active());
  QCOMPARE(other.humanSeat(), 1);
  held = mat(other, 0, dom::Zone::Held);
  QCOMPARE(held.value("cardCount").toInt(), 1);
  QCOMPARE(held.value("hidden").toInt(), 1);
  QVERIFY(matCards(other, 0, dom::Zone::Held).isEmpty());
}

void TestSeasideTable::nativeVillageMatShowsItsCardsOnlyToItsOwner() {
  // Alice put two cards on her mat on her last turns; the human has a Native Village too.
  dom::Game g =
      played(table(R"(["Native Village", "Copper", "Copper", "Copper", "Estate"])",
                   R"(["Native Village", "Native Village", "Copper", "Copper", "Estate"])", 1),
             {"play Native Village", "choose 1", "play Native Village", "choose 1", "end buys"});
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(std::move(g), 1);
  Testers testers(c);
  QVariantMap alices = mat(c, 1, dom::Zone::NativeVillage);
  QCOMPARE(alices.value("key").toString(), QStringLiteral("nativeVillageMat"));
  QCOMPARE(alices.value("cardCount").toInt(), 2);
  QCOMPARE(alices.value("hidden").toInt(), 2);
  QVERIFY(matCards(c, 1, dom::Zone::NativeVillage).isEmpty());

  QVERIFY(act(c, "play Native Village"));
  QVERIFY(act(c, "choose 1"));  // the top card of the deck: Copper
  QVERIFY(c.logModel()->texts().contains(
      QStringLiteral("You put Copper onto your Native Village mat.")));
  QVariantMap mine = mat(c, 0, dom::Zone::NativeVillage);
  QCOMPARE(mine.value("cardCount").toInt(), 1);
  QCOMPARE(mine.value("hidden").toInt(), 0);
  QCOMPARE(matCards(c, 0, dom::Zone::NativeVillage), QList<int>{cardId("Copper")});
  QCOMPARE(c.reconcileFixes(), 0);
}

void TestSeasideTable::islandMatIsSeenByEveryone() {
  dom::Game g = played(table(R"(["Copper", "Copper", "Copper", "Estate", "Estate"])",
                             R"(["Island", "Gold", "Copper", "Copper", "Estate"])", 1),
                       {"play Island", "choose Gold", "end buys"});
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(std::move(g), 1);
  const QVariantMap island = mat(c, 1, dom::Zone::IslandMat);
  QCOMPARE(island.value("key").toString(), QStringLiteral("islandMat"));
  QCOMPARE(island.value("cardCount").toInt(), 2);
  QCOMPARE(island.value("hidden").toInt(), 0);
  QVERIFY(!island.value("faceDown").toBool());
  QCOMPARE(matCards(c, 1, dom::Zone::IslandMat), (QList<int>{cardId("Gold"), cardId("Island")}));
  QCOMPARE(c.playerModel()->inPlay(1)->count(), 0);
}

void TestSeasideTable::embargoTokenLiesOnItsPile() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(table(R"(["Embargo", "Copper", "Copper", "Copper", "Estate"])",
                                 R"(["Copper", "Copper", "Copper", "Estate", "Estate"])")),
                  1);
  const int silver = dominion::test::pileOf(c.game(), "Silver");
  QSignalSpy changed(c.supplyModel(), &QAbstractItemModel::dataChanged);
  QVERIFY(act(c, "play Embargo"));
  QVERIFY(act(c, "choose Silver"));
  const QVariantMap pile = c.supplyModel()->get(silver);
  QCOMPARE(pile.value("tokens").toMap(), (QVariantMap{{QStringLiteral("embargo"), 1}}));
  QCOMPARE(c.supplyModel()->get(dominion::test::pileOf(c.game(), "Gold")).value("tokens").toMap(),
           QVariantMap());
  bool tokensChanged = false;
  for (const auto& args : changed)
    if (args.at(0).toModelIndex().row() == silver &&
        args.at(2).value<QList<int>>().contains(dominion::app::SupplyModel::TokensRole))
      tokensChanged = true;
  QVERIFY(tokensChanged);
  QVERIFY(c.logModel()->texts().contains(
      QStringLiteral("You add an Embargo token to the Silver pile.")));
  QVERIFY(c.logModel()->texts().contains(QStringLiteral("You trash Embargo.")));
}

void TestSeasideTable::outpostsExtraTurnIsAnnounced() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(table(R"(["Outpost", "Copper", "Copper", "Copper", "Estate"])",
                                 R"(["Copper", "Copper", "Copper", "Estate", "Estate"])")),
                  1);
  QCOMPARE(c.turnKind(), QString());
  QCOMPARE(c.extraTurnCardId(), -1);
  QVERIFY(act(c, "play Outpost"));
  QCOMPARE(c.playerModel()->durations(0)->get(0).value("note").toString(),
           QStringLiteral("Next turn: extra turn"));
  QSignalSpy kind(&c, &GameController::turnKindChanged);
  QSignalSpy messages(&c, &GameController::message);
  QVERIFY(act(c, "end buys"));
  QCOMPARE(c.currentPlayer(), 0);
  QCOMPARE(c.turnKind(), QStringLiteral("outpost"));
  QCOMPARE(c.extraTurnCardId(), cardId("Outpost"));
  QCOMPARE(kind.count(), 1);
  QVERIFY(!messages.isEmpty());
  QCOMPARE(messages.first().at(0).toString(), QStringLiteral("You take an extra turn (Outpost)."));
  QVERIFY(c.logModel()->texts().contains(QStringLiteral("— You take an extra turn (Outpost) —")));
  QCOMPARE(c.handModel()->count(), 3);
  QCOMPARE(c.playerModel()->durations(0)->get(0).value("stage").toString(), QStringLiteral("done"));
  // The extra turn's end gives the turn to Alice: a normal turn again.
  QVERIFY(act(c, "end buys"));
  QCOMPARE(c.currentPlayer(), 1);
  QCOMPARE(c.turnKind(), QString());
  QCOMPARE(c.playerModel()->durations(0)->count(), 0);
  QCOMPARE(c.playerModel()->inPlay(0)->count(), 0);
}

void TestSeasideTable::countersAreShownWhenNotZero() {
  const std::string json = std::string("{") + kKingdom + R"(, "players": [
    {"hand": ["Copper"], "deck": ["Copper"]},
    {"hand": ["Copper"], "deck": ["Copper"], "vpTokens": 3, "coffers": 2}], "turn": {"player": 0}})";
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(json), 1);
  QCOMPARE(c.playerModel()->get(0).value("counters").toMap(), QVariantMap());
  QCOMPARE(c.playerModel()->get(1).value("counters").toMap(),
           (QVariantMap{{QStringLiteral("vpTokens"), 3}, {QStringLiteral("coffers"), 2}}));
}

void TestSeasideTable::handOverHidesTheFaceDownMats() {
  const std::string json = table(R"(["Native Village", "Haven", "Gold", "Copper", "Estate"])",
                                 R"(["Copper", "Copper", "Copper", "Estate", "Estate"])");
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  QVERIFY(
      c.loadPosition(QString::fromStdString(json), {person("Anna", 0), person("Ben", 1)}, false));
  dominion::app::HandOverGate* gate = c.handOverGate();
  gate->accept();
  QCOMPARE(c.humanSeat(), 0);
  QVERIFY(act(c, "play Native Village"));
  QVERIFY(act(c, "choose 1"));
  QVERIFY(act(c, "play Haven"));
  QVERIFY(act(c, "choose Gold"));
  QCOMPARE(matCards(c, 0, dom::Zone::Held), QList<int>{cardId("Gold")});
  QCOMPARE(matCards(c, 0, dom::Zone::NativeVillage).size(), 1);
  // The log stays on the screen for everyone: nobody's face-down cards are named.
  QVERIFY(c.logModel()->texts().contains(
      QStringLiteral("Anna sets aside a card face down with Haven.")));
  QVERIFY(c.logModel()->texts().contains(
      QStringLiteral("Anna puts a card onto their Native Village mat.")));

  QVERIFY(act(c, "end buys"));
  // The screen waits for Ben: Anna's face-down cards are not shown to whoever looks.
  QVERIFY(gate->passPending());
  QCOMPARE(mat(c, 0, dom::Zone::Held).value("cardCount").toInt(), 1);
  QVERIFY(matCards(c, 0, dom::Zone::Held).isEmpty());
  QVERIFY(matCards(c, 0, dom::Zone::NativeVillage).isEmpty());
  gate->accept();
  QCOMPARE(c.humanSeat(), 1);
  QVERIFY(matCards(c, 0, dom::Zone::Held).isEmpty());
  QVERIFY(matCards(c, 0, dom::Zone::NativeVillage).isEmpty());
  QCOMPARE(mat(c, 0, dom::Zone::NativeVillage).value("hidden").toInt(), 1);

  // Back to Anna: Haven gives her card back at the start of her turn.
  QVERIFY(act(c, "end buys"));
  QVERIFY(gate->passPending());
  QVERIFY(matCards(c, 1, dom::Zone::NativeVillage).isEmpty());
  gate->accept();
  QCOMPARE(c.humanSeat(), 0);
  QCOMPARE(matCards(c, 0, dom::Zone::NativeVillage).size(), 1);
  QCOMPARE(mat(c, 0, dom::Zone::Held).value("cardCount").toInt(), 0);
  QVERIFY(c.logModel()->texts().contains(
      QStringLiteral("Anna puts the card set aside with Haven into their hand.")));
}

// The marker under a waiting Duration names its next-turn effect for every Duration the engine
// has, not "see the card".
void TestSeasideTable::everyDurationSaysWhatItWillStillDo() {
  const QString generic =
      dominion::app::durationNote(-1, dominion::app::DurationStage::NextTurn, 1);
  QCOMPARE(generic, QStringLiteral("Next turn: see the card"));
  int durations = 0;
  for (size_t id = 0; id < dom::cardTable().size(); ++id) {
    const dom::CardDef& d = dom::card(dom::CardId(id));
    if (!d.is(dom::Duration) || d.name.empty()) continue;
    ++durations;
    const QString note =
        dominion::app::durationNote(int(id), dominion::app::DurationStage::NextTurn, 1);
    QVERIFY2(note != generic, d.name.data());
  }
  QVERIFY(durations >= 20);
  QCOMPARE(dominion::app::durationNote(cardId("Wharf"), dominion::app::DurationStage::Now, 2),
           QStringLiteral("Now: +2 Cards, +1 Buy (×2)"));
}

// Monkey, Corsair, Blockade and Lighthouse act on Alice's turn: the log says which card did it.
void TestSeasideTable::durationsActingOnAnotherPlayersTurnAreSaidWithTheirCard() {
  const std::string json =
      R"({"kingdom": ["Monkey", "Corsair", "Blockade", "Lighthouse", "Militia", "Village"], "players": [
    {"hand": ["Village", "Village", "Monkey", "Corsair", "Blockade", "Lighthouse"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"]},
    {"hand": ["Militia", "Silver", "Gold", "Copper", "Copper"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}
  ]})";
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  QVERIFY(
      c.loadPosition(QString::fromStdString(json), {person("Anna", 0), person("Ben", 1)}, false));
  c.handOverGate()->accept();
  for (const char* m : {"play Village", "play Village", "play Lighthouse", "play Monkey",
                        "play Corsair", "play Blockade", "choose Silver", "end buys"})
    QVERIFY2(act(c, m), m);
  c.handOverGate()->accept();
  for (const char* m : {"play Militia", "play treasures", "buy Silver"}) QVERIFY2(act(c, m), m);
  // Anna's Monkey and Blockade both answer Ben's Silver: she orders them, told why.
  QVERIFY(c.handOverGate()->passPending());
  QCOMPARE(c.handOverGate()->cause(), QStringLiteral("Ben gains Silver."));
  c.handOverGate()->accept();
  QCOMPARE(c.decisionModel()->cause(), QStringLiteral("Ben gains Silver."));
  QVERIFY(act(c, "choose Monkey"));
  c.handOverGate()->accept();
  QVERIFY(act(c, "end buys"));
  const QStringList log = c.logModel()->texts();
  const int ben = int(log.indexOf(QStringLiteral("— Turn 1: Ben —")));
  QVERIFY(ben > 0);
  const QStringList expected = {QStringLiteral("Ben plays Militia."),
                                QStringLiteral("Anna is unaffected (Lighthouse)."),
                                QStringLiteral("Ben gets +$2."),
                                QStringLiteral("Ben plays Silver. (+$2)"),
                                QStringLiteral("Ben trashes Silver. (Corsair)"),
                                QStringLiteral("Ben plays Gold, Copper, Copper. (+$5)"),
                                QStringLiteral("Ben buys Silver."),
                                QStringLiteral("Anna draws 1 card. (Monkey)"),
                                QStringLiteral("Ben gains Curse. (Blockade)"),
                                QStringLiteral("Anna draws 1 card. (Monkey)"),
                                QStringLiteral("— Turn 2: Anna —")};
  QCOMPARE(log.mid(ben + 1, expected.size()), expected);
}

// Blockade ①: its gained card is set aside face up. Once Blockade waits for the next turn the
// card is shown beside it (to every seat), not among the cards revealed this turn.
void TestSeasideTable::blockadesCardLiesBesideItNotAmongTheRevealedCards() {
  const std::string json = R"({"kingdom": ["Blockade", "Village"], "players": [
    {"hand": ["Blockade", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
    {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}
  ]})";
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(json), 1);
  Testers testers(c);
  QVERIFY(act(c, "play Blockade"));
  QVERIFY(act(c, "choose Silver"));
  DurationModel* durations = c.playerModel()->durations(0);
  QCOMPARE(durations->count(), 1);
  QCOMPARE(durations->get(0).value("cardId").toInt(), cardId("Blockade"));
  QCOMPARE(durations->get(0).value("heldCardId").toInt(), cardId("Silver"));
  QCOMPARE(durations->get(0).value("note").toString(), QStringLiteral("Next turn: card to hand"));
  QCOMPARE(c.revealedModel()->count(), 0);
  QCOMPARE(dominion::test::compareWithView(c), QString());
  QCOMPARE(c.reconcileFixes(), 0);

  // Taken up by the other seat from a save: the same, from Alice's side of the table.
  GameController other(nullptr);
  other.setMoveDelayOverride(100000);
  dom::Game g = c.game();
  for (int k = 0; k < 4 && g.current() == 0; ++k) QVERIFY(g.apply(dom::Move::end()));
  QCOMPARE(int(g.current()), 1);
  other.startFromGame(std::move(g), 1);
  QCOMPARE(other.playerModel()->durations(0)->get(0).value("heldCardId").toInt(), cardId("Silver"));
  QCOMPARE(other.revealedModel()->count(), 0);
}

// Sailor ①: "you may play it" is asked of the Duration just gained, and says which.
void TestSeasideTable::sailorAsksWithTheDurationJustGained() {
  const std::string json = R"({"kingdom": ["Sailor", "Pirate", "Caravan", "Village"], "players": [
    {"hand": ["Sailor", "Silver", "Copper", "Copper", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
    {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}
  ]})";
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(json), 1);
  QVERIFY(act(c, "play Sailor"));
  QVERIFY(act(c, "play treasures"));
  QVERIFY(act(c, "buy Caravan"));
  QVERIFY(c.humanToAct());
  QCOMPARE(c.decisionModel()->askingCardId(), cardId("Sailor"));
  QCOMPARE(c.decisionModel()->cause(), QStringLiteral("You gain Caravan."));
  QCOMPARE(c.decisionModel()->optionsModel()->count(), 1);
}

// Pirate ①: offered to the human when Alice gains a Treasure on her turn.
void TestSeasideTable::pirateIsOfferedWithTheTreasureAnotherPlayerGained() {
  const std::string json = R"({"kingdom": ["Sailor", "Pirate", "Caravan", "Village"], "players": [
    {"hand": ["Pirate", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
    {"hand": ["Gold", "Silver", "Copper", "Estate", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]}
  ], "turn": {"player": 1}})";
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(played(json, {"play treasures", "buy Gold"}), 1);
  QVERIFY(c.humanToAct());
  QCOMPARE(c.currentPlayer(), 1);
  QCOMPARE(c.decisionModel()->askingCardId(), cardId("Pirate"));
  QCOMPARE(c.decisionModel()->cause(), QStringLiteral("Alice gains Gold."));
}

void TestSeasideTable::aKingdomOfSeasideCardsCanBeStarted() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  QSignalSpy errors(&c, &GameController::errorOccurred);
  const QStringList kingdom = {"Haven",   "Native Village", "Caravan", "Island",  "Outpost",
                               "Embargo", "Cellar",         "Moat",    "Village", "Smithy"};
  c.newGame(1, 1, kingdom, /*seed=*/7);
  QVERIFY(c.active());
  QCOMPARE(errors.count(), 0);
  QStringList names;
  for (dom::CardId card : c.game().s.kingdom) names << QString::fromUtf8(dom::card(card).name);
  names.sort();
  QStringList expected = kingdom;
  expected.sort();
  QCOMPARE(names, expected);
  QCOMPARE(c.supplyModel()->count(), 17);
  QCOMPARE(dominion::test::compareWithView(c), QString());
}

QTEST_MAIN(TestSeasideTable)
#include "tst_seasidetable.moc"
