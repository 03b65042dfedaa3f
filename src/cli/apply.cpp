// dominion-cli apply: the position after some moves.
#include <iostream>
#include <ostream>
#include <sstream>

#include "cli.hpp"
#include "engine/notation.hpp"
#include "engine/position.hpp"

namespace cli {

namespace {

struct MoveText {
  std::string text;
  int line = 0;  // line on standard input; 0 for a command-line argument
};

// One move a line; blank lines and lines starting with '#' are skipped.
std::vector<MoveText> readMoves(std::istream& in) {
  std::vector<MoveText> out;
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    const std::string t = trim(line);
    if (t.empty() || t[0] == '#') continue;
    out.push_back({t, n});
  }
  if (in.bad()) throw Failure(BadInput, "cannot read the moves from standard input");
  return out;
}

[[noreturn]] void refuse(const dom::Game& g, size_t number, const MoveText& m, const std::string& why) {
  std::ostringstream msg;
  msg << "move " << number;
  if (m.line > 0) msg << " (line " << m.line << ")";
  msg << " \"" << m.text << "\" is illegal: " << why << "\n";
  if (g.isOver()) {
    msg << "The game is over: no moves are legal.";
    throw Failure(BadInput, msg.str());
  }
  msg << "Pending: " << dom::describeDecision(g) << "\nLegal moves:";
  uint64_t unlisted = 0;
  for (const std::string& legal : legalMoveTexts(g, 100, &unlisted)) msg << "\n  " << legal;
  if (unlisted > 0) msg << "\n  ... and " << unlisted << " more";
  throw Failure(BadInput, msg.str());
}

int runApply(const Args& args, std::ostream& out) {
  if (args.positional.empty()) usageError("'apply' needs a position file (or - for standard input)");
  const std::string& position = args.positional[0];
  std::vector<MoveText> moves;
  const bool movesFromStdin = args.positional.size() == 2 && args.positional[1] == "-";
  if (movesFromStdin) {
    if (position == "-") usageError("the position and the moves cannot both come from standard input");
  } else {
    for (size_t k = 1; k < args.positional.size(); ++k) {
      if (args.positional[k] == "-") usageError("'-' (moves from standard input) must be the only move argument");
      moves.push_back({trim(args.positional[k]), 0});
    }
  }
  dom::Game g = readPosition(position);
  if (movesFromStdin) moves = readMoves(std::cin);
  for (size_t k = 0; k < moves.size(); ++k) {
    std::string error;
    const auto move = dom::parseMove(g, moves[k].text, &error);
    if (!move) refuse(g, k + 1, moves[k], error.empty() ? "not a move" : error);
    if (!g.apply(*move, &error)) refuse(g, k + 1, moves[k], error.empty() ? "not legal now" : error);
  }
  out << dom::savePosition(g) << "\n";
  return Ok;
}

}  // namespace

const Command applyCommand{
    .name = "apply",
    .summary = "apply moves to a position and print the position after them",
    .help =
        "Usage: dominion-cli apply POSITION.json [MOVE ...]\n"
        "       dominion-cli apply POSITION.json -     (the moves on standard input)\n"
        "       dominion-cli apply - [MOVE ...]        (the position on standard input)\n\n"
        "Applies the moves in order (one argument each, in move notation: \"play Village\",\n"
        "\"play treasures\", \"buy Silver\", \"end\", \"choose Copper, Estate\", \"choose nothing\",\n"
        "\"name Gold\") and prints the position after them as JSON. On standard input, one\n"
        "move a line; blank lines and lines starting with # are skipped.\n\n"
        "If a move is unknown or illegal, nothing is printed on standard output: standard\n"
        "error names the move and its number, says why, and lists the legal moves (exit\n"
        "status 2). An invalid position exits with status 3.\n",
    .options = {},
    .run = runApply,
};

}  // namespace cli
