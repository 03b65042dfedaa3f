#include "launcher.h"

#include <QCoreApplication>
#include <QCursor>
#include <QFileInfo>
#include <QImage>
#include <QQmlEngine>
#include <QQuickWindow>
#include <cstdio>

#include "gamecontroller.h"
#include "measure/measurement.h"
#include "persistence/savemanager.h"
#include "persistence/savetrace.h"

namespace dominion::app {
namespace {

// Time for the table's animations to come to rest before the picture is taken: the cards of
// the last move fly when the window is shown again, at the normal speed up to two seconds.
inline constexpr int kSettleMs = 2500;
// A screenshot run that gets nowhere in this time fails instead of hanging.
inline constexpr int kWatchdogMs = 120000;

void print(FILE* stream, const QString& text) {
  std::fputs(qPrintable(text), stream);
  std::fputc('\n', stream);
  std::fflush(stream);
}

}  // namespace

Launcher::Launcher(LaunchOptions options, QQuickWindow* window, QQmlEngine* engine, QObject* parent)
    : QObject(parent),
      m_options(std::move(options)),
      m_window(window),
      m_engine(engine),
      m_controller(controllerOf(engine)) {
  m_settle.setSingleShot(true);
  m_settle.setInterval(kSettleMs);
  connect(&m_settle, &QTimer::timeout, this, &Launcher::takeScreenshot);
  m_watchdog.setSingleShot(true);
  m_watchdog.setInterval(kWatchdogMs);
  connect(&m_watchdog, &QTimer::timeout, this, [this]() {
    fail(3, QStringLiteral("dominion: the game did not reach %1 moves in %2 s")
                .arg(m_options.afterMoves)
                .arg(kWatchdogMs / 1000));
  });
}

GameController* Launcher::controllerOf(QQmlEngine* engine) {
  const int type = qmlTypeId("Dominion", 1, 0, "GameController");
  if (!engine || type < 0) return nullptr;
  return engine->singletonInstance<GameController*>(type);
}

bool Launcher::start() {
  const bool screenshot = !m_options.screenshotFile.isEmpty();
  if (m_options.traceSavesEvery > 0)
    new SaveTrace(m_controller, saveManagerOf(m_engine), m_options.traceSavesEvery, this);
  if (m_options.continueGame) continueLastGame();
  Measurement::Kind measure;
  if (Measurement::parseKind(m_options.measure, &measure))
    new Measurement(measure, m_options.afterMoves, m_window, m_controller, this);
  if (!m_options.demo && !screenshot) return true;
  if (!m_controller) {
    print(stderr, QStringLiteral("dominion: the game controller is not available"));
    return false;
  }
  if (m_options.demo) {
    // A screenshot run shows the moves as fast as they come.
    if (screenshot) m_controller->setMoveDelayOverride(0);
    m_controller->newDemoGame(m_options.opponents, m_options.seed, m_options.kingdom,
                              m_options.earlierVersions);
    if (!m_controller->active()) {
      print(stderr, QStringLiteral("dominion: the demo game could not be set up"));
      return false;
    }
  }
  if (screenshot) {
    // The moves are played unseen (rendering every one of them is most of the time a whole
    // game takes); the window is shown again, at its size, for the picture.
    if (m_options.afterMoves > 0 && m_window) {
      m_shownSize = m_window->size();
      m_window->hide();
    }
    connect(m_controller, &GameController::moveShown, this, &Launcher::checkProgress);
    m_watchdog.start();
    QTimer::singleShot(0, this, &Launcher::checkProgress);
  }
  return true;
}

SaveManager* Launcher::saveManagerOf(QQmlEngine* engine) {
  const int type = qmlTypeId("Dominion", 1, 0, "SaveManager");
  if (!engine || type < 0) return nullptr;
  return engine->singletonInstance<SaveManager*>(type);
}

void Launcher::continueLastGame() {
  SaveManager* saves = saveManagerOf(m_engine);
  if (!saves) return;
  // Without a game to continue the menu opens, with the reason on stderr and on screen.
  QString problem;
  const QMetaObject::Connection c = connect(saves, &SaveManager::problemFound, this,
                                            [&problem](const QString& text) { problem = text; });
  if (!saves->continueLastGame()) print(stderr, QStringLiteral("dominion: %1").arg(problem));
  disconnect(c);
}

void Launcher::checkProgress() {
  if (m_shooting || !m_controller) return;
  const bool done = m_controller->moveCount() >= m_options.afterMoves || m_controller->over() ||
                    (!m_controller->active() && m_options.afterMoves == 0);
  if (!done) return;
  m_shooting = true;
  m_controller->setPaused(true);  // the picture shows this move, not a later one
  if (m_window && !m_window->isVisible()) {
    m_window->show();
    m_window->resize(m_shownSize);
  }
  // The pointer (in the middle of a virtual screen) would hover a card and show its preview.
  if (m_window) QCursor::setPos(m_window->screen(), m_window->mapToGlobal(QPoint(0, 0)));
  m_settle.start();
}

void Launcher::takeScreenshot() {
  m_watchdog.stop();
  if (!m_window)
    return fail(2, QStringLiteral("dominion: there is no window to take a picture of"));
  const QImage image = m_window->grabWindow();
  if (image.isNull()) return fail(3, QStringLiteral("dominion: the window could not be captured"));
  if (!image.save(m_options.screenshotFile, "PNG"))
    return fail(3, QStringLiteral("dominion: could not write %1").arg(m_options.screenshotFile));
  const int moves = m_controller ? m_controller->moveCount() : 0;
  const bool over = m_controller && m_controller->over();
  print(stdout, QStringLiteral("dominion: saved %1 after %2 moves%3")
                    .arg(QFileInfo(m_options.screenshotFile).absoluteFilePath())
                    .arg(moves)
                    .arg(over ? QStringLiteral(" (game over)") : QString()));
  QCoreApplication::exit(0);
}

void Launcher::fail(int code, const QString& message) {
  print(stderr, message);
  QCoreApplication::exit(code);
}

}  // namespace dominion::app
