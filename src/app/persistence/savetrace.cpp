#include "savetrace.h"

#include <QCryptographicHash>
#include <QTimer>
#include <cstdio>

#include "game/gamecontroller.h"
#include "savemanager.h"

namespace dominion::app {
namespace {

void line(const QString& text) {
  std::fprintf(stderr, "trace: %s\n", qPrintable(text));
  std::fflush(stderr);
}

}  // namespace

QString SaveTrace::digest(const std::string& position) {
  const QByteArray sha =
      QCryptographicHash::hash(QByteArray::fromRawData(position.data(), qsizetype(position.size())),
                               QCryptographicHash::Sha1);
  return QString::fromLatin1(sha.toHex().left(12));
}

SaveTrace::SaveTrace(GameController* controller, SaveManager* saves, int saveEvery, QObject* parent)
    : QObject(parent), m_controller(controller), m_saves(saves), m_saveEvery(saveEvery) {
  if (!controller || !saves) return;
  connect(saves, &SaveManager::writeBegins, this,
          [](const QString& kind, const std::string& position) {
            line(kind + QStringLiteral(" begins ") + digest(position));
          });
  connect(saves, &SaveManager::writeEnds, this,
          [](const QString& kind, const std::string& position, bool ok) {
            line(kind + (ok ? QStringLiteral(" done ") : QStringLiteral(" failed ")) +
                 digest(position));
          });
  connect(saves, &SaveManager::gameLoaded, this, [this]() {
    line(QStringLiteral("resumed ") + digest(m_controller->savePosition().toStdString()));
  });
  // After the SaveManager's own handler: the move is saved when its line is written.
  connect(controller, &GameController::moveApplied, this, [this]() {
    const int moves = m_controller->moveCount();
    line(QStringLiteral("move %1").arg(moves));
    // Said before the SaveManager hears of the end (GameController::gameOver comes after this)
    // and takes the autosave away: a kill after this line may find no autosave.
    if (m_controller->game().isOver()) line(QStringLiteral("over"));
    if (m_saveEvery > 0 && moves % m_saveEvery == 0 && m_saves->canSave())
      m_saves->saveAs(QStringLiteral("Crash test"));
  });
  connect(controller, &GameController::aiDecisionAsked, this,
          []() { line(QStringLiteral("thinking")); });
  // The person's seat is played by the computer too: a whole game with nobody at the table
  // (a game of AI players only would be a demo, which is never saved).
  auto* autoplay = new QTimer(this);
  autoplay->setInterval(10);
  connect(autoplay, &QTimer::timeout, this, [this]() {
    if (m_controller && m_controller->humanToAct()) m_controller->playAdvisedMove();
  });
  autoplay->start();
}

}  // namespace dominion::app
