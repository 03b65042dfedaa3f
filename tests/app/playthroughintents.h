#pragma once

// Shared by the game, hot-seat and save tests: a person's move played through the
// GameController's intents, as the table's clicks play it.

#include <QString>

#include "engine/decision.hpp"
#include "game/decisionmodel.h"
#include "game/gamecontroller.h"

namespace dominion::test {

inline bool playThroughIntents(app::GameController& c, const dom::Move& m, QString* why) {
  app::DecisionModel* d = c.decisionModel();
  switch (m.kind) {
    case dom::MoveKind::Play:
      if (!c.canPlay(m.arg)) return *why = QStringLiteral("canPlay refused a legal play"), false;
      c.playCard(m.arg);
      return true;
    case dom::MoveKind::PlayAllTreasures:
      if (!c.canPlayTreasures()) return *why = QStringLiteral("canPlayTreasures false"), false;
      c.playAllTreasures();
      return true;
    case dom::MoveKind::Buy:
      if (!c.canBuy(m.arg)) return *why = QStringLiteral("canBuy refused a legal buy"), false;
      c.buy(m.arg);
      return true;
    case dom::MoveKind::EndPhase:
      if (!c.canEndPhase()) return *why = QStringLiteral("canEndPhase false"), false;
      c.endPhase();
      return true;
    case dom::MoveKind::Choose: {
      if (!d->active()) return *why = QStringLiteral("no decision shown"), false;
      if (m.picks.empty() && d->minCount() == 0) {
        d->chooseNothing();
        return true;
      }
      const auto& options = d->optionsModel()->options();
      for (int32_t pick : m.picks) {
        int row = -1;
        for (int k = 0; k < options.size(); ++k)
          if (options.at(k).value == pick && !d->isValueSelected(pick)) row = k;
        if (row < 0) return *why = QStringLiteral("a pick is not among the options"), false;
        d->toggle(row);
      }
      if (!d->canConfirm())
        return *why = QStringLiteral("canConfirm false for a legal answer"), false;
      d->confirm();
      return true;
    }
  }
  return false;
}

}  // namespace dominion::test
