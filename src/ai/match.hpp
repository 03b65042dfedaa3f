// Playing games between players: one game (playGame) and many (simulate).
#pragma once

#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/game.hpp"
#include "engine/kingdom.hpp"
#include "player.hpp"

namespace dom::ai {

// A player answered with an illegal move: a bug in that player.
class IllegalMove : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

struct GameOutcome {
  std::vector<PlayerResult> results;  // by seat
  PlayerId first = 0;                 // the seat that took the first turn
  int rounds = 0;                     // turns taken by the first player
  bool finished = true;               // false: stopped at the turn limit
  bool endedOnProvinces = false;      // the Province pile ran out (else piles, or unfinished)
};

// Moves made on the game without asking its player (true: one was made). Playouts use it for
// the moves a plan player makes without looking, to save building a view.
using Shortcut = bool (*)(Game& g);

// Plays g to its end, asking seats[p] for the decisions of seat p through p's View. Stops
// after `maxTurns` turns in all (0: no limit), or in a turn that never ends (thousands of
// decisions: a repeatable Reaction revealed forever); such a game is unfinished. Throws
// IllegalMove if a player's answer is refused.
GameOutcome playGame(Game& g, std::span<Player* const> seats, int maxTurns = 0, Shortcut shortcut = nullptr);

struct SimulationOptions {
  std::vector<std::string> players;  // factory names, one per seat (2 to 6)
  // The Kingdom cards of every game. Empty (and no random kingdoms): the union of the
  // players' kingdomCards().
  std::vector<CardId> kingdom;
  bool randomKingdoms = false;                // 10 Kingdom cards drawn per game from `sets`
  std::vector<CardSet> sets = kingdomSets();  // every set with Kingdom cards
  int64_t games = 1000;
  uint64_t seed = 1;
  int threads = 1;
  int maxTurns = 2000;  // per game, all players' turns together
};

struct SeatRecord {
  int64_t games = 0, wins = 0, ties = 0;
};

struct PlayerRecord {
  std::string name;
  int64_t wins = 0, ties = 0, losses = 0;  // a tie: sharing the win
  int64_t vp = 0;                          // summed over the games
  std::vector<SeatRecord> bySeat;          // by position in turn order (0 = went first)
};

struct SimulationResult {
  int64_t games = 0;
  int64_t rounds = 0;                 // summed over the games
  int64_t endedOnProvinces = 0;       // the Province pile ran out
  int64_t endedOnPiles = 0;           // enough other piles ran out
  int64_t unfinished = 0;             // stopped at the turn limit: counted as a tie for everyone
  double seconds = 0;                 // wall-clock time
  std::vector<CardId> kingdom;        // the fixed kingdom (empty with random kingdoms)
  std::vector<PlayerRecord> players;  // in the order given
};

// Plays options.games games; game k has its own seed (gameSeed) and the first turn goes to
// seat k mod players. The counts depend only on the options' seed, not on the threads.
// Throws std::invalid_argument for an unknown player or a bad option.
SimulationResult simulate(const SimulationOptions& options);

uint64_t gameSeed(uint64_t base, int64_t game);
// `count` distinct Kingdom cards drawn uniformly from the sets (fewer if the sets hold fewer).
std::vector<CardId> randomKingdom(Rng& rng, std::span<const CardSet> sets, int count = 10);

}  // namespace dom::ai
