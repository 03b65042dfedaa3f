// The game history: created, written, read, migrated from version 1, recovered from a damaged
// file, statistics.

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "persistence/historydatabase.h"

using namespace dominion::app;

namespace {

GameRecord::Seat you(int score, bool winner) {
  return {QString(), true, 1, "#c23b22", score, 12, winner};
}
GameRecord::Seat ai(const char* name, int level, int score, bool winner) {
  return {QString::fromLatin1(name), false, level, "#2f6fd0", score, 12, winner};
}

GameRecord game(QStringList kingdom, QList<GameRecord::Seat> seats, int minutesAgo = 0) {
  GameRecord r;
  r.finishedAt = QDateTime::currentDateTimeUtc().addSecs(-60 * minutesAgo);
  r.kingdom = std::move(kingdom);
  r.seats = std::move(seats);
  r.turns = 24;
  r.seed = 0xfedcba9876543210ull;
  r.appVersion = QStringLiteral("0.1.0");
  return r;
}

const QStringList kKingdomA = {"Cellar", "Market",  "Merchant", "Militia", "Mine",
                               "Moat",   "Remodel", "Smithy",   "Village", "Workshop"};
const QStringList kKingdomB = {"Chapel", "Festival", "Laboratory", "Market", "Militia",
                               "Moat",   "Smithy",   "Village",    "Witch",  "Library"};

// Writes a version 1 history by hand, as the first version of the game laid it out.
void createVersion1(const QString& path) {
  const QString name = QStringLiteral("v1-writer");
  {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
    db.setDatabaseName(path);
    QVERIFY(db.open());
    QSqlQuery q(db);
    for (
        const char* sql : {
            "CREATE TABLE schema_version (version INTEGER NOT NULL)",
            "INSERT INTO schema_version (version) VALUES (1)",
            "CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, finished_at TEXT NOT NULL,"
            " kingdom TEXT NOT NULL, seats TEXT NOT NULL, turns INTEGER NOT NULL, seed TEXT NOT "
            "NULL)",
            R"(INSERT INTO games (finished_at, kingdom, seats, turns, seed) VALUES ('2024-03-01T20:00:00.000Z',
                '["Cellar","Market","Militia"]',
                '[{"name":"","kind":"human","score":30,"turns":15,"winner":true},
                  {"name":"Alice","kind":"ai","level":2,"score":22,"turns":15,"winner":false}]',
                30, '18446744073709551615'))",
            R"(INSERT INTO games (finished_at, kingdom, seats, turns, seed) VALUES ('2024-03-02T20:00:00.000Z',
                '["Chapel","Witch"]',
                '[{"name":"","kind":"human","score":10,"turns":14,"winner":false},
                  {"name":"Bob","kind":"ai","level":0,"score":40,"turns":15,"winner":true}]',
                29, '7'))",
        })
      QVERIFY2(q.exec(QString::fromUtf8(sql)), qPrintable(q.lastError().text()));
    db.close();
  }
  QSqlDatabase::removeDatabase(name);
}

}  // namespace

class TestHistoryDatabase : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();
  void created_at_the_latest_version();
  void games_are_written_and_read_back_newest_first();
  void reopening_keeps_the_games();
  void migrates_a_version_1_history();
  void damaged_file_is_moved_aside_and_a_new_history_begins();
  void newer_history_is_left_alone();
  void schema_version_below_one_is_damage_not_a_migration();
  void history_in_an_unwritable_place_fails_softly();
  void statistics_per_level_and_per_card();
  void removing_a_game_removes_its_seats_and_cards();

 private:
  QString path() const { return m_dir->path() + QStringLiteral("/history.sqlite"); }
  QTemporaryDir m_home;
  std::unique_ptr<QTemporaryDir> m_dir;
};

void TestHistoryDatabase::initTestCase() {
  QVERIFY(m_home.isValid());
  qputenv("HOME", m_home.path().toLocal8Bit());
  QStandardPaths::setTestModeEnabled(true);
}

void TestHistoryDatabase::init() {
  m_dir = std::make_unique<QTemporaryDir>();
  QVERIFY(m_dir->isValid());
}

void TestHistoryDatabase::created_at_the_latest_version() {
  QVERIFY(HistoryDatabase::defaultPath().startsWith(m_home.path()));
  HistoryDatabase db(path());
  QVERIFY2(db.open(), qPrintable(db.lastError()));
  QVERIFY(QFile::exists(path()));
  QCOMPARE(db.schemaVersion(), HistoryDatabase::kSchemaVersion);
  QVERIFY(db.games().isEmpty());
  QVERIFY(db.recoveryNotice().isEmpty());
  QCOMPARE(db.soloGames(), 0);
}

void TestHistoryDatabase::games_are_written_and_read_back_newest_first() {
  HistoryDatabase db(path());
  QVERIFY(db.open());
  GameRecord older = game(kKingdomA, {you(30, true), ai("Alice", 2, 25, false)}, 60);
  GameRecord newer =
      game(kKingdomB, {you(20, false), ai("Alice", 1, 31, true), ai("Bob", 0, 31, true)});
  newer.seats[0].name = QStringLiteral("Anna");
  older.id = db.record(older);
  newer.id = db.record(newer);
  QVERIFY(older.id > 0);
  QVERIFY(newer.id > older.id);
  const QList<GameRecord> games = db.games();
  QCOMPARE(games.size(), 2);
  // Times are kept to the millisecond in UTC.
  QCOMPARE(games.at(0).finishedAt, newer.finishedAt);
  QCOMPARE(games.at(0), newer);
  QCOMPARE(games.at(1), older);
  QCOMPARE(games.at(0).winners(), (QList<int>{1, 2}));
  QCOMPARE(games.at(0).seed, 0xfedcba9876543210ull);
  QCOMPARE(db.game(older.id).value(), older);
  QVERIFY(!db.game(9999));
}

void TestHistoryDatabase::reopening_keeps_the_games() {
  {
    HistoryDatabase db(path());
    QVERIFY(db.open());
    QVERIFY(db.record(game(kKingdomA, {you(30, true), ai("Alice", 2, 25, false)})) > 0);
  }
  HistoryDatabase again(path());
  QVERIFY(again.open());
  QCOMPARE(again.games().size(), 1);
  QVERIFY(again.record(game(kKingdomB, {you(30, true), ai("Alice", 2, 25, false)})) > 0);
  QCOMPARE(again.games().size(), 2);
}

void TestHistoryDatabase::migrates_a_version_1_history() {
  createVersion1(path());
  HistoryDatabase db(path());
  QVERIFY2(db.open(), qPrintable(db.lastError()));
  QCOMPARE(db.schemaVersion(), 2);
  const QList<GameRecord> games = db.games();
  QCOMPARE(games.size(), 2);
  const GameRecord& second = games.at(0);
  QCOMPARE(second.kingdom, (QStringList{"Chapel", "Witch"}));
  QCOMPARE(second.seats.size(), 2);
  QCOMPARE(second.seats.at(1).name, QStringLiteral("Bob"));
  QCOMPARE(second.seats.at(1).level, 0);
  QVERIFY(second.seats.at(1).winner);
  QCOMPARE(second.seats.at(1).score, 40);
  QCOMPARE(second.seats.at(1).colour, QString());
  QCOMPARE(second.turns, 29);
  const GameRecord& first = games.at(1);
  QCOMPARE(first.seed, 18446744073709551615ull);
  QVERIFY(first.seats.at(0).human);
  QVERIFY(first.seats.at(0).winner);
  QCOMPARE(first.kingdom.size(), 3);
  // The migrated history takes new games, and its statistics include the old ones.
  QVERIFY(db.record(game(kKingdomA, {you(30, true), ai("Alice", 2, 29, false)})) > 0);
  QCOMPARE(db.games().size(), 3);
  QCOMPARE(db.soloGames(), 3);
  QCOMPARE(db.soloWins(), 2);
}

void TestHistoryDatabase::damaged_file_is_moved_aside_and_a_new_history_begins() {
  QFile garbage(path());
  QVERIFY(garbage.open(QIODevice::WriteOnly));
  const QByteArray junk = QByteArray("this is not a database at all\n").repeated(200);
  garbage.write(junk);
  garbage.close();

  HistoryDatabase db(path());
  QVERIFY2(db.open(), qPrintable(db.lastError()));
  QVERIFY(!db.recoveryNotice().isEmpty());
  QVERIFY(db.recoveryNotice().contains(QStringLiteral("damaged")));
  QVERIFY(QFile::exists(db.movedAsidePath()));
  QFile kept(db.movedAsidePath());
  QVERIFY(kept.open(QIODevice::ReadOnly));
  QCOMPARE(kept.readAll(), junk);
  QCOMPARE(db.schemaVersion(), HistoryDatabase::kSchemaVersion);
  QVERIFY(db.record(game(kKingdomA, {you(30, true), ai("Alice", 2, 25, false)})) > 0);
  QCOMPARE(db.games().size(), 1);
}

void TestHistoryDatabase::newer_history_is_left_alone() {
  {
    HistoryDatabase db(path());
    QVERIFY(db.open());
    QVERIFY(db.record(game(kKingdomA, {you(30, true), ai("Alice", 2, 25, false)})) > 0);
  }
  {
    QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bump"));
    raw.setDatabaseName(path());
    QVERIFY(raw.open());
    QVERIFY(QSqlQuery(raw).exec(QStringLiteral("UPDATE schema_version SET version = 99")));
    raw.close();
  }
  QSqlDatabase::removeDatabase(QStringLiteral("bump"));
  HistoryDatabase db(path());
  QVERIFY(!db.open());
  QVERIFY(db.lastError().contains(QStringLiteral("newer version")));
  QVERIFY(db.movedAsidePath().isEmpty());
  QCOMPARE(db.record(game(kKingdomA, {you(1, true), ai("Alice", 2, 0, false)})), 0);
  QVERIFY(db.games().isEmpty());
  QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files),
           QStringList{QStringLiteral("history.sqlite")});
}

// Found by fuzz_history: a version of -2 picked a migration before the first one.
void TestHistoryDatabase::schema_version_below_one_is_damage_not_a_migration() {
  for (const char* version : {"-2", "0", "'two'"}) {
    {
      HistoryDatabase db(path());
      QVERIFY(db.open());
      QVERIFY(db.record(game(kKingdomA, {you(30, true), ai("Alice", 2, 25, false)})) > 0);
    }
    {
      QSqlDatabase raw =
          QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bump"));
      raw.setDatabaseName(path());
      QVERIFY(raw.open());
      QVERIFY(QSqlQuery(raw).exec(
          QStringLiteral("UPDATE schema_version SET version = %1").arg(QLatin1String(version))));
      raw.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bump"));
    HistoryDatabase db(path());
    QVERIFY2(db.open(), version);
    QVERIFY2(db.recoveryNotice().contains(QStringLiteral("damaged")), version);
    QVERIFY(QFile::exists(db.movedAsidePath()));
    QCOMPARE(db.schemaVersion(), HistoryDatabase::kSchemaVersion);
    QVERIFY(db.games().isEmpty());
  }
}

void TestHistoryDatabase::history_in_an_unwritable_place_fails_softly() {
  HistoryDatabase db(QStringLiteral("/proc/no-such-dir/history.sqlite"));
  QVERIFY(!db.open());
  QVERIFY(!db.lastError().isEmpty());
  QCOMPARE(db.record(game(kKingdomA, {you(1, true), ai("Alice", 2, 0, false)})), 0);
  QVERIFY(db.levelStats().isEmpty());
}

void TestHistoryDatabase::statistics_per_level_and_per_card() {
  HistoryDatabase db(path());
  QVERIFY(db.open());
  // Against Hard: a win by 5, a loss by 3.
  db.record(game(kKingdomA, {you(30, true), ai("Alice", 2, 25, false)}));
  db.record(game(kKingdomB, {you(20, false), ai("Alice", 2, 23, false), ai("Bob", 2, 10, false)}));
  // Against Easy and Medium at once: a shared win (tie) by 0.
  db.record(game(kKingdomB, {you(40, true), ai("Alice", 0, 40, true), ai("Bob", 1, 12, false)}));
  // Two people at the computer: not in "your" statistics.
  db.record(game(kKingdomA, {you(50, true), you(10, false)}));

  QCOMPARE(db.soloGames(), 3);
  QCOMPARE(db.soloWins(), 2);
  const QList<LevelStats> levels = db.levelStats();
  QCOMPARE(levels.size(), 3);
  QCOMPARE(levels.at(0).level, 0);
  QCOMPARE(levels.at(0).games, 1);
  QCOMPARE(levels.at(0).wins, 1);
  QCOMPARE(levels.at(0).averageMargin, 0.0);
  QCOMPARE(levels.at(1).level, 1);
  QCOMPARE(levels.at(1).games, 1);
  QCOMPARE(levels.at(2).level, 2);
  QCOMPARE(levels.at(2).games, 2);
  QCOMPARE(levels.at(2).wins, 1);
  QCOMPARE(levels.at(2).averageMargin, 1.0);  // (+5 - 3) / 2

  const QList<CardStats> cards = db.cardStats();
  auto find = [&](const char* name) {
    for (const CardStats& c : cards)
      if (c.card == QLatin1String(name)) return c;
    return CardStats{};
  };
  QCOMPARE(find("Militia").games, 3);  // in both kingdoms
  QCOMPARE(find("Militia").wins, 2);
  QCOMPARE(find("Cellar").games, 1);
  QCOMPARE(find("Cellar").wins, 1);
  QCOMPARE(find("Witch").games, 2);
  QCOMPARE(find("Witch").wins, 1);
  // Best first: most wins.
  QCOMPARE(cards.front().wins, 2);
}

void TestHistoryDatabase::removing_a_game_removes_its_seats_and_cards() {
  HistoryDatabase db(path());
  QVERIFY(db.open());
  const qint64 id = db.record(game(kKingdomA, {you(30, true), ai("Alice", 2, 25, false)}));
  QVERIFY(db.remove(id));
  QVERIFY(db.games().isEmpty());
  QVERIFY(db.cardStats().isEmpty());
  QVERIFY(db.levelStats().isEmpty());
}

QTEST_GUILESS_MAIN(TestHistoryDatabase)
#include "tst_historydatabase.moc"
