// dominion-cli legal: the pending decision and its legal moves.
#include <iostream>
#include <ostream>

#include "cli.hpp"
#include "engine/notation.hpp"

namespace cli {

namespace {

constexpr OptionSpec kOptions[] = {{"--limit", true}};

// "Player 1: 31 VP in 17 turns (winner)", one line per player.
void printResults(const dom::Game& g, std::ostream& out) {
  out << "The game is over.\n";
  const auto results = g.results();
  for (size_t p = 0; p < results.size(); ++p) {
    const auto& r = results[p];
    out << "Player " << p + 1 << ": " << r.vp << " VP in " << r.turns << (r.turns == 1 ? " turn" : " turns")
        << (r.winner ? " (winner)" : "") << "\n";
  }
}

int runLegal(const Args& args, std::ostream& out) {
  if (args.positional.size() != 1) usageError("'legal' takes one position file (or - for standard input)");
  size_t limit = 1000;
  if (auto l = args.value("--limit")) {
    limit = size_t(parseNumber("--limit", *l));
    if (limit == 0) usageError("--limit must be at least 1");
  }
  const dom::Game g = readPosition(args.positional[0]);
  if (g.isOver()) {
    printResults(g, out);
    return Ok;
  }
  out << dom::describeDecision(g) << "\n";
  uint64_t unlisted = 0;
  for (const std::string& m : legalMoveTexts(g, limit, &unlisted)) out << m << "\n";
  if (unlisted > 0)
    std::cerr << "dominion-cli: more than " << limit << " legal moves: the first " << limit
              << " are listed, ... and " << unlisted << " more (see --limit)\n";
  return Ok;
}

}  // namespace

const Command legalCommand{
    .name = "legal",
    .summary = "print the pending decision and its legal moves",
    .help =
        "Usage: dominion-cli legal [--limit N] POSITION.json\n"
        "       dominion-cli legal [--limit N] -      (the position on standard input)\n\n"
        "Prints the pending decision on the first line (\"Player 1: Action phase (1 Actions)\"),\n"
        "then each legal move in move notation, one per line. Choices of several cards are\n"
        "listed as distinct sets of card names. For a game that is over, prints \"The game is\n"
        "over.\" and each player's score and turns, marking the winners.\n\n"
        "Options:\n"
        "  --limit N  list at most N moves (default 1000); a note on standard error says\n"
        "             how many moves were left out\n",
    .options = kOptions,
    .run = runLegal,
};

}  // namespace cli
