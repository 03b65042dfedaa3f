// Helpers for the AI tests: positions, a player's answer in move notation.
#pragma once

#include <QTest>
#include <initializer_list>
#include <string>

#include "ai/player.hpp"
#include "engine/notation.hpp"
#include "engine/position.hpp"
#include "engine/view.hpp"

namespace aifx {

inline dom::Game position(const std::string& json) {
  try {
    return dom::loadPosition(json);
  } catch (const dom::PositionError& e) {
    qFatal("bad test position: %s", e.what());
  }
}

// A second player who only waits (its hand and deck are never looked at).
constexpr const char* waitingRival =
    R"({"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Estate"]})";

// A two-player position: these Kingdom cards (quoted, comma-separated), me as given, and the
// waiting rival; `extra` adds more top-level fields (", \"turn\": ...").
inline std::string game(const std::string& kingdom, const std::string& me, const std::string& extra = "") {
  return R"({"kingdom": [)" + kingdom + R"(], "players": [)" + me + ", " + waitingRival + "]" + extra + "}";
}

// The position, then the moves (move notation) applied in order.
inline dom::Game after(const std::string& json, std::initializer_list<const char*> moves) {
  dom::Game g = position(json);
  for (const char* text : moves) {
    std::string error;
    const auto m = dom::parseMove(g, text, &error);
    if (!m || !g.apply(*m)) qFatal("move %s refused: %s", text, error.c_str());
  }
  return g;
}

// What the named player answers to g's pending decision, in move notation; "ILLEGAL: ..."
// when the answer would be refused.
inline std::string answer(const std::string& player, const dom::Game& g) {
  auto p = dom::ai::makePlayer(player, 1);
  if (!p) qFatal("no player named %s", player.c_str());
  const dom::Move m = p->decide(dom::view(g, g.decision().player));
  std::string error;
  if (!g.isLegal(m, &error)) return "ILLEGAL: " + error;
  return dom::formatMove(g, m);
}

}  // namespace aifx

#define ANSWERS(player, g, expected) \
  QCOMPARE(QString::fromStdString(aifx::answer(player, g)), QString(expected))
