#include "savemanager.h"

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QQmlEngine>
#include <QTimer>

#include "cardnames.h"
#include "engine/game.hpp"
#include "game/gamecontroller.h"
#include "game/gamesetup.h"
#include "gamehistory.h"

namespace dominion::app {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("dominion::app", text); }

QString seatName(const SeatSetup& s) {
  if (s.human) return s.name.isEmpty() ? tr("You") : s.name;
  //: An AI player in a list of players: name (level)
  return tr("%1 (%2)").arg(s.name, aiLevelName(s.level));
}

QString currentName(const SaveMeta& m) {
  if (m.currentPlayer < 0 || m.currentPlayer >= m.seats.size()) return {};
  const SeatSetup& s = m.seats.at(m.currentPlayer);
  return s.human && s.name.isEmpty() ? tr("You") : s.name;
}

}  // namespace

QString describeSeats(const QList<SeatSetup>& seats) {
  QStringList names;
  for (const SeatSetup& s : seats) names.append(seatName(s));
  return names.join(QStringLiteral(", "));
}

QString describeKingdom(const QStringList& englishNames) {
  QStringList names;
  for (const QString& n : englishNames) names.append(translatedCardName(n));
  return names.join(QStringLiteral(", "));
}

// ---- SaveSlotModel ---------------------------------------------------------------------------

SaveSlotModel::SaveSlotModel(QObject* parent) : QAbstractListModel(parent) {}

int SaveSlotModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_slots.size());
}

QVariant SaveSlotModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const SaveStore::Slot& slot = m_slots.at(index.row());
  const SaveMeta& m = slot.meta;
  switch (role) {
    case SlotIdRole:
      return slot.id;
    case Qt::DisplayRole:
    case NameRole:
      return m.name;
    case KingdomRole:
      return describeKingdom(m.kingdom);
    case PlayersRole:
      return describeSeats(m.seats);
    case PlayerColoursRole: {
      QStringList colours;
      for (const SeatSetup& s : m.seats) colours.append(s.colour.name());
      return colours;
    }
    case TurnRole:
      return m.turn;
    case CurrentPlayerRole:
      return currentName(m);
    case TurnTextRole: {
      const bool you = m.currentPlayer >= 0 && m.currentPlayer < m.seats.size() &&
                       m.seats.at(m.currentPlayer).human &&
                       m.seats.at(m.currentPlayer).name.isEmpty();
      //: A saved game: the turn, and it is the player's own turn
      if (you) return tr("Turn %1 · your turn").arg(m.turn);
      //: A saved game: the turn and whose turn it is
      return tr("Turn %1 · %2 to play").arg(m.turn).arg(currentName(m));
    }
    case DateRole:
      return friendlyDate(m.updated);
    case UpdatedRole:
      return m.updated;
    default:
      return {};
  }
}

QHash<int, QByteArray> SaveSlotModel::roleNames() const {
  return {{SlotIdRole, "slotId"},
          {NameRole, "name"},
          {KingdomRole, "kingdom"},
          {PlayersRole, "players"},
          {PlayerColoursRole, "playerColours"},
          {TurnRole, "turn"},
          {CurrentPlayerRole, "currentPlayer"},
          {TurnTextRole, "turnText"},
          {DateRole, "date"},
          {UpdatedRole, "updated"}};
}

void SaveSlotModel::setSlots(const QList<SaveStore::Slot>& list) {
  const bool countChanges = list.size() != m_slots.size();
  beginResetModel();
  m_slots = list;
  endResetModel();
  if (countChanges) emit countChanged();
}

void SaveSlotModel::retranslate() {
  if (!m_slots.isEmpty()) emit dataChanged(index(0), index(int(m_slots.size()) - 1));
}

// ---- SaveManager -----------------------------------------------------------------------------

SaveManager::SaveManager(QObject* parent) : QObject(parent), m_slots(new SaveSlotModel(this)) {
  // Looked at once the window is up, so that a broken autosave is reported where it is seen.
  QTimer::singleShot(0, this, [this]() {
    m_store.removeLeftovers();
    QString problem;
    setContinue(m_store.peekAutosave(&problem));
    if (!problem.isEmpty()) emit problemFound(problem);
  });
}

SaveManager::~SaveManager() = default;

SaveManager* SaveManager::create(QQmlEngine* qmlEngine, QJSEngine*) {
  auto* manager = new SaveManager(nullptr);
  const int controllerType = qmlTypeId("Dominion", 1, 0, "GameController");
  if (qmlEngine && controllerType >= 0)
    manager->attach(qmlEngine->singletonInstance<GameController*>(controllerType));
  const int historyType = qmlTypeId("Dominion", 1, 0, "GameHistory");
  if (qmlEngine && historyType >= 0)
    manager->setHistory(qmlEngine->singletonInstance<GameHistory*>(historyType));
  return manager;
}

void SaveManager::setStore(const SaveStore& store) {
  m_store = store;
  setContinue(m_store.peekAutosave());
}

void SaveManager::attach(GameController* controller) {
  if (m_controller) disconnect(m_controller, nullptr, this, nullptr);
  m_controller = controller;
  if (!controller) return;
  connect(controller, &GameController::gameStarted, this, [this]() {
    m_created = m_createdOfLoad.isValid() ? m_createdOfLoad : QDateTime::currentDateTimeUtc();
    m_createdOfLoad = {};
    m_recorded = false;
    emit canSaveChanged();
  });
  connect(controller, &GameController::moveApplied, this, &SaveManager::autosave);
  connect(controller, &GameController::gameOver, this, &SaveManager::onGameOver);
  connect(controller, &GameController::activeChanged, this, &SaveManager::canSaveChanged);
  connect(controller, &GameController::overChanged, this, &SaveManager::canSaveChanged);
}

bool SaveManager::canSave() const {
  return m_controller && m_controller->active() && !m_controller->over() && !m_controller->demo();
}

QString SaveManager::continueSummary() const {
  if (!m_continue) return {};
  //: Continue on the main menu: turn, players, when it was saved
  return tr("Turn %1 · %2 · %3")
      .arg(m_continue->turn)
      .arg(describeSeats(m_continue->seats), friendlyDate(m_continue->updated));
}

void SaveManager::setContinue(std::optional<SaveMeta> meta) {
  if (meta && meta->gameOver) meta.reset();
  const bool changed = meta.has_value() != m_continue.has_value() ||
                       (meta && m_continue && meta->updated != m_continue->updated);
  m_continue = std::move(meta);
  if (changed) emit continueChanged();
}

void SaveManager::reportOnce(const QString& message) {
  if (m_writeFailed) return;
  m_writeFailed = true;
  emit problemFound(message);
}

bool SaveManager::autosave() {
  if (!m_controller || !m_controller->active() || m_controller->demo()) return false;
  const dom::Game& game = m_controller->game();
  if (game.isOver()) return false;  // a finished game goes to the history instead
  SaveGame save = makeSave(game, m_controller->seats());
  save.log = m_controller->logRecords();
  save.meta.created = m_created.isValid() ? m_created : save.meta.updated;
  save.meta.allowUndo = m_controller->allowUndo();
  QString error;
  const QString kind = QStringLiteral("autosave");
  emit writeBegins(kind, save.position);
  if (!m_store.writeAutosave(save, &error)) {
    emit writeEnds(kind, save.position, false);
    if (!m_writeFailed) qWarning("SaveManager: %s", qPrintable(error));
    reportOnce(tr("The game could not be saved: %1").arg(error));
    return false;
  }
  emit writeEnds(kind, save.position, true);
  m_writeFailed = false;
  ++m_autosaves;
  setContinue(save.meta);
  return true;
}

void SaveManager::onGameOver() {
  if (!m_controller || m_controller->demo() || m_recorded) return;
  m_recorded = true;
  if (m_history) m_history->recordGame(m_controller->game(), m_controller->seats());
  // The game is in the history now: there is nothing left to continue.
  m_store.removeAutosave();
  setContinue(std::nullopt);
}

bool SaveManager::resume(const SaveGame& save) {
  if (!m_controller) return false;
  QString error;
  m_createdOfLoad = save.meta.created;
  if (!m_controller->loadPosition(QString::fromStdString(save.position), save.meta.seats,
                                  save.meta.allowUndo, &error, save.log)) {
    m_createdOfLoad = {};
    emit problemFound(tr("The saved game cannot be played on: %1").arg(error));
    return false;
  }
  emit gameLoaded();
  return true;
}

bool SaveManager::continueLastGame() {
  QString problem;
  const std::optional<SaveGame> save = m_store.readAutosave(&problem);
  if (!save) {
    setContinue(std::nullopt);
    emit problemFound(problem.isEmpty() ? tr("There is no game to continue.") : problem);
    return false;
  }
  return resume(*save);
}

void SaveManager::refresh() {
  QString problem;
  setContinue(m_store.peekAutosave(&problem));
  QStringList problems;
  if (!problem.isEmpty()) problems.append(problem);
  m_slots->setSlots(m_store.listSlots(&problems));
  // One notice at a time is shown: several broken files are told in one message (each is
  // also in the log).
  if (problems.size() == 1) {
    emit problemFound(problems.front());
  } else if (problems.size() > 1) {
    //: Several saved game files could not be read; %1 is the folder they were moved to
    emit problemFound(QCoreApplication::translate(
                          "SaveManager", "%n saved games cannot be used and were set aside in %1.",
                          nullptr, int(problems.size()))
                          .arg(QDir::toNativeSeparators(m_store.setAsideDir())));
  }
}

bool SaveManager::saveAs(const QString& name) {
  if (!canSave()) return false;
  const QString trimmed = name.trimmed().isEmpty() ? suggestedName() : name.trimmed();
  SaveGame save = makeSave(m_controller->game(), m_controller->seats());
  save.log = m_controller->logRecords();
  save.meta.created = m_created.isValid() ? m_created : save.meta.updated;
  save.meta.allowUndo = m_controller->allowUndo();
  QString error;
  const QString kind = QStringLiteral("save");
  emit writeBegins(kind, save.position);
  if (m_store.writeSlot(trimmed, save, &error).isEmpty()) {
    emit writeEnds(kind, save.position, false);
    emit problemFound(tr("The game could not be saved: %1").arg(error));
    return false;
  }
  emit writeEnds(kind, save.position, true);
  refresh();
  emit saved(trimmed);
  return true;
}

bool SaveManager::load(const QString& slotId) {
  QString problem;
  const std::optional<SaveGame> save = m_store.readSlot(slotId, &problem);
  if (!save) {
    emit problemFound(problem);
    refresh();
    return false;
  }
  return resume(*save);
}

bool SaveManager::remove(const QString& slotId) {
  const bool removed = m_store.removeSlot(slotId);
  refresh();
  return removed;
}

QString SaveManager::suggestedName() const {
  const QString time = QLocale().toString(QTime::currentTime(), QLocale::ShortFormat);
  if (!m_controller || !m_controller->active()) return time;
  //: The suggested name of a new save: the turn and the time
  return tr("Turn %1, %2").arg(m_controller->turnNumber()).arg(time);
}

bool SaveManager::nameTaken(const QString& name) const {
  const QString trimmed = name.trimmed();
  for (const SaveStore::Slot& slot : m_slots->saveSlots())
    if (slot.meta.name.compare(trimmed, Qt::CaseInsensitive) == 0) return true;
  return false;
}

}  // namespace dominion::app
