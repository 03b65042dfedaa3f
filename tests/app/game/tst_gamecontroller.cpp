// The game table's models, driven through the GameController as the QML table drives it.

#include <QtQml/qqmlextensionplugin.h>

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSignalSpy>
#include <QThread>
#include <QtTest>
#include <atomic>
#include <memory>

#include "ai/player.hpp"
#include "ai/stop.hpp"
#include "appcontroller.h"
#include "appsettings.h"
#include "engine/notation.hpp"
#include "game/gamecontroller.h"
#include "game/gamesetup.h"
#include "game/soundcues.h"
#include "gametestsupport.h"
#include "localization.h"
#include "playthroughintents.h"
#include "testsupport.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

using dominion::app::AppSettings;
using dominion::app::CardListModel;
using dominion::app::DecisionModel;
using dominion::app::GameController;
using dominion::app::SupplyModel;
using dominion::test::compareWithView;
using dominion::test::handInst;
using dominion::test::pileOf;
using dominion::test::position;

namespace {

// The human (seat 0) on their turn, Action phase; the AI (seat 1) to play next.
const char* const kHumanTurn = R"({
  "kingdom": ["Cellar", "Chancellor", "Festival", "Market", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village"],
  "players": [
    {"hand": ["Festival", "Village", "Smithy", "Copper", "Chancellor"],
     "deck": ["Copper", "Silver", "Estate", "Copper", "Gold", "Copper", "Copper", "Estate"]},
    {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"],
     "deck": ["Copper", "Copper", "Estate", "Copper", "Copper"]}
  ],
  "turn": {"player": 0}
})";

// The human in the Buy phase with $6 and 2 Buys.
const char* const kHumanBuys = R"({
  "kingdom": ["Cellar", "Festival", "Market", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village", "Workshop"],
  "players": [
    {"hand": ["Copper", "Copper", "Silver", "Estate", "Estate"], "deck": ["Copper", "Copper", "Copper", "Estate", "Copper"]},
    {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper", "Copper", "Estate", "Copper", "Copper"]}
  ],
  "turn": {"player": 0, "phase": "buy", "coins": 6, "buys": 2}
})";

// The human in the Buy phase with $6 and 1 Buy; the next hand is known (5 Coppers).
const char* const kHumanLastBuy = R"({
  "kingdom": ["Cellar", "Festival", "Market", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village", "Workshop"],
  "players": [
    {"hand": ["Copper", "Copper", "Silver", "Estate", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Copper"]},
    {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper", "Copper", "Estate", "Copper", "Copper"]}
  ],
  "turn": {"player": 0, "phase": "buy", "coins": 6, "buys": 1}
})";

// The AI (seat 1) about to play Militia against the human; `humanHand` is the human's hand.
std::string militiaPosition(const char* humanHand) {
  return std::string(R"({
  "kingdom": ["Cellar", "Festival", "Market", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village", "Workshop"],
  "players": [
    {"hand": )") +
         humanHand + R"(, "deck": ["Copper", "Copper", "Copper", "Estate", "Copper"]},
    {"hand": ["Militia", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper", "Copper", "Estate", "Copper", "Copper"]}
  ],
  "turn": {"player": 1}
})";
}

// The position after seat 1 played Militia (the engine now waits for the human).
dom::Game afterMilitia(const char* humanHand) {
  dom::Game g = position(militiaPosition(humanHand));
  const auto move = dom::parseMove(g, "play Militia");
  if (!move || !g.apply(*move)) qFatal("could not play Militia in the test position");
  return g;
}

// AI players that play and buy all sorts of Kingdom cards, so games exercise many decisions.
GameController::AiFactory explorers() {
  return [](int, int, uint64_t seed) { return std::make_unique<dominion::test::Explorer>(seed); };
}

// An AI player that thinks for a minute unless it is stopped, and counts its decisions.
class SlowThinker : public dom::ai::Player {
 public:
  explicit SlowThinker(std::atomic<int>* started) : m_started(started) {}
  std::string_view name() const override { return "Slow thinker"; }
  dom::Move decide(const dom::View& v) override {
    m_started->fetch_add(1);
    // More than one decision at a time would be counted twice at once.
    static std::atomic<int> thinking{0};
    if (thinking.fetch_add(1) != 0) m_started->fetch_add(1000);
    QElapsedTimer clock;
    clock.start();
    while (!dom::ai::stopRequested() && clock.elapsed() < 60000) QThread::msleep(2);
    thinking.fetch_sub(1);
    return dom::ai::legalize(v, dom::Move::end());
  }

 private:
  std::atomic<int>* m_started;
};

GameController::AiFactory slowThinkers(std::atomic<int>* started) {
  return [started](int, int, uint64_t) { return std::make_unique<SlowThinker>(started); };
}

// A kingdom with Attacks, a Reaction, cards that reveal, set aside, look at and trash.
const QStringList kBusyKingdom = {QStringLiteral("Bandit"),  QStringLiteral("Cellar"),
                                  QStringLiteral("Chapel"),  QStringLiteral("Library"),
                                  QStringLiteral("Militia"), QStringLiteral("Moat"),
                                  QStringLiteral("Sentry"),  QStringLiteral("Throne Room"),
                                  QStringLiteral("Witch"),   QStringLiteral("Harbinger")};

dom::Game busyGame(int players, uint64_t seed) {
  QStringList unknown;
  dom::Setup setup{.kingdom = dominion::app::kingdomFromNames(kBusyKingdom, &unknown),
                   .players = players,
                   .seed = seed,
                   .landscapes = {}};
  if (!unknown.isEmpty()) qFatal("unknown cards in the test kingdom");
  return dom::Game::create(setup);
}

// Wraps every model of the controller in a QAbstractItemModelTester for its lifetime.
class ModelTesters {
 public:
  explicit ModelTesters(GameController& c) {
    for (QAbstractItemModel* m : std::initializer_list<QAbstractItemModel*>{
             c.supplyModel(), c.handModel(), c.inPlayModel(), c.revealedModel(), c.trashModel(),
             c.playerModel(), c.logModel(), c.decisionModel()->optionsModel()})
      add(m);
    for (int seat = 0; seat < c.playerModel()->count(); ++seat) add(c.playerModel()->inPlay(seat));
  }

 private:
  void add(QAbstractItemModel* m) {
    m_testers.push_back(std::make_unique<QAbstractItemModelTester>(
        m, QAbstractItemModelTester::FailureReportingMode::Fatal));
  }
  std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
};

// Counts model resets (there must be none during play).
class ResetCounter {
 public:
  explicit ResetCounter(GameController& c) {
    for (QAbstractItemModel* m : std::initializer_list<QAbstractItemModel*>{
             c.supplyModel(), c.handModel(), c.inPlayModel(), c.revealedModel(), c.trashModel(),
             c.playerModel(), c.logModel(), c.decisionModel()->optionsModel()})
      QObject::connect(m, &QAbstractItemModel::modelReset, [this]() { ++resets; });
  }
  int resets = 0;
};

}  // namespace

class TestGameController : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();

  void aiOnlyGameKeepsEveryModelEqualToTheView();
  void humanGameThroughTheIntentsKeepsModelsRight();
  void newGameWithEmptyKingdomDrawsTenKingdomCards();
  void newGameTakesSheltersAsTheKingdomDialogSets();
  void newGameTakesTheEarlierVersionsAsTheKingdomDialogSets();
  void firstGameKingdomAndAppControllerWiring();
  void aiLevelsFallBackToTheReferenceBot();

  void playingACardMovesOneRowFromHandToInPlay();
  void onlyLegalMovesAreOffered();
  void buyingChangesOnlyThatPilesCount();
  void cardMovedHidesOtherPlayersDraws();
  void militiaDiscardIsTheHumansDecision();
  void moatRevealProtectsTheHuman();
  void anotherPlayersRevealIsShownWithTheirName();
  void optionDecision();
  void undoAfterFestivalRestoresTheHand();
  void undoAfterTreasureAndBuy();
  void undoIsRefusedAfterADraw();
  void afterTheLastBuyTheTurnWaitsForEndTurn();
  void undoTakesBackTheLastBuyUntilTheTurnEnds();
  void endTurnAfterTheLastBuyRunsCleanupAndTheAiPlays();
  void withTheSettingTheTurnEndsAfterTheLastBuy();
  void onlyPeopleHoldTheirTurnOpen();
  void aCurseOrACheapBuyWithTreasuresInHandIsAskedAbout();
  void humanIntentsAreIgnoredWhileTheAiThinks();
  void aiThinksOffTheGuiThread();
  void demoGameOnAGivenKingdomHasItsPiles();
  void hintAndFinalScores();
  void logSentencesForTheHuman();
  void languageChangeRetranslatesTheModels();
  void rematchKeepsTheKingdomAndPlayers();
  void pauseHoldsTheAiMoves();
  void badNewGameRequestsAreReported();
  void quittingStopsTheAiThinkingAtOnce();
  void sixComputerPlayersHaveSixNames();
  void pausingStopsTheThinkingAndResumingThinksAgain();
  void eachShownMoveSoundsOncePerKindOfThing();
  void soundCuesNameAttacksTrashShufflesAndThePersonsTurn();

 private:
  dominion::test::ScratchSettings m_settings;
};

void TestGameController::initTestCase() {
  QVERIFY(m_settings.isValid());
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_gamecontroller"));
  // English, as the app starts: its messages with a count take their plural forms.
  dominion::app::Localization::install(QStringLiteral("en"));
}

// ---- Whole games ------------------------------------------------------------------------------

void TestGameController::aiOnlyGameKeepsEveryModelEqualToTheView() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  c.setAiFactory(explorers());
  QStringList problems;
  int moves = 0;
  connect(&c, &GameController::moveShown, this, [&]() {
    ++moves;
    const QString p = compareWithView(c);
    if (!p.isEmpty() && problems.size() < 5)
      problems << QStringLiteral("move %1: %2").arg(c.moveCount()).arg(p);
  });
  QSignalSpy over(&c, &GameController::gameOver);
  c.startFromGame(busyGame(/*players=*/3, /*seed=*/11), 1, /*demo=*/true);
  QVERIFY(c.active());
  QVERIFY(c.demo());
  QCOMPARE(c.playerCount(), 3);
  ModelTesters testers(c);
  ResetCounter resets(c);
  QVERIFY(!c.humanToAct());
  QVERIFY(over.wait(45000));
  QVERIFY(c.over());
  QCOMPARE(c.phase(), QStringLiteral("over"));
  QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
  QCOMPARE(resets.resets, 0);
  QCOMPARE(c.reconcileFixes(), 0);
  QVERIFY(moves > 50);
  QCOMPARE(moves, c.moveCount() + 1);  // and once for the start
  QVERIFY(c.logModel()->count() > 20);
  QVERIFY(c.logModel()->texts().contains(QStringLiteral("The game is over.")));
  QVERIFY(!c.aiThinking());
  QVERIFY(c.statusText().startsWith(QStringLiteral("The game is over")));
}

void TestGameController::humanGameThroughTheIntentsKeepsModelsRight() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  c.setAiFactory(explorers());
  c.newGame(1, 1, kBusyKingdom, /*seed=*/5);
  QVERIFY(c.active());
  QVERIFY(!c.demo());
  QCOMPARE(c.playerModel()->get(0).value(QStringLiteral("name")).toString(), QStringLiteral("You"));
  QVERIFY(c.playerModel()
              ->get(1)
              .value(QStringLiteral("name"))
              .toString()
              .startsWith(QStringLiteral("Alice (")));
  ModelTesters testers(c);
  ResetCounter resets(c);
  QStringList problems;
  QStringList batch;
  connect(&c, &GameController::cardMoved, this,
          [&](int inst, int card, int fz, int fo, int tz, int to, int why) {
            batch << QStringLiteral("%1#%2 %3/%4->%5/%6 r%7")
                         .arg(card)
                         .arg(inst)
                         .arg(fz)
                         .arg(fo)
                         .arg(tz)
                         .arg(to)
                         .arg(why);
          });
  connect(&c, &GameController::moveShown, this, [&]() {
    const QString p = compareWithView(c);
    if (!p.isEmpty() && problems.size() < 5)
      problems << QStringLiteral("move %1: %2 [%3]").arg(c.moveCount()).arg(p, batch.join(", "));
    batch.clear();
  });

  auto brain = std::make_unique<dominion::test::Explorer>(3);
  int humanMoves = 0, humanCardDecisions = 0, humanDecisionsOffTurn = 0;
  QElapsedTimer clock;
  clock.start();
  while (!c.over() && clock.elapsed() < 45000) {
    if (!c.humanToAct()) {
      QVERIFY(c.aiThinking());
      QTest::qWait(1);
      continue;
    }
    QVERIFY(!c.aiThinking());
    const dom::Decision& d = c.game().decision();
    if (d.kind != dom::DecisionKind::ActionPhase && d.kind != dom::DecisionKind::BuyPhase) {
      ++humanCardDecisions;
      QVERIFY(c.decisionModel()->active());
      QCOMPARE(c.decisionModel()->minCount(), int(d.min));
      QCOMPARE(c.decisionModel()->maxCount(), int(d.max));
      if (d.player != c.game().current()) ++humanDecisionsOffTurn;
    } else {
      QVERIFY(!c.decisionModel()->active());
      QVERIFY(c.canEndPhase());
    }
    const dom::Move m = brain->decide(dom::view(c.game(), 0));
    const int before = c.moveCount();
    QString why;
    QVERIFY2(dominion::test::playThroughIntents(c, m, &why),
             qPrintable(why + QStringLiteral(": ") +
                        QString::fromStdString(dom::formatMove(c.game(), m))));
    QCOMPARE(c.moveCount(), before + 1);
    ++humanMoves;
  }
  QVERIFY2(c.over(), "the game did not end in time");
  QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
  QCOMPARE(resets.resets, 0);
  QCOMPARE(c.reconcileFixes(), 0);
  QVERIFY(humanMoves > 20);
  QVERIFY(humanCardDecisions > 0);
  QVERIFY(humanDecisionsOffTurn > 0);  // Attacks and reactions on the AI's turns
  const QVariantList scores = c.finalScores();
  QCOMPARE(scores.size(), 2);
}

void TestGameController::newGameWithEmptyKingdomDrawsTenKingdomCards() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);  // nothing moves during the test
  c.newGame(3, 0, {}, 77);
  QVERIFY(c.active());
  QCOMPARE(c.playerCount(), 4);
  int kingdom = 0;
  for (const SupplyModel::Pile& p : c.supplyModel()->piles()) kingdom += p.isKingdom;
  QCOMPARE(kingdom, 10);
  QCOMPARE(c.supplyModel()->count(), 17);
  QCOMPARE(c.handModel()->count(), 5);
  QVERIFY(c.logModel()->get(0).value(QStringLiteral("turnHeader")).toBool());
}

// The kingdom dialog's Shelters switch: on, every player starts with the 3 Shelters; off, with
// Estates, whatever the cards (Dark Ages' Cultist-free kingdom here, or none of Dark Ages).
void TestGameController::newGameTakesSheltersAsTheKingdomDialogSets() {
  for (const int shelters : {1, 0}) {
    GameController c(nullptr);
    c.setMoveDelayOverride(100000);
    c.newGame(1, 0, dominion::app::firstGameCardNames(), 12, /*colonies=*/0, /*bane=*/-1, shelters);
    QVERIFY(c.active());
    QCOMPARE(c.game().s.shelters, shelters == 1);
    for (dom::PlayerId p = 0; p < c.game().playerCount(); ++p) {
      QCOMPARE(c.game().countOwned(p, dom::findCard("Hovel")), shelters);
      QCOMPARE(c.game().countOwned(p, dom::cards::Estate), shelters ? 0 : 3);
    }
  }
}

// The kingdom dialog's switch for the cards changed in 2022: the game plays their earlier text,
// says so to the table (earlierVersions, which CardFacts follows), saves it in the position and
// keeps it for a rematch.
void TestGameController::newGameTakesTheEarlierVersionsAsTheKingdomDialogSets() {
  for (const bool earlier : {true, false}) {
    GameController c(nullptr);
    c.setMoveDelayOverride(100000);
    QSignalSpy changed(&c, &GameController::earlierVersionsChanged);
    c.newGame(1, 0, {QStringLiteral("Hoard"), QStringLiteral("Mint"), QStringLiteral("Quarry")}, 12,
              /*colonies=*/0, /*bane=*/-1, /*shelters=*/0, earlier);
    QVERIFY(c.active());
    QCOMPARE(c.game().s.earlierVersions, earlier);
    QCOMPARE(c.earlierVersions(), earlier);
    QCOMPARE(changed.count(), earlier ? 1 : 0);
    QCOMPARE(c.savePosition().contains(QStringLiteral("\"earlierVersions\"")), earlier);
    c.rematch();
    QCOMPARE(c.game().s.earlierVersions, earlier);
    // The same switch for a game at one computer (the kingdom dialog's hot-seat game) and for
    // the demo (--earlier-versions).
    c.newSeatedGame({dominion::app::SeatSetup{QStringLiteral("Anna"), true, 0,
                                              dominion::app::defaultSeatColour(0)},
                     dominion::app::SeatSetup{QStringLiteral("Ben"), true, 0,
                                              dominion::app::defaultSeatColour(1)}},
                    {QStringLiteral("Hoard")}, 13, false, 0, -1, 0, earlier);
    QCOMPARE(c.game().s.earlierVersions, earlier);
    c.newDemoGame(1, 14, {}, earlier);
    QCOMPARE(c.game().s.earlierVersions, earlier);
  }
}

void TestGameController::firstGameKingdomAndAppControllerWiring() {
  QQmlEngine engine;
  engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
  QQmlComponent component(&engine);
  component.setData(
      "import QtQml\nimport Dominion\nQtObject { property QtObject game: GameController }", QUrl());
  std::unique_ptr<QObject> root(component.create());
  QVERIFY2(root, qPrintable(component.errorString()));
  const int appType = qmlTypeId("Dominion", 1, 0, "AppController");
  const int gameType = qmlTypeId("Dominion", 1, 0, "GameController");
  QVERIFY(appType >= 0 && gameType >= 0);
  auto* app = engine.singletonInstance<dominion::app::AppController*>(appType);
  auto* c = engine.singletonInstance<GameController*>(gameType);
  QVERIFY(app && c);
  c->setMoveDelayOverride(100000);
  app->setOpponentCount(2);
  app->setKingdom(dominion::app::AppController::FirstGame);
  QSignalSpy started(c, &GameController::gameStarted);
  app->startNewGame();
  QCOMPARE(started.count(), 1);
  QCOMPARE(c->playerCount(), 3);
  QStringList kingdom;
  for (const SupplyModel::Pile& p : c->supplyModel()->piles())
    if (p.isKingdom)
      kingdom << QString::fromStdString(std::string(dom::card(dom::CardId(p.cardId)).name));
  kingdom.sort();
  QStringList firstGame = dominion::app::firstGameCardNames();
  firstGame.sort();
  QCOMPARE(kingdom, firstGame);
  QVERIFY(c->moveDelay() >= 0);
}

void TestGameController::aiLevelsFallBackToTheReferenceBot() {
  for (int level = 0; level < dominion::app::kAiLevelCount; ++level) {
    const std::string name = dominion::app::aiPlayerNameForLevel(level);
    const dom::ai::PlayerInfo* info = dom::ai::findPlayer(name);
    QVERIFY(info);
    // Either the level itself, once it is registered, or the reference bot.
    QVERIFY(info->kind == dom::ai::PlayerKind::Level || name == dominion::app::kFallbackAiPlayer);
    QVERIFY(dominion::app::makeAiPlayer(level, 1));
  }
}

// ---- Single moves -------------------------------------------------------------------------

void TestGameController::playingACardMovesOneRowFromHandToInPlay() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(kHumanTurn), 1);
  ModelTesters testers(c);
  QVERIFY(c.humanToAct());
  QCOMPARE(c.phase(), QStringLiteral("action"));
  QCOMPARE(c.endPhaseLabel(), QStringLiteral("End Actions"));
  const int festival = handInst(c.game(), 0, "Festival");
  const int row = c.handModel()->rowOf(festival);
  QVERIFY(row >= 0);
  QVERIFY(c.handModel()->get(row).value(QStringLiteral("playable")).toBool());

  QSignalSpy handRemoved(c.handModel(), &QAbstractItemModel::rowsRemoved);
  QSignalSpy handInserted(c.handModel(), &QAbstractItemModel::rowsInserted);
  QSignalSpy handReset(c.handModel(), &QAbstractItemModel::modelReset);
  QSignalSpy playInserted(c.inPlayModel(), &QAbstractItemModel::rowsInserted);
  QSignalSpy playRemoved(c.inPlayModel(), &QAbstractItemModel::rowsRemoved);
  QSignalSpy playReset(c.inPlayModel(), &QAbstractItemModel::modelReset);
  c.playCard(festival);

  QCOMPARE(handRemoved.count(), 1);
  QCOMPARE(handRemoved.at(0).at(1).toInt(), row);
  QCOMPARE(handRemoved.at(0).at(2).toInt(), row);
  QCOMPARE(handInserted.count(), 0);
  QCOMPARE(playInserted.count(), 1);
  QCOMPARE(playInserted.at(0).at(1).toInt(), 0);
  QCOMPARE(playInserted.at(0).at(2).toInt(), 0);
  QCOMPARE(playRemoved.count(), 0);
  QCOMPARE(handReset.count() + playReset.count(), 0);
  QCOMPARE(c.inPlayModel()->get(0).value(QStringLiteral("inst")).toInt(), festival);
  QCOMPARE(c.inPlayModel()->get(0).value(QStringLiteral("name")).toString(),
           QStringLiteral("Festival"));
  QCOMPARE(c.actions(), 2);
  QCOMPARE(c.buys(), 2);
  QCOMPARE(c.coins(), 2);
  QCOMPARE(c.playerModel()->inPlay(0)->count(), 1);
  QCOMPARE(compareWithView(c), QString());
}

void TestGameController::onlyLegalMovesAreOffered() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(kHumanTurn), 1);
  const int copper = handInst(c.game(), 0, "Copper");
  QVERIFY(!c.canPlay(copper));  // a Treasure in the Action phase
  QVERIFY(
      !c.handModel()->get(c.handModel()->rowOf(copper)).value(QStringLiteral("playable")).toBool());
  QVERIFY(!c.canBuy(pileOf(c.game(), "Copper")));  // not in the Buy phase
  QVERIFY(!c.canPlayTreasures());
  for (const SupplyModel::Pile& p : c.supplyModel()->piles()) QVERIFY(!p.affordable);
  QSignalSpy errors(&c, &GameController::errorOccurred);
  c.playCard(copper);  // refused quietly: the UI never offers it
  c.buy(0);
  QCOMPARE(c.moveCount(), 0);
  QCOMPARE(errors.count(), 0);

  c.endPhase();  // to the Buy phase
  QCOMPARE(c.phase(), QStringLiteral("buy"));
  QCOMPARE(c.endPhaseLabel(), QStringLiteral("End Buys"));
  QVERIFY(c.canPlay(copper));
  QVERIFY(c.canPlayTreasures());
  QVERIFY(c.canBuy(pileOf(c.game(), "Copper")));   // $0
  QVERIFY(!c.canBuy(pileOf(c.game(), "Silver")));  // $3
  const SupplyModel::Pile silver = c.supplyModel()->piles().at(pileOf(c.game(), "Silver"));
  QVERIFY(!silver.affordable);
  QVERIFY(c.supplyModel()->piles().at(pileOf(c.game(), "Curse")).affordable);
}

void TestGameController::buyingChangesOnlyThatPilesCount() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(kHumanBuys), 1);
  ModelTesters testers(c);
  const int silver = pileOf(c.game(), "Silver");
  const int before = c.supplyModel()->piles().at(silver).count;
  const int discard = c.playerModel()->players().at(0).discardCount;
  QVERIFY(c.canBuy(silver));
  QSignalSpy changed(c.supplyModel(), &QAbstractItemModel::dataChanged);
  QSignalSpy handInserted(c.handModel(), &QAbstractItemModel::rowsInserted);
  QSignalSpy playInserted(c.inPlayModel(), &QAbstractItemModel::rowsInserted);
  QSignalSpy supplyReset(c.supplyModel(), &QAbstractItemModel::modelReset);
  c.buy(silver);
  QCOMPARE(c.supplyModel()->piles().at(silver).count, before - 1);
  QCOMPARE(c.supplyModel()->get(silver).value(QStringLiteral("count")).toInt(), before - 1);
  QCOMPARE(c.playerModel()->players().at(0).discardCount, discard + 1);
  QCOMPARE(c.playerModel()->players().at(0).discardTopCardId, int(dom::cards::Silver));
  QCOMPARE(handInserted.count() + playInserted.count() + supplyReset.count(), 0);
  int countChanges = 0;
  for (const QList<QVariant>& args : changed) {
    const QModelIndex top = args.at(0).value<QModelIndex>();
    const QModelIndex bottom = args.at(1).value<QModelIndex>();
    const QList<int> roles = args.at(2).value<QList<int>>();
    QVERIFY(!roles.isEmpty());  // always the roles that changed
    if (roles.contains(SupplyModel::CountRole)) {
      ++countChanges;
      QCOMPARE(top.row(), silver);
      QCOMPARE(bottom.row(), silver);
    }
  }
  QCOMPARE(countChanges, 1);
  QCOMPARE(c.coins(), 3);
  QCOMPARE(c.buys(), 1);
  QVERIFY(!c.canPlayTreasures());  // a card was bought
  QCOMPARE(compareWithView(c), QString());
}

void TestGameController::cardMovedHidesOtherPlayersDraws() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  c.startFromGame(position(kHumanTurn), 1);
  QSignalSpy moved(&c, &GameController::cardMoved);
  const int festival = handInst(c.game(), 0, "Festival");
  c.playCard(festival);
  QCOMPARE(moved.count(), 1);
  const QList<QVariant> play = moved.takeFirst();
  QCOMPARE(play.at(0).toInt(), festival);
  QCOMPARE(play.at(1).toInt(), int(dom::findCard("Festival")));
  QCOMPARE(play.at(2).toInt(), int(dom::Zone::Hand));
  QCOMPARE(play.at(3).toInt(), 0);
  QCOMPARE(play.at(4).toInt(), int(dom::Zone::InPlay));
  QCOMPARE(play.at(5).toInt(), 0);
  QCOMPARE(play.at(6).toInt(), int(dom::MoveReason::Play));

  c.endPhase();
  c.endPhase();  // clean-up: the human draws a new hand (seen), then the AI's turn
  QTRY_VERIFY_WITH_TIMEOUT(c.humanToAct(), 10000);
  int ownDraws = 0, hiddenDraws = 0;
  for (const QList<QVariant>& m : moved) {
    if (m.at(6).toInt() != int(dom::MoveReason::Draw)) continue;
    if (m.at(3).toInt() == 0) {
      ++ownDraws;
      QVERIFY(m.at(1).toInt() >= 0 && m.at(0).toInt() >= 0);
    } else {
      ++hiddenDraws;
      QCOMPARE(m.at(0).toInt(), -1);
      QCOMPARE(m.at(1).toInt(), -1);
    }
  }
  QCOMPARE(ownDraws, 5);
  QCOMPARE(hiddenDraws, 5);
}

void TestGameController::militiaDiscardIsTheHumansDecision() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(afterMilitia(R"(["Copper", "Copper", "Estate", "Estate", "Silver"])"), 1);
  ModelTesters testers(c);
  QVERIFY(c.humanToAct());
  QCOMPARE(c.currentPlayer(), 1);
  QVERIFY(!c.canEndPhase());
  DecisionModel* d = c.decisionModel();
  QVERIFY(d->active());
  QCOMPARE(d->kind(), QStringLiteral("cards"));
  QCOMPARE(d->askingCardId(), int(dom::findCard("Militia")));
  QCOMPARE(d->minCount(), 2);
  QCOMPARE(d->maxCount(), 2);
  QCOMPARE(d->optionsModel()->count(), 5);
  QVERIFY(!d->prompt().isEmpty());
  QVERIFY(c.statusText().startsWith(QStringLiteral("Militia: ")));
  QVERIFY(!d->canConfirm());
  for (const CardListModel::Card& card : c.handModel()->cards()) {
    QVERIFY(card.selectable);
    QVERIFY(!card.selected);
    QVERIFY(!card.playable);
  }
  QSignalSpy selection(d, &DecisionModel::selectionChanged);
  d->toggle(2);  // an Estate
  QCOMPARE(d->selectedCount(), 1);
  QVERIFY(!d->canConfirm());
  d->confirm();  // refused: not legal yet
  QVERIFY(c.humanToAct());
  QCOMPARE(c.handModel()->count(), 5);
  d->toggle(3);  // the other Estate
  QCOMPARE(d->selectedCount(), 2);
  QVERIFY(d->canConfirm());
  d->toggle(4);  // a third card: the answer is full, nothing changes
  QCOMPARE(d->selectedCount(), 2);
  QVERIFY(selection.count() >= 2);
  const int estate = d->optionsModel()->options().at(2).inst;
  QVERIFY(c.handModel()->cards().at(c.handModel()->rowOf(estate)).selected);
  QCOMPARE(d->optionsModel()->get(2).value(QStringLiteral("order")).toInt(), 1);
  QCOMPARE(d->optionsModel()->get(3).value(QStringLiteral("order")).toInt(), 2);
  QCOMPARE(d->optionsModel()->get(4).value(QStringLiteral("order")).toInt(), 0);

  QSignalSpy handRemoved(c.handModel(), &QAbstractItemModel::rowsRemoved);
  d->confirm();
  QVERIFY(!d->active());
  QVERIFY(!c.humanToAct());
  QVERIFY(c.aiThinking());
  QCOMPARE(handRemoved.count(), 2);
  QCOMPARE(c.handModel()->count(), 3);
  for (const CardListModel::Card& card : c.handModel()->cards())
    QVERIFY(card.cardId != int(dom::cards::Estate));
  QVERIFY(!c.canUndo());  // another player's turn goes on
  QVERIFY2(c.logModel()->texts().contains(QStringLiteral("You discard Estate, Estate.")),
           qPrintable(c.logModel()->texts().join('\n')));
  QCOMPARE(compareWithView(c), QString());
}

void TestGameController::moatRevealProtectsTheHuman() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  c.startFromGame(afterMilitia(R"(["Moat", "Copper", "Copper", "Estate", "Estate"])"), 1);
  DecisionModel* d = c.decisionModel();
  QVERIFY(c.humanToAct());
  QVERIFY(d->active());
  QCOMPARE(d->kind(), QStringLiteral("cards"));
  QCOMPARE(d->minCount(), 0);
  QCOMPARE(d->maxCount(), 1);
  QCOMPARE(d->confirmLabel(), QStringLiteral("Reveal"));
  QCOMPARE(d->optionsModel()->count(), 1);
  QCOMPARE(d->optionsModel()->get(0).value(QStringLiteral("label")).toString(),
           QStringLiteral("Moat"));
  d->toggle(0);
  QVERIFY(d->canConfirm());
  QSignalSpy revealed(&c, &GameController::cardsRevealed);
  d->confirm();
  QVERIFY2(c.logModel()->texts().contains(QStringLiteral("You reveal Moat.")),
           qPrintable(c.logModel()->texts().join('\n')));
  // Your own Moat stays in view in your hand: no banner shows it a second time.
  QCOMPARE(revealed.count(), 0);
  // Moat made the human immune: Militia asks nothing more, and the hand keeps 5 cards.
  QTRY_VERIFY_WITH_TIMEOUT(c.humanToAct() && c.currentPlayer() == 0, 10000);
  QCOMPARE(c.phase(), QStringLiteral("action"));
  QCOMPARE(c.handModel()->count(), 5);
  QCOMPARE(c.reconcileFixes(), 0);
}

// The human's Militia: the AI reveals its Moat, and the table shows it a moment with its name.
void TestGameController::anotherPlayersRevealIsShownWithTheirName() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  c.startFromGame(position(R"({
  "kingdom": ["Cellar", "Festival", "Market", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village", "Workshop"],
  "players": [
    {"hand": ["Militia", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper", "Copper", "Copper", "Estate", "Copper"]},
    {"hand": ["Moat", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper", "Copper", "Estate", "Copper", "Copper"]}
  ],
  "turn": {"player": 0}
})"),
                  1);
  QSignalSpy revealed(&c, &GameController::cardsRevealed);
  c.playCard(handInst(c.game(), 0, "Militia"));
  QTRY_VERIFY_WITH_TIMEOUT(revealed.count() >= 1, 10000);
  QCOMPARE(revealed.first().at(0).toInt(), 1);
  QVERIFY2(revealed.first().at(1).toString().endsWith(QStringLiteral(" reveals")),
           qPrintable(revealed.first().at(1).toString()));
  QCOMPARE(revealed.first().at(2).toList(), QVariantList{int(dom::findCard("Moat"))});
}

void TestGameController::optionDecision() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(kHumanTurn), 1);
  c.playCard(handInst(c.game(), 0, "Chancellor"));
  DecisionModel* d = c.decisionModel();
  QVERIFY(d->active());
  QCOMPARE(d->kind(), QStringLiteral("options"));
  QCOMPARE(d->minCount(), 1);
  QCOMPARE(d->maxCount(), 1);
  QCOMPARE(d->optionsModel()->count(), 2);
  QCOMPARE(d->optionsModel()->get(0).value(QStringLiteral("label")).toString(),
           QStringLiteral("Put deck into discard pile"));
  QCOMPARE(d->optionsModel()->get(0).value(QStringLiteral("cardId")).toInt(), -1);
  QVERIFY(!d->canConfirm());
  d->toggle(1);
  d->toggle(0);  // a single choice: replaces the first
  QCOMPARE(d->selectedCount(), 1);
  QVERIFY(d->optionsModel()->get(0).value(QStringLiteral("selected")).toBool());
  QVERIFY(!d->optionsModel()->get(1).value(QStringLiteral("selected")).toBool());
  const int deck = c.playerModel()->players().at(0).deckCount;
  QVERIFY(deck > 0);
  d->confirm();
  QVERIFY(!d->active());
  QCOMPARE(c.playerModel()->players().at(0).deckCount, 0);
  QVERIFY2(c.logModel()->texts().contains(
               QStringLiteral("You choose: Put deck into discard pile (Chancellor).")),
           qPrintable(c.logModel()->texts().join('\n')));
}

void TestGameController::undoAfterFestivalRestoresTheHand() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(kHumanTurn), 1);
  ModelTesters testers(c);
  QVERIFY(!c.canUndo());
  const dom::GameState start = c.game().s;
  c.playCard(handInst(c.game(), 0, "Festival"));  // no card drawn: may be taken back
  QVERIFY(c.canUndo());
  QSignalSpy handReset(c.handModel(), &QAbstractItemModel::modelReset);
  c.undo();
  QCOMPARE(handReset.count(), 0);
  QVERIFY(!c.canUndo());
  QCOMPARE(c.handModel()->count(), 5);
  QCOMPARE(c.inPlayModel()->count(), 0);
  QCOMPARE(c.actions(), 1);
  QCOMPARE(c.coins(), 0);
  QVERIFY(c.game().s == start);
  QVERIFY(c.logModel()->texts().contains(QStringLiteral("You take back your last move.")));
  QCOMPARE(compareWithView(c), QString());
  QVERIFY(c.humanToAct());
}

void TestGameController::undoAfterTreasureAndBuy() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(kHumanBuys), 1);
  c.playCard(handInst(c.game(), 0, "Copper"));
  QCOMPARE(c.coins(), 7);
  QVERIFY(c.canUndo());
  c.buy(pileOf(c.game(), "Silver"));  // 2 Buys: the turn goes on
  QVERIFY(c.canUndo());
  c.undo();
  QCOMPARE(c.coins(), 7);
  QCOMPARE(c.supplyModel()->piles().at(pileOf(c.game(), "Silver")).count, 40);
  QVERIFY(c.canUndo());
  c.undo();
  QCOMPARE(c.coins(), 6);
  QCOMPARE(c.handModel()->count(), 5);
  QVERIFY(!c.canUndo());
  QCOMPARE(compareWithView(c), QString());
}

void TestGameController::undoIsRefusedAfterADraw() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(kHumanTurn), 1);
  c.playCard(handInst(c.game(), 0, "Festival"));
  QVERIFY(c.canUndo());
  c.playCard(handInst(c.game(), 0, "Village"));  // draws a card: the door closes
  QVERIFY(!c.canUndo());
  const dom::GameState now = c.game().s;
  c.undo();
  QVERIFY(c.game().s == now);
  c.playCard(handInst(c.game(), 0, "Smithy"));
  QVERIFY(!c.canUndo());
}

// Table issue, item 1: the last buy no longer ends the turn; the turn waits for End turn.
void TestGameController::afterTheLastBuyTheTurnWaitsForEndTurn() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  c.startFromGame(position(kHumanLastBuy), 1);
  QVERIFY(c.game().player(0).endsOwnTurn);
  QVERIFY(!c.turnHeldOpen());
  QCOMPARE(c.endPhaseLabel(), QStringLiteral("End Buys"));
  c.buy(pileOf(c.game(), "Silver"));
  QTest::qWait(20);  // an AI move would be shown by now
  QCOMPARE(c.currentPlayer(), 0);
  QVERIFY(c.humanToAct());
  QVERIFY(!c.aiThinking());
  QCOMPARE(c.phase(), QStringLiteral("buy"));
  QCOMPARE(c.buys(), 0);
  QCOMPARE(c.coins(), 3);
  QVERIFY(c.turnHeldOpen());
  QVERIFY(c.canEndPhase());
  QCOMPARE(c.endPhaseLabel(), QStringLiteral("End turn"));
  QVERIFY(c.canUndo());
  QCOMPARE(c.statusText(), QStringLiteral("No Buys left: end your turn, or undo a buy."));
  for (const SupplyModel::Pile& p : c.supplyModel()->piles()) QVERIFY(!p.affordable);
  QVERIFY(!c.canBuy(pileOf(c.game(), "Copper")));
  QVERIFY(!c.canPlayTreasures());
  // Nothing drawn yet: the hand is still this turn's.
  QCOMPARE(c.handModel()->count(), 5);
  QCOMPARE(c.playerModel()->players().at(0).deckCount, 5);
  QCOMPARE(c.hint(), QStringLiteral("End your turn."));
  QCOMPARE(compareWithView(c), QString());
}

void TestGameController::undoTakesBackTheLastBuyUntilTheTurnEnds() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  c.startFromGame(position(kHumanLastBuy), 1);
  ModelTesters testers(c);
  const int silver = pileOf(c.game(), "Silver");
  const int gold = pileOf(c.game(), "Gold");
  const int discard = c.playerModel()->players().at(0).discardCount;
  c.buy(silver);
  QCOMPARE(c.supplyModel()->piles().at(silver).count, 39);
  QCOMPARE(c.playerModel()->players().at(0).discardCount, discard + 1);
  c.undo();
  QCOMPARE(c.supplyModel()->piles().at(silver).count, 40);
  QCOMPARE(c.playerModel()->players().at(0).discardCount, discard);
  QCOMPARE(c.coins(), 6);
  QCOMPARE(c.buys(), 1);
  QVERIFY(!c.turnHeldOpen());
  QVERIFY(c.humanToAct());
  QVERIFY(c.canBuy(gold));
  c.buy(gold);  // another choice, still the human's turn
  QCOMPARE(c.supplyModel()->piles().at(gold).count, 29);
  QCOMPARE(c.supplyModel()->piles().at(silver).count, 40);
  QCOMPARE(c.coins(), 0);
  QVERIFY(c.turnHeldOpen());
  QVERIFY(c.canUndo());
  QCOMPARE(c.reconcileFixes(), 0);
  QCOMPARE(compareWithView(c), QString());
}

void TestGameController::endTurnAfterTheLastBuyRunsCleanupAndTheAiPlays() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  c.startFromGame(position(kHumanLastBuy), 1);
  c.buy(pileOf(c.game(), "Silver"));
  QVERIFY(c.turnHeldOpen());
  QSignalSpy turns(&c, &GameController::currentPlayerChanged);
  c.endPhase();
  // Clean-up: the next hand is drawn (5 Coppers), so nothing before it may be taken back.
  QVERIFY(!c.turnHeldOpen());
  QVERIFY(!c.canUndo());
  QCOMPARE(c.handModel()->count(), 5);
  for (const CardListModel::Card& card : c.handModel()->cards())
    QCOMPARE(card.cardId, int(dom::cards::Copper));
  QCOMPARE(c.playerModel()->players().at(0).deckCount, 0);
  QCOMPARE(c.playerModel()->players().at(0).discardCount, 6);  // 5 cards and the Silver
  QVERIFY(turns.count() >= 1);
  // The AI takes its turn and gives the table back to the human.
  QTRY_VERIFY_WITH_TIMEOUT(c.humanToAct() && c.currentPlayer() == 0, 10000);
  QCOMPARE(c.phase(), QStringLiteral("buy"));  // no Action in the hand of Coppers
  QCOMPARE(c.buys(), 1);
  QCOMPARE(c.reconcileFixes(), 0);
  QCOMPARE(compareWithView(c), QString());
}

void TestGameController::withTheSettingTheTurnEndsAfterTheLastBuy() {
  AppSettings settings;
  settings.setEndTurnAfterLastBuy(true);
  GameController c(nullptr);
  c.setSettings(&settings);
  c.setMoveDelayOverride(100000);  // the AI's move waits: its turn lasts the test
  c.startFromGame(position(kHumanLastBuy), 1);
  QVERIFY(!c.game().player(0).endsOwnTurn);
  c.buy(pileOf(c.game(), "Silver"));
  QCOMPARE(c.currentPlayer(), 1);
  QVERIFY(!c.humanToAct());
  QVERIFY(!c.turnHeldOpen());
  QVERIFY(!c.canUndo());
  // Changed during the game, the setting holds the human's next turns open again.
  settings.setEndTurnAfterLastBuy(false);
  QVERIFY(c.game().player(0).endsOwnTurn);
  QVERIFY(!c.game().player(1).endsOwnTurn);
  settings.setEndTurnAfterLastBuy(true);
  QVERIFY(!c.game().player(0).endsOwnTurn);
  c.setSettings(nullptr);
  QVERIFY(c.game().player(0).endsOwnTurn);  // without settings: the default, off
}

void TestGameController::onlyPeopleHoldTheirTurnOpen() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(busyGame(/*players=*/3, /*seed=*/5), 1);
  QVERIFY(c.game().player(0).endsOwnTurn);
  QVERIFY(!c.game().player(1).endsOwnTurn);
  QVERIFY(!c.game().player(2).endsOwnTurn);
  c.startFromGame(busyGame(/*players=*/2, /*seed=*/5), 1, /*demo=*/true);
  QVERIFY(!c.game().player(0).endsOwnTurn);
  QVERIFY(!c.game().player(1).endsOwnTurn);
  // A saved position says what the seats did; the seats of this table decide.
  dom::Game saved = position(kHumanLastBuy);
  saved.s.players[1].endsOwnTurn = true;
  saved.s.players[0].endsOwnTurn = false;
  c.startFromGame(saved, 1);
  QVERIFY(c.game().player(0).endsOwnTurn);
  QVERIFY(!c.game().player(1).endsOwnTurn);
}

// Issue 18 (1): $6 now and $4 more in Treasures in hand ($10): a Curse, or a card costing
// less than $5, is asked about; not once the Treasures are played.
void TestGameController::aCurseOrACheapBuyWithTreasuresInHandIsAskedAbout() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(kHumanBuys), 1);
  QCOMPARE(c.buyWarning(pileOf(c.game(), "Curse")),
           QStringLiteral("Buy Curse with $6? You have 3 Treasures in hand."));
  QVERIFY(c.buyWarning(pileOf(c.game(), "Cellar")).startsWith(QStringLiteral("Buy Cellar")));
  QCOMPARE(c.buyWarning(pileOf(c.game(), "Silver")).isEmpty(), false);
  QCOMPARE(c.buyWarning(pileOf(c.game(), "Market")), QString());  // $5 is half of $10
  QCOMPARE(c.buyWarning(pileOf(c.game(), "Gold")), QString());
  QCOMPARE(c.buyWarning(pileOf(c.game(), "Province")), QString());  // not affordable
  c.playAllTreasures();
  QCOMPARE(c.coins(), 10);
  QCOMPARE(c.buyWarning(pileOf(c.game(), "Curse")), QString());
  QCOMPARE(c.buyWarning(pileOf(c.game(), "Cellar")), QString());
}

void TestGameController::humanIntentsAreIgnoredWhileTheAiThinks() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);  // the AI's move waits: its turn lasts the whole test
  c.startFromGame(
      position(militiaPosition(R"(["Copper", "Copper", "Estate", "Estate", "Silver"])")), 1);
  QVERIFY(!c.humanToAct());
  QVERIFY(c.aiThinking());
  QVERIFY(c.statusText().startsWith(QStringLiteral("Alice")));
  QCOMPARE(c.playerModel()->players().at(1).deciding, true);
  const dom::GameState before = c.game().s;
  c.endPhase();
  c.playCard(handInst(c.game(), 0, "Copper"));
  c.playAllTreasures();
  c.buy(pileOf(c.game(), "Copper"));
  c.undo();
  c.decisionModel()->confirm();
  QTest::qWait(50);
  QVERIFY(c.game().s == before);
  QCOMPARE(c.moveCount(), 0);
  QVERIFY(!c.canPlay(handInst(c.game(), 0, "Copper")));
  QVERIFY(c.hint().isEmpty());
}

void TestGameController::aiThinksOffTheGuiThread() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  int ticks = 0;
  QTimer ticker;
  connect(&ticker, &QTimer::timeout, this, [&ticks]() { ++ticks; });
  ticker.start(1);
  c.newDemoGame(1, 3);
  QTRY_VERIFY_WITH_TIMEOUT(c.moveCount() >= 40 || c.over(), 20000);
  QVERIFY(c.lastAiThread() != nullptr);
  QVERIFY(c.lastAiThread() != QThread::currentThread());
  QVERIFY(ticks > 0);  // the GUI thread's event loop kept running between the moves
}

void TestGameController::demoGameOnAGivenKingdomHasItsPiles() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  const QStringList kingdom{QStringLiteral("Trader"),
                            QStringLiteral("Fool's Gold"),
                            QStringLiteral("Border Village"),
                            QStringLiteral("Highway"),
                            QStringLiteral("Haggler"),
                            QStringLiteral("Farmland"),
                            QStringLiteral("Tunnel"),
                            QStringLiteral("Oasis"),
                            QStringLiteral("Inn"),
                            QStringLiteral("Jack of All Trades")};
  c.newDemoGame(1, 4, kingdom);
  QVERIFY(c.active());
  for (const QString& name : kingdom)
    QVERIFY2(c.game().pileIndex(dom::findCard(name.toStdString())) >= 0, qPrintable(name));
  // Without one, ten random cards.
  c.newDemoGame(1, 4);
  QVERIFY(c.active());
  int kingdomPiles = 0;
  for (const dom::Pile& pile : c.game().s.supply)
    kingdomPiles += dom::card(pile.card).isKingdom() ? 1 : 0;
  QVERIFY(kingdomPiles >= 10);
}

void TestGameController::hintAndFinalScores() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(kHumanBuys), 1);
  const QString hint = c.hint();
  QVERIFY2(hint.startsWith(QStringLiteral("Buy ")) || hint.startsWith(QStringLiteral("Play ")) ||
               hint.startsWith(QStringLiteral("End ")),
           qPrintable(hint));
  const QVariantList scores = c.finalScores();
  QCOMPARE(scores.size(), 2);
  const QVariantMap you = scores.at(0).toMap();
  QCOMPARE(you.value(QStringLiteral("seat")).toInt(), 0);
  QCOMPARE(you.value(QStringLiteral("name")).toString(), QStringLiteral("You"));
  QCOMPARE(you.value(QStringLiteral("vp")).toInt(), 3);  // 3 Estates in the position
  const QVariantList breakdown = you.value(QStringLiteral("breakdown")).toList();
  QCOMPARE(breakdown.size(), 1);
  QCOMPARE(breakdown.at(0).toMap().value(QStringLiteral("name")).toString(),
           QStringLiteral("Estate"));
  QCOMPARE(breakdown.at(0).toMap().value(QStringLiteral("count")).toInt(), 3);
  QCOMPARE(breakdown.at(0).toMap().value(QStringLiteral("vp")).toInt(), 3);
}

void TestGameController::logSentencesForTheHuman() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(kHumanTurn), 1);
  c.playCard(handInst(c.game(), 0, "Festival"));
  c.playCard(handInst(c.game(), 0, "Smithy"));
  c.endPhase();
  c.playAllTreasures();
  const QStringList lines = c.logModel()->texts();
  QVERIFY2(lines.contains(QStringLiteral("You play Festival. (+2 Actions, +1 Buy, +$2)")),
           qPrintable(lines.join('\n')));
  QVERIFY2(lines.contains(QStringLiteral("You play Smithy and draw Copper, Silver, Estate.")),
           qPrintable(lines.join('\n')));
  QVERIFY2(lines.contains(QStringLiteral("You play Copper, Copper, Silver. (+$4)")),
           qPrintable(lines.join('\n')));
  const QVariantMap smithy = c.logModel()->get(
      int(lines.indexOf(QStringLiteral("You play Smithy and draw Copper, Silver, Estate."))));
  QCOMPARE(smithy.value(QStringLiteral("seat")).toInt(), 0);
  const QVariantList ids = smithy.value(QStringLiteral("cardIds")).toList();
  QVERIFY(ids.contains(int(dom::findCard("Smithy"))));
  QVERIFY(ids.contains(int(dom::cards::Silver)));
}

void TestGameController::languageChangeRetranslatesTheModels() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(kHumanTurn), 1);
  c.playCard(handInst(c.game(), 0, "Festival"));
  QSignalSpy logChanged(c.logModel(), &QAbstractItemModel::dataChanged);
  QSignalSpy handChanged(c.handModel(), &QAbstractItemModel::dataChanged);
  QSignalSpy supplyChanged(c.supplyModel(), &QAbstractItemModel::dataChanged);
  QSignalSpy status(&c, &GameController::statusTextChanged);
  QSignalSpy label(&c, &GameController::endPhaseLabelChanged);
  QEvent change(QEvent::LanguageChange);
  QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
  QCOMPARE(logChanged.count(), 1);
  QCOMPARE(logChanged.at(0).at(0).value<QModelIndex>().row(), 0);
  QCOMPARE(logChanged.at(0).at(1).value<QModelIndex>().row(), c.logModel()->count() - 1);
  QCOMPARE(handChanged.count(), 1);
  QCOMPARE(supplyChanged.count(), 1);
  QCOMPARE(status.count(), 1);
  QCOMPARE(label.count(), 1);
  QCOMPARE(c.endPhaseLabel(), QStringLiteral("End Actions"));
}

void TestGameController::rematchKeepsTheKingdomAndPlayers() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.newGame(2, 0, dominion::app::firstGameCardNames(), 99);
  QList<int> kingdom;
  for (const SupplyModel::Pile& p : c.supplyModel()->piles()) kingdom << p.cardId;
  const dom::GameState first = c.game().s;
  QSignalSpy started(&c, &GameController::gameStarted);
  c.rematch();
  QCOMPARE(started.count(), 1);
  QCOMPARE(c.playerCount(), 3);
  QList<int> again;
  for (const SupplyModel::Pile& p : c.supplyModel()->piles()) again << p.cardId;
  QCOMPARE(again, kingdom);
  QVERIFY(c.game().s.seed != first.seed);
  QCOMPARE(c.moveCount(), 0);
  QVERIFY(c.playerModel()
              ->get(1)
              .value(QStringLiteral("name"))
              .toString()
              .startsWith(QStringLiteral("Alice")));
}

void TestGameController::pauseHoldsTheAiMoves() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  c.setPaused(true);
  c.newDemoGame(1, 21);  // a new game starts unpaused
  QVERIFY(!c.paused());
  QSignalSpy pausedChanged(&c, &GameController::pausedChanged);
  // Paused from the third move's own signal: with no delay between moves, two AI players can
  // otherwise finish the whole game between two looks of the test.
  const auto pauseAtThird = QObject::connect(&c, &GameController::moveApplied, &c, [&c] {
    if (c.moveCount() >= 3) c.setPaused(true);
  });
  QTRY_VERIFY_WITH_TIMEOUT(c.paused(), 10000);
  QObject::disconnect(pauseAtThird);
  QCOMPARE(pausedChanged.count(), 1);
  QVERIFY(!c.game().isOver());
  const int moves = c.moveCount();
  QTest::qWait(200);
  QCOMPARE(c.moveCount(), moves);
  QVERIFY(c.aiThinking());
  c.setPaused(false);
  QTRY_VERIFY_WITH_TIMEOUT(c.moveCount() > moves, 10000);
}

void TestGameController::badNewGameRequestsAreReported() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  QSignalSpy errors(&c, &GameController::errorOccurred);
  c.newGame(0, 1, {});
  QCOMPARE(errors.count(), 1);
  QVERIFY(!c.active());
  c.newGame(1, 1, {QStringLiteral("Village"), QStringLiteral("Nonsuch")}, 4);
  QCOMPARE(errors.count(), 2);
  QVERIFY(errors.at(1).at(0).toString().contains(QStringLiteral("Nonsuch")));
  QVERIFY(c.active());
  int kingdom = 0;
  bool village = false;
  for (const SupplyModel::Pile& p : c.supplyModel()->piles()) {
    kingdom += p.isKingdom;
    village = village || p.cardId == int(dom::findCard("Village"));
  }
  QCOMPARE(kingdom, 10);  // filled up with random cards
  QVERIFY(village);
}

// Quitting while an AI player thinks neither waits for its answer nor leaves its thread running.
void TestGameController::quittingStopsTheAiThinkingAtOnce() {
  std::atomic<int> started{0};
  QElapsedTimer clock;
  {
    auto* c = new GameController(nullptr);
    c->setMoveDelayOverride(0);
    c->setAiFactory(slowThinkers(&started));
    c->newDemoGame(2, 8);
    QTRY_VERIFY_WITH_TIMEOUT(started.load() == 1, 5000);
    QVERIFY(c->thinkingOnWorker());
    clock.start();
    delete c;  // waits for the worker thread, which stops thinking at once
  }
  QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
  QCOMPARE(started.load(), 1);
}

// Leaving the table pauses the game: the decision being thought about is given up, and the
// same player thinks about it again once the game goes on; nothing was played meanwhile.
void TestGameController::pausingStopsTheThinkingAndResumingThinksAgain() {
  std::atomic<int> started{0};
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  c.setAiFactory(slowThinkers(&started));
  c.newDemoGame(1, 8);
  QTRY_VERIFY_WITH_TIMEOUT(started.load() == 1, 5000);
  c.setPaused(true);
  QVERIFY(!c.thinkingOnWorker());
  QTest::qWait(100);
  QCOMPARE(c.moveCount(), 0);
  QCOMPARE(started.load(), 1);
  c.setPaused(false);
  QTRY_VERIFY_WITH_TIMEOUT(started.load() == 2, 5000);
  QVERIFY(c.thinkingOnWorker());
  // Paused and resumed at once: the stopped decision reports back before the next one starts.
  c.setPaused(true);
  c.setPaused(false);
  QTRY_VERIFY_WITH_TIMEOUT(started.load() == 3, 5000);
  QTest::qWait(100);
  QCOMPARE(started.load(), 3);  // one decision at a time
  QVERIFY(c.thinkingOnWorker());
  QCOMPARE(c.moveCount(), 0);
}

void TestGameController::sixComputerPlayersHaveSixNames() {
  GameController c(nullptr);
  c.setMoveDelayOverride(100000);
  c.newDemoGame(5, 4);
  QStringList names;
  for (int seat = 0; seat < 6; ++seat) {
    const QString name = c.playerModel()->get(seat).value(QStringLiteral("name")).toString();
    QVERIFY2(!name.startsWith(QStringLiteral("Player")), qPrintable(name));
    QVERIFY2(!names.contains(name), qPrintable(name));
    names << name;
  }
}

// ---- Sound ------------------------------------------------------------------------------------

// The table's sounds follow the moves shown: one cue per kind of thing a move did, however many
// cards it moved (all Treasures played at once is one "play").
void TestGameController::eachShownMoveSoundsOncePerKindOfThing() {
  GameController c(nullptr);
  c.setMoveDelayOverride(0);
  c.startFromGame(position(kHumanTurn), 1);
  QSignalSpy spy(&c, &GameController::soundCue);
  auto cues = [&spy] {
    QStringList out;
    for (const QList<QVariant>& args : std::as_const(spy)) out << args.at(0).toString();
    spy.clear();
    return out;
  };
  c.playCard(handInst(c.game(), 0, "Festival"));
  QCOMPARE(cues(), QStringList{QStringLiteral("play")});
  c.endPhase();
  QCOMPARE(cues(), QStringList());  // to the Buy phase: nothing to hear
  QVERIFY(c.canPlayTreasures());
  c.playAllTreasures();
  QCOMPARE(cues(), QStringList{QStringLiteral("play")});
  c.buy(pileOf(c.game(), "Silver"));
  QCOMPARE(cues(), QStringList{QStringLiteral("buy")});
  c.endPhase();  // the turn ends; the AI plays its turn and the human's begins
  QTRY_VERIFY_WITH_TIMEOUT(c.humanToAct() && c.currentPlayer() == 0, 10000);
  const QStringList heard = cues();
  QVERIFY2(heard.contains(QStringLiteral("your_turn")), qPrintable(heard.join(' ')));
  QCOMPARE(heard.count(QStringLiteral("your_turn")), 1);
}

void TestGameController::soundCuesNameAttacksTrashShufflesAndThePersonsTurn() {
  using dom::Event;
  using dom::EventKind;
  const auto person = [](int seat) { return seat == 0; };
  const std::vector<Event> witch = {
      {.kind = EventKind::Play, .player = 1, .card = dom::findCard("Witch")},
      {.kind = EventKind::Gain, .player = 0, .card = dom::cards::Curse},
      {.kind = EventKind::Shuffle, .player = 1, .amount = 7},
      {.kind = EventKind::Play, .player = 1, .card = dom::cards::Copper},
  };
  QCOMPARE(dominion::app::soundCues(witch, person),
           (QStringList{QStringLiteral("attack"), QStringLiteral("buy"), QStringLiteral("shuffle"),
                        QStringLiteral("play")}));
  const std::vector<Event> chapel = {
      {.kind = EventKind::Trash, .player = 0, .card = dom::cards::Estate},
      {.kind = EventKind::Trash, .player = 0, .card = dom::cards::Copper},
      {.kind = EventKind::TurnBegin, .player = 1, .amount = 3},
  };
  // The AI's turn begins without a chime.
  QCOMPARE(dominion::app::soundCues(chapel, person), QStringList{QStringLiteral("trash")});
  const std::vector<Event> turn = {{.kind = EventKind::TurnBegin, .player = 0, .amount = 4}};
  QCOMPARE(dominion::app::soundCues(turn, person), QStringList{QStringLiteral("your_turn")});
  QCOMPARE(dominion::app::soundCues(turn, [](int) { return false; }), QStringList());  // a demo
}

QTEST_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
