// dominion-cli simulate: plays many games between AI players (the reference bots and the AI
// levels, made by name by the AI library's factory) and prints the results.
#include "simulate.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

#include "ai/match.hpp"
#include "ai/player.hpp"
#include "engine/kingdom.hpp"

namespace cli {

namespace {

constexpr OptionSpec kOptions[] = {
    {"--players", true}, {"--kingdom", true}, {"--random-kingdoms", false},
    {"--sets", true},    {"--games", true},   {"--seed", true},
    {"--threads", true}, {"--json", false},   {"--list", false},
};

std::vector<std::string> splitList(const std::string& list) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= list.size()) {
    size_t comma = list.find(',', start);
    if (comma == std::string::npos) comma = list.size();
    std::string item = trim(std::string_view(list).substr(start, comma - start));
    if (!item.empty()) out.push_back(std::move(item));
    start = comma + 1;
  }
  return out;
}

std::string join(const std::vector<std::string>& v, std::string_view sep) {
  std::string out;
  for (size_t k = 0; k < v.size(); ++k) out += (k ? std::string(sep) : "") + v[k];
  return out;
}

std::vector<dom::CardId> parseKingdom(const std::string& list) {
  std::vector<dom::CardId> out;
  for (const std::string& name : splitList(list)) {
    dom::CardId c = dom::findCard(name);
    if (c == dom::NoCard) c = dom::findCardLoose(name);
    if (c == dom::NoCard)
      throw Failure(BadInput,
                    "unknown card \"" + name + "\" in --kingdom" + didYouMean(similarCards(name, true)));
    if (!dom::card(c).isKingdom())
      throw Failure(BadInput, std::string(dom::card(c).name) +
                                  " is not a Kingdom card (--kingdom lists Kingdom cards only)");
    if (std::find(out.begin(), out.end(), c) != out.end())
      throw Failure(BadInput, std::string(dom::card(c).name) + " is listed twice in --kingdom");
    out.push_back(c);
  }
  if (out.empty()) usageError("--kingdom lists no cards");
  return out;
}

// Sets by name, as the randomizer offers them (complete sets only).
std::vector<dom::CardSet> parseSets(const std::string& list) {
  std::vector<dom::CardSet> out;
  for (const std::string& name : splitList(list)) {
    const std::optional<dom::CardSet> s = dom::findSet(name);
    if (!s) {
      std::vector<std::string> names;
      for (dom::CardSet known : dom::kingdomSets()) names.push_back(lower(dom::setName(known)));
      throw Failure(BadInput, "unknown set \"" + name + "\" in --sets (the sets are " +
                                  join(names, ", ") + ")");
    }
    if (std::find(out.begin(), out.end(), *s) == out.end()) out.push_back(*s);
  }
  if (out.empty()) usageError("--sets lists no sets");
  return out;
}

// The names after --players (each --players value, split at commas) and any further arguments.
std::vector<std::string> playerList(const Args& args) {
  std::vector<std::string> names;
  for (const auto& [option, value] : args.options)
    if (option == "--players")
      for (std::string& n : splitList(value)) names.push_back(std::move(n));
  for (const std::string& p : args.positional)
    for (std::string& n : splitList(p)) names.push_back(std::move(n));
  for (std::string& n : names) {
    const dom::ai::PlayerInfo* info = dom::ai::findPlayer(n);
    if (!info)
      throw Failure(BadInput, "unknown player \"" + n + "\" (the players are: " +
                                  join(dom::ai::playerNames(), ", ") + "; see dominion-cli simulate --list)");
    n = info->name;
  }
  return names;
}

int listPlayers(const Args& args, std::ostream& out) {
  const auto& all = dom::ai::registeredPlayers();
  if (args.has("--json")) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& p : all) {
      nlohmann::json cards = nlohmann::json::array();
      for (dom::CardId c : p.make(0)->kingdomCards()) cards.push_back(dom::card(c).name);
      list.push_back({{"name", p.name},
                      {"kind", p.kind == dom::ai::PlayerKind::Bot ? "bot" : "level"},
                      {"kingdom_cards", cards},
                      {"summary", p.summary}});
    }
    out << list.dump(2) << "\n";
    return Ok;
  }
  size_t width = 0;
  for (const auto& p : all) width = std::max(width, p.name.size());
  for (const auto& p : all) {
    out << p.name << std::string(width - p.name.size() + 2, ' ')
        << (p.kind == dom::ai::PlayerKind::Bot ? "bot    " : "level  ") << p.summary << "\n";
  }
  return Ok;
}

// 95% confidence interval half-width of a proportion, in percent.
double ci95(int64_t hits, int64_t n) {
  if (n == 0) return 0;
  const double p = double(hits) / double(n);
  return 100 * 1.96 * std::sqrt(p * (1 - p) / double(n));
}

double pct(int64_t hits, int64_t n) { return n ? 100.0 * double(hits) / double(n) : 0; }

std::string fixed(double x, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

// Characters shown, counting a UTF-8 sequence ("±") as one.
size_t displayWidth(const std::string& s) {
  return size_t(std::count_if(s.begin(), s.end(),
                              [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string ordinal(size_t k) {
  static const char* names[] = {"1st", "2nd", "3rd", "4th", "5th", "6th"};
  return k < 6 ? names[k] : std::to_string(k + 1) + "th";
}

nlohmann::json toJson(const dom::ai::SimulationOptions& o, const dom::ai::SimulationResult& r) {
  using nlohmann::json;
  const double n = double(std::max<int64_t>(r.games, 1));
  json players = json::array();
  for (const auto& p : r.players) {
    json seats = json::array();
    for (size_t s = 0; s < p.bySeat.size(); ++s) {
      const auto& seat = p.bySeat[s];
      seats.push_back({{"seat", s + 1},
                       {"games", seat.games},
                       {"wins", seat.wins},
                       {"ties", seat.ties},
                       {"win_pct", pct(seat.wins, seat.games)}});
    }
    players.push_back({{"name", p.name},
                       {"wins", p.wins},
                       {"ties", p.ties},
                       {"losses", p.losses},
                       {"win_pct", pct(p.wins, r.games)},
                       {"tie_pct", pct(p.ties, r.games)},
                       {"loss_pct", pct(p.losses, r.games)},
                       {"win_pct_ci95", ci95(p.wins, r.games)},
                       {"tie_pct_ci95", ci95(p.ties, r.games)},
                       {"loss_pct_ci95", ci95(p.losses, r.games)},
                       {"average_vp", double(p.vp) / n},
                       {"by_seat", seats}});
  }
  json kingdom = json::array();
  for (dom::CardId c : r.kingdom) kingdom.push_back(dom::card(c).name);
  json sets = json::array();
  for (dom::CardSet s : o.sets) sets.push_back(lower(dom::setName(s)));
  json j = {{"games", r.games},
            {"seed", o.seed},
            {"threads", o.threads},
            {"random_kingdoms", o.randomKingdoms},
            {"kingdom", o.randomKingdoms ? json(nullptr) : kingdom},
            {"average_rounds", double(r.rounds) / n},
            {"ended_on_provinces_pct", pct(r.endedOnProvinces, r.games)},
            {"ended_on_piles_pct", pct(r.endedOnPiles, r.games)},
            {"unfinished", r.unfinished},
            {"seconds", r.seconds},
            {"games_per_second", r.seconds > 0 ? double(r.games) / r.seconds : 0.0},
            {"players", players}};
  if (o.randomKingdoms) j["sets"] = sets;
  return j;
}

void printText(const dom::ai::SimulationOptions& o, const dom::ai::SimulationResult& r, std::ostream& out) {
  std::vector<std::string> kingdom;
  for (dom::CardId c : r.kingdom) kingdom.emplace_back(dom::card(c).name);
  out << r.players.size() << " players, " << r.games << " games, seed " << o.seed << ", " << o.threads
      << (o.threads == 1 ? " thread" : " threads") << "\n";
  if (o.randomKingdoms) {
    std::vector<std::string> sets;
    for (dom::CardSet s : o.sets) sets.emplace_back(lower(dom::setName(s)));
    out << "Kingdom: 10 random cards per game from " << join(sets, ", ") << "\n";
  } else {
    out << "Kingdom: " << (kingdom.empty() ? "none (basic cards only)" : join(kingdom, ", ")) << "\n";
  }
  out << "\n";
  // Rows: name, wins, ties, losses (percent ± 95% CI), then the win rate by seat.
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> head{"Player", "Wins", "Ties", "Losses"};
  const size_t seats = r.players.empty() ? 0 : r.players[0].bySeat.size();
  for (size_t s = 0; s < seats; ++s) head.push_back("Win% " + ordinal(s));
  rows.push_back(head);
  auto cell = [&](int64_t x) { return fixed(pct(x, r.games), 2) + "% ± " + fixed(ci95(x, r.games), 2); };
  for (const auto& p : r.players) {
    std::vector<std::string> row{p.name, cell(p.wins), cell(p.ties), cell(p.losses)};
    for (const auto& seat : p.bySeat) row.push_back(fixed(pct(seat.wins, seat.games), 2) + "%");
    rows.push_back(row);
  }
  std::vector<size_t> width(head.size(), 0);
  for (const auto& row : rows)
    for (size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], displayWidth(row[c]));
  for (const auto& row : rows) {
    std::string line;
    for (size_t c = 0; c < row.size(); ++c) {
      line += row[c];
      if (c + 1 < row.size()) line += std::string(width[c] - displayWidth(row[c]) + 2, ' ');
    }
    out << line << "\n";
  }
  const double n = double(std::max<int64_t>(r.games, 1));
  out << "\n(wins, ties and losses: percent of the games ± the 95% confidence interval; a tie is a shared "
         "win)\n";
  out << "Average rounds (turns of the first player): " << fixed(double(r.rounds) / n, 2) << "\n";
  out << "Games ended on Provinces: " << fixed(pct(r.endedOnProvinces, r.games), 2)
      << "%, on piles: " << fixed(pct(r.endedOnPiles, r.games), 2) << "%";
  if (r.unfinished) out << ", stopped at the turn limit: " << r.unfinished << " (counted as ties)";
  out << "\n";
  out << "Games per second: " << fixed(r.seconds > 0 ? double(r.games) / r.seconds : 0, 0) << " ("
      << fixed(r.seconds, 2) << " s)\n";
}

int runSimulate(const Args& args, std::ostream& out) {
  if (args.has("--list")) {
    for (const auto& [option, value] : args.options)
      if (option != "--list" && option != "--json") usageError("--list takes no other option but --json");
    if (!args.positional.empty()) usageError("--list takes no arguments");
    return listPlayers(args, out);
  }
  dom::ai::SimulationOptions o;
  if (!args.has("--players") && !args.positional.empty())
    usageError("unexpected argument \"" + args.positional[0] + "\" (players go after --players)");
  o.players = playerList(args);
  if (o.players.size() < 2 || o.players.size() > size_t(dom::MaxPlayers))
    usageError("simulate needs 2 to 6 players: --players \"Big Money\" \"Smithy Big Money\"");
  o.randomKingdoms = args.has("--random-kingdoms");
  if (auto k = args.value("--kingdom")) {
    if (o.randomKingdoms) usageError("--kingdom and --random-kingdoms exclude each other");
    o.kingdom = parseKingdom(*k);
  }
  if (auto s = args.value("--sets")) {
    if (!o.randomKingdoms) usageError("--sets goes with --random-kingdoms");
    o.sets = parseSets(*s);
  }
  if (auto g = args.value("--games")) {
    const uint64_t n = parseNumber("--games", *g);
    if (n < 1 || n > 1'000'000'000) throw Failure(BadInput, "--games must be between 1 and 1000000000");
    o.games = int64_t(n);
  } else {
    o.games = 10000;
  }
  if (auto s = args.value("--seed")) o.seed = parseNumber("--seed", *s);
  if (auto t = args.value("--threads")) {
    const uint64_t n = parseNumber("--threads", *t);
    if (n < 1 || n > 256) throw Failure(BadInput, "--threads must be between 1 and 256");
    o.threads = int(n);
  }
  dom::ai::SimulationResult r;
  try {
    r = dom::ai::simulate(o);
  } catch (const std::invalid_argument& e) {
    throw Failure(BadInput, e.what());
  }
  if (r.kingdom.empty() && !o.randomKingdoms) r.kingdom = o.kingdom;
  if (args.has("--json"))
    out << toJson(o, r).dump(2) << "\n";
  else
    printText(o, r, out);
  return Ok;
}

}  // namespace

const Command simulateCommand{
    .name = "simulate",
    .summary = "play many games between AI players and print win rates",
    .help =
        "Usage: dominion-cli simulate --players NAME NAME... [options]\n"
        "       dominion-cli simulate --list [--json]\n\n"
        "Plays games between AI players (the reference bots and the AI levels) with the first\n"
        "turn going to each seat in turn, and prints for each player the wins, ties (shared\n"
        "wins) and losses with a 95% confidence interval and the win rate by seat (1st = took\n"
        "the first turn), then the average number of rounds (turns of the first player), the\n"
        "share of games ended on Provinces and on piles, and the games per second. The same\n"
        "seed gives the same games whatever the number of threads.\n\n"
        "Options:\n"
        "  --players NAMES     2 to 6 players: the names following --players (quote names\n"
        "                      with spaces), or one value separated by commas\n"
        "  --kingdom LIST      the Kingdom cards, separated by commas (default: the Kingdom\n"
        "                      cards the players' strategies use, e.g. Smithy for Smithy Big\n"
        "                      Money; none for Big Money)\n"
        "  --random-kingdoms   10 Kingdom cards drawn at random for each game\n"
        "  --sets LIST         the sets --random-kingdoms draws from: base, intrigue,\n"
        "                      prosperity ... (default: all of them)\n"
        "  --games N           the number of games (default 10000)\n"
        "  --seed S            the base seed; game k is seeded from it and k (default 1)\n"
        "  --threads T         threads to play on (default 1)\n"
        "  --json              one JSON object: games, games_per_second, average_rounds,\n"
        "                      ended_on_provinces_pct, ended_on_piles_pct, unfinished, seconds,\n"
        "                      seed, threads, kingdom, and players (in the order given), each\n"
        "                      with name, wins, ties, losses, win_pct, tie_pct, loss_pct, their\n"
        "                      _ci95 half-widths, average_vp and by_seat\n"
        "  --list              list the players that can be named, with what they do\n\n"
        "Example:\n"
        "  dominion-cli simulate --players \"Big Money\" \"Smithy Big Money\" --games 100000 --threads 2\n",
    .options = kOptions,
    .run = runSimulate,
};

}  // namespace cli
