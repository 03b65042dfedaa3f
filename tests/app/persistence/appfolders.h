#pragma once

// The real application run by a test (tst_continue, tst_crashes): its data and settings in a
// temporary folder of their own, headless and in English, at a given animation speed.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>
#include <QTemporaryDir>
#include <optional>

#include "persistence/savegame.h"

namespace dominion::test {

class AppFolders {
 public:
  // animationSpeed: AppSettings::AnimationSpeed (3 very fast, 4 instant).
  explicit AppFolders(int animationSpeed) {
    // The application's own folders: AppDataLocation is <XDG_DATA_HOME>/<organisation>/<name>.
    const QString config = m_dir.filePath(QStringLiteral("config/dominion-desktop"));
    QFile settings(config + QStringLiteral("/Dominion.conf"));
    m_valid = m_dir.isValid() && QDir().mkpath(config) && settings.open(QIODevice::WriteOnly) &&
              settings.write(QByteArray("[ui]\nanimationSpeed=") +
                             QByteArray::number(animationSpeed) + '\n') > 0;
  }

  bool isValid() const { return m_valid; }
  QString filePath(const QString& name) const { return m_dir.filePath(name); }
  QString saves() const { return filePath(QStringLiteral("data/dominion-desktop/Dominion/saves")); }

  QProcessEnvironment environment() const {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), filePath(QStringLiteral("home")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    return env;
  }

  // Starts the application (DOMINION_BINARY, defined by the test's target) in these folders.
  void start(QProcess& app, const QStringList& arguments) const {
    app.setProcessEnvironment(environment());
    app.start(QStringLiteral(DOMINION_BINARY), arguments);
  }

  // The autosave on disk, decoded (its position loaded in the engine); nullopt with the problem
  // when it is missing or cannot be used.
  std::optional<app::SaveGame> readAutosave(QString* problem) const {
    QFile f(saves() + QStringLiteral("/autosave.json"));
    if (!f.open(QIODevice::ReadOnly)) {
      *problem = QStringLiteral("no autosave");
      return std::nullopt;
    }
    const app::DecodedSave d = app::decodeSave(f.readAll());
    if (!d.ok()) {
      *problem = d.message;
      return std::nullopt;
    }
    return d.save;
  }

 private:
  QTemporaryDir m_dir;
  bool m_valid = false;
};

}  // namespace dominion::test
