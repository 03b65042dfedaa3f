// dominion-cli: the headless tool. Dispatches to the commands registered below.
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <exception>
#include <iostream>
#include <sstream>

#include "cli.hpp"
#include "kingdom.hpp"
#include "simulate.hpp"

#ifndef DOMINION_VERSION
#define DOMINION_VERSION "unknown"
#endif

namespace {

using namespace cli;

// The commands, in the order of the help text. Add a command here and its file to
// CMakeLists.txt (the simulate and kingdom commands go here too).
const Command* const kCommands[] = {
    &cardsCommand, &newCommand, &legalCommand, &applyCommand, &kingdomCommand, &simulateCommand,
};

const Command* findCommand(std::string_view name) {
  for (const Command* c : kCommands)
    if (c->name == name) return c;
  return nullptr;
}

std::string overview() {
  std::ostringstream out;
  out << "Usage: dominion-cli <command> [options] [arguments]\n"
         "       dominion-cli <command> --help\n\n"
         "Plays Dominion from the command line: positions are JSON files (or - for standard\n"
         "input), moves are written in move notation (see docs/positions.md).\n\n"
         "Commands:\n";
  size_t width = 0;
  for (const Command* c : kCommands) width = std::max(width, c->name.size());
  for (const Command* c : kCommands)
    out << "  " << c->name << std::string(width - c->name.size() + 2, ' ') << c->summary << "\n";
  out << "\nOptions:\n"
         "  --help     show this help\n"
         "  --version  show the version\n\n"
         "Exit status: 0 success, 1 internal error, 2 illegal move or bad value, 3 invalid\n"
         "position, 64 usage error.\n";
  return out.str();
}

bool wantsHelp(const std::vector<std::string>& args) {
  for (const std::string& a : args) {
    if (a == "--") return false;
    if (a == "--help" || a == "-h") return true;
  }
  return false;
}

int run(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty()) usageError("no command given\n\n" + overview());
  const std::string& first = args[0];
  if (first == "--help" || first == "-h" || first == "help") {
    if (first == "help" && args.size() > 1) {
      const Command* c = findCommand(args[1]);
      if (!c) usageError("unknown command '" + args[1] + "' (see dominion-cli --help)");
      std::cout << c->help;
      return Ok;
    }
    std::cout << overview();
    return Ok;
  }
  if (first == "--version") {
    std::cout << "dominion-cli " << DOMINION_VERSION << "\n";
    return Ok;
  }
  const Command* c = findCommand(first);
  if (!c) {
    if (first.starts_with("-"))
      usageError("unknown option " + first + " (see dominion-cli --help)");
    usageError("unknown command '" + first + "' (see dominion-cli --help)");
  }
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (wantsHelp(rest)) {
    std::cout << c->help;
    return Ok;
  }
  const Args parsed = parseArgs(c->name, rest, c->options);
  // The command's output is held back until it has succeeded: a failing command prints
  // nothing on standard output.
  std::ostringstream out;
  const int status = c->run(parsed, out);
  std::cout << out.str() << std::flush;
  return status;
}

// A crash (a bug, or a hand-written position whose resolution frames their cards do not
// expect) still ends with a message and exit status 1. Standard output stays empty, since a
// command's output is written only when it has succeeded. Sanitizer builds keep their own
// reports.
[[maybe_unused]] void onFatalSignal(int) {
  static const char message[] = "dominion-cli: internal error (the program crashed)\n";
  [[maybe_unused]] const auto written = write(STDERR_FILENO, message, sizeof message - 1);
  _exit(Internal);
}

void installCrashHandler() {
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
  for (int sig : {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT}) std::signal(sig, onFatalSignal);
#endif
}

}  // namespace

int main(int argc, char** argv) {
  installCrashHandler();
  try {
    const int status = run(argc, argv);
    if (!std::cout) {
      std::cerr << "dominion-cli: cannot write the output\n";
      return Internal;
    }
    return status;
  } catch (const Failure& f) {
    std::cerr << "dominion-cli: " << f.what() << "\n";
    return f.status();
  } catch (const std::exception& e) {
    std::cerr << "dominion-cli: internal error: " << e.what() << "\n";
    return Internal;
  } catch (...) {
    std::cerr << "dominion-cli: internal error\n";
    return Internal;
  }
}
