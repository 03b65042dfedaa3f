// A hundred crashes: the real application plays a game of computer players at instant speed and
// is killed with SIGKILL at random moments of four kinds: while an AI player thinks, right
// after a move, in the middle of the autosave and in the middle of a named save (the hidden
// --trace-saves N prints each such moment on stderr, and makes a named save every N moves).
// Each time it is started again with --continue, and the test checks that
// - every save file on disk reads as a whole, valid save;
// - the autosave holds the last position whose writing finished, or the one being written when
//   the kill came: at most the move in flight is lost;
// - the game goes on from exactly that position.
// CI kills 10 times; DOMINION_CRASH_KILLS=100 is the full run (docs/reliability.md).

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>
#include <map>

#include "appfolders.h"
#include "engine/card.hpp"
#include "engine/position.hpp"
#include "persistence/savegame.h"
#include "persistence/savestore.h"
#include "persistence/savetrace.h"

using namespace dominion::app;

namespace {

// A person (played by the computer: --trace-saves) and two computer players (Easy, Medium) on
// a kingdom of the base game.
SaveGame startingSave(uint64_t seed) {
  dom::Setup setup;
  for (const char* name : {"Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel",
                           "Smithy", "Village", "Workshop"})
    setup.kingdom.push_back(dom::findCard(name));
  setup.players = 3;
  setup.seed = seed;
  QList<SeatSetup> seats;
  const char* names[] = {"Alice", "Bob", "Carol"};
  seats.append({QString(), true, 1, defaultSeatColour(0)});
  for (int s = 1; s < 3; ++s)
    seats.append({QString::fromLatin1(names[s]), false, s % 2, defaultSeatColour(s)});
  return makeSave(dom::Game::create(setup), seats);
}

// The application resumes the last game, traced, with a named save every 3 moves.
const QStringList kTracedContinue = {QStringLiteral("--continue"), QStringLiteral("--trace-saves"),
                                     QStringLiteral("3")};

// The moments the test kills at, as the trace names them.
const char* const kMoments[] = {"thinking", "move", "autosave begins", "save begins"};

// What a run printed: its trace lines, in order.
struct Trace {
  QStringList lines;
  // The digest of the last write of `kind` that finished, and of one that began after it and
  // did not finish (the write the kill interrupted), each empty when there is none.
  QString lastDone(const QString& kind) const { return last(kind + QStringLiteral(" done ")); }
  QString inFlight(const QString& kind) const {
    for (qsizetype k = lines.size() - 1; k >= 0; --k) {
      if (lines[k].startsWith(kind + QStringLiteral(" done "))) return {};
      if (lines[k].startsWith(kind + QStringLiteral(" begins ")))
        return lines[k].section(QLatin1Char(' '), -1);
    }
    return {};
  }
  QString last(const QString& prefix) const {
    for (qsizetype k = lines.size() - 1; k >= 0; --k)
      if (lines[k].startsWith(prefix)) return lines[k].section(QLatin1Char(' '), -1);
    return {};
  }
  // The lines that begin with `prefix`, all of them or only those after the game was resumed.
  int count(const QString& prefix, bool afterResume = false) const {
    int n = 0;
    bool counting = !afterResume;
    for (const QString& l : lines) {
      counting = counting || l.startsWith(QLatin1String("resumed "));
      n += counting && l.startsWith(prefix);
    }
    return n;
  }
};

}  // namespace

class TestCrashes : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void killed_at_random_moments_the_game_goes_on_from_its_last_save();

 private:
  // The autosave's position digest, "" (with the problem) when it is missing or unreadable.
  QString autosaveDigest(QString* problem) const;
  // Every save file (the autosave and the named ones) reads as a valid save.
  QString unreadableSaves() const;
  dominion::test::AppFolders m_app{4};  // instant
  const QString m_saves = m_app.saves();
};

void TestCrashes::initTestCase() { QVERIFY(m_app.isValid()); }

QString TestCrashes::autosaveDigest(QString* problem) const {
  const std::optional<SaveGame> save = m_app.readAutosave(problem);
  return save ? SaveTrace::digest(save->position) : QString();
}

QString TestCrashes::unreadableSaves() const {
  QStringList bad;
  QStringList files{m_saves + QStringLiteral("/autosave.json")};
  for (const QString& name :
       QDir(m_saves + QStringLiteral("/slots")).entryList({"*.json"}, QDir::Files))
    files << m_saves + QStringLiteral("/slots/") + name;
  for (const QString& path : files) {
    QFile f(path);
    if (!f.exists()) continue;
    if (!f.open(QIODevice::ReadOnly)) {
      bad << path;
      continue;
    }
    const DecodedSave d = decodeSave(f.readAll());
    if (!d.ok()) bad << QStringLiteral("%1: %2").arg(path, d.message);
  }
  // Nothing was ever set aside as broken.
  if (QDir(m_saves + QStringLiteral("/set-aside")).exists() &&
      !QDir(m_saves + QStringLiteral("/set-aside")).isEmpty())
    bad << QStringLiteral("files were set aside as broken");
  return bad.join(QLatin1Char('\n'));
}

void TestCrashes::killed_at_random_moments_the_game_goes_on_from_its_last_save() {
  const int kills = qEnvironmentVariableIntValue("DOMINION_CRASH_KILLS") > 0
                        ? qEnvironmentVariableIntValue("DOMINION_CRASH_KILLS")
                        : 10;
  SaveStore store(m_saves);
  uint64_t gameSeed = 7;
  QVERIFY(store.writeAutosave(startingSave(gameSeed)));
  QString problem;
  QString expected = autosaveDigest(&problem);
  QVERIFY2(!expected.isEmpty(), qPrintable(problem));
  QRandomGenerator random(20261129);
  std::map<QString, int> killsAt, interruptedWrites;
  int games = 1;
  bool fresh = true;  // the autosave is the test's starting save

  for (int kill = 0; kill < kills; ++kill) {
    const QString moment = QString::fromLatin1(kMoments[kill % std::size(kMoments)]);
    const int occurrence = 1 + int(random.bounded(4));
    QProcess app;
    m_app.start(app, kTracedContinue);
    QVERIFY(app.waitForStarted());
    Trace trace;
    QByteArray pending;
    int seen = 0;
    bool over = false;
    QElapsedTimer clock;
    clock.start();
    while (seen < occurrence && !over && clock.elapsed() < 30000 &&
           app.state() == QProcess::Running) {
      app.waitForReadyRead(20);
      pending += app.readAllStandardError();
      qsizetype nl;
      while ((nl = pending.indexOf('\n')) >= 0 && seen < occurrence) {
        const QString l = QString::fromUtf8(pending.left(nl));
        pending.remove(0, nl + 1);
        if (!l.startsWith(QLatin1String("trace: "))) continue;
        trace.lines << l.mid(7);
        // The moments of the game taken up: after the line that says it was resumed.
        if (trace.count(QStringLiteral("resumed ")) > 0 && trace.lines.back().startsWith(moment))
          ++seen;
        over = over || trace.lines.back() == QLatin1String("over");
      }
    }
    // The moment came: at once in a write (to catch it in the middle), a little later or at
    // once otherwise; SIGKILL, no clean-up of any kind.
    const bool inWrite = moment.endsWith(QLatin1String("begins"));
    const int lateUs = inWrite ? 0 : int(random.bounded(3000));
    QElapsedTimer late;
    late.start();
    while (late.nsecsElapsed() < qint64(lateUs) * 1000) {
    }
    app.kill();
    QVERIFY(app.waitForFinished(5000));
    // The lines it wrote before it died, the last of them included.
    pending += app.readAllStandardError();
    for (const QByteArray& raw : pending.split('\n'))
      if (raw.startsWith("trace: ")) trace.lines << QString::fromUtf8(raw.mid(7));
    // It went on from the autosave it found (the application's own: a new game's first save,
    // written by the test, is the same game in other words).
    QVERIFY2(fresh || trace.last(QStringLiteral("resumed ")) == expected,
             qPrintable(QStringLiteral("run %1 (expected %2) printed: %3")
                            .arg(kill)
                            .arg(expected, trace.lines.join(QStringLiteral(" | ")))));
    QVERIFY2(seen >= occurrence || over,
             qPrintable(QStringLiteral("run %1 never came to \"%2\"").arg(kill).arg(moment)));
    ++killsAt[moment];

    const QString unreadable = unreadableSaves();
    QVERIFY2(unreadable.isEmpty(), qPrintable(unreadable));
    if (over || trace.count(QStringLiteral("over")) > 0) {
      // The game ended (its autosave went to the history): a new one.
      QVERIFY(store.writeAutosave(startingSave(++gameSeed)));
      expected = autosaveDigest(&problem);
      ++games;
      fresh = true;
      continue;
    }
    const QString onDisk = autosaveDigest(&problem);
    QVERIFY2(!onDisk.isEmpty(), qPrintable(problem));
    const QString done = trace.lastDone(QStringLiteral("autosave"));
    const QString inFlight = trace.inFlight(QStringLiteral("autosave"));
    if (!inFlight.isEmpty()) ++interruptedWrites[QStringLiteral("autosave")];
    if (!trace.inFlight(QStringLiteral("save")).isEmpty())
      ++interruptedWrites[QStringLiteral("save")];
    // The last position saved, or the one being saved: at most the move in flight is lost.
    const QString resumed = trace.last(QStringLiteral("resumed "));
    const QString before = !done.isEmpty() ? done : fresh ? resumed : expected;
    QVERIFY2(
        onDisk == before || onDisk == inFlight,
        qPrintable(QStringLiteral("run %1: on disk %2, last saved %3, in flight %4")
                       .arg(kill)
                       .arg(onDisk, before, inFlight.isEmpty() ? QStringLiteral("-") : inFlight)));
    // Every move but the one in flight was saved before the next began.
    QVERIFY2(trace.count(QStringLiteral("autosave done"), true) >=
                 trace.count(QStringLiteral("move "), true) - 1,
             qPrintable(trace.lines.join(QStringLiteral(" | "))));
    expected = onDisk;
    fresh = false;
  }

  // The last game goes on from where the last kill left it, and saves again.
  QProcess app;
  m_app.start(app, kTracedContinue);
  QVERIFY(app.waitForStarted());
  QByteArray out;
  QElapsedTimer clock;
  clock.start();
  // Resumed (after the save the loading itself makes), then a move of its own saved.
  auto savedAfterResume = [&out]() {
    const qsizetype resumed = out.indexOf("resumed ");
    return resumed >= 0 && out.indexOf("autosave done", resumed) >= 0;
  };
  while (!savedAfterResume() && clock.elapsed() < 30000) {
    app.waitForReadyRead(50);
    out += app.readAllStandardError();
  }
  app.kill();
  app.waitForFinished(5000);
  QVERIFY2(out.contains(("resumed " + expected).toUtf8()), out.constData());

  QStringList summary;
  for (const auto& [moment, n] : killsAt) summary << QStringLiteral("%1: %2").arg(moment).arg(n);
  qInfo("%d kills over %d games (%s); writes interrupted: autosave %d, named save %d", kills, games,
        qPrintable(summary.join(QStringLiteral(", "))),
        interruptedWrites[QStringLiteral("autosave")], interruptedWrites[QStringLiteral("save")]);
}

QTEST_GUILESS_MAIN(TestCrashes)
#include "tst_crashes.moc"
