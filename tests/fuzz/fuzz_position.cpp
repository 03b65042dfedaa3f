// Positions (docs/positions.md): saves, test fixtures and the command-line tool load them.
// Any text is either refused with a PositionError or loads into a game the engine can go on
// with: it saves and loads back to the same text, every seat gets a view, and a legal move
// applies.
//
// A position in the middle of a card's resolution also holds the resolution's frames, the
// engine's own record of where each card's effect stands; it carries a digest of its text
// (position.cpp), and the loader refuses it if any byte changed. That digest is what stands
// between a card's effect and a hand-edited file: it is not made right here (a position
// tampered with on purpose and signed again can resume into an effect that makes no sense,
// see docs/reliability.md).
#include <string>

#include "engine/game.hpp"
#include "engine/notation.hpp"
#include "engine/position.hpp"
#include "engine/view.hpp"
#include "fuzzcheck.h"

namespace {

void goOn(dom::Game g) {
  const std::string saved = dom::savePosition(g);
  dom::Game again;
  try {
    again = dom::loadPosition(saved);
  } catch (const dom::PositionError& e) {
    std::fprintf(stderr, "a loaded position saved as one that cannot be loaded: %s\n", e.what());
    std::abort();
  }
  FUZZ_CHECK(dom::savePosition(again) == saved);
  (void)dom::describeDecision(g);
  for (dom::PlayerId p = 0; p < g.playerCount(); ++p) (void)dom::view(g, p);
  if (!g.isOver() && g.legalMoveCount() > 0) {
    const dom::Move first = g.legalMove(0);
    (void)dom::formatMove(g, first);
    std::string why;
    if (!g.apply(first, &why)) {
      std::fprintf(stderr, "the first legal move was refused: %s\n", why.c_str());
      std::abort();
    }
  }
}

void tryLoad(const std::string& text) {
  dom::Game g;
  try {
    g = dom::loadPosition(text);
  } catch (const dom::PositionError&) {
    return;
  }
  goOn(std::move(g));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  tryLoad(std::string(reinterpret_cast<const char*>(data), size));
  return 0;
}
