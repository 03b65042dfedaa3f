#include "gamehistory.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>
#include <algorithm>
#include <climits>

#include "cardnames.h"
#include "engine/card.hpp"
#include "engine/game.hpp"
#include "game/gamecontroller.h"
#include "game/gamesetup.h"
#include "savemanager.h"

#ifndef DOMINION_VERSION
#define DOMINION_VERSION "0"
#endif

namespace dominion::app {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("dominion::app", text); }

QString seatName(const GameRecord::Seat& s) {
  return s.name.isEmpty() && s.human ? tr("You") : s.name;
}

bool solo(const GameRecord& r) {
  return std::count_if(r.seats.begin(), r.seats.end(), [](const auto& s) { return s.human; }) == 1;
}

int humanIndex(const GameRecord& r) {
  for (int k = 0; k < r.seats.size(); ++k)
    if (r.seats.at(k).human) return k;
  return -1;
}

QString result(const GameRecord& r) {
  if (!solo(r)) return {};
  const GameRecord::Seat& me = r.seats.at(humanIndex(r));
  if (!me.winner) return QStringLiteral("lost");
  return r.winners().size() > 1 ? QStringLiteral("shared") : QStringLiteral("won");
}

// In 64 bits and kept within an int: a history file's scores are outside data, and a damaged
// one held scores whose difference overflowed (found by fuzzing the history's rows).
int margin(const GameRecord& r) {
  if (!solo(r)) return 0;
  const int me = humanIndex(r);
  int best = INT_MIN;
  for (int k = 0; k < r.seats.size(); ++k)
    if (k != me) best = std::max(best, r.seats.at(k).score);
  if (best == INT_MIN) return 0;
  const qint64 difference = qint64(r.seats.at(me).score) - best;
  return int(std::clamp<qint64>(difference, INT_MIN, INT_MAX));
}

}  // namespace

// ---- HistoryModel ----------------------------------------------------------------------------

HistoryModel::HistoryModel(QObject* parent) : QAbstractListModel(parent) {}

int HistoryModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_games.size());
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const GameRecord& r = m_games.at(index.row());
  switch (role) {
    case GameIdRole:
      return r.id;
    case DateRole:
      return friendlyDate(r.finishedAt);
    case KingdomRole:
      return describeKingdom(r.kingdom);
    case SeatsRole: {
      QVariantList seats;
      for (const GameRecord::Seat& s : r.seats)
        seats.append(QVariantMap{{"name", seatName(s)},
                                 {"human", s.human},
                                 {"level", s.level},
                                 {"levelName", s.human ? QString() : aiLevelName(s.level)},
                                 {"colour", s.colour},
                                 {"score", s.score},
                                 {"winner", s.winner}});
      return seats;
    }
    case WinnersRole: {
      QStringList names;
      for (int k : r.winners()) names.append(seatName(r.seats.at(k)));
      return names.join(QStringLiteral(", "));
    }
    case HeadlineRole: {
      const QList<int> winners = r.winners();
      if (winners.size() == 1) {
        const GameRecord::Seat& s = r.seats.at(winners.front());
        if (s.human && s.name.isEmpty()) return tr("You won");
        //: A finished game with one winner
        return tr("%1 won").arg(s.name);
      }
      QStringList names;
      for (int k : winners) names.append(seatName(r.seats.at(k)));
      //: A finished game with several winners (a tie): "You, Alice"
      return tr("Shared by %1").arg(names.join(QStringLiteral(", ")));
    }
    case TurnsRole: {
      // As the game-over screen counts them: the turns of the player who took the most (the
      // record's own count is of all players together: 46 for 23 each).
      int most = 0;
      for (const GameRecord::Seat& s : r.seats) most = std::max(most, s.turns);
      return most > 0 ? most : r.turns;
    }
    case ResultRole:
      return result(r);
    case MarginRole:
      return margin(r);
    default:
      return {};
  }
}

QHash<int, QByteArray> HistoryModel::roleNames() const {
  return {{GameIdRole, "gameId"},     {DateRole, "date"},       {KingdomRole, "kingdom"},
          {SeatsRole, "seats"},       {WinnersRole, "winners"}, {TurnsRole, "turns"},
          {HeadlineRole, "headline"}, {ResultRole, "result"},   {MarginRole, "margin"}};
}

void HistoryModel::setGames(const QList<GameRecord>& games) {
  const bool countChanges = games.size() != m_games.size();
  beginResetModel();
  m_games = games;
  endResetModel();
  if (countChanges) emit countChanged();
}

void HistoryModel::retranslate() {
  if (!m_games.isEmpty()) emit dataChanged(index(0), index(int(m_games.size()) - 1));
}

// ---- GameHistory -----------------------------------------------------------------------------

GameRecord recordOf(const dom::Game& game, const QList<SeatSetup>& seats) {
  GameRecord r;
  r.finishedAt = QDateTime::currentDateTimeUtc();
  for (dom::CardId c : game.s.kingdom) {
    const std::string_view name = dom::card(c).name;
    r.kingdom.append(QString::fromUtf8(name.data(), qsizetype(name.size())));
  }
  const std::vector<dom::PlayerResult> results = game.results();
  for (int p = 0; p < game.playerCount(); ++p) {
    const SeatSetup seat = p < seats.size() ? seats.at(p) : SeatSetup{};
    const dom::PlayerResult& res = results[size_t(p)];
    r.seats.append({seat.name, seat.human, seat.level,
                    seat.colour.isValid() ? seat.colour.name() : QString(), res.vp, res.turns,
                    res.winner});
  }
  r.turns = game.s.turn.number;
  r.seed = game.s.seed;
  r.appVersion = QStringLiteral(DOMINION_VERSION);
  return r;
}

GameHistory::GameHistory(QString path, QObject* parent)
    : QObject(parent), m_path(std::move(path)), m_model(new HistoryModel(this)) {}

GameHistory::~GameHistory() = default;

GameHistory* GameHistory::create(QQmlEngine* qmlEngine, QJSEngine*) {
  auto* history = new GameHistory({}, nullptr);
  const int type = qmlTypeId("Dominion", 1, 0, "GameController");
  if (qmlEngine && type >= 0)
    history->setController(qmlEngine->singletonInstance<GameController*>(type));
  return history;
}

HistoryDatabase* GameHistory::database() {
  if (m_db && m_db->isOpen()) return m_db.get();
  if (m_openTried && !m_db) return nullptr;
  m_openTried = true;
  m_db = std::make_unique<HistoryDatabase>(m_path);
  if (!m_db->open()) {
    setProblem(m_db->lastError());
    emit problemFound(m_db->lastError());
    m_db.reset();
    return nullptr;
  }
  if (!m_db->recoveryNotice().isEmpty()) emit problemFound(m_db->recoveryNotice());
  setProblem({});
  return m_db.get();
}

void GameHistory::setProblem(const QString& problem) {
  if (problem == m_problem) return;
  m_problem = problem;
  emit problemChanged();
}

void GameHistory::refresh() {
  // A history that could not be opened is tried again each time the page opens.
  if (!m_db) m_openTried = false;
  HistoryDatabase* db = database();
  if (!db) {
    m_model->setGames({});
    m_levelStats.clear();
    m_cardStats.clear();
    m_soloGames = m_soloWins = 0;
    emit statsChanged();
    return;
  }
  m_model->setGames(db->games());
  readStats();
  if (!db->lastError().isEmpty()) setProblem(db->lastError());
}

void GameHistory::readStats() {
  HistoryDatabase* db = m_db.get();
  m_levelStats.clear();
  m_cardStats.clear();
  for (const LevelStats& s : db->levelStats())
    m_levelStats.append(QVariantMap{{"level", s.level},
                                    {"levelName", aiLevelName(s.level)},
                                    {"games", s.games},
                                    {"wins", s.wins},
                                    {"winRate", s.games ? qRound(100.0 * s.wins / s.games) : 0},
                                    {"averageMargin", s.averageMargin}});
  for (const CardStats& s : db->cardStats())
    m_cardStats.append(QVariantMap{{"card", translatedCardName(s.card)},
                                   {"englishName", s.card},
                                   {"games", s.games},
                                   {"wins", s.wins},
                                   {"winRate", s.games ? qRound(100.0 * s.wins / s.games) : 0}});
  m_soloGames = db->soloGames();
  m_soloWins = db->soloWins();
  emit statsChanged();
}

bool GameHistory::recordGame(const dom::Game& game, const QList<SeatSetup>& seats) {
  HistoryDatabase* db = database();
  if (!db) return false;
  if (db->record(recordOf(game, seats)) == 0) {
    setProblem(db->lastError());
    emit problemFound(db->lastError());  // "The game could not be added to the history (…)"
    return false;
  }
  return true;
}

bool GameHistory::playAgain(qint64 gameId) {
  HistoryDatabase* db = database();
  if (!db || !m_controller) return false;
  const std::optional<GameRecord> r = db->game(gameId);
  if (!r) return false;
  QList<SeatSetup> seats;
  for (int k = 0; k < r->seats.size(); ++k) {
    const GameRecord::Seat& s = r->seats.at(k);
    const QColor colour(s.colour);
    seats.append({s.name, s.human, s.level, colour.isValid() ? colour : defaultSeatColour(k)});
  }
  // Taking back moves with several people needs the table's consent, as last agreed.
  const bool allowUndo = QSettings().value(QStringLiteral("hotSeat/allowUndo"), false).toBool();
  m_controller->newSeatedGame(seats, r->kingdom, 0, allowUndo);
  return m_controller->active();
}

bool GameHistory::removeGame(qint64 gameId) {
  HistoryDatabase* db = database();
  if (!db || !db->remove(gameId)) return false;
  refresh();
  return true;
}

}  // namespace dominion::app
