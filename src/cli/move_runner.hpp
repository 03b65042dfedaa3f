// Applies a list of moves written in notation, one after the other, with what a list adds to
// dom::parseMove: `end turn` from the Action phase (two moves), and the refusal of an `end turn`
// that would end the next player's turn because the last move already ended the turn by itself.
#pragma once

#include <string>
#include <vector>

#include "engine/game.hpp"

namespace cli {

class MoveRunner {
 public:
  explicit MoveRunner(dom::Game& game) : g_(game) {}

  // Applies one move. An unknown or illegal move changes nothing and returns false with the
  // reason in *error.
  bool apply(const std::string& text, std::string* error);
  // The moves apply() takes now, in notation with the ends named (`end actions`, `end buys`,
  // and `end turn` unless it would be refused), at most `limit` of them (see legalMoveTexts).
  std::vector<std::string> legalMoves(size_t limit, uint64_t* unlisted) const;

 private:
  bool endTurn(std::string* error);

  dom::Game& g_;
  // Set when the last move was not an end of the turn and yet the turn ended (the last Buy was
  // used): an `end turn` then would end the next player's turn.
  bool turnEndedByItself_ = false;
  std::string lastMove_;
  dom::PlayerId lastMovePlayer_ = dom::NoPlayer;
};

}  // namespace cli
