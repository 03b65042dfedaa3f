#pragma once

// Shared by the game, hot-seat and save tests: a person's move played through the
// GameController's intents, as the table's clicks play it.

#include <QString>
#include <QVariantList>
#include <QtGlobal>
#include <algorithm>
#include <string>

#include "engine/decision.hpp"
#include "engine/notation.hpp"
#include "game/decisionmodel.h"
#include "game/gamecontroller.h"

namespace dominion::test {

inline bool playThroughIntents(app::GameController& c, const dom::Move& m, QString* why) {
  app::DecisionModel* d = c.decisionModel();
  switch (m.kind) {
    case dom::MoveKind::Play:
      if (m.way >= 0) {
        const QVariantList ways = c.waysFor(m.arg);
        const bool offered = std::any_of(ways.begin(), ways.end(), [&m](const QVariant& w) {
          return w.toMap().value(QStringLiteral("landscape")).toInt() == m.way;
        });
        if (!offered) return *why = QStringLiteral("waysFor left out a legal Way"), false;
        c.playCardAs(m.arg, m.way);
        return true;
      }
      if (!c.canPlay(m.arg)) return *why = QStringLiteral("canPlay refused a legal play"), false;
      c.playCard(m.arg);
      return true;
    case dom::MoveKind::SpendCoffers:
      if (c.coffersToSpend() < m.arg) return *why = QStringLiteral("coffersToSpend too low"), false;
      c.spendCoffers(m.arg);
      return true;
    case dom::MoveKind::SpendVillagers:
      if (c.villagersToSpend() < m.arg)
        return *why = QStringLiteral("villagersToSpend too low"), false;
      c.spendVillagers(m.arg);
      return true;
    case dom::MoveKind::PayDebt:
      if (c.debtToPay() < m.arg) return *why = QStringLiteral("debtToPay too low"), false;
      c.payDebt(m.arg);
      return true;
    case dom::MoveKind::BuyLandscape:
      if (!c.canBuyLandscape(m.arg)) return *why = QStringLiteral("canBuyLandscape refused"), false;
      c.buyLandscape(m.arg);
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

// The human's move in the engine's notation ("play Village", "buy Fair"), through the table's
// intents; false (and a warning saying why) when it does not parse or an intent refuses it.
inline bool act(app::GameController& c, const char* text) {
  std::string error;
  const auto m = dom::parseMove(c.game(), text, &error);
  if (!m) {
    qWarning("move \"%s\": %s", text, error.c_str());
    return false;
  }
  QString why;
  if (!playThroughIntents(c, *m, &why)) {
    qWarning("move \"%s\": %s", text, qPrintable(why));
    return false;
  }
  return true;
}

}  // namespace dominion::test
