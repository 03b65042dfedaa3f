#pragma once

#include <QObject>
#include <QPointer>
#include <string>

namespace dominion::app {

class GameController;
class SaveManager;

// The hidden --trace-saves N, for the crash test (tests/app/persistence/tst_crashes.cpp): one
// line on stderr, written at once, for each move, each time an AI player starts thinking, the
// beginning and the end of each write of the autosave and of a named save (with a digest of
// the position written), the game resumed (its digest) and the end of the game; and a named
// save, "Crash test", after every N moves. The person's decisions are played by the computer
// (GameController::playAdvisedMove). The test kills the application at one of these
// moments and checks what it finds on disk against the lines it read.
class SaveTrace : public QObject {
  Q_OBJECT

 public:
  SaveTrace(GameController* controller, SaveManager* saves, int saveEvery,
            QObject* parent = nullptr);

  // The first 12 hex digits of the position's SHA-1.
  static QString digest(const std::string& position);

 private:
  QPointer<GameController> m_controller;
  QPointer<SaveManager> m_saves;
  int m_saveEvery = 0;
};

}  // namespace dominion::app
