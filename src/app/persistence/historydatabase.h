#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

namespace dominion::app {

// One finished game as the history keeps it.
struct GameRecord {
  struct Seat {
    QString name;  // "" for the one person of a game against the computer ("You")
    bool human = false;
    int level = 1;   // AI level (0 Easy, 1 Medium, 2 Hard); unused for people
    QString colour;  // "#rrggbb" or ""
    int score = 0;
    int turns = 0;
    bool winner = false;
    bool operator==(const Seat&) const = default;
  };
  qint64 id = 0;  // given by the database
  QDateTime finishedAt;
  QStringList kingdom;  // English card names
  QList<Seat> seats;
  int turns = 0;  // turns played in the game, all players together
  quint64 seed = 0;
  QString appVersion;

  // Seats that won (several on a tie).
  QList<int> winners() const;
  bool operator==(const GameRecord&) const = default;
};

// How the one person at the computer fared against a level of AI player.
struct LevelStats {
  int level = 0;
  int games = 0;
  int wins = 0;              // ties for first place count as wins
  double averageMargin = 0;  // your score minus the best opponent's, on average
};

// How a Kingdom card did in the games of the one person at the computer.
struct CardStats {
  QString card;  // English name
  int games = 0;
  int wins = 0;  // the games with this card that you won
};

// The game history in SQLite (Qt SQL, "QSQLITE"): finished games, their seats and kingdoms.
//
// The schema has a version (table schema_version) and one migration function per version;
// open() brings any older database up to kSchemaVersion. A file that is not a database or is
// damaged is moved aside (history.sqlite.damaged-<time>) and a new history begins. Errors
// never throw: they are logged, kept in lastError(), and the caller carries on.
class HistoryDatabase {
  // Messages under the context the translation files give them (lupdate names it after the
  // class, namespace included).
  Q_DECLARE_TR_FUNCTIONS(dominion::app::HistoryDatabase)

 public:
  static constexpr int kSchemaVersion = 2;

  // `path` empty: defaultPath(). Each instance uses its own Qt SQL connection.
  explicit HistoryDatabase(QString path = {});
  ~HistoryDatabase();
  HistoryDatabase(const HistoryDatabase&) = delete;
  HistoryDatabase& operator=(const HistoryDatabase&) = delete;

  // <AppDataLocation>/history.sqlite
  static QString defaultPath();
  QString path() const { return m_path; }

  // Opens (creating or migrating) the database. False when the history cannot be used; the
  // game goes on without it.
  bool open();
  bool isOpen() const { return m_ready; }
  int schemaVersion() const;  // of the open file; 0 if none
  // Translated, for the player: what went wrong last ("" if nothing), and what open() had to
  // do to recover (a damaged file moved aside), "" if nothing.
  QString lastError() const { return m_lastError; }
  QString recoveryNotice() const { return m_recoveryNotice; }
  QString movedAsidePath() const { return m_movedAside; }

  // Adds a finished game; returns its id, or 0 when it could not be written.
  qint64 record(const GameRecord& game);
  // The games, newest first.
  QList<GameRecord> games(int limit = 500) const;
  std::optional<GameRecord> game(qint64 id) const;
  bool remove(qint64 id);

  // Statistics over the games with exactly one person at the computer.
  QList<LevelStats> levelStats() const;
  QList<CardStats> cardStats() const;
  int soloGames() const;
  int soloWins() const;

 private:
  enum class OpenResult { Ok, Damaged, Failed };
  OpenResult tryOpen();
  bool migrate(int from);
  void fail(const QString& what, const QString& detail) const;
  QSqlDatabase db() const;
  void close();

  QString m_path;
  QString m_connection;
  bool m_ready = false;
  mutable QString m_lastError;
  QString m_recoveryNotice;
  QString m_movedAside;
};

}  // namespace dominion::app
