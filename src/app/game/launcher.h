#pragma once

#include <QObject>
#include <QPointer>
#include <QSize>
#include <QTimer>

#include "commandline.h"

class QQmlEngine;
class QQuickWindow;

namespace dominion::app {

class GameController;
class SaveManager;

// Carries out the command line once the window is up: resumes the last game (--continue),
// starts the --demo game, and saves the
// --screenshot after --after-moves moves (or at the end of the game), then quits.
// With the hidden --measure it prints figures for the benchmarks (docs/performance.md).
// Exit statuses: 0 done, 2 the game could not run, 3 the image could not be saved or the
// game did not get there in time.
class Launcher : public QObject {
  Q_OBJECT

 public:
  Launcher(LaunchOptions options, QQuickWindow* window, QQmlEngine* engine,
           QObject* parent = nullptr);

  // Starts what the options ask for; false (with a message on stderr) when it cannot.
  bool start();

  static GameController* controllerOf(QQmlEngine* engine);
  static SaveManager* saveManagerOf(QQmlEngine* engine);

 private:
  void continueLastGame();
  void checkProgress();
  void takeScreenshot();
  void fail(int code, const QString& message);

  LaunchOptions m_options;
  QPointer<QQuickWindow> m_window;
  QQmlEngine* m_engine = nullptr;
  QPointer<GameController> m_controller;
  QTimer m_settle;
  QTimer m_watchdog;
  bool m_shooting = false;
  QSize m_shownSize;
};

}  // namespace dominion::app
