#include "measurement.h"

#include <QCoreApplication>
#include <QFile>
#include <QQuickWindow>
#include <QTimer>
#include <chrono>
#include <cstdio>

#include "game/gamecontroller.h"

namespace dominion::app {
namespace {

qint64 steadyNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

void print(const char* key, const QString& value) {
  std::printf("measure %s %s\n", key, qPrintable(value));
  std::fflush(stdout);
}
void print(const char* key, double value) { print(key, QString::number(value, 'f', 2)); }
void print(const char* key, qint64 value) { print(key, QString::number(value)); }

// A field of /proc/self/status in kB ("VmHWM", "VmRSS"); -1 where there is none.
qint64 statusKb(const QByteArray& field) {
  QFile status(QStringLiteral("/proc/self/status"));
  if (!status.open(QIODevice::ReadOnly)) return -1;
  const QByteArray prefix = field + ':';
  for (const QByteArray& line : status.readAll().split('\n')) {
    if (line.startsWith(prefix))
      return line.mid(prefix.size()).trimmed().split(' ').value(0).toLongLong();
  }
  return -1;
}

}  // namespace

Measurement::Measurement(Kind kind, int moveLimit, QQuickWindow* window, GameController* controller,
                         QObject* parent)
    : QObject(parent),
      m_kind(kind),
      m_moveLimit(moveLimit),
      m_window(window),
      m_controller(controller),
      m_startNs(steadyNs()) {
  if (m_kind == Kind::Startup) {
    print("shown_ns", m_startNs);
    if (window)
      connect(window, &QQuickWindow::frameSwapped, this, &Measurement::onFirstFrame,
              Qt::QueuedConnection);
    return;
  }
  m_meter = new FrameMeter(window, this);
  if (controller) {
    connect(controller, &GameController::moveShown, this, &Measurement::checkProgress);
    connect(controller, &GameController::overChanged, this, &Measurement::checkProgress);
  }
}

bool Measurement::parseKind(const QString& text, Kind* kind) {
  if (text == QLatin1String("startup"))
    *kind = Kind::Startup;
  else if (text == QLatin1String("play"))
    *kind = Kind::Play;
  else
    return false;
  return true;
}

void Measurement::onFirstFrame() {
  if (m_done) return;
  m_done = true;
  print("first_frame_ns", steadyNs());
  print("vmhwm_kb", statusKb("VmHWM"));
  QCoreApplication::exit(0);
}

void Measurement::checkProgress() {
  if (m_done || !m_controller) return;
  const bool limit = m_moveLimit > 0 && m_controller->moveCount() >= m_moveLimit;
  if (!limit && !m_controller->over()) return;
  m_done = true;
  // The game-over dialog (or the last move) gets its animations before the end figures.
  QTimer::singleShot(2000, this, &Measurement::report);
}

void Measurement::report() {
  const FrameMeter::Figures f = m_meter->figures();
  print("moves", qint64(m_controller ? m_controller->moveCount() : 0));
  print("players", qint64(m_controller ? m_controller->playerCount() : 0));
  print("game_over", QLatin1String(m_controller && m_controller->over() ? "yes" : "no"));
  print("window", QStringLiteral("%1x%2")
                      .arg(m_window ? m_window->width() : 0)
                      .arg(m_window ? m_window->height() : 0));
  print("seconds", double(steadyNs() - m_startNs) / 1e9);
  print("frames", qint64(f.frames));
  print("animating_s", f.animatingMs / 1000.0);
  print("fps_mean", f.meanFps);
  print("frame_ms_p99", f.frameMsP99);
  print("frame_ms_max", f.frameMsMax);
  print("frames_over_20ms", qint64(f.framesOver20Ms));
  print("frame_cost_ms_mean", f.costMsMean);
  print("frame_cost_ms_p99", f.costMsP99);
  print("frame_cost_ms_max", f.costMsMax);
  print("vmhwm_kb", statusKb("VmHWM"));
  print("vmrss_kb", statusKb("VmRSS"));
  QCoreApplication::exit(0);
}

}  // namespace dominion::app
