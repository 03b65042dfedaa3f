// Moves in notation (docs/positions.md), as the command-line tool and the tests read them: one
// per line, against the pending decision. The input's first byte picks one of a fixed set of
// positions (random games over every implemented card, stopped at many kinds of decisions);
// the rest is read as moves. Each line is refused with a reason, or read as a move that the
// game either applies or refuses as illegal; a legal move written back in notation reads as
// the same move.
#include <string>
#include <vector>

#include "../engine/random_policy.hpp"
#include "engine/card.hpp"
#include "engine/game.hpp"
#include "engine/notation.hpp"
#include "fuzzcheck.h"

namespace {

std::vector<dom::Game> startingPositions() {
  const std::vector<dom::CardId> pool = fx::kingdomCards(), landscapes = fx::landscapeCards();
  std::vector<dom::Game> out;
  dom::Rng rng(20261129);
  for (int n = 0; n < 16; ++n) {
    std::vector<dom::CardId> kingdom = pool;
    for (size_t k = kingdom.size(); k > 1; --k)
      std::swap(kingdom[k - 1], kingdom[rng.below(uint32_t(k))]);
    kingdom.resize(10);
    dom::Game g =
        dom::Game::create({.kingdom = kingdom,
                           .players = 2 + n % 5,
                           .seed = rng.next(),
                           .colonies = n % 3 == 1,
                           .landscapes = n % 2 == 1 ? landscapes : std::vector<dom::CardId>{}});
    // Positions along the game: its start, then every 37th move, anything but a plain phase.
    out.push_back(g);
    for (int move = 1; move < 600 && !g.isOver(); ++move) {
      g.apply(fx::randomMove(g, rng));
      const dom::DecisionKind kind = g.decision().kind;
      if (move % 37 == 0 || (kind != dom::DecisionKind::ActionPhase &&
                             kind != dom::DecisionKind::BuyPhase && rng.below(16) == 0))
        out.push_back(g);
    }
  }
  return out;
}

const std::vector<dom::Game>& positions() {
  static const std::vector<dom::Game> all = startingPositions();
  return all;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  (void)positions();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  dom::Game g = positions()[data[0] % positions().size()];
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  size_t from = 0;
  for (int lines = 0; from <= text.size() && lines < 64 && !g.isOver(); ++lines) {
    size_t end = text.find('\n', from);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(from, end - from);
    from = end + 1;
    std::string error;
    const std::optional<dom::Move> move = dom::parseMove(g, line, &error);
    if (!move) {
      FUZZ_CHECK(!error.empty());
      continue;
    }
    if (g.isLegal(*move)) {
      const std::string written = dom::formatMove(g, *move);
      const std::optional<dom::Move> reread = dom::parseMove(g, written);
      FUZZ_CHECK(reread.has_value());
      FUZZ_CHECK(g.isLegal(*reread));
      FUZZ_CHECK(dom::formatMove(g, *reread) == written);
      FUZZ_CHECK(g.apply(*move));
    } else {
      FUZZ_CHECK(!g.apply(*move, &error));
    }
  }
  return 0;
}
