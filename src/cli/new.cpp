// dominion-cli new: the starting position of a new game.
#include <algorithm>
#include <chrono>
#include <ostream>
#include <random>

#include "cli.hpp"
#include "engine/kingdom.hpp"
#include "engine/position.hpp"

namespace cli {

namespace {

constexpr OptionSpec kOptions[] = {{"--kingdom", true},   {"--players", true},
                                   {"--seed", true},      {"--colonies", false},
                                   {"--shelters", false}, {"--bane", true},
                                   {"--earlier-versions", false}};

// "Cellar, market,Throne Room" -> card ids; exit status 2 for unknown or non-Kingdom cards.
// Landscapes (Events, Projects, Ways ...) in the list go to *landscapes.
std::vector<dom::CardId> parseKingdom(const std::string& list, std::vector<dom::CardId>* landscapes) {
  std::vector<dom::CardId> out;
  size_t start = 0;
  while (start <= list.size()) {
    size_t comma = list.find(',', start);
    if (comma == std::string::npos) comma = list.size();
    const std::string name = trim(std::string_view(list).substr(start, comma - start));
    start = comma + 1;
    if (name.empty()) continue;
    dom::CardId c = dom::findCard(name);
    if (c == dom::NoCard) c = dom::findCardLoose(name);
    if (c == dom::NoCard)
      throw Failure(BadInput, "unknown card \"" + name + "\" in --kingdom" + didYouMean(similarCards(name, true)));
    if (dom::card(c).isLandscape()) {
      if (std::find(landscapes->begin(), landscapes->end(), c) == landscapes->end()) landscapes->push_back(c);
      continue;
    }
    if (!dom::card(c).isKingdom())
      throw Failure(BadInput,
                    std::string(dom::card(c).name) + " is not a Kingdom card (--kingdom lists Kingdom cards only)");
    if (std::find(out.begin(), out.end(), c) != out.end())
      throw Failure(BadInput, std::string(dom::card(c).name) + " is listed twice in --kingdom");
    out.push_back(c);
  }
  return out;
}

uint64_t clockSeed() {
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  uint64_t seed = uint64_t(std::chrono::duration_cast<std::chrono::nanoseconds>(now).count());
  try {
    std::random_device rd;
    seed ^= (uint64_t(rd()) << 32) | rd();
  } catch (...) {
    // No random device: the clock alone will do.
  }
  // Positions store the seed as a JSON number; keep it exact in tools that read numbers as doubles.
  return seed & ((uint64_t(1) << 53) - 1);
}

int runNew(const Args& args, std::ostream& out) {
  if (!args.positional.empty()) usageError("'new' takes no arguments (the kingdom goes in --kingdom)");
  const auto kingdomText = args.value("--kingdom");
  if (!kingdomText) usageError("'new' needs --kingdom \"Card,Card,...\" (see dominion-cli new --help)");
  dom::Setup setup;
  setup.kingdom = parseKingdom(*kingdomText, &setup.landscapes);
  if (auto players = args.value("--players")) {
    const uint64_t n = parseNumber("--players", *players);
    if (n < 2 || n > uint64_t(dom::MaxPlayers))
      throw Failure(BadInput, "--players must be from 2 to " + std::to_string(dom::MaxPlayers) + ", not " + *players);
    setup.players = int(n);
  }
  setup.seed = args.has("--seed") ? parseNumber("--seed", *args.value("--seed")) : clockSeed();
  setup.colonies = args.has("--colonies");
  setup.shelters = args.has("--shelters");
  setup.earlierVersions = args.has("--earlier-versions");
  if (auto bane = args.value("--bane")) {
    dom::CardId c = dom::findCard(trim(*bane));
    if (c == dom::NoCard) c = dom::findCardLoose(trim(*bane));
    if (c == dom::NoCard)
      throw Failure(BadInput, "unknown card \"" + trim(*bane) + "\" in --bane" +
                                  didYouMean(similarCards(*bane, true)));
    if (!dom::canBeBane(c, setup.kingdom))
      throw Failure(BadInput, std::string(dom::card(c).name) +
                                  " cannot be the Bane (--bane takes a Kingdom card costing $2 or "
                                  "$3, not in --kingdom)");
    setup.bane = c;
  }
  out << dom::savePosition(dom::Game::create(setup)) << "\n";
  return Ok;
}

}  // namespace

const Command newCommand{
    .name = "new",
    .summary = "print the starting position of a new game",
    .help =
        "Usage: dominion-cli new --kingdom \"Card,Card,...\" [--players N] [--seed S]\n"
        "                        [--colonies] [--shelters] [--bane CARD] [--earlier-versions]\n\n"
        "Prints the starting position of a new game as JSON (docs/positions.md).\n\n"
        "Options:\n"
        "  --kingdom LIST  the Kingdom cards, separated by commas; names are matched\n"
        "                  ignoring case, spaces, hyphens and apostrophes (\"throne room\")\n"
        "                  Events, Projects and Ways in the list lie beside the Supply\n"
        "  --players N     2 to 6 players (default 2)\n"
        "  --seed S        the random seed, a whole number (default: from the clock); the\n"
        "                  same seed and options give the same game. The position records\n"
        "                  the seed.\n"
        "  --colonies      play with Platinum and Colony (Prosperity): their piles join the\n"
        "                  basic piles, and an empty Colony pile ends the game too\n"
        "  --shelters      play with Shelters (Dark Ages): each player starts with a Hovel,\n"
        "                  a Necropolis and an Overgrown Estate instead of the 3 Estates\n"
        "  --bane CARD     Young Witch's Bane: an extra Kingdom pile costing $2 or $3 (with\n"
        "                  Young Witch in --kingdom and no --bane, one is chosen at random)\n"
        "  --earlier-versions  the cards that changed with their 2022 printing play their\n"
        "                  earlier text (Hoard, Mint, Quarry)\n",
    .options = kOptions,
    .run = runNew,
};

}  // namespace cli
