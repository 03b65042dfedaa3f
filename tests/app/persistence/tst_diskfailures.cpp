// A full disk and a read-only data folder: the autosave, the named saves, the kingdom library
// and the game history each fail with a message a player can read, the game goes on, and no
// file already saved changes. The folder is a real full or read-only tmpfs where the machine
// allows it, otherwise the writes fail by injection (troubledfolder.h).

#include <QtQml/qqmlextensionplugin.h>

#include <QGuiApplication>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "engine/position.hpp"
#include "game/gamecontroller.h"
#include "game/gametestsupport.h"
#include "kingdoms/kingdomlibrary.h"
#include "persistence/gamehistory.h"
#include "persistence/savemanager.h"
#include "testsupport.h"
#include "troubledfolder.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

using namespace dominion::app;
using dominion::test::TroubledFolder;
using dominion::test::waitForPerson;

namespace {

const QStringList kKingdom = {"Cellar", "Festival", "Market", "Militia", "Mine",
                              "Moat",   "Remodel",  "Smithy", "Village", "Workshop"};

// A game that has ended (the Province pile is empty), to record in the history.
dom::Game finishedGame() {
  return dom::loadPosition(R"({
    "kingdom": ["Cellar", "Festival", "Market", "Militia", "Mine", "Moat", "Remodel", "Smithy",
                "Village", "Workshop"],
    "supply": {"Province": 0},
    "players": [{"discard": ["Province", "Province", "Province", "Province", "Province"]},
                {"discard": ["Province", "Province", "Province"]}],
    "turn": {"phase": "over"}, "gameOver": true})");
}

const QList<SeatSetup> kSeats = {{QString(), true, 1, QColor("#c23b22")},
                                 {QStringLiteral("Alice"), false, 0, QColor("#2f6fd0")}};

QString lastMessage(const QSignalSpy& spy) {
  return spy.isEmpty() ? QString() : spy.back().front().toString();
}

}  // namespace

class TestDiskFailures : public QObject {
  Q_OBJECT

 public:
  explicit TestDiskFailures(bool privateMounts) : m_privateMounts(privateMounts) {}

 private slots:
  void initTestCase();
  void init();
  void cleanup();

  void a_full_disk_stops_the_autosave_with_one_message_and_the_game_goes_on();
  void a_full_disk_refuses_a_named_save_and_keeps_the_others();
  void a_full_disk_keeps_the_kingdom_library_as_it_was();
  void a_full_disk_keeps_the_history_as_it_was();
  void a_read_only_folder_continues_the_last_game_and_changes_no_file();

 private:
  // The application's persistence on the folder, as main.cpp wires it.
  void open();
  void close();
  bool startGame();

  bool m_privateMounts = false;
  dominion::test::ScratchSettings m_settings;
  QTemporaryDir m_home;
  std::unique_ptr<TroubledFolder> m_folder;
  std::unique_ptr<GameController> m_controller;
  std::unique_ptr<GameHistory> m_history;
  std::unique_ptr<SaveManager> m_saves;
  std::unique_ptr<KingdomLibrary> m_library;
};

void TestDiskFailures::initTestCase() {
  QVERIFY(m_settings.isValid());
  QVERIFY(m_home.isValid());
  qputenv("HOME", m_home.path().toLocal8Bit());
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
  QCoreApplication::setApplicationName(QStringLiteral("tst_diskfailures"));
}

void TestDiskFailures::init() {
  m_folder = std::make_unique<TroubledFolder>(m_privateMounts);
  QVERIFY(m_folder->isValid());
  qInfo("The data folder: %s", qPrintable(m_folder->describe()));
  open();
}

void TestDiskFailures::cleanup() {
  close();
  m_folder.reset();
}

void TestDiskFailures::open() {
  close();
  m_controller = std::make_unique<GameController>(nullptr);
  m_controller->setMoveDelayOverride(0);
  m_controller->setAiFactory(
      [](int, int, uint64_t seed) { return std::make_unique<dominion::test::Explorer>(seed); });
  m_history =
      std::make_unique<GameHistory>(m_folder->filePath(QStringLiteral("history.sqlite")), nullptr);
  m_history->setController(m_controller.get());
  m_saves = std::make_unique<SaveManager>(nullptr);
  m_saves->setStore(SaveStore(m_folder->filePath(QStringLiteral("saves"))));
  m_saves->attach(m_controller.get());
  m_saves->setHistory(m_history.get());
  m_library = std::make_unique<KingdomLibrary>(m_folder->filePath(QStringLiteral("kingdoms")));
}

void TestDiskFailures::close() {
  m_library.reset();
  m_saves.reset();
  m_history.reset();
  m_controller.reset();
}

bool TestDiskFailures::startGame() {
  m_controller->newGame(1, 0, kKingdom, 8);
  return waitForPerson(*m_controller);
}

void TestDiskFailures::a_full_disk_stops_the_autosave_with_one_message_and_the_game_goes_on() {
  GameController& c = *m_controller;
  QVERIFY(startGame());
  const auto before = m_folder->contents();
  QVERIFY(before.contains(QStringLiteral("saves/autosave.json")));

  m_folder->fill();
  QSignalSpy problems(m_saves.get(), &SaveManager::problemFound);
  const int moves = c.moveCount();
  for (int turn = 0; turn < 3 && !c.over(); ++turn) {
    c.endPhase();
    QVERIFY(waitForPerson(c));
  }
  QVERIFY(c.moveCount() > moves);  // the game went on
  // Told once, with the reason, however many moves could not be saved.
  QCOMPARE(problems.count(), 1);
  const QString message = lastMessage(problems);
  qInfo("%s", qPrintable(message));
  QVERIFY(message.startsWith(QStringLiteral("The game could not be saved: ")));
  QVERIFY(message.contains(QStringLiteral("autosave.json")));
  // The last save made is whole and unchanged; no half-written file is left beside it.
  QCOMPARE(m_folder->contents(), before);

  // With room again, the next move saves the game as it is on the table.
  m_folder->clear();
  c.endPhase();
  QVERIFY(waitForPerson(c));
  QFile autosave(m_saves->store().autosavePath());
  QVERIFY(autosave.open(QIODevice::ReadOnly));
  const DecodedSave saved = decodeSave(autosave.readAll());
  QVERIFY2(saved.ok(), qPrintable(saved.message));
  QCOMPARE(QString::fromStdString(saved.save.position), c.savePosition());
}

void TestDiskFailures::a_full_disk_refuses_a_named_save_and_keeps_the_others() {
  QVERIFY(startGame());
  QVERIFY(m_saves->saveAs(QStringLiteral("Before the disk filled")));
  const auto before = m_folder->contents();

  m_folder->fill();
  QSignalSpy problems(m_saves.get(), &SaveManager::problemFound);
  QVERIFY(!m_saves->saveAs(QStringLiteral("On a full disk")));
  QVERIFY(!m_saves->saveAs(QStringLiteral("Before the disk filled")));  // over the old one
  QCOMPARE(problems.count(), 2);
  qInfo("%s", qPrintable(lastMessage(problems)));
  QVERIFY(lastMessage(problems).startsWith(QStringLiteral("The game could not be saved: ")));
  QCOMPARE(m_saves->slotModel()->count(), 1);
  QCOMPARE(m_folder->contents(), before);

  m_folder->clear();
  QVERIFY(m_saves->saveAs(QStringLiteral("On a full disk")));
  QCOMPARE(m_saves->slotModel()->count(), 2);
}

void TestDiskFailures::a_full_disk_keeps_the_kingdom_library_as_it_was() {
  KingdomLibrary& library = *m_library;
  QVERIFY(
      !library.save(QStringLiteral("Village square"), QStringLiteral("first"), kKingdom).isEmpty());
  const auto before = m_folder->contents();

  m_folder->fill();
  QSignalSpy errors(&library, &KingdomLibrary::errorOccurred);
  QVERIFY(library.save(QStringLiteral("Second"), QString(), kKingdom).isEmpty());
  QVERIFY(!library.rename(0, QStringLiteral("Renamed")));
  QVERIFY(!library.setNote(0, QStringLiteral("changed")));
  QVERIFY(library.duplicate(0).isEmpty());
  QCOMPARE(errors.count(), 4);
  for (const QList<QVariant>& e : errors) {
    qInfo("%s", qPrintable(e.front().toString()));
    QVERIFY(e.front().toString().startsWith(QStringLiteral("Could not save “")));
  }
  // What the library shows is what is on disk.
  QCOMPARE(library.count(), 1);
  QCOMPARE(library.get(0).toMap().value(QStringLiteral("name")).toString(),
           QStringLiteral("Village square"));
  QCOMPARE(library.get(0).toMap().value(QStringLiteral("note")).toString(),
           QStringLiteral("first"));
  QCOMPARE(m_folder->contents(), before);

  m_folder->clear();
  QVERIFY(library.rename(0, QStringLiteral("Renamed")));
  library.reload();
  QCOMPARE(library.get(0).toMap().value(QStringLiteral("name")).toString(),
           QStringLiteral("Renamed"));
}

void TestDiskFailures::a_full_disk_keeps_the_history_as_it_was() {
  GameHistory& history = *m_history;
  const dom::Game game = finishedGame();
  QVERIFY(history.recordGame(game, kSeats));
  const auto before = m_folder->contents();

  m_folder->fill();
  QSignalSpy problems(&history, &GameHistory::problemFound);
  QVERIFY(!history.recordGame(game, kSeats));
  QCOMPARE(problems.count(), 1);
  qInfo("%s", qPrintable(lastMessage(problems)));
  QVERIFY(lastMessage(problems).startsWith(
      QStringLiteral("The game could not be added to the history (")));
  // (An injected failure reads as SQLite's "disk I/O error".)
  if (m_folder->means() == TroubledFolder::Means::Tmpfs)
    QCOMPARE(lastMessage(problems),
             QStringLiteral("The game could not be added to the history (the disk is full)"));
  history.refresh();
  QCOMPARE(history.gamesModel()->count(), 1);
  QCOMPARE(m_folder->contents(), before);

  // The file was not set aside as damaged: opened again, it holds the game, and takes more.
  m_folder->clear();
  open();
  m_history->refresh();
  QCOMPARE(m_history->gamesModel()->count(), 1);
  QVERIFY(m_history->recordGame(game, kSeats));
  m_history->refresh();
  QCOMPARE(m_history->gamesModel()->count(), 2);
}

void TestDiskFailures::a_read_only_folder_continues_the_last_game_and_changes_no_file() {
  // A game in progress, a named save, a saved kingdom and a finished game in the history.
  QVERIFY(startGame());
  QVERIFY(m_saves->saveAs(QStringLiteral("Kept")));
  QVERIFY(!m_library->save(QStringLiteral("Village square"), QString(), kKingdom).isEmpty());
  QVERIFY(m_history->recordGame(finishedGame(), kSeats));
  const QString position = m_controller->savePosition();
  close();
  const auto before = m_folder->contents();

  // The application starts again on a folder it may only read.
  QVERIFY(m_folder->makeReadOnly());
  open();
  QSignalSpy saveProblems(m_saves.get(), &SaveManager::problemFound);
  QSignalSpy historyProblems(m_history.get(), &GameHistory::problemFound);
  QSignalSpy libraryErrors(m_library.get(), &KingdomLibrary::errorOccurred);
  m_saves->refresh();
  QCOMPARE(m_saves->slotModel()->count(), 1);
  QCOMPARE(m_library->count(), 1);
  QVERIFY(m_library->problems().isEmpty());
  m_history->refresh();
  QCOMPARE(m_history->gamesModel()->count(), 1);

  // Continue resumes the game; playing on is told once that it cannot be saved.
  QVERIFY(m_saves->continueLastGame());
  GameController& c = *m_controller;
  QCOMPARE(c.savePosition(), position);
  QVERIFY(waitForPerson(c));
  const int moves = c.moveCount();
  c.endPhase();
  QVERIFY(waitForPerson(c));
  c.endPhase();
  QVERIFY(waitForPerson(c));
  QVERIFY(c.moveCount() > moves);
  QCOMPARE(saveProblems.count(), 1);
  qInfo("%s", qPrintable(lastMessage(saveProblems)));
  QVERIFY(lastMessage(saveProblems).startsWith(QStringLiteral("The game could not be saved: ")));
  QVERIFY(!m_saves->saveAs(QStringLiteral("Not possible")));
  QCOMPARE(saveProblems.count(), 2);

  QVERIFY(m_library->save(QStringLiteral("Not possible"), QString(), kKingdom).isEmpty());
  QCOMPARE(libraryErrors.count(), 1);
  qInfo("%s", qPrintable(lastMessage(libraryErrors)));
  QVERIFY(!m_history->recordGame(finishedGame(), kSeats));
  QVERIFY(!historyProblems.isEmpty());
  qInfo("%s", qPrintable(lastMessage(historyProblems)));
  QVERIFY(lastMessage(historyProblems).contains(QStringLiteral("history")));

  close();
  QCOMPARE(m_folder->contents(), before);
}

int main(int argc, char** argv) {
  // Before any thread starts: a mount namespace of the test's own for its tmpfs folders.
  const bool privateMounts = TroubledFolder::enterPrivateMounts();
  QGuiApplication app(argc, argv);
  TestDiskFailures test(privateMounts);
  QTEST_SET_MAIN_SOURCE_PATH
  return QTest::qExec(&test, argc, argv);
}

#include "tst_diskfailures.moc"
