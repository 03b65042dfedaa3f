// dominion-cli: shared pieces of the commands (argument parsing, errors, reading positions).
// Each command lives in its own file and is registered in the table in main.cpp.
#pragma once

#include <iosfwd>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.hpp"

namespace cli {

// Exit statuses.
enum Status : int {
  Ok = 0,
  Internal = 1,     // a bug: an unexpected exception
  BadInput = 2,     // an illegal or unknown move, an unknown card, a value out of range
  BadPosition = 3,  // a position that cannot be read or loaded
  Usage = 64,       // a malformed command line (EX_USAGE)
};

// Ends the command: the message goes to standard error, nothing to standard output.
class Failure : public std::runtime_error {
 public:
  Failure(int status, const std::string& message) : std::runtime_error(message), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

[[noreturn]] inline void usageError(const std::string& message) { throw Failure(Usage, message); }

struct OptionSpec {
  std::string_view name;  // with the dashes: "--players"
  bool takesValue = false;
};

// A parsed command line: positional arguments and options ("--name value" or "--name=value").
struct Args {
  std::vector<std::string> positional;
  std::vector<std::pair<std::string, std::string>> options;

  bool has(std::string_view name) const;
  std::optional<std::string> value(std::string_view name) const;  // the last one given
};

// "-" and everything after "--" are positional; an unknown option is a usage error.
Args parseArgs(std::string_view command, std::span<const std::string> argv,
               std::span<const OptionSpec> options);

struct Command {
  std::string_view name;
  std::string_view summary;  // one line for the command list
  std::string_view help;     // the full help text, from the "Usage:" line on
  std::span<const OptionSpec> options;
  // Writes its result to `out` (standard output, written only if run returns); throws
  // Failure for errors.
  int (*run)(const Args& args, std::ostream& out);
};

// The commands, one file each.
extern const Command cardsCommand;
extern const Command newCommand;
extern const Command legalCommand;
extern const Command applyCommand;

// ---- helpers --------------------------------------------------------------------------

std::string trim(std::string_view s);
std::string lower(std::string_view s);
// Reads a whole file, or standard input for "-". Throws Failure(BadPosition) if unreadable.
std::string readInput(const std::string& path);
// Reads and loads a position. Throws Failure(BadPosition) naming the file and the field.
dom::Game readPosition(const std::string& path);
// Parses a whole non-negative number for an option; a usage error otherwise.
uint64_t parseNumber(std::string_view option, const std::string& text);
// Card names close to `name` (edit distance, prefixes), best first; only cards passing
// `kingdomOnly`.
std::vector<std::string> similarCards(std::string_view name, bool kingdomOnly, size_t max = 3);
// " (did you mean Market or Militia?)" or "".
std::string didYouMean(const std::vector<std::string>& names);
// How the end of a phase is listed: `end` (what dom::formatMove writes, and `legal` lists), or
// by name, `end actions` or `end buys`, followed by `end turn`.
enum class EndForm { Plain, Named };
// The legal moves in notation (dom::formatMove), at most `limit` of them; *unlisted receives how
// many others there are.
std::vector<std::string> legalMoveTexts(const dom::Game& g, size_t limit,
                                        uint64_t* unlisted = nullptr,
                                        EndForm endForm = EndForm::Plain);

}  // namespace cli
