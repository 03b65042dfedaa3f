// dominion-cli apply: moves in notation applied in order (see move_runner.hpp).
#include "move_runner.hpp"

#include <cctype>

#include "cli.hpp"
#include "engine/notation.hpp"

namespace cli {

namespace {

bool isEndTurn(const std::string& text) {
  std::string key;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c)))
      key += char(std::tolower(static_cast<unsigned char>(c)));
  return key == "endturn";
}

bool pending(const dom::Game& g, dom::DecisionKind kind) {
  return !g.isOver() && g.decision().kind == kind;
}

std::string playerName(dom::PlayerId p) { return "Player " + std::to_string(p + 1); }

bool fail(std::string* error, std::string why) {
  if (error) *error = std::move(why);
  return false;
}

}  // namespace

bool MoveRunner::apply(const std::string& text, std::string* error) {
  const int turnBefore = g_.s.turn.number;
  const dom::PlayerId player = g_.current();
  const bool ending = isEndTurn(text);
  const bool buyPhaseBefore = pending(g_, dom::DecisionKind::BuyPhase);
  dom::MoveKind kind = dom::MoveKind::EndPhase;
  if (ending) {
    if (!endTurn(error)) return false;
  } else {
    const auto move = dom::parseMove(g_, text, error);
    if (!move || !g_.apply(*move, error)) return false;
    kind = move->kind;
  }
  const bool turnEnded = g_.isOver() || g_.s.turn.number != turnBefore;
  const bool endedOnPurpose = ending || (kind == dom::MoveKind::EndPhase && buyPhaseBefore);
  turnEndedByItself_ = turnEnded && !endedOnPurpose;
  lastMove_ = text;
  lastMovePlayer_ = player;
  return true;
}

std::vector<std::string> MoveRunner::legalMoves(size_t limit, uint64_t* unlisted) const {
  std::vector<std::string> moves = legalMoveTexts(g_, limit, unlisted, EndForm::Named);
  if (turnEndedByItself_) std::erase(moves, "end turn");
  return moves;
}

bool MoveRunner::endTurn(std::string* error) {
  if (turnEndedByItself_ && !g_.isOver())
    return fail(error, playerName(lastMovePlayer_) +
                           "'s turn already ended by itself with the move before (\"" + lastMove_ +
                           "\"); end turn would end " + playerName(g_.current()) +
                           "'s turn: name the phase to end it (end actions, end buys)");
  if (!pending(g_, dom::DecisionKind::ActionPhase)) {
    // The Buy phase: one move. Anything else: parseMove says what is pending.
    const auto move = dom::parseMove(g_, "end turn", error);
    return move && g_.apply(*move, error);
  }
  // The Action phase, then the Buy phase of the same turn (unless the turn ended with the
  // Action phase: no Buys left). Applied to a copy, so that a refusal changes nothing.
  dom::Game next = g_;
  const int turn = next.s.turn.number;
  if (!next.apply(dom::Move::end(), error)) return false;
  if (next.s.turn.number == turn && pending(next, dom::DecisionKind::BuyPhase) &&
      !next.apply(dom::Move::end(), error))
    return false;
  g_ = std::move(next);
  return true;
}

}  // namespace cli
