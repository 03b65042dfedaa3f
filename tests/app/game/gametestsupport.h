#pragma once

// Helpers shared by the game-table tests: positions, and comparing the models with the
// engine's view.

#include <QElapsedTimer>
#include <QString>
#include <QStringList>
#include <QTest>
#include <string>

#include "ai/player.hpp"
#include "ai/policy.hpp"
#include "engine/card.hpp"
#include "engine/notation.hpp"
#include "engine/position.hpp"
#include "engine/rng.hpp"
#include "engine/view.hpp"
#include "game/gamecontroller.h"
#include "hotseat/seat.h"

namespace dominion::test {

inline dom::Game position(const std::string& json) { return dom::loadPosition(json); }

// A position with moves applied in the engine (another seat's earlier turns).
inline dom::Game played(const std::string& json, std::initializer_list<const char*> moves) {
  dom::Game g = position(json);
  for (const char* text : moves) {
    std::string error;
    const auto m = dom::parseMove(g, text, &error);
    if (!m || !g.apply(*m, &error)) qFatal("move \"%s\": %s", text, error.c_str());
  }
  return g;
}

// Waits (processing events) until the person must decide or the game is over.
inline bool waitForPerson(app::GameController& c, int ms = 20000) {
  QElapsedTimer clock;
  clock.start();
  while (!c.humanToAct() && !c.over() && clock.elapsed() < ms) QTest::qWait(1);
  return c.humanToAct() || c.over();
}

// A person at the seat, for a hot-seat game.
inline app::SeatSetup person(const char* name, int seat) {
  return {QString::fromLatin1(name), true, 1, app::defaultSeatColour(seat)};
}

// The first instance of the named card in the seat's hand; -1 if none.
inline int handInst(const dom::Game& g, int seat, const char* name) {
  const dom::CardId c = dom::findCard(name);
  for (dom::Inst i : g.player(dom::PlayerId(seat)).hand())
    if (g.cardOf(i) == c) return i;
  return -1;
}

inline int pileOf(const dom::Game& g, const char* name) { return g.pileIndex(dom::findCard(name)); }

// The card id of an English name, as the models hold it.
inline int cardId(const char* name) { return dom::findCard(name); }

// A player that plays and buys all sorts of Kingdom cards (so whole games go through many
// cards' decisions) and still ends the game: Provinces at $8, Gold at $6-7 half the time.
class Explorer : public dom::ai::Player {
 public:
  explicit Explorer(uint64_t seed) : m_rng(seed) {}
  std::string_view name() const override { return "Explorer"; }
  dom::Move decide(const dom::View& v) override {
    switch (v.decision.kind) {
      case dom::DecisionKind::ActionPhase: {
        std::vector<dom::Inst> actions;
        for (const dom::SeenCard& c : v.hand)
          if (dom::card(c.card).is(dom::Action)) actions.push_back(c.inst);
        if (actions.empty() || v.actions <= 0) return dom::Move::end();
        return dom::Move::play(actions[m_rng.below(uint32_t(actions.size()))]);
      }
      case dom::DecisionKind::BuyPhase: {
        const bool treasures =
            std::any_of(v.hand.begin(), v.hand.end(),
                        [](const dom::SeenCard& c) { return dom::card(c.card).is(dom::Treasure); });
        if (treasures && !v.bought) return dom::Move::playTreasures();
        return dom::ai::legalize(v, buy(v));
      }
      default:
        return m_fallback.choose(v);
    }
  }

 private:
  int pileOf(const dom::View& v, dom::CardId c) const {
    for (size_t k = 0; k < v.supply.size(); ++k)
      if (v.supply[k].card == c && v.supply[k].count > 0 && v.supply[k].cost <= v.coins)
        return int(k);
    return -1;
  }
  dom::Move buy(const dom::View& v) {
    if (int k = pileOf(v, dom::cards::Province); k >= 0) return dom::Move::buy(k);
    if (int k = pileOf(v, dom::cards::Gold); k >= 0 && m_rng.below(2) == 0)
      return dom::Move::buy(k);
    std::vector<int> kingdom;
    for (size_t k = 0; k < v.supply.size(); ++k)
      if (dom::card(v.supply[k].card).isKingdom() && v.supply[k].count > 0 &&
          v.supply[k].cost <= v.coins && v.supply[k].cost >= v.coins - 3)
        kingdom.push_back(int(k));
    if (!kingdom.empty() && m_rng.below(3) != 0)
      return dom::Move::buy(kingdom[m_rng.below(uint32_t(kingdom.size()))]);
    if (int k = pileOf(v, dom::cards::Silver); k >= 0) return dom::Move::buy(k);
    return dom::Move::end();
  }

  dom::Rng m_rng;
  dom::ai::Fallback m_fallback;
};

inline QString describeCards(const QList<app::CardListModel::Card>& rows) {
  QStringList out;
  for (const auto& c : rows) out << QStringLiteral("%1#%2").arg(c.cardId).arg(c.inst);
  return out.join(QLatin1Char(' '));
}

inline QString describeSeen(const std::vector<dom::SeenCard>& cards) {
  QStringList out;
  for (const auto& c : cards) out << QStringLiteral("%1#%2").arg(c.card).arg(c.inst);
  return out.join(QLatin1Char(' '));
}

// "" when the model shows exactly these cards in this order, else what differs.
inline QString compareList(const char* what, const app::CardListModel* model,
                           const std::vector<dom::SeenCard>& want) {
  const QString have = describeCards(model->cards());
  const QString expected = describeSeen(want);
  if (have == expected) return {};
  return QStringLiteral("%1: model [%2], engine [%3]").arg(QLatin1String(what), have, expected);
}

// Every model of the controller against dom::view(game, humanSeat): "" when they agree.
inline QString compareWithView(const app::GameController& c) {
  const dom::View v = dom::view(c.game(), dom::PlayerId(c.humanSeat()));
  QStringList problems;
  auto add = [&problems](const QString& p) {
    if (!p.isEmpty()) problems << p;
  };
  add(compareList("hand", c.handModel(), v.hand));
  add(compareList("inPlay", c.inPlayModel(), v.players[size_t(v.current)].inPlay));
  add(compareList("trash", c.trashModel(), v.trash));
  std::vector<dom::SeenCard> revealed;
  for (size_t p = 0; p < v.players.size(); ++p) {
    // A card a Duration keeps face up is shown beside the Duration (Blockade's).
    const std::vector<dom::SeenCard> shown = c.revealedOnly(v, int(p));
    revealed.insert(revealed.end(), shown.begin(), shown.end());
    if (int(p) == c.humanSeat()) revealed.insert(revealed.end(), v.aside.begin(), v.aside.end());
  }
  add(compareList("revealed", c.revealedModel(), revealed));
  for (size_t p = 0; p < v.players.size(); ++p)
    add(compareList("players.inPlay", c.playerModel()->inPlay(int(p)), v.players[p].inPlay));
  const auto& piles = c.supplyModel()->piles();
  if (piles.size() != qsizetype(v.supply.size())) problems << QStringLiteral("supply size");
  for (size_t k = 0; k < v.supply.size() && k < size_t(piles.size()); ++k) {
    const dom::PileView& p = v.supply[k];
    const int card = p.top == dom::NoCard ? p.card : p.top;
    if (piles.at(int(k)).count != p.count || piles.at(int(k)).cardId != card ||
        piles.at(int(k)).cost != p.cost.coins)
      problems << QStringLiteral("supply pile %1: model %2 x%3, engine %4 x%5")
                      .arg(k)
                      .arg(piles.at(int(k)).cardId)
                      .arg(piles.at(int(k)).count)
                      .arg(card)
                      .arg(p.count);
  }
  const auto& players = c.playerModel()->players();
  for (size_t p = 0; p < v.players.size(); ++p) {
    const auto& row = players.at(int(p));
    const dom::PlayerView& pv = v.players[p];
    if (row.handCount != pv.handCount || row.deckCount != pv.deckCount ||
        row.discardCount != pv.discardCount || row.vp != pv.vp || row.turns != pv.turnsTaken ||
        row.discardTopCardId != pv.discardTop.card)
      problems << QStringLiteral("player %1 counts").arg(p);
  }
  if (c.currentPlayer() != v.current) problems << QStringLiteral("currentPlayer");
  if (c.coins() != v.coins || c.potions() != v.potions || c.actions() != v.actions ||
      c.buys() != v.buys)
    problems << QStringLiteral("pools");
  return problems.join(QStringLiteral("; "));
}

}  // namespace dominion::test
