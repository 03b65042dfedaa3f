#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

#include "savegame.h"

namespace dominion::app {

// The saves folder: the autosave of the game in progress and the named slots. Every write is
// atomic (QSaveFile: a temporary file renamed over the old one), so a crash or a kill in the
// middle of a write leaves the previous save whole. A file that cannot be read is moved into
// the "set-aside" folder under a name that says why, and never blocks the other saves.
//
//   <AppDataLocation>/saves/autosave.json
//   <AppDataLocation>/saves/slots/<id>.json
//   <AppDataLocation>/saves/set-aside/<name>.<damaged|newer|unknown>-<time>.json
class SaveStore {
  // Messages under the context the translation files give them (lupdate names it after the
  // class, namespace included).
  Q_DECLARE_TR_FUNCTIONS(dominion::app::SaveStore)

 public:
  // `dir` empty: defaultDir().
  explicit SaveStore(QString dir = {});

  // <AppDataLocation>/saves
  static QString defaultDir();
  QString dir() const { return m_dir; }
  QString autosavePath() const;
  QString slotsDir() const;
  QString setAsideDir() const;

  struct Slot {
    QString id;  // the file's base name
    QString path;
    SaveMeta meta;
  };

  // ---- The autosave ---------------------------------------------------------------------
  bool writeAutosave(const SaveGame& save, QString* error = nullptr);
  // The autosave, if there is one that can be played. A broken one is set aside and its
  // problem described in *problem (translated).
  std::optional<SaveGame> readAutosave(QString* problem = nullptr);
  // The autosave's metadata without loading its position into the engine (for the menu).
  std::optional<SaveMeta> peekAutosave(QString* problem = nullptr);
  bool hasAutosave() const;
  bool removeAutosave();

  // ---- Named slots ----------------------------------------------------------------------
  // The slots, newest first. Broken files are set aside; their problems go to *problems.
  QList<Slot> listSlots(QStringList* problems = nullptr);
  // Saves under `name`: replaces the slot of that name if there is one, else makes a new one.
  // Returns the slot's id, or an empty string (with *error) when it fails.
  QString writeSlot(const QString& name, SaveGame save, QString* error = nullptr);
  std::optional<SaveGame> readSlot(const QString& id, QString* problem = nullptr);
  bool removeSlot(const QString& id);

  // Removes the temporary files of writes that a crash or a kill interrupted (older than
  // `minAgeSecs`, so that another running instance's write is left alone). Returns how many.
  int removeLeftovers(int minAgeSecs = 600);

  // Moves a file that cannot be used into the set-aside folder; returns its new path (empty if
  // even that failed: then the file is left where it was).
  QString setAside(const QString& path, SaveProblem problem);

 private:
  std::optional<SaveGame> readFile(const QString& path, bool checkPosition, QString* problem);
  bool writeFile(const QString& path, const SaveGame& save, QString* error);
  QString slotPath(const QString& id) const;

  QString m_dir;
};

}  // namespace dominion::app
