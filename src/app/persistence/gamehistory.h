#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <memory>

#include "historydatabase.h"
#include "hotseat/seat.h"

class QQmlEngine;
class QJSEngine;

namespace dom {
class Game;
}

namespace dominion::app {

class GameController;

// The finished games, newest first, for the history page.
class HistoryModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The history belongs to GameHistory")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  enum Role {
    GameIdRole = Qt::UserRole + 1,
    DateRole,      // when it ended, as text
    KingdomRole,   // translated card names, joined
    SeatsRole,     // [{ name, human, level, levelName, colour, score, winner }]
    WinnersRole,   // "Anna" / "You" / "Alice, Bob", translated
    HeadlineRole,  // "You won", "Alice won", "Shared by Anna, Cleo", translated
    TurnsRole,     // the turns of the player who took the most (as the game-over screen)
    ResultRole,    // the one person's result: "won", "shared", "lost"; "" with several people
    MarginRole,    // the one person's score minus the best other score
  };
  Q_ENUM(Role)

  explicit HistoryModel(QObject* parent = nullptr);
  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;
  int count() const { return int(m_games.size()); }

  void setGames(const QList<GameRecord>& games);
  const QList<GameRecord>& games() const { return m_games; }
  void retranslate();

 signals:
  void countChanged();

 private:
  QList<GameRecord> m_games;
};

// The history page's facade: the finished games and the statistics of the one person at the
// computer, from the history database. The database is opened when first needed; when it
// cannot be used, `problem` says why and the game goes on without a history.
class GameHistory : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON

  Q_PROPERTY(dominion::app::HistoryModel* games READ gamesModel CONSTANT)
  // Per AI level: [{ level, levelName, games, wins, winRate (0-100), averageMargin }]
  Q_PROPERTY(QVariantList levelStats READ levelStats NOTIFY statsChanged)
  // Per Kingdom card, best first: [{ card (translated), englishName, games, wins, winRate }]
  Q_PROPERTY(QVariantList cardStats READ cardStats NOTIFY statsChanged)
  Q_PROPERTY(int soloGames READ soloGames NOTIFY statsChanged)
  Q_PROPERTY(int soloWins READ soloWins NOTIFY statsChanged)
  // Why the history cannot be used right now ("" when it can).
  Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)

 public:
  // `path` empty: HistoryDatabase::defaultPath().
  // No default arguments: QML (Qt 6.4) then makes the singleton with create().
  GameHistory(QString path, QObject* parent);
  ~GameHistory() override;
  static GameHistory* create(QQmlEngine* qmlEngine, QJSEngine* jsEngine);
  void setController(GameController* controller) { m_controller = controller; }

  HistoryModel* gamesModel() const { return m_model; }
  QVariantList levelStats() const { return m_levelStats; }
  QVariantList cardStats() const { return m_cardStats; }
  int soloGames() const { return m_soloGames; }
  int soloWins() const { return m_soloWins; }
  QString problem() const { return m_problem; }

  // Reads the history again.
  Q_INVOKABLE void refresh();
  // A new game with the kingdom and the seats of a finished one.
  Q_INVOKABLE bool playAgain(qint64 gameId);
  Q_INVOKABLE bool removeGame(qint64 gameId);

  // Adds a finished game; false (with problemFound) when it could not be recorded.
  bool recordGame(const dom::Game& game, const QList<SeatSetup>& seats);
  // The database, opened if needed (nullptr when it cannot be used).
  HistoryDatabase* database();

 signals:
  void statsChanged();
  void problemChanged();
  // For the notice at the bottom of the window (translated).
  void problemFound(const QString& message);

 private:
  void setProblem(const QString& problem);
  void readStats();

  QString m_path;
  std::unique_ptr<HistoryDatabase> m_db;
  bool m_openTried = false;
  QPointer<GameController> m_controller;
  HistoryModel* m_model;
  QVariantList m_levelStats;
  QVariantList m_cardStats;
  int m_soloGames = 0;
  int m_soloWins = 0;
  QString m_problem;
};

// The record of a finished game with these seats.
GameRecord recordOf(const dom::Game& game, const QList<SeatSetup>& seats);

}  // namespace dominion::app
