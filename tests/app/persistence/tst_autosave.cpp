// The autosave, Continue and the named saves through the GameController and the SaveManager,
// as the application wires them; finished games go to the history.

#include <QtQml/qqmlextensionplugin.h>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "engine/notation.hpp"
#include "engine/position.hpp"
#include "game/gamecontroller.h"
#include "game/gametestsupport.h"
#include "persistence/gamehistory.h"
#include "persistence/savemanager.h"
#include "playthroughintents.h"
#include "testsupport.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

using namespace dominion::app;
using dominion::test::compareWithView;
using dominion::test::waitForPerson;

namespace {

const QStringList kKingdom = {"Militia",     "Moat",    "Masquerade", "Minion",    "Torturer",
                              "Throne Room", "Library", "Sentry",     "Courtyard", "Witch"};

GameController::AiFactory explorers() {
  return [](int, int, uint64_t seed) { return std::make_unique<dominion::test::Explorer>(seed); };
}

// The AI (seat 1) about to play Militia; the person (seat 0) will have to discard.
const char* const kMilitiaComing = R"({
  "kingdom": ["Cellar", "Festival", "Market", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village", "Workshop"],
  "players": [
    {"hand": ["Copper", "Silver", "Estate", "Estate", "Copper"], "deck": ["Copper", "Copper", "Copper", "Estate", "Copper"]},
    {"hand": ["Militia", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper", "Copper", "Estate", "Copper", "Copper"]}
  ],
  "turn": {"player": 1}
})";

dom::GameState comparable(const dom::Game& g) {
  dom::GameState s = g.s;
  s.events.clear();
  s.logEvents = false;
  return s;
}

std::optional<SaveGame> autosaveOnDisk(SaveStore& store) {
  QFile f(store.autosavePath());
  if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
  const DecodedSave d = decodeSave(f.readAll());
  if (!d.ok()) return std::nullopt;
  return d.save;
}

}  // namespace

class TestAutosave : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void cleanup();
  // A new application on the same folder.
  void reopen();

  void autosave_follows_every_move_and_resumes_exactly();
  void continue_resumes_a_pending_militia_discard();
  void continue_brings_back_the_game_log();
  void a_save_whose_log_cannot_be_read_still_continues_the_game();
  void finished_game_goes_to_the_history_and_leaves_nothing_to_continue();
  void named_saves_are_saved_loaded_and_deleted();
  void broken_autosave_is_reported_and_set_aside();
  void several_broken_saves_are_told_in_one_message();
  void demo_games_are_not_autosaved();
  void unwritable_folder_is_reported_once_and_play_goes_on();

 private:
  dominion::test::ScratchSettings m_settings;
  QTemporaryDir m_home;
  std::unique_ptr<QTemporaryDir> m_dir;
  std::unique_ptr<GameController> m_controller;
  std::unique_ptr<GameHistory> m_history;
  std::unique_ptr<SaveManager> m_saves;
};

void TestAutosave::initTestCase() {
  QVERIFY(m_settings.isValid());
  QVERIFY(m_home.isValid());
  qputenv("HOME", m_home.path().toLocal8Bit());
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_autosave"));
}

void TestAutosave::init() {
  m_dir = std::make_unique<QTemporaryDir>();
  QVERIFY(m_dir->isValid());
  reopen();
}

void TestAutosave::reopen() {
  cleanup();
  m_controller = std::make_unique<GameController>(nullptr);
  m_controller->setMoveDelayOverride(0);
  m_controller->setAiFactory(explorers());
  m_history =
      std::make_unique<GameHistory>(m_dir->filePath(QStringLiteral("history.sqlite")), nullptr);
  m_history->setController(m_controller.get());
  m_saves = std::make_unique<SaveManager>(nullptr);
  m_saves->setStore(SaveStore(m_dir->filePath(QStringLiteral("saves"))));
  m_saves->attach(m_controller.get());
  m_saves->setHistory(m_history.get());
}

void TestAutosave::cleanup() {
  m_saves.reset();
  m_history.reset();
  m_controller.reset();
}

// A game of one person (played by the test through the table's intents) and two AI players:
// after every move the autosave on disk holds exactly the game on the table, and resuming it
// in another controller gives the same game and the same models.
void TestAutosave::autosave_follows_every_move_and_resumes_exactly() {
  GameController& c = *m_controller;
  QStringList problems;
  int checked = 0, resumed = 0, midCard = 0;
  connect(&c, &GameController::moveShown, this, [&]() {
    if (c.over() || problems.size() > 3) return;
    const std::optional<SaveGame> save = autosaveOnDisk(m_saves->store());
    if (!save) return problems.append(QStringLiteral("move %1: no autosave").arg(c.moveCount()));
    if (QString::fromStdString(save->position) != c.savePosition())
      return problems.append(QStringLiteral("move %1: autosave behind").arg(c.moveCount()));
    ++checked;
    midCard += c.game().s.frames.empty() ? 0 : 1;
    if (c.moveCount() % 7 != 3 && c.game().s.frames.empty()) return;
    GameController other(nullptr);
    other.setMoveDelayOverride(1000000);  // nothing moves on the copy
    other.setAiFactory(explorers());
    QString error;
    if (!other.loadPosition(QString::fromStdString(save->position), save->meta.seats,
                            save->meta.allowUndo, &error))
      return problems.append(error);
    ++resumed;
    if (!(comparable(other.game()) == comparable(c.game())))
      problems.append(QStringLiteral("move %1: resumed game differs").arg(c.moveCount()));
    const QString models = compareWithView(other);
    if (!models.isEmpty()) problems.append(models);
    if (other.humanToAct() != c.humanToAct() ||
        other.decisionModel()->active() != c.decisionModel()->active())
      problems.append(QStringLiteral("move %1: the decision differs").arg(c.moveCount()));
  });
  c.newGame(2, 1, kKingdom, /*seed=*/17);
  QVERIFY(m_saves->canContinue());
  auto brain = std::make_unique<dominion::test::Explorer>(4);
  QElapsedTimer clock;
  clock.start();
  while (!c.over() && clock.elapsed() < 40000) {
    QVERIFY(waitForPerson(c));
    if (c.over()) break;
    QString why;
    QVERIFY2(dominion::test::playThroughIntents(c, brain->decide(dom::view(c.game(), 0)), &why),
             qPrintable(why));
  }
  QVERIFY2(c.over(), "the game did not end in time");
  QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
  qInfo("%d autosaves checked, %d resumed, %d in the middle of a card", checked, resumed, midCard);
  QVERIFY(checked > 100);
  QVERIFY(resumed > 15);
  QVERIFY(midCard > 5);
  QCOMPARE(m_saves->autosaveCount(), c.moveCount());  // the start, and every move but the last
}

void TestAutosave::continue_resumes_a_pending_militia_discard() {
  GameController& c = *m_controller;
  c.startFromGame(dom::loadPosition(kMilitiaComing), 1);
  QVERIFY(waitForPerson(c));
  const dom::Decision pending = c.game().decision();
  QCOMPARE(pending.kind, dom::DecisionKind::SelectCards);
  QCOMPARE(int(pending.player), 0);
  QVERIFY(!c.game().s.frames.empty());
  const QString position = c.savePosition();
  QVERIFY(m_saves->canContinue());
  QVERIFY(m_saves->continueSummary().contains(QStringLiteral("You")));

  // The application is gone; a new one continues.
  reopen();
  QVERIFY(m_saves->canContinue());
  QSignalSpy loaded(m_saves.get(), &SaveManager::gameLoaded);
  QVERIFY(m_saves->continueLastGame());
  QCOMPARE(loaded.count(), 1);
  GameController& again = *m_controller;
  QCOMPARE(again.savePosition(), position);
  QVERIFY(again.humanToAct());
  DecisionModel* d = again.decisionModel();
  QVERIFY(d->active());
  QCOMPARE(d->kind(), QStringLiteral("cards"));
  QCOMPARE(d->minCount(), int(pending.min));
  QCOMPARE(d->maxCount(), int(pending.max));
  QCOMPARE(again.handModel()->count(), 5);
  QCOMPARE(compareWithView(again), QString());
  // The discard is answered on the resumed table, and the AI's turn goes on.
  QString why;
  const dom::Move discard = *dom::parseMove(again.game(), "discard Estate, Estate");
  QVERIFY2(dominion::test::playThroughIntents(again, discard, &why), qPrintable(why));
  QCOMPARE(again.handModel()->count(), 3);
  QVERIFY(again.game().decision().player == 1 || again.humanToAct());
}

// Continue shows the log of the game so far, line for line as it was, and the autosave taken
// after a move already holds that move's lines.
void TestAutosave::continue_brings_back_the_game_log() {
  GameController& c = *m_controller;
  c.newGame(2, 1, kKingdom, /*seed=*/23);
  auto brain = std::make_unique<dominion::test::Explorer>(5);
  while (!c.over() && c.game().player(0).turnsTaken < 4) {
    QVERIFY(waitForPerson(c));
    if (c.over()) break;
    QString why;
    QVERIFY2(dominion::test::playThroughIntents(c, brain->decide(dom::view(c.game(), 0)), &why),
             qPrintable(why));
  }
  QVERIFY(waitForPerson(c));
  QVERIFY(!c.over());
  const QStringList lines = c.logModel()->texts();
  QVERIFY(lines.size() > 20);
  const std::optional<SaveGame> save = autosaveOnDisk(m_saves->store());
  QVERIFY(save.has_value());
  QCOMPARE(save->log.size(), lines.size());

  reopen();
  QVERIFY(m_saves->continueLastGame());
  QCOMPARE(m_controller->logModel()->texts(), lines);
  QCOMPARE(m_controller->logModel()->get(0).value("turnHeader").toBool(), true);
}

// A log with lines this version does not know (a kind, a card) loses those lines only; the game
// continues, and the autosave that follows writes the log that was kept.
void TestAutosave::a_save_whose_log_cannot_be_read_still_continues_the_game() {
  GameController& c = *m_controller;
  c.startFromGame(dom::loadPosition(kMilitiaComing), 1);
  QVERIFY(waitForPerson(c));
  std::optional<SaveGame> save = autosaveOnDisk(m_saves->store());
  QVERIFY(save.has_value());
  save->log = QJsonArray{
      QJsonObject{{"kind", "a kind from the future"}, {"seat", 0}},
      42,
      QJsonObject{{"kind", "play"}, {"seat", 1}, {"cards", QJsonArray{"No Such Card"}}},
      QJsonObject{{"kind", "play"}, {"seat", 9}, {"cards", QJsonArray{"Village"}}},
      QJsonObject{{"kind", "play"}, {"seat", 1}, {"cards", QJsonArray{"Village"}}, {"actions", 2}},
  };
  QString error;
  QVERIFY2(m_saves->store().writeAutosave(*save, &error), qPrintable(error));

  reopen();
  QVERIFY(m_saves->continueLastGame());
  QVERIFY(m_controller->humanToAct());
  const QStringList lines = m_controller->logModel()->texts();
  QCOMPARE(lines.size(), 1);
  QVERIFY2(lines.front().contains(QStringLiteral("Village")), qPrintable(lines.front()));
  const std::optional<SaveGame> again = autosaveOnDisk(m_saves->store());
  QVERIFY(again.has_value());
  QCOMPARE(again->log.size(), 1);
}

void TestAutosave::finished_game_goes_to_the_history_and_leaves_nothing_to_continue() {
  GameController& c = *m_controller;
  // One Province left and the person to buy it with $8.
  c.loadPosition(QStringLiteral(R"({
    "kingdom": ["Cellar", "Festival", "Market", "Militia", "Mine", "Moat", "Remodel", "Smithy", "Village", "Workshop"],
    "supply": {"Province": 1},
    "players": [
      {"hand": ["Gold", "Gold", "Silver", "Copper", "Estate"], "deck": ["Copper"]},
      {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper"]}
    ],
    "turn": {"player": 0, "phase": "buy"}})"),
                 {SeatSetup{QString(), true, 1, defaultSeatColour(0)},
                  SeatSetup{QStringLiteral("Alice"), false, 2, defaultSeatColour(1)}},
                 false);
  QVERIFY(c.humanToAct());
  QVERIFY(m_saves->canContinue());
  c.playAllTreasures();
  c.buy(c.game().pileIndex(dom::findCard("Province")));
  QVERIFY(!c.over());  // the game ends with the turn, which waits for End turn
  QVERIFY(c.turnHeldOpen());
  c.endPhase();
  QVERIFY(c.over());
  QVERIFY(!m_saves->canContinue());
  QVERIFY(!m_saves->store().hasAutosave());
  m_history->refresh();
  QCOMPARE(m_history->gamesModel()->count(), 1);
  const GameRecord r = m_history->gamesModel()->games().front();
  QCOMPARE(r.seats.size(), 2);
  QVERIFY(r.seats.at(0).human);
  QCOMPARE(r.seats.at(0).score, 7);  // 1 Estate + the Province
  QVERIFY(r.seats.at(0).winner);
  QCOMPARE(r.seats.at(1).name, QStringLiteral("Alice"));
  QCOMPARE(r.seats.at(1).level, 2);
  QCOMPARE(r.kingdom.size(), 10);
  QCOMPARE(m_history->soloGames(), 1);
  QCOMPARE(m_history->soloWins(), 1);
  QCOMPARE(m_history->levelStats().size(), 1);

  // Play this kingdom again: the same seats and Kingdom cards, a new game.
  QSignalSpy started(&c, &GameController::gameStarted);
  QVERIFY(m_history->playAgain(r.id));
  QCOMPARE(started.count(), 1);
  QVERIFY(!c.over());
  QCOMPARE(c.seats().at(1).name, QStringLiteral("Alice"));
  QCOMPARE(c.seats().at(1).level, 2);
  QStringList kingdom;
  for (dom::CardId id : c.game().s.kingdom)
    kingdom.append(QString::fromUtf8(dom::card(id).name.data()));
  QCOMPARE(kingdom, r.kingdom);
  QVERIFY(m_saves->canContinue());
}

void TestAutosave::named_saves_are_saved_loaded_and_deleted() {
  GameController& c = *m_controller;
  c.newGame(1, 2, kKingdom, /*seed=*/23);
  QVERIFY(waitForPerson(c));
  QVERIFY(m_saves->canSave());
  QVERIFY(!m_saves->suggestedName().isEmpty());
  const QString first = c.savePosition();
  QVERIFY(m_saves->saveAs(QStringLiteral("Before my turn")));
  QVERIFY(m_saves->nameTaken(QStringLiteral("before my TURN")));
  QCOMPARE(m_saves->slotModel()->count(), 1);
  auto* model = m_saves->slotModel();
  const QModelIndex row = model->index(0);
  QCOMPARE(model->data(row, SaveSlotModel::NameRole).toString(), QStringLiteral("Before my turn"));
  QVERIFY(
      model->data(row, SaveSlotModel::PlayersRole).toString().startsWith(QStringLiteral("You, ")));
  QVERIFY(
      model->data(row, SaveSlotModel::KingdomRole).toString().contains(QStringLiteral("Militia")));
  QVERIFY(!model->data(row, SaveSlotModel::DateRole).toString().isEmpty());
  const QString id = model->data(row, SaveSlotModel::SlotIdRole).toString();

  // Play on, then load the slot: the game is back where it was saved.
  c.endPhase();
  QVERIFY(c.savePosition() != first);
  QSignalSpy loaded(m_saves.get(), &SaveManager::gameLoaded);
  QVERIFY(m_saves->load(id));
  QCOMPARE(loaded.count(), 1);
  QCOMPARE(c.savePosition(), first);
  // Loading makes it the game that Continue resumes.
  QCOMPARE(QString::fromStdString(autosaveOnDisk(m_saves->store())->position), first);

  QVERIFY(m_saves->remove(id));
  QCOMPARE(m_saves->slotModel()->count(), 0);
  QSignalSpy problems(m_saves.get(), &SaveManager::problemFound);
  QVERIFY(!m_saves->load(id));
  QCOMPARE(problems.count(), 1);
}

void TestAutosave::broken_autosave_is_reported_and_set_aside() {
  SaveStore& store = m_saves->store();
  QDir().mkpath(store.dir());
  QFile f(store.autosavePath());
  QVERIFY(f.open(QIODevice::WriteOnly));
  f.write(R"({"format": "dominion-save", "version": 1, "position": "{\"kingd)");
  f.close();
  QSignalSpy problems(m_saves.get(), &SaveManager::problemFound);
  m_saves->refresh();
  QCOMPARE(problems.count(), 1);
  QVERIFY(problems.front().front().toString().contains(QStringLiteral("autosave.json")));
  QVERIFY(!m_saves->canContinue());
  QVERIFY(!store.hasAutosave());
  QCOMPARE(QDir(store.setAsideDir()).entryList(QDir::Files).size(), 1);
  QVERIFY(!m_saves->continueLastGame());
  // A new game autosaves as usual.
  m_controller->newGame(1, 0, kKingdom, 3);
  QVERIFY(m_saves->canContinue());
}

void TestAutosave::several_broken_saves_are_told_in_one_message() {
  SaveStore& store = m_saves->store();
  QDir().mkpath(store.slotsDir());
  m_controller->setMoveDelayOverride(1000000);
  m_controller->newGame(1, 0, kKingdom, 3);
  QVERIFY(m_saves->saveAs(QStringLiteral("Good")));
  for (const char* name : {"slot-a.json", "slot-b.json", "slot-c.json"}) {
    QFile f(store.slotsDir() + QLatin1Char('/') + QLatin1String(name));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(name[5] == 'a' ? "{\"format\": \"dominion-save\", \"vers" : "not a save at all");
  }
  QSignalSpy problems(m_saves.get(), &SaveManager::problemFound);
  m_saves->refresh();
  QCOMPARE(problems.count(), 1);
  const QString message = problems.front().front().toString();
  QVERIFY2(message.startsWith(QStringLiteral("3 saved games cannot be used")), qPrintable(message));
  QVERIFY(message.contains(QDir::toNativeSeparators(store.setAsideDir())));
  // The good save is still there, the broken ones are kept aside.
  QCOMPARE(m_saves->slotModel()->count(), 1);
  QCOMPARE(QDir(store.setAsideDir()).entryList(QDir::Files).size(), 3);
}

void TestAutosave::demo_games_are_not_autosaved() {
  m_controller->setMoveDelayOverride(1000000);
  m_controller->newDemoGame(1, 5);
  QVERIFY(m_controller->demo());
  QVERIFY(!m_saves->store().hasAutosave());
  QVERIFY(!m_saves->canSave());
}

void TestAutosave::unwritable_folder_is_reported_once_and_play_goes_on() {
  m_saves->setStore(SaveStore(QStringLiteral("/proc/dominion-cannot-write-here")));
  QSignalSpy problems(m_saves.get(), &SaveManager::problemFound);
  GameController& c = *m_controller;
  c.newGame(1, 0, kKingdom, 8);
  QVERIFY(waitForPerson(c));
  c.endPhase();
  QVERIFY(waitForPerson(c));
  QCOMPARE(problems.count(), 1);
  QVERIFY(problems.front().front().toString().contains(QStringLiteral("could not be saved")));
  QVERIFY(c.moveCount() >= 1);
}

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
