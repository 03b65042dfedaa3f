#pragma once

#include <QtQml/qqmlregistration.h>

#include <QList>
#include <QObject>
#include <QString>

namespace dominion::app {

// Whose eyes are on the screen in a game of several people at one computer (hot-seat).
//
// The GameController tells the gate, after every move, who must decide now and whose turn it
// is; the gate answers which seat's hand may be shown (viewer) and whether the screen must be
// handed over first. When a person other than the one looking must decide, the hand is hidden
// (viewer -1) and a "pass to NAME" screen asks for that person; only their click on it
// (accept()) shows their hand. A decision that falls to a person on another player's turn
// (Moat, Militia, Masquerade, Minion, Torturer) hands the screen over the same way, and the
// next decision of the player whose turn it is hands it back.
//
// With one person at the table the gate never asks for a hand-over: that person is always the
// viewer. With nobody (AI players only) nobody's hand is private and the gate stays out of the
// way (viewer -1, no hand-over).
class HandOverGate : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The hand-over gate belongs to the GameController")

  // The hot-seat rules apply: two people or more.
  Q_PROPERTY(bool active READ active NOTIFY changed)
  // The seat whose hand may be shown, -1 for nobody.
  Q_PROPERTY(int viewer READ viewer NOTIFY changed)
  // The "pass to NAME" screen is up: nothing private may be shown.
  Q_PROPERTY(bool passPending READ passPending NOTIFY changed)
  Q_PROPERTY(int passToSeat READ passToSeat NOTIFY changed)
  Q_PROPERTY(QString passToName READ passToName NOTIFY changed)
  Q_PROPERTY(QString passToColour READ passToColour NOTIFY changed)
  // Why: "turn" (their turn begins), "respond" (a decision on another player's turn),
  // "return" (back to the player whose turn it is), "resume" (a saved game goes on).
  Q_PROPERTY(QString reason READ reason NOTIFY changed)
  // The player whose turn it is (for "respond": whose card asks), and the asking card's id.
  Q_PROPERTY(QString turnPlayerName READ turnPlayerName NOTIFY changed)
  Q_PROPERTY(int askingCardId READ askingCardId NOTIFY changed)
  // For "respond" to a triggered ability: the event it answers ("Ada gains Province."), or "".
  Q_PROPERTY(QString cause READ cause NOTIFY changed)

 public:
  explicit HandOverGate(QObject* parent = nullptr);

  // A new game (or a resumed one): which seats are people, their names and colours.
  // Nobody looks yet: the first decision of a person asks for a hand-over when there are two
  // people or more (`resumed` says whether the game goes on from a save).
  void reset(const QList<bool>& humanSeats, const QStringList& names, const QStringList& colours,
             bool resumed = false);

  // After every move: `decider` must decide (-1: nobody, the game is over), `current` is the
  // player whose turn it is, `askingCardId` the card asking (-1 for phase decisions), `cause`
  // the event a triggered ability answers. Returns true when what the screen may show changed.
  bool update(int decider, int current, int askingCardId = -1, const QString& cause = {});

  // The person asked for clicked the pass screen: their hand may be shown.
  Q_INVOKABLE void accept();

  bool active() const { return m_humanCount >= 2; }
  int viewer() const { return m_viewer; }
  bool passPending() const { return m_passTo >= 0; }
  int passToSeat() const { return m_passTo; }
  QString passToName() const { return nameOf(m_passTo); }
  QString passToColour() const;
  QString reason() const { return m_reason; }
  QString turnPlayerName() const { return nameOf(m_current); }
  int askingCardId() const { return m_asking; }
  QString cause() const { return m_cause; }

  // May seat's private cards (hand, cards set aside face down, their decisions) be shown now?
  bool mayShow(int seat) const { return seat >= 0 && seat == m_viewer && !passPending(); }
  bool isHuman(int seat) const { return seat >= 0 && seat < m_human.size() && m_human.at(seat); }
  // How many hand-overs were asked for since reset() (tests).
  int handOvers() const { return m_handOvers; }

 signals:
  void changed();
  // The screen must be handed to `seat`.
  void passRequested(int seat);
  // `seat` took the screen.
  void accepted(int seat);

 private:
  QString nameOf(int seat) const;

  QList<bool> m_human;
  QStringList m_names;
  QStringList m_colours;
  int m_humanCount = 0;
  int m_viewer = -1;
  int m_passTo = -1;
  int m_current = -1;
  int m_asking = -1;
  QString m_cause;
  int m_handOvers = 0;
  bool m_resumed = false;
  bool m_viewerRespondedOffTurn = false;  // the viewer took the screen to answer off-turn
  QString m_reason;
};

}  // namespace dominion::app
