// The history database's rows (docs/history.md): a history written by an older version is
// migrated on opening, and any file may have been changed by another program. Whatever the
// rows hold (text where numbers belong, numbers out of range, JSON that is not a list), the
// history opens or says why, and every game and statistic reads and shows without a crash.
#include <fuzzer/FuzzedDataProvider.h>

#include <QCoreApplication>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QVariant>

#include "fuzzcheck.h"
#include "game/gamecontroller.h"  // gamehistory.h keeps a QPointer to one
#include "persistence/gamehistory.h"
#include "persistence/historydatabase.h"
#include "qtfuzz.h"

using namespace dominion::app;

namespace {

QString text(FuzzedDataProvider& in) {
  return QString::fromStdString(in.ConsumeRandomLengthString(64));
}

// A number, a text or nothing, as SQLite keeps whatever a column is given.
QVariant anyValue(FuzzedDataProvider& in) {
  switch (in.ConsumeIntegralInRange(0, 3)) {
    case 0:
      return QVariant::fromValue(in.ConsumeIntegral<qint64>());
    case 1:
      return QVariant::fromValue(in.ConsumeIntegralInRange<int>(-3, 100));
    case 2:
      return text(in);
    default:
      return QVariant();
  }
}

bool exec(QSqlDatabase& db, const QString& sql, const QVariantList& values = {}) {
  QSqlQuery q(db);
  q.prepare(sql);
  for (const QVariant& v : values) q.addBindValue(v);
  return q.exec();
}

// Version 1 (the first version's layout): the seats and the kingdom as JSON text.
void writeVersion1(QSqlDatabase& db, FuzzedDataProvider& in) {
  exec(db, QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)"));
  exec(db, QStringLiteral("INSERT INTO schema_version (version) VALUES (?)"), {anyValue(in)});
  exec(db, QStringLiteral("CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT,"
                          " finished_at TEXT NOT NULL, kingdom TEXT NOT NULL, seats TEXT NOT NULL,"
                          " turns INTEGER NOT NULL, seed TEXT NOT NULL)"));
  for (int games = in.ConsumeIntegralInRange(0, 4); games > 0; --games)
    exec(db,
         QStringLiteral("INSERT INTO games (finished_at, kingdom, seats, turns, seed)"
                        " VALUES (?, ?, ?, ?, ?)"),
         {anyValue(in), QString::fromStdString(in.ConsumeRandomLengthString(200)),
          QString::fromStdString(in.ConsumeRandomLengthString(400)), anyValue(in), anyValue(in)});
}

// Version 2, as this version writes it, with rows that another program changed.
void writeVersion2(QSqlDatabase& db, FuzzedDataProvider& in) {
  for (int games = in.ConsumeIntegralInRange(0, 4); games > 0; --games) {
    exec(db,
         QStringLiteral("INSERT INTO games (id, finished_at, turns, seed, app_version)"
                        " VALUES (?, ?, ?, ?, ?)"),
         {anyValue(in), anyValue(in), anyValue(in), anyValue(in), anyValue(in)});
  }
  for (int seats = in.ConsumeIntegralInRange(0, 12); seats > 0; --seats) {
    exec(db,
         QStringLiteral("INSERT INTO seats (game_id, seat, name, kind, level, colour, score, turns,"
                        " winner) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
         {anyValue(in), anyValue(in), anyValue(in),
          in.ConsumeBool() ? QStringLiteral("human") : QStringLiteral("ai"), anyValue(in),
          anyValue(in), anyValue(in), anyValue(in), anyValue(in)});
  }
  for (int cards = in.ConsumeIntegralInRange(0, 12); cards > 0; --cards)
    exec(db, QStringLiteral("INSERT INTO kingdom_cards (game_id, position, card) VALUES (?, ?, ?)"),
         {anyValue(in), anyValue(in), anyValue(in)});
  if (in.ConsumeBool())
    exec(db, QStringLiteral("UPDATE schema_version SET version = ?"), {anyValue(in)});
}

void readAll(const QString& path) {
  HistoryDatabase history(path);
  if (!history.open()) {
    FUZZ_CHECK(!history.lastError().isEmpty());
    return;
  }
  const QList<GameRecord> games = history.games();
  for (const GameRecord& g : games) {
    FUZZ_CHECK(history.game(g.id).has_value());
    (void)g.winners();
  }
  (void)history.levelStats();
  (void)history.cardStats();
  (void)history.soloGames();
  (void)history.soloWins();
  // The history page's rows, every role.
  HistoryModel model;
  model.setGames(games);
  const QList<int> roles = model.roleNames().keys();
  for (int row = 0; row < model.rowCount(); ++row)
    for (int role : roles) (void)model.data(model.index(row), role);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) { return startQt(argc, argv); }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static QTemporaryDir dir;
  const QString path = dir.path() + QStringLiteral("/history.sqlite");
  QFile::remove(path);
  FuzzedDataProvider in(data, size);
  const bool version1 = in.ConsumeBool();
  if (!version1) {
    // This version's empty history, for the rows to go into.
    HistoryDatabase fresh(path);
    FUZZ_CHECK(fresh.open());
  }
  {
    QSqlDatabase db =
        QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("writer"));
    db.setDatabaseName(path);
    FUZZ_CHECK(db.open());
    if (version1)
      writeVersion1(db, in);
    else
      writeVersion2(db, in);
    db.close();
  }
  QSqlDatabase::removeDatabase(QStringLiteral("writer"));
  readAll(path);
  return 0;
}
