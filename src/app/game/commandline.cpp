#include "commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <algorithm>

#include "appcontroller.h"
#include "engine/card.hpp"
#include "engine/kingdom.hpp"
#include "gamesetup.h"
#include "kingdoms/cardnametables.h"

namespace dominion::app {
namespace {

QString translated(const char* text) { return QCoreApplication::translate("CommandLine", text); }

CommandLine failure(const QString& message, const QString& help) {
  CommandLine out;
  out.exitNow = true;
  out.exitCode = 1;
  out.outputIsError = true;
  out.output = QStringLiteral("dominion: %1\n\n%2").arg(message, help);
  return out;
}

}  // namespace

CommandLine parseCommandLine(const QStringList& arguments) {
  QCommandLineParser parser;
  parser.setApplicationDescription(
      translated(QT_TRANSLATE_NOOP("CommandLine", "The deck-building card game Dominion.")));
  const QCommandLineOption help = parser.addHelpOption();
  const QCommandLineOption version = parser.addVersionOption();
  const QCommandLineOption demo(
      QStringLiteral("demo"),
      translated(QT_TRANSLATE_NOOP("CommandLine", "Play a game between AI players on screen.")));
  const QCommandLineOption seed(
      QStringLiteral("seed"),
      translated(QT_TRANSLATE_NOOP("CommandLine",
                                   "Set up the --demo game with this seed (a whole number).")),
      translated(QT_TRANSLATE_NOOP("CommandLine", "S")));
  const QCommandLineOption opponents(
      QStringLiteral("opponents"),
      translated(QT_TRANSLATE_NOOP(
          "CommandLine", "The number of AI players besides the one whose hand is shown (1 to 5).")),
      translated(QT_TRANSLATE_NOOP("CommandLine", "N")), QStringLiteral("1"));
  const QCommandLineOption kingdom(
      QStringLiteral("kingdom"),
      translated(QT_TRANSLATE_NOOP("CommandLine",
                                   "The demo's 10 Kingdom cards, separated by commas (English, "
                                   "German or French names).")),
      translated(QT_TRANSLATE_NOOP("CommandLine", "cards")));
  const QCommandLineOption earlierVersions(
      QStringLiteral("earlier-versions"),
      translated(QT_TRANSLATE_NOOP("CommandLine",
                                   "The demo's cards that changed in 2022 (Hoard, Mint, Quarry) "
                                   "play their earlier text.")));
  const QCommandLineOption screenshot(
      QStringLiteral("screenshot"),
      translated(QT_TRANSLATE_NOOP("CommandLine",
                                   "Save the window as an image (PNG) to FILE, then quit.")),
      translated(QT_TRANSLATE_NOOP("CommandLine", "FILE")));
  const QCommandLineOption afterMoves(
      QStringLiteral("after-moves"),
      translated(QT_TRANSLATE_NOOP(
          "CommandLine", "With --screenshot: wait until N moves were shown, or the game is over.")),
      translated(QT_TRANSLATE_NOOP("CommandLine", "N")));
  const QCommandLineOption continueGame(
      QStringLiteral("continue"),
      translated(QT_TRANSLATE_NOOP("CommandLine", "Go on with the last game, where it was left.")));
  // For bench/app_bench (docs/performance.md); not for players, so not in --help.
  QCommandLineOption measure(QStringLiteral("measure"),
                             QStringLiteral("Print figures (startup or play) and quit."),
                             QStringLiteral("WHAT"));
  measure.setFlags(QCommandLineOption::HiddenFromHelp);
  // For the crash test (tests/app/persistence/tst_crashes.cpp); not in --help either.
  QCommandLineOption traceSaves(QStringLiteral("trace-saves"),
                                QStringLiteral("Trace moves and saves on stderr, and save the "
                                               "game under a name every N moves."),
                                QStringLiteral("N"));
  traceSaves.setFlags(QCommandLineOption::HiddenFromHelp);
  parser.addOptions({demo, seed, opponents, kingdom, earlierVersions, screenshot, afterMoves,
                     continueGame, measure, traceSaves});

  CommandLine out;
  if (!parser.parse(arguments)) return failure(parser.errorText(), parser.helpText());
  if (parser.isSet(help)) {
    out.exitNow = true;
    out.output = parser.helpText();
    return out;
  }
  if (parser.isSet(version)) {
    out.exitNow = true;
    out.output = QStringLiteral("%1 %2\n").arg(QCoreApplication::applicationName(),
                                               QCoreApplication::applicationVersion());
    return out;
  }
  if (!parser.positionalArguments().isEmpty())
    return failure(translated(QT_TRANSLATE_NOOP("CommandLine", "unexpected argument: %1"))
                       .arg(parser.positionalArguments().front()),
                   parser.helpText());

  LaunchOptions& o = out.options;
  o.demo = parser.isSet(demo);
  o.continueGame = parser.isSet(continueGame);
  if (o.demo && o.continueGame)
    return failure(
        translated(QT_TRANSLATE_NOOP("CommandLine", "--continue and --demo exclude each other")),
        parser.helpText());
  if (parser.isSet(seed)) {
    bool ok = false;
    o.seed = parser.value(seed).toULongLong(&ok);
    if (!ok)
      return failure(
          translated(QT_TRANSLATE_NOOP("CommandLine", "--seed needs a whole number, not \"%1\""))
              .arg(parser.value(seed)),
          parser.helpText());
    if (!o.demo)
      return failure(translated(QT_TRANSLATE_NOOP("CommandLine", "--seed goes with --demo")),
                     parser.helpText());
  }
  if (parser.isSet(opponents)) {
    bool ok = false;
    o.opponents = parser.value(opponents).toInt(&ok);
    if (!ok || o.opponents < AppController::kMinOpponents ||
        o.opponents > AppController::kMaxOpponents)
      return failure(
          translated(QT_TRANSLATE_NOOP("CommandLine", "--opponents needs a number from 1 to 5")),
          parser.helpText());
    if (!o.demo)
      return failure(translated(QT_TRANSLATE_NOOP("CommandLine", "--opponents goes with --demo")),
                     parser.helpText());
  }
  if (parser.isSet(kingdom)) {
    if (!o.demo)
      return failure(translated(QT_TRANSLATE_NOOP("CommandLine", "--kingdom goes with --demo")),
                     parser.helpText());
    // Names in English, German or French, loosely (case, accents, spaces, apostrophes).
    const auto& aliases = CardNameTables::aliases();
    std::vector<dom::CardId> cards;
    for (const QString& name : parser.value(kingdom).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
      const std::string utf8 = name.trimmed().toStdString();
      if (utf8.empty()) continue;
      const dom::CardId c = dom::findCardNamed(utf8, aliases);
      if (c == dom::NoCard || !dom::card(c).isKingdom()) {
        const std::vector<std::string> near =
            c == dom::NoCard ? dom::suggestCardNames(utf8, aliases, 1) : std::vector<std::string>{};
        const QString message =
            near.empty()
                ? translated(
                      QT_TRANSLATE_NOOP("CommandLine", "--kingdom: \"%1\" is not a Kingdom card"))
                      .arg(name.trimmed())
                : translated(QT_TRANSLATE_NOOP(
                                 "CommandLine",
                                 "--kingdom: \"%1\" is not a Kingdom card (did you mean %2?)"))
                      .arg(name.trimmed(), QString::fromStdString(near.front()));
        return failure(message, parser.helpText());
      }
      if (std::find(cards.begin(), cards.end(), c) == cards.end()) cards.push_back(c);
    }
    if (cards.size() != size_t(kKingdomSize))
      return failure(
          translated(QT_TRANSLATE_NOOP("CommandLine",
                                       "--kingdom needs 10 different Kingdom cards, not %1"))
              .arg(cards.size()),
          parser.helpText());
    for (dom::CardId c : cards) o.kingdom.append(QString::fromUtf8(dom::card(c).name));
  }
  o.earlierVersions = parser.isSet(earlierVersions);
  if (o.earlierVersions && !o.demo)
    return failure(
        translated(QT_TRANSLATE_NOOP("CommandLine", "--earlier-versions goes with --demo")),
        parser.helpText());
  o.screenshotFile = parser.value(screenshot);
  if (parser.isSet(screenshot) && o.screenshotFile.isEmpty())
    return failure(translated(QT_TRANSLATE_NOOP("CommandLine", "--screenshot needs a file name")),
                   parser.helpText());
  if (parser.isSet(afterMoves)) {
    bool ok = false;
    o.afterMoves = parser.value(afterMoves).toInt(&ok);
    if (!ok || o.afterMoves < 0)
      return failure(translated(QT_TRANSLATE_NOOP(
                         "CommandLine", "--after-moves needs a number of moves (0 or more)")),
                     parser.helpText());
    if (o.screenshotFile.isEmpty() && !parser.isSet(measure))
      return failure(
          translated(QT_TRANSLATE_NOOP("CommandLine", "--after-moves goes with --screenshot")),
          parser.helpText());
  }
  o.measure = parser.value(measure);
  if (parser.isSet(measure)) {
    if (o.measure != QLatin1String("startup") && o.measure != QLatin1String("play"))
      return failure(QStringLiteral("--measure takes startup or play"), parser.helpText());
    if (o.measure == QLatin1String("play") && !o.demo)
      return failure(QStringLiteral("--measure play goes with --demo"), parser.helpText());
    if (!o.screenshotFile.isEmpty())
      return failure(QStringLiteral("--measure and --screenshot exclude each other"),
                     parser.helpText());
  }
  if (parser.isSet(traceSaves)) {
    bool ok = false;
    o.traceSavesEvery = parser.value(traceSaves).toInt(&ok);
    if (!ok || o.traceSavesEvery < 1)
      return failure(QStringLiteral("--trace-saves needs a number of moves (1 or more)"),
                     parser.helpText());
  }
  return out;
}

}  // namespace dominion::app
