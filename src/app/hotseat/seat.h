#pragma once

#include <QColor>
#include <QList>
#include <QString>

namespace dominion::app {

// Who sits at one seat of a game: a person at this computer or an AI player of a level.
struct SeatSetup {
  // As the player wrote it ("Anna"), or an AI's name ("Alice"). Empty for the one person of
  // a game against the computer: shown as "You".
  QString name;
  bool human = false;
  int level = 1;  // AI level: 0 Easy, 1 Medium, 2 Hard (ignored for people)
  QColor colour;  // the seat's colour at the table
  bool operator==(const SeatSetup&) const = default;
};

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 6;

// The colours offered for seats, in the order new seats get them.
QList<QColor> seatPalette();
// The palette colour for seat `seat` (wraps around).
QColor defaultSeatColour(int seat);

// How many seats are people.
int humanCount(const QList<SeatSetup>& seats);

}  // namespace dominion::app
