// The real application killed with SIGKILL in the middle of a game, then started again with
// --continue: the autosave left behind is whole and valid, and the game goes on from it.

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include "appfolders.h"
#include "engine/card.hpp"
#include "engine/position.hpp"
#include "persistence/savegame.h"
#include "persistence/savestore.h"

using namespace dominion::app;

namespace {

// One person (seat 0) and five AI players; the first AI player begins, so the game plays on
// for a while (five AI turns) before it waits for the person.
SaveGame startingSave() {
  dom::Setup setup;
  for (const char* name : {"Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel",
                           "Smithy", "Village", "Workshop"})
    setup.kingdom.push_back(dom::findCard(name));
  setup.players = 6;
  setup.seed = 2024;
  setup.firstPlayer = 1;
  QList<SeatSetup> seats{{QString(), true, 1, defaultSeatColour(0)}};
  const char* names[] = {"Alice", "Bob", "Carol", "Dave", "Eve"};
  for (int s = 1; s < 6; ++s)
    seats.append({QString::fromLatin1(names[s - 1]), false, 0, defaultSeatColour(s)});
  return makeSave(dom::Game::create(setup), seats);
}

}  // namespace

class TestContinue : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void killed_during_play_resumes_from_the_last_autosave();
  void continue_without_a_game_opens_the_menu();

 private:
  QString readAutosavePosition(QString* problem) const;
  // Very fast: the AI players' moves follow each other about 0.2 s apart.
  dominion::test::AppFolders m_app{3};
};

void TestContinue::initTestCase() { QVERIFY(m_app.isValid()); }

QString TestContinue::readAutosavePosition(QString* problem) const {
  const std::optional<SaveGame> save = m_app.readAutosave(problem);
  return save ? QString::fromStdString(save->position) : QString();
}

void TestContinue::killed_during_play_resumes_from_the_last_autosave() {
  SaveStore store(m_app.saves());
  QVERIFY(store.writeAutosave(startingSave()));
  QString problem;
  QString last = readAutosavePosition(&problem);
  QVERIFY2(!last.isEmpty(), qPrintable(problem));

  for (int round = 0; round < 3; ++round) {
    QProcess app;
    m_app.start(app, {QStringLiteral("--continue")});
    QVERIFY(app.waitForStarted());
    // Wait until the AI players' moves are being saved, then kill the application at some
    // moment of its play.
    int changes = 0;
    QElapsedTimer clock;
    clock.start();
    while (changes < 2 + round && clock.elapsed() < 20000) {
      QTest::qWait(20);
      const QString now = readAutosavePosition(&problem);
      QVERIFY2(!now.isEmpty(), qPrintable(problem));  // whole at every moment
      if (now != last) {
        ++changes;
        last = now;
      }
    }
    QVERIFY2(changes >= 2, "the game did not go on");
    QTest::qWait(int(QRandomGenerator::global()->bounded(150)));
    app.kill();  // SIGKILL: no clean-up of any kind
    QVERIFY(app.waitForFinished(5000));
    QCOMPARE(app.exitStatus(), QProcess::CrashExit);

    last = readAutosavePosition(&problem);
    QVERIFY2(!last.isEmpty(), qPrintable(problem));
    const dom::Game game = dom::loadPosition(last.toStdString());
    QVERIFY(!game.isOver());
  }

  // Started again, the game is the one in the last autosave: held at its first move, the
  // resumed game saves exactly that position again.
  const QString shot = m_app.filePath(QStringLiteral("resumed.png"));
  QProcess app;
  m_app.start(app, {QStringLiteral("--continue"), QStringLiteral("--screenshot"), shot,
                    QStringLiteral("--after-moves"), QStringLiteral("0")});
  QVERIFY(app.waitForFinished(30000));
  QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
  QVERIFY(QFile::exists(shot));
  const QString resumed = readAutosavePosition(&problem);
  QVERIFY2(!resumed.isEmpty(), qPrintable(problem));
  QCOMPARE(resumed, last);
  // No temporary file of an interrupted write is mistaken for a save.
  for (const QString& name : QDir(m_app.saves()).entryList(QDir::Files))
    QVERIFY2(name == QStringLiteral("autosave.json") ||
                 name.startsWith(QStringLiteral("autosave.json.")),
             qPrintable(name));
}

void TestContinue::continue_without_a_game_opens_the_menu() {
  QTemporaryDir empty;
  QProcessEnvironment env = m_app.environment();
  env.insert(QStringLiteral("XDG_DATA_HOME"), empty.path());
  QProcess app;
  app.setProcessEnvironment(env);
  const QString shot = m_app.filePath(QStringLiteral("menu.png"));
  app.start(QStringLiteral(DOMINION_BINARY),
            {QStringLiteral("--continue"), QStringLiteral("--screenshot"), shot});
  QVERIFY(app.waitForFinished(30000));
  QCOMPARE(app.exitCode(), 0);
  const QString err = QString::fromUtf8(app.readAllStandardError());
  QVERIFY2(err.contains(QStringLiteral("no game to continue")), qPrintable(err));
}

QTEST_GUILESS_MAIN(TestContinue)
#include "tst_continue.moc"
