#include "appcontroller.h"

#include <QSettings>

#include "kingdoms/kingdombuilder.h"

namespace dominion::app {
namespace {

inline constexpr char kOpponentsKey[] = "newGame/opponents";
inline constexpr char kAiLevelKey[] = "newGame/aiLevel";
inline constexpr char kKingdomKey[] = "newGame/kingdom";

bool validOpponents(int count) {
  return count >= AppController::kMinOpponents && count <= AppController::kMaxOpponents;
}
bool validAiLevel(int level) { return level >= AppController::Easy && level <= AppController::Hard; }
bool validKingdom(int kingdom) {
  return kingdom == AppController::FirstGame || kingdom == AppController::Random;
}

// Reads an int setting, falling back to `fallback` when it is missing or invalid.
int storedInt(const QSettings& settings, const char* key, int fallback, bool (*valid)(int)) {
  bool ok = false;
  const int value = settings.value(key, fallback).toInt(&ok);
  return ok && valid(value) ? value : fallback;
}

}  // namespace

AppController::AppController(QObject* parent) : QObject(parent) {
  const QSettings settings;
  m_opponentCount = storedInt(settings, kOpponentsKey, m_opponentCount, validOpponents);
  m_aiLevel = storedInt(settings, kAiLevelKey, m_aiLevel, validAiLevel);
  m_kingdom = storedInt(settings, kKingdomKey, m_kingdom, validKingdom);
}

void AppController::setOpponentCount(int count) {
  if (!validOpponents(count)) {
    qWarning("AppController: %d opponents is not possible; choose %d to %d", count, kMinOpponents,
             kMaxOpponents);
    return;
  }
  if (count == m_opponentCount) return;
  m_opponentCount = count;
  emit opponentCountChanged();
}

void AppController::setAiLevel(int level) {
  if (!validAiLevel(level)) {
    qWarning("AppController: unknown AI level %d; use Easy (0), Medium (1) or Hard (2)", level);
    return;
  }
  if (level == m_aiLevel) return;
  m_aiLevel = level;
  emit aiLevelChanged();
}

void AppController::setKingdom(int kingdom) {
  if (!validKingdom(kingdom)) {
    qWarning("AppController: unknown kingdom choice %d; use FirstGame (0) or Random (1)", kingdom);
    return;
  }
  if (kingdom == m_kingdom) return;
  m_kingdom = kingdom;
  emit kingdomChanged();
}

QString AppController::version() { return QStringLiteral(DOMINION_VERSION); }

void AppController::startNewGame() {
  QSettings settings;
  settings.setValue(kOpponentsKey, m_opponentCount);
  settings.setValue(kAiLevelKey, m_aiLevel);
  settings.setValue(kKingdomKey, m_kingdom);
  emit newGameRequested(m_opponentCount, m_aiLevel, m_kingdom);
}

QString AppController::randomKingdomSets() const { return KingdomBuilder::randomizerSetsText(); }

}  // namespace dominion::app
