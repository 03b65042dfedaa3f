#include "historydatabase.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>
#include <atomic>

namespace dominion::app {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("dominion::app", text); }

// SQLite's primary result code of an error (its low byte), -1 when the error has none.
int sqliteCode(const QSqlError& error) {
  bool ok = false;
  const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
  return ok ? code : -1;
}

// SQLite's result codes for a file that is not a database or is damaged.
bool isDamage(const QSqlError& error) {
  const int code = sqliteCode(error);
  return code == 11 /*SQLITE_CORRUPT*/ || code == 26 /*SQLITE_NOTADB*/;
}

// Why a write failed, as a player would be told: a full disk and a read-only folder by name,
// anything else in SQLite's words (without the driver's own "Unable to fetch row").
QString reasonOf(const QSqlError& error) {
  const int code = sqliteCode(error);
  if (code == 13 /*SQLITE_FULL*/) return tr("the disk is full");
  if (code == 8 /*SQLITE_READONLY*/) return tr("its folder is read-only");
  return error.databaseText().isEmpty() ? error.text() : error.databaseText();
}

// A null QString binds as SQL NULL: text columns get "" instead.
QString text(const QString& s) { return s.isNull() ? QStringLiteral("") : s; }

QString connectionName() {
  static std::atomic<int> counter{0};
  return QStringLiteral("dominion-history-%1").arg(++counter);
}

// Runs statements in order; stops at the first that fails.
bool execAll(QSqlDatabase& db, const QStringList& statements, QSqlError* error) {
  for (const QString& sql : statements) {
    QSqlQuery q(db);
    if (!q.exec(sql)) {
      *error = q.lastError();
      return false;
    }
  }
  return true;
}

// ---- Migrations: migrateTo<N> brings a database of version N-1 to version N ---------------

// Version 1: one table of games; the seats and the kingdom as JSON text.
bool migrateTo1(QSqlDatabase& db, QSqlError* error) {
  return execAll(db,
                 {QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)"),
                  QStringLiteral("INSERT INTO schema_version (version) VALUES (0)"),
                  QStringLiteral("CREATE TABLE games ("
                                 " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                                 " finished_at TEXT NOT NULL,"
                                 " kingdom TEXT NOT NULL,"
                                 " seats TEXT NOT NULL,"
                                 " turns INTEGER NOT NULL,"
                                 " seed TEXT NOT NULL)")},
                 error);
}

// Version 2: seats and Kingdom cards in tables of their own (for the statistics), each seat's
// colour, and the version of the game that recorded it.
bool migrateTo2(QSqlDatabase& db, QSqlError* error) {
  if (!execAll(db,
               {QStringLiteral("CREATE TABLE seats ("
                               " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                               " seat INTEGER NOT NULL,"
                               " name TEXT NOT NULL,"
                               " kind TEXT NOT NULL CHECK (kind IN ('human', 'ai')),"
                               " level INTEGER,"
                               " colour TEXT NOT NULL DEFAULT '',"
                               " score INTEGER NOT NULL,"
                               " turns INTEGER NOT NULL,"
                               " winner INTEGER NOT NULL,"
                               " PRIMARY KEY (game_id, seat))"),
                QStringLiteral("CREATE TABLE kingdom_cards ("
                               " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                               " position INTEGER NOT NULL,"
                               " card TEXT NOT NULL,"
                               " PRIMARY KEY (game_id, position))"),
                QStringLiteral("CREATE INDEX kingdom_cards_card ON kingdom_cards (card)")},
               error))
    return false;

  QSqlQuery old(db);
  if (!old.exec(QStringLiteral("SELECT id, kingdom, seats FROM games"))) {
    *error = old.lastError();
    return false;
  }
  QSqlQuery seat(db);
  seat.prepare(
      QStringLiteral("INSERT INTO seats (game_id, seat, name, kind, level, score, turns, winner)"
                     " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
  QSqlQuery card(db);
  card.prepare(
      QStringLiteral("INSERT INTO kingdom_cards (game_id, position, card) VALUES (?, ?, ?)"));
  while (old.next()) {
    const qint64 id = old.value(0).toLongLong();
    const QJsonArray kingdom = QJsonDocument::fromJson(old.value(1).toByteArray()).array();
    for (int k = 0; k < kingdom.size(); ++k) {
      card.addBindValue(id);
      card.addBindValue(k);
      card.addBindValue(kingdom.at(k).toString());
      if (!card.exec()) {
        *error = card.lastError();
        return false;
      }
    }
    const QJsonArray seats = QJsonDocument::fromJson(old.value(2).toByteArray()).array();
    for (int s = 0; s < seats.size(); ++s) {
      const QJsonObject o = seats.at(s).toObject();
      const bool human = o.value("kind").toString() == QLatin1String("human");
      seat.addBindValue(id);
      seat.addBindValue(s);
      seat.addBindValue(text(o.value("name").toString()));
      seat.addBindValue(human ? QStringLiteral("human") : QStringLiteral("ai"));
      seat.addBindValue(human ? QVariant() : QVariant(o.value("level").toInt(1)));
      seat.addBindValue(o.value("score").toInt());
      seat.addBindValue(o.value("turns").toInt());
      seat.addBindValue(o.value("winner").toBool() ? 1 : 0);
      if (!seat.exec()) {
        *error = seat.lastError();
        return false;
      }
    }
  }
  return execAll(
      db,
      {QStringLiteral("CREATE TABLE games_v2 ("
                      " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                      " finished_at TEXT NOT NULL,"
                      " turns INTEGER NOT NULL,"
                      " seed TEXT NOT NULL,"
                      " app_version TEXT NOT NULL DEFAULT '')"),
       QStringLiteral("INSERT INTO games_v2 (id, finished_at, turns, seed)"
                      " SELECT id, finished_at, turns, seed FROM games"),
       QStringLiteral("DROP TABLE games"), QStringLiteral("ALTER TABLE games_v2 RENAME TO games"),
       QStringLiteral("CREATE INDEX games_finished_at ON games (finished_at)")},
      error);
}

using Migration = bool (*)(QSqlDatabase&, QSqlError*);
// kMigrations[n] brings version n to version n + 1.
inline constexpr Migration kMigrations[] = {migrateTo1, migrateTo2};
static_assert(std::size(kMigrations) == HistoryDatabase::kSchemaVersion);

// A game under construction while rows are read.
GameRecord::Seat seatFromQuery(const QSqlQuery& q, int first) {
  GameRecord::Seat s;
  s.name = q.value(first).toString();
  s.human = q.value(first + 1).toString() == QLatin1String("human");
  s.level = q.value(first + 2).isNull() ? 1 : q.value(first + 2).toInt();
  s.colour = q.value(first + 3).toString();
  s.score = q.value(first + 4).toInt();
  s.turns = q.value(first + 5).toInt();
  s.winner = q.value(first + 6).toInt() != 0;
  return s;
}

// The games with exactly one person at the computer, and that person's seat.
inline constexpr char kSoloCte[] =
    "WITH solo AS (SELECT game_id FROM seats GROUP BY game_id"
    "              HAVING SUM(kind = 'human') = 1 AND COUNT(*) >= 2),"
    " me AS (SELECT s.game_id, s.score, s.winner FROM seats s JOIN solo USING (game_id)"
    "        WHERE s.kind = 'human'),"
    " best AS (SELECT game_id, MAX(score) AS top FROM seats WHERE kind = 'ai' GROUP BY game_id)";

}  // namespace

QList<int> GameRecord::winners() const {
  QList<int> out;
  for (int s = 0; s < seats.size(); ++s)
    if (seats.at(s).winner) out.append(s);
  return out;
}

HistoryDatabase::HistoryDatabase(QString path)
    : m_path(path.isEmpty() ? defaultPath() : std::move(path)), m_connection(connectionName()) {}

HistoryDatabase::~HistoryDatabase() { close(); }

QString HistoryDatabase::defaultPath() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
         QStringLiteral("/history.sqlite");
}

QSqlDatabase HistoryDatabase::db() const { return QSqlDatabase::database(m_connection, false); }

void HistoryDatabase::close() {
  m_ready = false;
  if (!QSqlDatabase::contains(m_connection)) return;
  {
    QSqlDatabase d = db();
    d.close();
  }
  QSqlDatabase::removeDatabase(m_connection);
}

void HistoryDatabase::fail(const QString& what, const QString& detail) const {
  m_lastError = detail.isEmpty() ? what : tr("%1 (%2)").arg(what, detail);
  qWarning("HistoryDatabase: %s: %s", qPrintable(m_path), qPrintable(m_lastError));
}

bool HistoryDatabase::open() {
  close();
  m_lastError.clear();
  m_recoveryNotice.clear();
  m_movedAside.clear();
  OpenResult result = tryOpen();
  if (result == OpenResult::Damaged) {
    close();
    const QString stamp =
        QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = m_path + QStringLiteral(".damaged-") + stamp;
    for (int n = 2; QFile::exists(target); ++n)
      target = m_path + QStringLiteral(".damaged-") + stamp + QLatin1Char('-') + QString::number(n);
    if (!QFile::rename(m_path, target)) {
      fail(tr("The game history is damaged and could not be moved aside"), m_path);
      return false;
    }
    for (const char* suffix : {"-journal", "-wal", "-shm"})
      QFile::remove(m_path + QLatin1String(suffix));
    m_movedAside = target;
    m_recoveryNotice = tr("The game history was damaged. It was moved to %1 and a new history "
                          "was started.")
                           .arg(QDir::toNativeSeparators(target));
    qWarning("HistoryDatabase: %s", qPrintable(m_recoveryNotice));
    result = tryOpen();
  }
  m_ready = result == OpenResult::Ok;
  if (!m_ready) {
    if (result == OpenResult::Damaged) fail(tr("The game history cannot be used"), m_path);
    close();
  }
  return m_ready;
}

HistoryDatabase::OpenResult HistoryDatabase::tryOpen() {
  if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
    fail(tr("The game history needs Qt's SQLite driver (package libqt6sql6-sqlite)"), {});
    return OpenResult::Failed;
  }
  if (!QDir().mkpath(QFileInfo(m_path).absolutePath())) {
    fail(tr("The folder of the game history cannot be created"), QFileInfo(m_path).absolutePath());
    return OpenResult::Failed;
  }
  QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
  d.setDatabaseName(m_path);
  d.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=3000"));
  if (!d.open()) {
    fail(tr("The game history cannot be opened"), d.lastError().text());
    return isDamage(d.lastError()) ? OpenResult::Damaged : OpenResult::Failed;
  }
  {
    QSqlQuery check(d);
    if (!check.exec(QStringLiteral("PRAGMA quick_check"))) {
      fail(tr("The game history cannot be read"), check.lastError().text());
      return isDamage(check.lastError()) ? OpenResult::Damaged : OpenResult::Failed;
    }
    if (!check.next() || check.value(0).toString() != QLatin1String("ok")) {
      fail(tr("The game history is damaged"), check.value(0).toString());
      return OpenResult::Damaged;
    }
  }
  const QStringList tables = d.tables();
  int version = 0;
  if (tables.contains(QStringLiteral("schema_version"))) {
    QSqlQuery q(d);
    if (!q.exec(QStringLiteral("SELECT version FROM schema_version")) || !q.next()) {
      fail(tr("The game history has no schema version"), q.lastError().text());
      return OpenResult::Damaged;
    }
    // A file that has the table holds version 1 or later (each migration commits with its
    // number); anything else was written by another program and would pick no migration.
    bool number = false;
    version = q.value(0).toInt(&number);
    if (!number || version < 1) {
      fail(tr("The game history has no schema version"), q.value(0).toString());
      return OpenResult::Damaged;
    }
  } else if (!tables.isEmpty()) {
    fail(tr("The file of the game history holds something else"),
         tables.join(QStringLiteral(", ")));
    return OpenResult::Damaged;
  }
  if (version > kSchemaVersion) {
    fail(tr("The game history was written by a newer version of Dominion; games are not recorded "
            "until you update"),
         tr("schema %1, this version knows %2").arg(version).arg(kSchemaVersion));
    return OpenResult::Failed;
  }
  if (version < kSchemaVersion && !migrate(version)) return OpenResult::Failed;
  QSqlQuery fk(d);
  fk.exec(QStringLiteral("PRAGMA foreign_keys = ON"));
  return OpenResult::Ok;
}

bool HistoryDatabase::migrate(int from) {
  QSqlDatabase d = db();
  // Tables are rebuilt: foreign keys stay off until the schema is whole again.
  QSqlQuery(d).exec(QStringLiteral("PRAGMA foreign_keys = OFF"));
  for (int v = from; v < kSchemaVersion; ++v) {
    if (!d.transaction()) {
      fail(tr("The game history cannot be updated"), d.lastError().text());
      return false;
    }
    QSqlError error;
    QSqlQuery bump(d);
    const bool ok = kMigrations[v](d, &error) &&
                    bump.exec(QStringLiteral("UPDATE schema_version SET version = %1").arg(v + 1));
    if (!ok) {
      if (!error.isValid()) error = bump.lastError();
      d.rollback();
      fail(tr("The game history could not be updated to version %1").arg(v + 1), error.text());
      return false;
    }
    if (!d.commit()) {
      fail(tr("The game history cannot be updated"), d.lastError().text());
      return false;
    }
  }
  return true;
}

int HistoryDatabase::schemaVersion() const {
  if (!QSqlDatabase::contains(m_connection)) return 0;
  QSqlQuery q(db());
  if (!q.exec(QStringLiteral("SELECT version FROM schema_version")) || !q.next()) return 0;
  return q.value(0).toInt();
}

qint64 HistoryDatabase::record(const GameRecord& game) {
  if (!m_ready) {
    if (m_lastError.isEmpty()) m_lastError = tr("The game history is not open");
    return 0;
  }
  QSqlDatabase d = db();
  if (!d.transaction()) {
    fail(tr("The game could not be added to the history"), reasonOf(d.lastError()));
    return 0;
  }
  auto rollback = [&](const QSqlQuery& q) {
    fail(tr("The game could not be added to the history"), reasonOf(q.lastError()));
    d.rollback();
    return qint64(0);
  };
  QSqlQuery g(d);
  g.prepare(QStringLiteral(
      "INSERT INTO games (finished_at, turns, seed, app_version) VALUES (?, ?, ?, ?)"));
  g.addBindValue(game.finishedAt.toUTC().toString(Qt::ISODateWithMs));
  g.addBindValue(game.turns);
  g.addBindValue(QString::number(game.seed));
  g.addBindValue(text(game.appVersion));
  if (!g.exec()) return rollback(g);
  const qint64 id = g.lastInsertId().toLongLong();
  QSqlQuery s(d);
  s.prepare(QStringLiteral(
      "INSERT INTO seats (game_id, seat, name, kind, level, colour, score, turns, winner)"
      " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
  for (int k = 0; k < game.seats.size(); ++k) {
    const GameRecord::Seat& seat = game.seats.at(k);
    s.addBindValue(id);
    s.addBindValue(k);
    s.addBindValue(text(seat.name));
    s.addBindValue(seat.human ? QStringLiteral("human") : QStringLiteral("ai"));
    s.addBindValue(seat.human ? QVariant() : QVariant(seat.level));
    s.addBindValue(text(seat.colour));
    s.addBindValue(seat.score);
    s.addBindValue(seat.turns);
    s.addBindValue(seat.winner ? 1 : 0);
    if (!s.exec()) return rollback(s);
  }
  QSqlQuery c(d);
  c.prepare(QStringLiteral("INSERT INTO kingdom_cards (game_id, position, card) VALUES (?, ?, ?)"));
  for (int k = 0; k < game.kingdom.size(); ++k) {
    c.addBindValue(id);
    c.addBindValue(k);
    c.addBindValue(text(game.kingdom.at(k)));
    if (!c.exec()) return rollback(c);
  }
  if (!d.commit()) {
    fail(tr("The game could not be added to the history"), reasonOf(d.lastError()));
    return 0;
  }
  m_lastError.clear();
  return id;
}

QList<GameRecord> HistoryDatabase::games(int limit) const {
  QList<GameRecord> out;
  if (!m_ready) return out;
  const QSqlDatabase d = db();
  const QString chosen =
      QStringLiteral("SELECT id FROM games ORDER BY finished_at DESC, id DESC LIMIT %1").arg(limit);
  QSqlQuery g(d);
  if (!g.exec(QStringLiteral("SELECT id, finished_at, turns, seed, app_version FROM games"
                             " ORDER BY finished_at DESC, id DESC LIMIT %1")
                  .arg(limit))) {
    fail(tr("The game history cannot be read"), g.lastError().text());
    return out;
  }
  QHash<qint64, qsizetype> index;
  while (g.next()) {
    GameRecord r;
    r.id = g.value(0).toLongLong();
    r.finishedAt = QDateTime::fromString(g.value(1).toString(), Qt::ISODateWithMs);
    r.turns = g.value(2).toInt();
    r.seed = g.value(3).toString().toULongLong();
    r.appVersion = g.value(4).toString();
    index.insert(r.id, out.size());
    out.append(r);
  }
  QSqlQuery s(d);
  if (s.exec(QStringLiteral("SELECT game_id, name, kind, level, colour, score, turns, winner"
                            " FROM seats WHERE game_id IN (%1) ORDER BY game_id, seat")
                 .arg(chosen))) {
    while (s.next())
      if (auto it = index.constFind(s.value(0).toLongLong()); it != index.constEnd())
        out[*it].seats.append(seatFromQuery(s, 1));
  } else {
    fail(tr("The game history cannot be read"), s.lastError().text());
  }
  QSqlQuery c(d);
  if (c.exec(QStringLiteral("SELECT game_id, card FROM kingdom_cards WHERE game_id IN (%1)"
                            " ORDER BY game_id, position")
                 .arg(chosen))) {
    while (c.next())
      if (auto it = index.constFind(c.value(0).toLongLong()); it != index.constEnd())
        out[*it].kingdom.append(c.value(1).toString());
  } else {
    fail(tr("The game history cannot be read"), c.lastError().text());
  }
  return out;
}

std::optional<GameRecord> HistoryDatabase::game(qint64 id) const {
  // The history is small: reading it whole keeps one way of assembling records.
  for (const GameRecord& r : games(1 << 20))
    if (r.id == id) return r;
  return std::nullopt;
}

bool HistoryDatabase::remove(qint64 id) {
  if (!m_ready) return false;
  QSqlQuery q(db());
  q.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
  q.addBindValue(id);
  if (!q.exec()) {
    fail(tr("The game could not be removed from the history"), q.lastError().text());
    return false;
  }
  return q.numRowsAffected() > 0;
}

QList<LevelStats> HistoryDatabase::levelStats() const {
  QList<LevelStats> out;
  if (!m_ready) return out;
  QSqlQuery q(db());
  if (!q.exec(
          QLatin1String(kSoloCte) +
          QStringLiteral(", levels AS (SELECT DISTINCT game_id, level FROM seats WHERE kind = 'ai')"
                         " SELECT l.level, COUNT(*), SUM(me.winner), AVG(me.score - best.top)"
                         " FROM levels l JOIN me USING (game_id) JOIN best USING (game_id)"
                         " GROUP BY l.level ORDER BY l.level"))) {
    fail(tr("The statistics cannot be read"), q.lastError().text());
    return out;
  }
  while (q.next())
    out.append({q.value(0).toInt(), q.value(1).toInt(), q.value(2).toInt(), q.value(3).toDouble()});
  return out;
}

QList<CardStats> HistoryDatabase::cardStats() const {
  QList<CardStats> out;
  if (!m_ready) return out;
  QSqlQuery q(db());
  if (!q.exec(QLatin1String(kSoloCte) +
              QStringLiteral(" SELECT k.card, COUNT(*), SUM(me.winner)"
                             " FROM kingdom_cards k JOIN me USING (game_id)"
                             " GROUP BY k.card"
                             " ORDER BY SUM(me.winner) DESC, COUNT(*) DESC, k.card"))) {
    fail(tr("The statistics cannot be read"), q.lastError().text());
    return out;
  }
  while (q.next()) out.append({q.value(0).toString(), q.value(1).toInt(), q.value(2).toInt()});
  return out;
}

int HistoryDatabase::soloGames() const {
  if (!m_ready) return 0;
  QSqlQuery q(db());
  if (!q.exec(QLatin1String(kSoloCte) + QStringLiteral(" SELECT COUNT(*) FROM me")) || !q.next())
    return 0;
  return q.value(0).toInt();
}

int HistoryDatabase::soloWins() const {
  if (!m_ready) return 0;
  QSqlQuery q(db());
  if (!q.exec(QLatin1String(kSoloCte) +
              QStringLiteral(" SELECT COALESCE(SUM(winner), 0) FROM me")) ||
      !q.next())
    return 0;
  return q.value(0).toInt();
}

}  // namespace dominion::app
