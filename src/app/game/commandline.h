#pragma once

#include <QString>
#include <QStringList>

namespace dominion::app {

// What the command line asks the application to do besides opening its window.
struct LaunchOptions {
  bool demo = false;             // --demo: an AI-only game on screen
  quint64 seed = 0;              // --seed S (0: random)
  int opponents = 1;             // --opponents N (with --demo)
  QStringList kingdom;           // --kingdom CARDS (with --demo): the 10 cards' English names
  bool earlierVersions = false;  // --earlier-versions (with --demo): the pre-2022 texts
  QString screenshotFile;        // --screenshot FILE: save the window and quit
  int afterMoves = 0;            // --after-moves N: ... once N moves were shown (or the game ended)
  bool continueGame = false;     // --continue: resume the last game (the autosave)
  QString measure;  // hidden --measure startup|play: print figures for the benchmarks and quit
  int traceSavesEvery = 0;  // hidden --trace-saves N: the crash test's trace (SaveTrace)
};

struct CommandLine {
  LaunchOptions options;
  bool exitNow = false;  // --help, --version or an error: print `output` and exit with exitCode
  int exitCode = 0;
  QString output;  // for stdout (help, version) or stderr (errors)
  bool outputIsError = false;
};

// Parses the arguments (the program name first) with QCommandLineParser.
CommandLine parseCommandLine(const QStringList& arguments);

}  // namespace dominion::app
