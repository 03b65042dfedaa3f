#include "match.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include "engine/notation.hpp"
#include "engine/view.hpp"

namespace dom::ai {

GameOutcome playGame(Game& g, std::span<Player* const> seats, int maxTurns, Shortcut shortcut) {
  GameOutcome out;
  out.first = g.s.firstPlayer;
  View v;  // refilled for every decision, reusing its storage
  constexpr int MaxDecisionsInATurn = 5000;
  int turn = -1, decisionsInTurn = 0;
  while (!g.isOver()) {
    if (g.s.turn.number != turn) turn = g.s.turn.number, decisionsInTurn = 0;
    if ((maxTurns > 0 && g.s.turn.number > maxTurns) || ++decisionsInTurn > MaxDecisionsInATurn) {
      out.finished = false;
      break;
    }
    if (shortcut && shortcut(g)) continue;
    const PlayerId p = g.decision().player;
    Player* player = seats[size_t(p)];
    view(g, p, v);
    const Move m = player->decide(v);
    std::string error;
    if (!g.apply(m, &error))
      throw IllegalMove(std::string(player->name()) + " answered \"" + formatMove(g, m) + "\" to \"" +
                        describeDecision(g) + "\": " + error);
  }
  out.results = g.results();
  out.rounds = g.player(out.first).turnsTaken;
  const int province = g.pileIndex(cards::Province);
  out.endedOnProvinces = out.finished && province >= 0 && g.s.supply[size_t(province)].cards.empty();
  if (!out.finished)
    for (auto& r : out.results) r.winner = true;
  return out;
}

uint64_t gameSeed(uint64_t base, int64_t game) {
  // splitmix64 of the pair: neighbouring games get unrelated seeds.
  uint64_t z = base * 0x9e3779b97f4a7c15ULL + uint64_t(game) + 0x632be59bd9b4e019ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::vector<CardId> randomKingdom(Rng& rng, std::span<const CardSet> sets, int count) {
  std::vector<CardId> pool;
  const auto table = cardTable();
  for (size_t c = 0; c < table.size(); ++c)
    if (table[c].isKingdom() && std::find(sets.begin(), sets.end(), table[c].set) != sets.end())
      pool.push_back(CardId(c));
  std::vector<CardId> out;
  for (int k = 0; k < count && !pool.empty(); ++k) {
    const size_t i = rng.below(uint32_t(pool.size()));
    out.push_back(pool[i]);
    pool[i] = pool.back();
    pool.pop_back();
  }
  return out;
}

SimulationResult simulate(const SimulationOptions& o) {
  const int n = int(o.players.size());
  if (n < 2 || n > MaxPlayers) throw std::invalid_argument("a game needs 2 to 6 players");
  if (o.games < 0) throw std::invalid_argument("the number of games cannot be negative");
  if (o.threads < 1) throw std::invalid_argument("at least one thread is needed");
  SimulationResult result;
  std::vector<CardId> kingdom = o.kingdom;
  for (const std::string& name : o.players) {
    const PlayerInfo* info = findPlayer(name);
    if (!info) throw std::invalid_argument("unknown player '" + name + "'");
    result.players.push_back({.name = info->name, .bySeat = std::vector<SeatRecord>(size_t(n))});
    if (o.kingdom.empty() && !o.randomKingdoms)
      for (CardId c : info->make(0)->kingdomCards())
        if (std::find(kingdom.begin(), kingdom.end(), c) == kingdom.end()) kingdom.push_back(c);
  }
  if (o.randomKingdoms) {
    kingdom.clear();
    Rng rng(o.seed);
    if (randomKingdom(rng, o.sets, 1).empty())
      throw std::invalid_argument("the chosen sets hold no Kingdom cards");
  }
  result.kingdom = kingdom;

  const std::vector<PlayerRecord> blank = result.players;  // each thread's zeroed tally
  std::mutex merge;
  std::atomic<int64_t> next{0};
  const auto start = std::chrono::steady_clock::now();
  auto work = [&] {
    SimulationResult local;
    local.players = blank;
    // Claim games in small batches; every game's outcome depends on its index only.
    constexpr int64_t Batch = 64;
    for (int64_t from = next.fetch_add(Batch); from < o.games; from = next.fetch_add(Batch)) {
      for (int64_t k = from; k < std::min(o.games, from + Batch); ++k) {
        const uint64_t seed = gameSeed(o.seed, k);
        Setup setup{.kingdom = kingdom, .players = n, .seed = seed, .firstPlayer = PlayerId(k % n)};
        if (o.randomKingdoms) {
          Rng rng(seed ^ 0x5bd1e9955bd1e995ULL);
          setup.kingdom = randomKingdom(rng, o.sets, 10);
        }
        // Platinum and Colony, and Shelters, as the rulebooks' randomizer decides, like a game
        // of the app: never for a kingdom without Prosperity (or Dark Ages) cards.
        setup.colonies = useColonies(setup.kingdom, seed);
        setup.shelters = useShelters(setup.kingdom, seed);
        std::vector<std::unique_ptr<Player>> owned;
        std::vector<Player*> seats;
        for (int p = 0; p < n; ++p) {
          owned.push_back(makePlayer(o.players[size_t(p)], gameSeed(seed, p + 1)));
          seats.push_back(owned.back().get());
        }
        Game g = Game::create(setup);
        const GameOutcome out = playGame(g, seats, o.maxTurns);
        ++local.games;
        local.rounds += out.rounds;
        local.unfinished += !out.finished;
        local.endedOnProvinces += out.endedOnProvinces;
        local.endedOnPiles += out.finished && !out.endedOnProvinces;
        const int winners = int(std::count_if(out.results.begin(), out.results.end(),
                                              [](const PlayerResult& r) { return r.winner; }));
        for (int p = 0; p < n; ++p) {
          PlayerRecord& rec = local.players[size_t(p)];
          const PlayerResult& r = out.results[size_t(p)];
          SeatRecord& seat = rec.bySeat[size_t((p - out.first + n) % n)];
          ++seat.games;
          rec.vp += r.vp;
          if (r.winner && winners == 1)
            ++rec.wins, ++seat.wins;
          else if (r.winner)
            ++rec.ties, ++seat.ties;
          else
            ++rec.losses;
        }
      }
    }
    std::lock_guard lock(merge);
    result.games += local.games;
    result.rounds += local.rounds;
    result.unfinished += local.unfinished;
    result.endedOnProvinces += local.endedOnProvinces;
    result.endedOnPiles += local.endedOnPiles;
    for (size_t p = 0; p < result.players.size(); ++p) {
      PlayerRecord &to = result.players[p], &from = local.players[p];
      to.wins += from.wins, to.ties += from.ties, to.losses += from.losses, to.vp += from.vp;
      for (size_t s = 0; s < to.bySeat.size(); ++s) {
        to.bySeat[s].games += from.bySeat[s].games;
        to.bySeat[s].wins += from.bySeat[s].wins;
        to.bySeat[s].ties += from.bySeat[s].ties;
      }
    }
  };
  std::exception_ptr failure;
  std::vector<std::thread> pool;
  for (int t = 0; t < o.threads; ++t)
    pool.emplace_back([&] {
      try {
        work();
      } catch (...) {
        std::lock_guard lock(merge);
        if (!failure) failure = std::current_exception();
        next = o.games;  // the others stop at their next batch
      }
    });
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace dom::ai
