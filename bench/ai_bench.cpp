// How long the AI levels think: per-decision CPU time of the level's thread (so the figures
// hold on a busy machine), and wall time, over games against Big Money Ultimate on random
// kingdoms. Prints figures; asserts nothing.
//
//   ai_bench [--level Hard] [--games 20] [--players 2] [--seed 1] [--sets base,intrigue]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <optional>
#include <string>
#include <vector>

#include "ai/match.hpp"
#include "engine/kingdom.hpp"
#include "engine/view.hpp"

using namespace dom;
using namespace dom::ai;

namespace {

double threadCpuMs() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

double quantile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[size_t(q * double(v.size() - 1))];
}

}  // namespace

int main(int argc, char** argv) {
  std::string level = "Hard";
  int games = 20, players = 2;
  uint64_t seed = 1;
  std::vector<CardSet> sets{CardSet::Base, CardSet::Intrigue};
  std::string setNames = "base, intrigue";
  bool badSet = false;
  for (int k = 1; k + 1 < argc; k += 2) {
    if (!std::strcmp(argv[k], "--level"))
      level = argv[k + 1];
    else if (!std::strcmp(argv[k], "--games"))
      games = std::atoi(argv[k + 1]);
    else if (!std::strcmp(argv[k], "--players"))
      players = std::atoi(argv[k + 1]);
    else if (!std::strcmp(argv[k], "--seed"))
      seed = std::strtoull(argv[k + 1], nullptr, 10);
    else if (!std::strcmp(argv[k], "--sets")) {
      sets.clear();
      setNames = argv[k + 1];
      for (std::string rest = argv[k + 1]; !rest.empty();) {
        const size_t comma = rest.find(',');
        const std::optional<CardSet> s = findSet(rest.substr(0, comma));
        if (s)
          sets.push_back(*s);
        else
          badSet = true;
        rest = comma == std::string::npos ? "" : rest.substr(comma + 1);
      }
    }
  }
  if (!findPlayer(level) || players < 2 || players > 6 || games < 1 || badSet || sets.empty()) {
    std::fprintf(
        stderr,
        "usage: ai_bench [--level NAME] [--games N] [--players 2-6] [--seed S] [--sets base,intrigue]\n");
    return 2;
  }
  Rng rng(seed);
  std::vector<double> cpu, wall;
  double firstMax = 0;
  int wins = 0;
  for (int n = 0; n < games; ++n) {
    const auto kingdom = randomKingdom(rng, sets, 10);
    Game g = Game::create({.kingdom = kingdom,
                           .players = players,
                           .seed = gameSeed(seed, n),
                           .firstPlayer = PlayerId(n % players)});
    std::vector<std::unique_ptr<Player>> seats;
    for (int p = 0; p < players; ++p)
      seats.push_back(makePlayer(p == 0 ? level : "Big Money Ultimate", gameSeed(seed, n) + uint64_t(p)));
    bool first = true;
    while (!g.isOver()) {
      const PlayerId p = g.decision().player;
      const View v = view(g, p);
      const double c0 = threadCpuMs();
      const auto w0 = std::chrono::steady_clock::now();
      const Move m = seats[size_t(p)]->decide(v);
      if (p == 0) {
        const double c = threadCpuMs() - c0;
        cpu.push_back(c);
        wall.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - w0).count());
        if (first) firstMax = std::max(firstMax, c), first = false;
      }
      if (!g.apply(m)) {
        std::fprintf(stderr, "illegal move by seat %d\n", p);
        return 1;
      }
    }
    wins += g.results()[0].winner;
  }
  std::printf("%s vs Big Money Ultimate, %d players, %d games on random kingdoms (%s)\n", level.c_str(),
              players, games, setNames.c_str());
  std::printf("decisions: %zu\n", cpu.size());
  std::printf(
      "CPU ms per decision:  median %.2f  p90 %.2f  p99 %.1f  max %.1f (first decision, with the plan: max "
      "%.1f)\n",
      quantile(cpu, 0.5), quantile(cpu, 0.9), quantile(cpu, 0.99), quantile(cpu, 1.0), firstMax);
  std::printf("wall ms per decision: median %.2f  p90 %.2f  p99 %.1f  max %.1f\n", quantile(wall, 0.5),
              quantile(wall, 0.9), quantile(wall, 0.99), quantile(wall, 1.0));
  std::printf("wins (incl. shared): %d of %d\n", wins, games);
  return 0;
}
