// dominion-cli kingdom: a random kingdom under constraints, or a recommended one.
#include "kingdom.hpp"

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>
#include <ostream>
#include <random>

#include "engine/kingdom.hpp"
#include "engine/presets.hpp"

namespace cli {

namespace {

constexpr OptionSpec kOptions[] = {
    {"--sets", true},          {"--editions", true},    {"--require", true},
    {"--include", true},       {"--exclude", true},     {"--favour", true},
    {"--max-per-set", true},   {"--min-per-set", true}, {"--cost-spread", false},
    {"--seed", true},          {"--json", false},       {"--preset", true},
    {"--list-presets", false},
};

// Every value given for an option (it may be repeated), split at commas, trimmed.
std::vector<std::string> listValues(const Args& args, std::string_view option) {
  std::vector<std::string> out;
  for (const auto& [name, value] : args.options) {
    if (name != option) continue;
    size_t start = 0;
    while (start <= value.size()) {
      size_t comma = value.find(',', start);
      if (comma == std::string::npos) comma = value.size();
      std::string item = trim(std::string_view(value).substr(start, comma - start));
      if (!item.empty()) out.push_back(std::move(item));
      start = comma + 1;
    }
  }
  return out;
}

std::string setList() {
  std::string out;
  for (dom::CardSet s : dom::kingdomSets())
    out += (out.empty() ? "" : ", ") + lower(dom::setName(s));
  return out;
}

dom::CardSet parseSet(std::string_view option, const std::string& name) {
  if (auto s = dom::findSet(name)) return *s;
  throw Failure(BadInput, "unknown set \"" + name + "\" in " + std::string(option) +
                              " (the sets are " + setList() + ")");
}

uint8_t parseEditions(const std::vector<std::string>& items) {
  uint8_t out = 0;
  for (const std::string& item : items) {
    const std::string e = lower(item);
    if (e == "1" || e == "1st" || e == "first") {
      out |= dom::FirstEdition;
    } else if (e == "2" || e == "2nd" || e == "second") {
      out |= dom::SecondEdition;
    } else {
      throw Failure(BadInput, "unknown edition \"" + item + "\" in --editions (use 1, 2 or 1,2)");
    }
  }
  return out;
}

// Kingdom cards by name. Problems (unknown names, with close matches) are collected in
// `problems` so that every one is reported at once.
std::vector<dom::CardId> parseCards(std::string_view option, const std::vector<std::string>& names,
                                    std::vector<std::string>& problems) {
  std::vector<dom::CardId> out;
  for (const std::string& name : names) {
    const dom::CardId c = dom::findCardNamed(name);
    if (c == dom::NoCard) {
      problems.push_back("unknown card \"" + name + "\" in " + std::string(option) +
                         didYouMean(dom::suggestCardNames(name)));
    } else if (!dom::card(c).isKingdom()) {
      problems.push_back(std::string(dom::card(c).name) + " in " + std::string(option) +
                         " is not a Kingdom card");
    } else if (std::find(out.begin(), out.end(), c) == out.end()) {
      out.push_back(c);
    }
  }
  return out;
}

int positiveCount(std::string_view option, const std::string& text) {
  const uint64_t n = parseNumber(option, text);
  if (n < 1 || n > 1000)
    throw Failure(BadInput, std::string(option) + " must be from 1 to 1000, not " + text);
  return int(n);
}

uint64_t clockSeed() {
  uint64_t seed = uint64_t(std::chrono::system_clock::now().time_since_epoch().count());
  try {
    std::random_device rd;
    seed ^= (uint64_t(rd()) << 32) | rd();
  } catch (...) {
    // No random device: the clock alone will do.
  }
  return seed & ((uint64_t(1) << 53) - 1);  // exact as a JSON number anywhere
}

dom::KingdomOptions readOptions(const Args& args) {
  dom::KingdomOptions o;
  const std::vector<std::string> sets = listValues(args, "--sets");
  const uint8_t editions = args.has("--editions") ? parseEditions(listValues(args, "--editions"))
                                                  : uint8_t(dom::SecondEdition);
  if (args.has("--editions") && editions == 0)
    throw Failure(BadInput, "--editions lists no edition");
  if (sets.empty() && args.has("--sets")) throw Failure(BadInput, "--sets lists no set");
  if (sets.empty()) {
    for (dom::CardSet s : dom::kingdomSets()) o.sets.push_back({s, editions});
  } else {
    for (const std::string& s : sets) o.sets.push_back({parseSet("--sets", s), editions});
  }
  for (const std::string& r : listValues(args, "--require")) {
    const std::string need = lower(r);
    if (need == "village") {
      o.village = true;
    } else if (need == "buy" || need == "+buy") {
      o.buy = true;
    } else if (need == "draw" || need == "+cards") {
      o.draw = true;
    } else if (need == "trashing" || need == "trash") {
      o.trashing = true;
    } else if (need == "reaction") {
      o.reactionToAttack = true;
    } else if (need == "cost-spread") {
      o.costSpread = true;
    } else {
      throw Failure(
          BadInput,
          "unknown requirement \"" + r +
              "\" in --require (use village, buy, draw, trashing, reaction, cost-spread)");
    }
  }
  if (args.has("--cost-spread")) o.costSpread = true;
  std::vector<std::string> problems;
  o.kept = parseCards("--include", listValues(args, "--include"), problems);
  o.banned = parseCards("--exclude", listValues(args, "--exclude"), problems);
  o.favourites = parseCards("--favour", listValues(args, "--favour"), problems);
  if (!problems.empty()) {
    std::string message;  // one line each, as main() prints the first
    for (const std::string& p : problems)
      message += (message.empty() ? "" : "\ndominion-cli: ") + p;
    throw Failure(BadInput, message);
  }
  if (auto n = args.value("--max-per-set")) o.maxPerSet = positiveCount("--max-per-set", *n);
  for (const std::string& item : listValues(args, "--min-per-set")) {
    const size_t colon = item.find(':');
    if (colon == std::string::npos)
      throw Failure(BadInput,
                    "--min-per-set expects set:N (like intrigue:4), not \"" + item + "\"");
    const dom::CardSet s = parseSet("--min-per-set", trim(item.substr(0, colon)));
    o.minPerSet.push_back({s, positiveCount("--min-per-set", trim(item.substr(colon + 1)))});
  }
  return o;
}

void printCards(std::ostream& out, const std::vector<dom::CardId>& cards) {
  size_t width = 0;
  for (dom::CardId c : cards) width = std::max(width, dom::card(c).name.size());
  for (dom::CardId c : cards) {
    const dom::CardDef& d = dom::card(c);
    const std::string cost = dom::formatCost(d.printedCost());
    out << d.name << std::string(width - d.name.size() + 2, ' ') << cost
        << std::string(5 - std::min<size_t>(4, cost.size()), ' ') << dom::setName(d.set) << "\n";
  }
}

std::string presetList() {
  std::string out;
  for (const dom::Preset& p : dom::presets())
    out += (out.empty() ? "" : ", ") + std::string(p.name);
  return out;
}

int listPresets(const Args& args, std::ostream& out) {
  if (args.has("--json")) {
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const dom::Preset& p : dom::presets()) {
      nlohmann::ordered_json sets = nlohmann::ordered_json::array();
      for (dom::CardSet s : dom::presetSets(p)) sets.push_back(dom::setName(s));
      nlohmann::ordered_json cards = nlohmann::ordered_json::array();
      for (dom::CardId c : dom::presetCards(p)) cards.push_back(dom::card(c).name);
      list.push_back({{"name", p.name}, {"source", p.source}, {"sets", sets}, {"cards", cards}});
    }
    out << list.dump(2) << "\n";
    return Ok;
  }
  for (const dom::Preset& p : dom::presets())
    out << p.name << " (" << p.source << "): " << dom::kingdomToText(dom::presetCards(p)) << "\n";
  return Ok;
}

int showPreset(const Args& args, std::ostream& out) {
  const std::string name = *args.value("--preset");
  const dom::Preset* p = dom::findPreset(name);
  if (!p) {
    std::vector<std::string> close;
    for (const dom::Preset& q : dom::presets()) {
      const std::string a = lower(name), b = lower(q.name);
      if (!a.empty() && (b.find(a) != std::string::npos || a.find(b) != std::string::npos))
        close.push_back(std::string(q.name));
    }
    throw Failure(BadInput, "unknown preset \"" + name + "\"" + didYouMean(close) +
                                " (the presets are " + presetList() + "; see --list-presets)");
  }
  const std::vector<dom::CardId> cards = dom::presetCards(*p);
  if (args.has("--json")) {
    out << dom::kingdomToJson({std::string(p->name), std::string(p->source), cards}) << "\n";
    return Ok;
  }
  printCards(out, cards);
  out << "Preset: " << p->name << " (" << p->source << ")\n";
  return Ok;
}

int runKingdom(const Args& args, std::ostream& out) {
  if (!args.positional.empty()) usageError("'kingdom' takes no arguments");
  const bool list = args.has("--list-presets");
  const bool preset = args.has("--preset");
  if (list || preset) {
    for (const auto& [name, value] : args.options)
      if (name != "--json" && name != "--preset" && name != "--list-presets")
        usageError(std::string(list ? "--list-presets" : "--preset") + " cannot be combined with " +
                   name);
    if (list && preset) usageError("--list-presets cannot be combined with --preset");
    return list ? listPresets(args, out) : showPreset(args, out);
  }
  const dom::KingdomOptions options = readOptions(args);
  const uint64_t seed =
      args.has("--seed") ? parseNumber("--seed", *args.value("--seed")) : clockSeed();
  const dom::KingdomResult result = dom::generateKingdom(options, seed);
  if (!result.ok()) throw Failure(BadInput, result.error);
  if (args.has("--json")) {
    auto j = nlohmann::ordered_json::parse(dom::kingdomToJson({"", "", result.cards}));
    j["seed"] = seed;
    out << j.dump(2) << "\n";
    return Ok;
  }
  printCards(out, result.cards);
  out << "Seed: " << seed << "\n";
  return Ok;
}

}  // namespace

const Command kingdomCommand{
    .name = "kingdom",
    .summary = "a random kingdom under constraints, or a recommended one",
    .help =
        "Usage: dominion-cli kingdom [--sets base,intrigue] [--editions 1,2] [--require LIST]\n"
        "                            [--include CARDS] [--exclude CARDS] [--favour CARDS]\n"
        "                            [--max-per-set N] [--min-per-set SET:N] [--cost-spread]\n"
        "                            [--seed S] [--json]\n"
        "       dominion-cli kingdom --preset NAME [--json]\n"
        "       dominion-cli kingdom --list-presets [--json]\n\n"
        "Prints a kingdom sorted by cost, one card a line (name, cost, set), then the seed.\n"
        "The same options and seed give the same kingdom. See docs/kingdoms.md.\n\n"
        "Options:\n"
        "  --sets LIST         sets to draw from: base, intrigue ... (default: all of them)\n"
        "  --editions LIST     editions you have: 1, 2 or 1,2 (default 2); 1st-edition-only\n"
        "                      cards need 1, 2nd-edition-only cards need 2\n"
        "  --require LIST      village (+2 Actions), buy (+Buy), draw (+Cards), trashing,\n"
        "                      reaction (a Reaction when there is an Attack), cost-spread\n"
        "  --include CARDS     keep these cards and draw the rest (any set)\n"
        "  --exclude CARDS     never choose these\n"
        "  --favour CARDS      choose these three times as often\n"
        "  --max-per-set N     at most N cards from any one set\n"
        "  --min-per-set S:N   at least N cards from set S (repeat or list: base:3,intrigue:3)\n"
        "  --cost-spread       at least one card each costing $2-$3, $4 and $5 or more\n"
        "  --seed S            the random seed, a whole number (default: from the clock)\n"
        "  --json              a kingdom file (docs/kingdoms.md) with the cards and the seed\n"
        "  --preset NAME       a recommended kingdom of the rulebooks (\"Silver & Gold\")\n"
        "  --list-presets      the recommended kingdoms\n\n"
        "Card names are matched ignoring case, spaces, hyphens and apostrophes. Lists are\n"
        "separated by commas; list options may be repeated.\n\n"
        "Exit status: 2 for an unknown card, set or preset, or constraints that cannot be\n"
        "met together (the reason names them); 64 for a malformed command line.\n",
    .options = kOptions,
    .run = runKingdom,
};

}  // namespace cli
