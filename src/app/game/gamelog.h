#pragma once

#include <QList>
#include <QString>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/decision.hpp"
#include "engine/event.hpp"
#include "logmodel.h"

namespace dominion::app {

// Who sits where, for the log's sentences (read when a line is shown, so a line follows the
// language).
struct SeatNames {
  QList<QString> names;  // per seat: "Alice"; unused for the human seat
  int human = -1;        // the seat written as "You" (-1: nobody, a demo game)
};

// Whether the viewer sees which card moved (another player's draw is hidden).
bool moveVisibleTo(const dom::Event& e, int viewer);

// Turns the engine's events into the game log's lines: one sentence per action, with the
// card's bonuses, draws and the gain of a buy folded into the line of the card.
class GameLogBuilder {
 public:
  // `midGame`: the game is taken up in the middle of a turn (a position), not set up.
  void start(std::shared_ptr<const SeatNames> names, int viewer, bool midGame = false);
  // `options`: the options of the decision the event answers (for Choice events).
  void feed(const dom::Event& e, const std::vector<dom::Option>& options = {});
  void addUndo();
  // The finished lines since the last call (the line being built is finished too).
  QList<LogEntry> take();

  enum class Kind {
    Header,
    Play,
    Buy,
    Gain,
    Trash,
    Discard,
    Reveal,
    TopDeck,
    SetAside,
    ToHand,
    Draw,
    Return,
    Shuffle,
    Name,
    Choice,
    Pools,
    Pass,
    GameOver,
    Undo,
  };
  struct Line {
    Kind kind = Kind::Play;
    int seat = -1;
    int other = -1;          // Pass: to whom
    std::vector<int> cards;  // card ids, -1 for a card the viewer does not see
    std::vector<int> drawn;  // Play: cards drawn by it (-1 hidden)
    bool replay = false;
    bool treasures = false;  // a run of Treasures played
    bool shuffled = false;   // Play / Draw: the deck was shuffled during the draw
    int coins = 0, actions = 0, buys = 0;
    dom::Zone to = dom::Zone::Discard;  // Gain / Buy: where the card went
    int number = 0;                     // Header: the turn number; Choice: the option's, 1-based
    dom::Option option{};               // Choice: the option chosen (None: known by number only)
  };
  static QString render(const Line& line, const SeatNames& names);

 private:
  void flush();
  void begin(Line line);
  void addCard(Kind kind, int seat, int cardId);
  void onMove(const dom::Event& e);

  std::shared_ptr<const SeatNames> m_names = std::make_shared<SeatNames>();
  int m_viewer = 0;
  std::optional<Line> m_line;
  QList<LogEntry> m_out;
  bool m_inCleanup = false;
  bool m_started = false;  // the first turn began (set-up events are not logged)
};

}  // namespace dominion::app
