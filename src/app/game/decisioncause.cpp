#include "decisioncause.h"

namespace dominion::app {

using dom::When;
using Kind = GameLogBuilder::Kind;

QString causeSentence(const dom::Game& game, const dom::Game::Cause& cause,
                      const SeatNames& names) {
  if (!cause.known() || cause.player == dom::NoPlayer) return {};
  GameLogBuilder::Line line;
  line.seat = int(cause.player);
  switch (cause.when) {
    case When::Gain:
      line.kind = Kind::Gain;
      break;
    case When::Buy:
      line.kind = Kind::Buy;
      break;
    case When::Trash:
      line.kind = Kind::Trash;
      break;
    case When::Discard:
      line.kind = Kind::Discard;
      break;
    case When::Play:
    case When::Attack:
      line.kind = Kind::Play;
      break;
    case When::Reveal:
      line.kind = Kind::Reveal;
      break;
    case When::Shuffle:
      line.kind = Kind::Shuffle;
      break;
    default:
      // The start of a turn, the end of a Buy phase, Clean-up: the moment tells itself.
      return {};
  }
  if (line.kind != Kind::Shuffle) {
    // Every event a card listens to is public: gains, buys, trashes, discards outside Clean-up,
    // plays and reveals.
    if (cause.inst == dom::NoInst) return {};
    line.cards = {int(game.cardOf(cause.inst))};
  }
  return GameLogBuilder::render(line, names);
}

}  // namespace dominion::app
