#pragma once

#include <QHash>
#include <QList>
#include <QString>
#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/decision.hpp"
#include "engine/event.hpp"
#include "engine/zones.hpp"
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
  // The Durations (card ids) whose start-of-turn effects come at the start of the seat's next
  // turn, told before that turn's TurnBegin or ExtraTurnBegin is fed: the log says which card
  // a draw at the start of the turn came from.
  void setDurationsDue(int seat, std::vector<int> cardIds);
  // The Way (card id) the next card played is played as: its Play event does not say.
  void setWayOfNextPlay(int wayCardId) { m_wayOfNextPlay = wayCardId; }
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
    ToMat,      // onto a mat, or set aside face down with a Duration (Zone::Held)
    FromMat,    // from a mat or a Duration's set-aside cards into the hand
    PileToken,  // a token added to a Supply pile (number < 0: taken off it, to the Trade Route mat)
    Tokens,     // tokens received (+1 Coffers, +2 Villagers, VP tokens) or Debt taken: `counter`
    Spend,      // tokens spent (Coffers, Villagers) or Debt paid off: `counter`, `number`
    Call,       // a Reserve called from the Tavern mat
    Unaffected,  // unaffected by an Attack thanks to a card in play (Lighthouse)
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
    int potions = 0;                    // +1 Potion (Alchemy's Potion)
    dom::Zone to = dom::Zone::Discard;  // Gain / Buy / ToMat: where the card went
    dom::Zone from = dom::Zone::Count;  // FromMat: where the cards came from
    int number = 0;  // Header: the turn number; Choice: the option's, 1-based; PileToken: how many
    dom::Option option{};  // Choice: the option chosen (None: known by number only)
    int extraTurn = 0;     // Header: an extra turn (a dom::TurnKind)
    int source = -1;       // the card whose effect this is (Haven, Caravan), -1
    // The card whose triggered ability did this (Blockade's Curse, Monkey's draw), -1.
    int by = -1;
    int token = 0;    // PileToken: a dom::PileToken
    int way = -1;     // Play: the Way the card was played as
    int counter = 0;  // Tokens / Spend: a dom::Counter
    // Tokens received during a card's line (Candlestick Maker's +1 Coffers), by dom::Counter.
    std::array<int, size_t(dom::Counter::Count)> tokens{};
  };
  static QString render(const Line& line, const SeatNames& names);
  // The log's entry for a line, rendered with the seat names given to start().
  LogEntry entryOf(const Line& line) const;
  // The entries of a log saved with a game (LogModel::records), after start(); lines this
  // version cannot read are left out.
  QList<LogEntry> restore(const QJsonArray& records) const;

 private:
  void flush();
  void begin(Line line);
  void addCard(Kind kind, int seat, int cardId);
  void onMove(const dom::Event& e);
  // A move onto or off a mat (or Haven's set-aside cards): true when it was logged here.
  bool onMatMove(const dom::Event& e, int card);
  // The card that set aside or draws at the start of the seat's turn (-1: not known).
  int dueSource(int seat, int effect) const;

  std::shared_ptr<const SeatNames> m_names = std::make_shared<SeatNames>();
  int m_viewer = 0;
  std::optional<Line> m_line;
  QList<LogEntry> m_out;
  bool m_inCleanup = false;
  bool m_started = false;  // the first turn began (set-up events are not logged)
  // From a turn's beginning to its first play, buy or phase: Durations' effects resolve.
  bool m_startOfTurn = false;
  QHash<int, int> m_lastPlayed;                 // seat -> the card it played last
  QHash<int, int> m_holder;                     // set-aside instance -> the card holding it
  QHash<int, std::vector<int>> m_durationsDue;  // seat -> Durations due at its next turn
  int m_wayOfNextPlay = -1;
  // The cards whose triggered abilities are resolving, innermost last (Triggered events).
  std::vector<int> m_triggered;
  int triggeredBy() const { return m_triggered.empty() ? -1 : m_triggered.back(); }
};

}  // namespace dominion::app
