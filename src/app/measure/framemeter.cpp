#include "framemeter.h"

#include <QEvent>
#include <QQuickWindow>
#include <QTimerEvent>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <utility>

namespace dominion::app {
namespace {

// Qt's own animation driver ticks at this interval (QUnifiedTimer's default).
inline constexpr int kTickMs = 16;
inline constexpr double kLateFrameMs = 20.0;

double percentile(std::vector<double> values, double fraction) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const auto index = static_cast<size_t>(std::ceil(fraction * double(values.size()))) - 1;
  return values[std::min(index, values.size() - 1)];
}

double mean(const std::vector<double>& values) {
  if (values.empty()) return 0;
  return std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
}

}  // namespace

FrameMeter::FrameMeter(QQuickWindow* window, QObject* parent)
    : QAnimationDriver(parent), m_window(window) {
  m_clock.start();
  connect(this, &QAnimationDriver::started, this, &FrameMeter::onStarted);
  connect(this, &QAnimationDriver::stopped, this, &FrameMeter::onStopped);
  if (window) {
    connect(window, &QQuickWindow::frameSwapped, this, &FrameMeter::onFrameSwapped,
            Qt::DirectConnection);
    window->installEventFilter(this);
  }
  install();
}

FrameMeter::~FrameMeter() { uninstall(); }

void FrameMeter::advance() {
  QAnimationDriver::advance();
  if (m_window) m_window->update();
}

void FrameMeter::timerEvent(QTimerEvent* event) {
  if (event->timerId() == m_tick.timerId()) advance();
}

bool FrameMeter::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_window && event->type() == QEvent::UpdateRequest && m_requestNs < 0)
    m_requestNs = m_clock.nsecsElapsed();
  return QAnimationDriver::eventFilter(watched, event);
}

void FrameMeter::onStarted() {
  m_tick.start(kTickMs, Qt::PreciseTimer, this);
  m_spanStartNs = m_lastFrameNs = m_clock.nsecsElapsed();
}

void FrameMeter::onStopped() {
  m_tick.stop();
  if (m_spanStartNs >= 0) m_animatingNs += m_clock.nsecsElapsed() - m_spanStartNs;
  m_spanStartNs = m_lastFrameNs = -1;
}

void FrameMeter::onFrameSwapped() {
  const qint64 now = m_clock.nsecsElapsed();
  const qint64 request = std::exchange(m_requestNs, -1);
  if (m_spanStartNs < 0) return;  // no animation runs: the frame shows a still change
  m_frameMs.push_back(double(now - m_lastFrameNs) / 1e6);
  if (request >= 0) m_costMs.push_back(double(now - request) / 1e6);
  m_lastFrameNs = now;
}

FrameMeter::Figures FrameMeter::figures() const {
  Figures f;
  f.frames = int(m_frameMs.size());
  qint64 animating = m_animatingNs;
  if (m_spanStartNs >= 0) animating += m_clock.nsecsElapsed() - m_spanStartNs;
  f.animatingMs = double(animating) / 1e6;
  f.meanFps = f.animatingMs > 0 ? f.frames * 1000.0 / f.animatingMs : 0;
  f.frameMsP99 = percentile(m_frameMs, 0.99);
  f.frameMsMax = m_frameMs.empty() ? 0 : *std::max_element(m_frameMs.begin(), m_frameMs.end());
  f.framesOver20Ms = int(std::count_if(m_frameMs.begin(), m_frameMs.end(),
                                       [](double ms) { return ms > kLateFrameMs; }));
  f.costMsMean = mean(m_costMs);
  f.costMsP99 = percentile(m_costMs, 0.99);
  f.costMsMax = m_costMs.empty() ? 0 : *std::max_element(m_costMs.begin(), m_costMs.end());
  return f;
}

}  // namespace dominion::app
