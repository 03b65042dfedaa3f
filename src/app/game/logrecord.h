#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <optional>

#include "gamelog.h"

namespace dominion::app {

// A line of the game log as JSON, so that a saved game keeps its log (docs/saves.md, "log").
// Cards are written by English name and every enum by its name, so a save stays readable when
// the card table or the enums grow.
QJsonObject logLineToJson(const GameLogBuilder::Line& line);
// Nothing when the object is not a line this version understands (an unknown kind or card):
// such a line is left out, the rest of the log is kept.
std::optional<GameLogBuilder::Line> logLineFromJson(const QJsonObject& object);

}  // namespace dominion::app
