#include "seat.h"

#include <algorithm>

namespace dominion::app {

QList<QColor> seatPalette() {
  // Six colours that stay apart on the green felt and for the common colour blindnesses.
  return {QColor(0xc2, 0x3b, 0x22), QColor(0x2f, 0x6f, 0xd0), QColor(0xe0, 0xa1, 0x1b),
          QColor(0x8e, 0x44, 0xad), QColor(0xf2, 0xf2, 0xf2), QColor(0x1a, 0x1a, 0x1a)};
}

QColor defaultSeatColour(int seat) {
  const QList<QColor> palette = seatPalette();
  const int n = int(palette.size());
  return palette.at(((seat % n) + n) % n);
}

int humanCount(const QList<SeatSetup>& seats) {
  return int(std::count_if(seats.begin(), seats.end(), [](const SeatSetup& s) { return s.human; }));
}

}  // namespace dominion::app
