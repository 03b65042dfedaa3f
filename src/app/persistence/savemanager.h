#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <string>

#include "savestore.h"

class QQmlEngine;
class QJSEngine;

namespace dominion::app {

class GameController;
class GameHistory;

// The named saves, newest first, for the Saved games page.
class SaveSlotModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The saved games belong to SaveManager")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  enum Role {
    SlotIdRole = Qt::UserRole + 1,
    NameRole,
    KingdomRole,        // the Kingdom cards' names, translated, joined
    PlayersRole,        // "You, Alice (Hard), Bob (Easy)"
    PlayerColoursRole,  // the seats' colours ("#rrggbb")
    TurnRole,
    CurrentPlayerRole,  // whose turn it is
    TurnTextRole,       // "Turn 7 · your turn", "Turn 7 · Anna to play"
    DateRole,           // when it was saved, as text in the player's language
    UpdatedRole,        // the same as a date
  };
  Q_ENUM(Role)

  explicit SaveSlotModel(QObject* parent = nullptr);
  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;
  int count() const { return int(m_slots.size()); }

  void setSlots(const QList<SaveStore::Slot>& list);
  const QList<SaveStore::Slot>& saveSlots() const { return m_slots; }
  void retranslate();

 signals:
  void countChanged();

 private:
  QList<SaveStore::Slot> m_slots;
};

// Saves and resumes games: the autosave after every move (what Continue and --continue
// resume), the named slots of the Saved games page, and the history entry of every finished
// game. Problems (a save that cannot be read, a full disk) are reported with problemFound()
// and never stop the game.
class SaveManager : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON

  // There is an unfinished game to continue.
  Q_PROPERTY(bool canContinue READ canContinue NOTIFY continueChanged)
  // "Turn 7 · You, Alice (Hard) · today 14:32"
  Q_PROPERTY(QString continueSummary READ continueSummary NOTIFY continueChanged)
  Q_PROPERTY(dominion::app::SaveSlotModel* saves READ slotModel CONSTANT)
  // A game is on the table that can be saved.
  Q_PROPERTY(bool canSave READ canSave NOTIFY canSaveChanged)

 public:
  // No default argument: QML (Qt 6.4) then makes the singleton with create().
  explicit SaveManager(QObject* parent);
  ~SaveManager() override;
  static SaveManager* create(QQmlEngine* qmlEngine, QJSEngine* jsEngine);

  // C++: the folder (tests use their own), the table and the history.
  void setStore(const SaveStore& store);
  SaveStore& store() { return m_store; }
  void attach(GameController* controller);
  void setHistory(GameHistory* history) { m_history = history; }

  bool canContinue() const { return m_continue.has_value(); }
  QString continueSummary() const;
  SaveSlotModel* slotModel() const { return m_slots; }
  bool canSave() const;

  // Resumes the autosaved game; false (with problemFound) when there is none or it is broken.
  Q_INVOKABLE bool continueLastGame();
  // Lists the autosave and the slots again (broken files are set aside and reported).
  Q_INVOKABLE void refresh();
  // Saves the game on the table under `name` (replacing a save of that name).
  Q_INVOKABLE bool saveAs(const QString& name);
  Q_INVOKABLE bool load(const QString& slotId);
  Q_INVOKABLE bool remove(const QString& slotId);
  // A name for a new save: "Turn 7, 14:32".
  Q_INVOKABLE QString suggestedName() const;
  // Whether a save of this name exists (the page asks before replacing it).
  Q_INVOKABLE bool nameTaken(const QString& name) const;

  // Writes the autosave now (after every move); false when it could not be written.
  bool autosave();
  // How many autosaves were written (tests).
  int autosaveCount() const { return m_autosaves; }

 signals:
  void continueChanged();
  void canSaveChanged();
  // Something went wrong; the message is for the player (translated).
  void problemFound(const QString& message);
  // A saved game was put on the table (Continue, or a slot loaded).
  void gameLoaded();
  void saved(const QString& name);
  // A save of `kind` ("autosave", or "save" for a named one) of this position is about to be
  // written, and was written (ok) or not: for the crash test's trace (SaveTrace).
  void writeBegins(const QString& kind, const std::string& position);
  void writeEnds(const QString& kind, const std::string& position, bool ok);

 private:
  bool resume(const SaveGame& save);
  void onGameOver();
  void reportOnce(const QString& message);
  void setContinue(std::optional<SaveMeta> meta);

  SaveStore m_store;
  QPointer<GameController> m_controller;
  GameHistory* m_history = nullptr;  // a singleton like this one
  SaveSlotModel* m_slots;
  std::optional<SaveMeta> m_continue;
  QDateTime m_created;         // when the game on the table began
  QDateTime m_createdOfLoad;   // ... of the save being loaded
  bool m_writeFailed = false;  // the last autosave failed (reported once)
  bool m_recorded = false;     // the finished game on the table is in the history
  int m_autosaves = 0;
};

// "You, Alice (Hard), Bob (Easy)", translated.
QString describeSeats(const QList<SeatSetup>& seats);
// The Kingdom cards' translated names, joined with ", ".
QString describeKingdom(const QStringList& englishNames);

}  // namespace dominion::app
