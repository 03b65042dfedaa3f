// dominion-cli apply: the position after some moves.
#include <iostream>
#include <ostream>
#include <sstream>

#include "cli.hpp"
#include "engine/log_text.hpp"
#include "engine/notation.hpp"
#include "engine/position.hpp"
#include "move_runner.hpp"

namespace cli {

namespace {

constexpr OptionSpec kOptions[] = {{"--log", false}};

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

[[noreturn]] void refuse(const dom::Game& g, const MoveRunner& runner, size_t number,
                         const MoveText& m, const std::string& why) {
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
  for (const std::string& legal : runner.legalMoves(100, &unlisted)) msg << "\n  " << legal;
  if (unlisted > 0) msg << "\n  ... and " << unlisted << " more";
  throw Failure(BadInput, msg.str());
}

// --log: the game log lines a move caused, indented under it.
void printLog(const dom::Game& g, size_t firstEvent, const std::string& move, std::ostream& out) {
  out << move << "\n";
  for (size_t k = firstEvent; k < g.s.events.size(); ++k)
    if (const std::string line = dom::describeEvent(g.s.events[k]); !line.empty())
      out << "  " << line << "\n";
}

void printPending(const dom::Game& g, std::ostream& out) {
  if (g.isOver())
    out << "The game is over.\n";
  else
    out << "Pending: " << dom::describeDecision(g) << "\n";
}

int runApply(const Args& args, std::ostream& out) {
  if (args.positional.empty())
    usageError("'apply' needs a position file (or - for standard input)");
  const std::string& position = args.positional[0];
  std::vector<MoveText> moves;
  const bool movesFromStdin = args.positional.size() == 2 && args.positional[1] == "-";
  if (movesFromStdin) {
    if (position == "-")
      usageError("the position and the moves cannot both come from standard input");
  } else {
    for (size_t k = 1; k < args.positional.size(); ++k) {
      if (args.positional[k] == "-")
        usageError("'-' (moves from standard input) must be the only move argument");
      moves.push_back({trim(args.positional[k]), 0});
    }
  }
  const bool log = args.has("--log");
  dom::Game g = readPosition(position);
  g.s.logEvents = log;
  if (movesFromStdin) moves = readMoves(std::cin);
  MoveRunner runner(g);
  for (size_t k = 0; k < moves.size(); ++k) {
    const size_t firstEvent = g.s.events.size();
    std::string error;
    if (!runner.apply(moves[k].text, &error))
      refuse(g, runner, k + 1, moves[k], error.empty() ? "not legal now" : error);
    if (log) printLog(g, firstEvent, moves[k].text, out);
  }
  if (log)
    printPending(g, out);
  else
    out << dom::savePosition(g) << "\n";
  return Ok;
}

}  // namespace

const Command applyCommand{
    .name = "apply",
    .summary = "apply moves to a position and print the position after them (or their log)",
    .help =
        "Usage: dominion-cli apply [--log] POSITION.json [MOVE ...]\n"
        "       dominion-cli apply [--log] POSITION.json -     (the moves on standard input)\n"
        "       dominion-cli apply [--log] - [MOVE ...]        (the position on standard input)\n"
        "\n"
        "Applies the moves in order (one argument each, in move notation: \"play Village\",\n"
        "\"play treasures\", \"buy Silver\", \"choose Copper, Estate\", \"choose nothing\",\n"
        "\"name Gold\", \"villager\", \"coffers 2\", \"pay debt 3\", \"end actions\", \"end buys\",\n"
        "\"end turn\") and prints the position after them as JSON. On standard input, one move\n"
        "a line; blank lines and lines starting with # are skipped.\n"
        "\n"
        "Ending phases: \"end actions\" ends the Action phase, \"end buys\" the Buy phase (and\n"
        "so the turn), \"end turn\" the rest of the turn (the Action phase if it is pending,\n"
        "then the Buy phase). The engine moves on by itself when nothing is left to do (no\n"
        "Action to play: the Buy phase; no Buy left: the next turn), so each is refused\n"
        "when what it names is not pending, and \"end turn\" is refused right after a move\n"
        "that ended the turn by itself (it would end the next player's turn). A plain \"end\"\n"
        "ends whatever phase is pending, as in move lists written before the named forms.\n"
        "\n"
        "If a move is unknown or illegal, nothing is printed on standard output: standard\n"
        "error names the move and its number, says why, and lists the legal moves (exit\n"
        "status 2). An invalid position exits with status 3.\n"
        "\n"
        "Options:\n"
        "  --log  print what happened instead of the position: each move on a line of its\n"
        "         own, followed by the game log lines it caused (cards drawn, played,\n"
        "         bought, gained, trashed ...) indented by two spaces; the last line is\n"
        "         the decision pending after the moves (\"Pending: Player 2: Action phase\n"
        "         (1 Action)\") or \"The game is over.\"\n",
    .options = kOptions,
    .run = runApply,
};

}  // namespace cli
