// Test fixture: games from positions, moves in notation, zones as card names.
#pragma once

#include <QTest>
#include <string>
#include <vector>

#include "engine/log_text.hpp"
#include "engine/notation.hpp"
#include "engine/position.hpp"

namespace fx {

// Card ids by name, for set-ups: ids({"Village", "Smithy"}).
inline std::vector<dom::CardId> ids(std::initializer_list<const char*> cardNames) {
  std::vector<dom::CardId> out;
  for (const char* n : cardNames) out.push_back(dom::findCard(n));
  return out;
}

// The names of the game's piles, in the Supply's order.
inline std::vector<std::string> pileNames(const dom::Game& g) {
  std::vector<std::string> out;
  for (const dom::Pile& p : g.s.supply) out.emplace_back(dom::card(p.card).name);
  return out;
}

// Loads a hand-written position (see docs/positions.md); fails the test on error.
inline dom::Game position(const std::string& json) {
  try {
    return dom::loadPosition(json);
  } catch (const dom::PositionError& e) {
    qFatal("bad test position: %s", e.what());
  }
}

// Applies one move in notation; returns the error (empty when it was applied).
inline std::string tryMove(dom::Game& g, const std::string& text) {
  std::string error;
  auto m = dom::parseMove(g, text, &error);
  if (!m) return error.empty() ? "unparsable" : error;
  if (!g.apply(*m, &error)) return error;
  return {};
}

// Names of the cards in a zone, in stored order with the top card first for deck/discard.
inline std::vector<std::string> names(const dom::Game& g, dom::PlayerId p, dom::Zone z) {
  std::vector<std::string> out;
  for (dom::Inst i : g.player(p).zone(z)) out.emplace_back(g.defOf(i).name);
  if (z == dom::Zone::Deck || z == dom::Zone::Discard) std::reverse(out.begin(), out.end());
  return out;
}
inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}
inline std::vector<std::string> trash(const dom::Game& g) {
  std::vector<std::string> out;
  for (dom::Inst i : g.s.trash) out.emplace_back(g.defOf(i).name);
  return out;
}
// The card named `name` (NoCard if unknown).
inline dom::CardId id(const char* name) { return dom::findCard(name); }

// The pile of the game holding card `name` (a Ruins finds the Ruins pile).
inline const dom::Pile& pile(const dom::Game& g, const char* name) {
  return g.s.supply[size_t(g.pileIndex(dom::findCard(name)))];
}

inline int pileCount(const dom::Game& g, const char* name) {
  const int k = g.pileIndex(dom::findCard(name));
  return k < 0 ? -1 : int(g.s.supply[size_t(k)].cards.size());
}

// A pile's cards as printed, top card first.
inline std::vector<std::string> pileCards(const dom::Game& g, const char* name) {
  std::vector<std::string> out;
  const auto& cards = pile(g, name).cards;
  for (auto it = cards.rbegin(); it != cards.rend(); ++it)
    out.emplace_back(dom::card(g.printedOf(*it)).name);
  return out;
}

// The first card named `name` in player p's hand (NoInst if none).
inline dom::Inst inHand(const dom::Game& g, dom::PlayerId p, const char* name) {
  for (dom::Inst i : g.player(p).hand())
    if (g.cardOf(i) == dom::findCard(name)) return i;
  return dom::NoInst;
}
using V = std::vector<std::string>;

// A position whose game logs its events (for gained() and log checks).
inline dom::Game logged(const std::string& json) {
  dom::Game g = position(json);
  g.s.logEvents = true;
  return g;
}

// The cards a player gained, in order (the game must log events).
inline std::vector<std::string> gained(const dom::Game& g, dom::PlayerId p) {
  std::vector<std::string> out;
  for (const dom::Event& e : g.s.events)
    if (e.kind == dom::EventKind::Gain && e.player == p) out.emplace_back(dom::card(e.card).name);
  return out;
}

// Whether an event of the game's log reads `line` (the game must log events).
inline bool logHas(const dom::Game& g, const std::string& line) {
  for (const dom::Event& e : g.s.events)
    if (dom::describeEvent(e) == line) return true;
  return false;
}

// Ends the current player's turn: every phase left, answering nothing else.
inline void endTurn(dom::Game& g) {
  const dom::PlayerId p = g.current();
  const int turn = g.s.turn.number;
  while (!g.isOver() && g.current() == p && g.s.turn.number == turn) {
    std::string error;
    if (!g.apply(dom::Move::end(), &error)) QFAIL(error.c_str());
  }
}

}  // namespace fx

// Applies moves in order; fails the test at the first one refused.
#define MOVES(g, ...)                                                                  \
  do {                                                                                 \
    for (const char* mv_ : {__VA_ARGS__}) {                                            \
      const std::string err_ = fx::tryMove(g, mv_);                                    \
      if (!err_.empty()) QFAIL(qPrintable(QString("move \"%1\" refused: %2 [%3]")      \
                                              .arg(mv_, QString::fromStdString(err_),  \
                                                   QString::fromStdString(dom::describeDecision(g))))); \
    }                                                                                  \
  } while (0)

// Expects the pending decision to be of a kind, for a player, with a number of answers.
#define ASKS(g, kind_, player_, min_, max_)             \
  do {                                                  \
    QCOMPARE((g).decision().kind, DecisionKind::kind_); \
    QCOMPARE(int((g).decision().player), int(player_)); \
    QCOMPARE(int((g).decision().min), int(min_));       \
    QCOMPARE(int((g).decision().max), int(max_));       \
  } while (0)

// Expects a move to be refused.
#define REFUSED(g, mv) QVERIFY2(!fx::tryMove(g, mv).empty(), "move " mv " was accepted")

// QCOMPARE for vectors of names, printing both sides.
#define SAME(actual, ...)                                                                 \
  do {                                                                                    \
    const fx::V a_ = (actual), e_ = fx::V{__VA_ARGS__};                                   \
    if (a_ != e_) {                                                                       \
      std::string s_ = "got [";                                                           \
      for (auto& x : a_) s_ += x + ", ";                                                  \
      s_ += "] expected [";                                                               \
      for (auto& x : e_) s_ += x + ", ";                                                  \
      QFAIL((s_ + "]").c_str());                                                          \
    }                                                                                     \
  } while (0)
