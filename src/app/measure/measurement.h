#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include "framemeter.h"

class QQuickWindow;

namespace dominion::app {

class GameController;

// The hidden --measure option (docs/performance.md): prints figures on stdout, one
// "measure KEY VALUE" line each, for bench/app_bench to collect, then quits.
//   startup: the steady-clock time (ns) when the window was shown and when its first frame
//            (the main menu) was on screen.
//   play:    with --demo, the game at the pace of the animation-speed setting until it ends
//            (or --after-moves N): frame rate while cards move (FrameMeter), and the peak
//            and final resident memory of the process.
class Measurement : public QObject {
  Q_OBJECT

 public:
  enum class Kind { Startup, Play };

  Measurement(Kind kind, int moveLimit, QQuickWindow* window, GameController* controller,
              QObject* parent = nullptr);

  static bool parseKind(const QString& text, Kind* kind);

 private:
  void onFirstFrame();
  void checkProgress();
  void report();

  Kind m_kind;
  int m_moveLimit = 0;
  QPointer<QQuickWindow> m_window;
  QPointer<GameController> m_controller;
  FrameMeter* m_meter = nullptr;
  qint64 m_startNs = 0;
  bool m_done = false;
};

}  // namespace dominion::app
