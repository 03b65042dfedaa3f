// engine_bench: games per second on one core for a Big Money mirror (2 players, no Kingdom
// cards), played through the engine's public interface.
//
//   engine_bench [games] [engine|view|create]   (default: all three)
//
// 1. "engine": a minimal Big Money written against Game::decision()/apply() (Province with
//    $8, Gold with $6, Silver with $3), so the figure is the engine's own speed.
// 2. "view bot": the reference bot "Big Money" from the AI library, asked through each
//    seat's View as every AI player is (dom::ai::playGame).
// 3. "create": Game::create alone, the set-up share of a game.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

#include "ai/match.hpp"
#include "engine/game.hpp"

using namespace dom;

namespace {

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

// CPU time of this thread: the fair figure on a busy machine (wall time counts the waits).
double cpuSeconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

struct Tally {
  long long games = 0, turns = 0, decisions = 0;
  unsigned long long checksum = 0;  // keeps the optimizer honest and shows determinism
};

// The minimal Big Money: reads the pending decision and the current player's hand and coins.
Move bigMoney(const Game& g, int province, int gold, int silver) {
  const Decision& d = g.decision();
  if (d.kind != DecisionKind::BuyPhase) return Move::end();
  const TurnState& t = g.s.turn;
  if (!t.bought)
    for (Inst i : g.player(t.player).hand())
      if (g.defOf(i).is(Treasure)) return Move::playTreasures();
  auto canBuy = [&](int pile) { return !g.s.supply[size_t(pile)].cards.empty(); };
  if (t.coins >= 8 && canBuy(province)) return Move::buy(province);
  if (t.coins >= 6 && canBuy(gold)) return Move::buy(gold);
  if (t.coins >= 3 && canBuy(silver)) return Move::buy(silver);
  return Move::end();
}

Tally runEngine(long long games) {
  Tally t;
  for (long long k = 0; k < games; ++k) {
    Game g = Game::create({.players = 2, .seed = uint64_t(k) + 1, .firstPlayer = PlayerId(k % 2)});
    const int province = g.pileIndex(cards::Province), gold = g.pileIndex(cards::Gold),
              silver = g.pileIndex(cards::Silver);
    while (!g.isOver()) {
      if (!g.apply(bigMoney(g, province, gold, silver))) {
        std::fprintf(stderr, "illegal move in game %lld\n", k);
        std::exit(1);
      }
      ++t.decisions;
    }
    ++t.games;
    t.turns += g.s.turn.number;
    t.checksum = t.checksum * 31 + uint64_t(g.score(0) * 1000 + g.score(1));
  }
  return t;
}

Tally runViewBot(long long games) {
  Tally t;
  for (long long k = 0; k < games; ++k) {
    auto a = ai::makePlayer("Big Money", 1), b = ai::makePlayer("Big Money", 2);
    ai::Player* seats[] = {a.get(), b.get()};
    Game g = Game::create({.players = 2, .seed = uint64_t(k) + 1, .firstPlayer = PlayerId(k % 2)});
    ai::playGame(g, seats);
    ++t.games;
    t.turns += g.s.turn.number;
    t.checksum = t.checksum * 31 + uint64_t(g.score(0) * 1000 + g.score(1));
  }
  return t;
}

Tally runCreate(long long games) {
  Tally t;
  for (long long k = 0; k < games; ++k) {
    Game g = Game::create({.players = 2, .seed = uint64_t(k) + 1});
    ++t.games;
    t.checksum += uint64_t(g.s.instCard.size() + g.player(0).hand().size());
  }
  return t;
}

template <class F>
void report(const char* name, long long games, F&& run) {
  run(games / 20 + 1);  // warm up
  const auto start = Clock::now();
  const double cpuStart = cpuSeconds();
  const Tally t = run(games);
  const double wall = seconds(start), cpu = cpuSeconds() - cpuStart;
  std::printf("%-8s %8lld games  %8.0f games/s  %6.2f µs/game (CPU time; %.0f games/s by the wall clock)",
              name, t.games, double(t.games) / cpu, 1e6 * cpu / double(t.games), double(t.games) / wall);
  if (t.turns) std::printf("  %5.1f turns/game", double(t.turns) / double(t.games));
  if (t.decisions) std::printf("  %5.1f decisions/game", double(t.decisions) / double(t.games));
  std::printf("  [checksum %016llx]\n", t.checksum);
}

}  // namespace

int main(int argc, char** argv) {
  const long long games = argc > 1 ? std::atoll(argv[1]) : 100000;
  if (games <= 0) {
    std::fprintf(stderr, "usage: engine_bench [games]\n");
    return 64;
  }
  const std::string only = argc > 2 ? argv[2] : "";
  std::printf("Big Money mirror, 2 players, one core\n");
  if (only.empty() || only == "engine") report("engine", games, runEngine);
  if (only.empty() || only == "view") report("view bot", only.empty() ? games / 4 : games, runViewBot);
  if (only.empty() || only == "create") report("create", games, runCreate);
  return 0;
}
