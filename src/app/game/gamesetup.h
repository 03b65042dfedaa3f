#pragma once

#include <QString>
#include <QStringList>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/player.hpp"
#include "engine/types.hpp"

namespace dominion::app {

// A kingdom's Kingdom cards.
inline constexpr int kKingdomSize = 10;

// The AI levels offered to the player, in the order of AppController::AiLevel.
inline constexpr int kAiLevelCount = 3;
inline constexpr int kMediumLevel = 1;

// The reference bot that stands in for every level until the levels are registered.
inline constexpr char kFallbackAiPlayer[] = "Big Money Ultimate";

// The registered player that plays `level` (0 Easy, 1 Medium, 2 Hard): the AI level of that
// name once the AI factory lists it, else the fallback bot. The one place that picks a
// player for a level.
std::string aiPlayerNameForLevel(int level);
std::unique_ptr<dom::ai::Player> makeAiPlayer(int level, uint64_t seed);

// "Easy", "Medium", "Hard", translated.
QString aiLevelName(int level);

// The name of the n-th AI opponent (0-based): Alice, Bob, Carol ...
QString opponentName(int n);

// The recommended first kingdom of the rulebook.
QStringList firstGameCardNames();

// Ten random Kingdom cards among the implemented ones: the kingdom generator when the engine
// has one, else a uniform draw.
std::vector<dom::CardId> randomKingdom(uint64_t seed);

// Kingdom card ids by English name (exact, else loose); unknown names go to *unknown.
std::vector<dom::CardId> kingdomFromNames(const QStringList& names, QStringList* unknown);
// The landscapes (Events, Projects, Ways) among the names; the others are left out.
std::vector<dom::CardId> landscapesFromNames(const QStringList& names);

// A non-zero random seed.
uint64_t randomSeed();

}  // namespace dominion::app
