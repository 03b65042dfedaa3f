#pragma once

#include <QAnimationDriver>
#include <QBasicTimer>
#include <QElapsedTimer>
#include <QPointer>
#include <vector>

class QQuickWindow;

namespace dominion::app {

// Measures how smoothly a window animates (dominion --measure play, docs/performance.md).
// Installed as the application's animation driver, it ticks the animations every 16 ms as
// Qt's own driver does, and while any animation runs it asks the window for a frame at every
// tick, so a pause inside an animation counts as a frame and idle time (no animation) does
// not count at all. It records the time between the frames shown while animations run and
// what each frame cost (from the window's update request to the flushed frame).
class FrameMeter : public QAnimationDriver {
  Q_OBJECT

 public:
  struct Figures {
    int frames = 0;          // frames shown while animations ran
    double animatingMs = 0;  // time during which animations ran
    double meanFps = 0;      // frames / animating time
    double frameMsP99 = 0;   // 99th percentile of the time between two frames
    double frameMsMax = 0;   // the longest time between two frames
    int framesOver20Ms = 0;  // frames that came later than 20 ms after the one before
    double costMsMean = 0;   // work per frame: update request to flushed frame
    double costMsP99 = 0;
    double costMsMax = 0;
  };

  explicit FrameMeter(QQuickWindow* window, QObject* parent = nullptr);
  ~FrameMeter() override;

  Figures figures() const;

 protected:
  void advance() override;
  void timerEvent(QTimerEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void onStarted();
  void onStopped();
  void onFrameSwapped();

  QPointer<QQuickWindow> m_window;
  QBasicTimer m_tick;
  QElapsedTimer m_clock;
  qint64 m_spanStartNs = -1;  // start of the current stretch of running animations
  qint64 m_lastFrameNs = -1;  // the last frame in that stretch (or its start)
  qint64 m_requestNs = -1;    // the window's pending update request
  qint64 m_animatingNs = 0;   // finished stretches
  std::vector<double> m_frameMs;
  std::vector<double> m_costMs;
};

}  // namespace dominion::app
