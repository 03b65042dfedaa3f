#pragma once

#include <QRect>
#include <QSize>

class QWindow;

namespace dominion::app {

// Remembers the main window's size, position and maximized state across sessions.
class WindowGeometry {
 public:
  // Applies the saved geometry, kept on a screen that exists now, and shows the window
  // (maximized if it was). Without saved data the window keeps its own size
  // where the screen has room for it, and is centred.
  static void restoreAndShow(QWindow* window);
  static void save(const QWindow* window);

  // Where a window of size `wanted` goes the first time: centred in `available`, grown to nine
  // tenths of a larger screen, shrunk to fit a smaller one (a laptop's 1366x768).
  static QRect firstPlacement(QSize wanted, const QRect& available);

  // Moves and shrinks `rect` so that it lies inside `available`.
  static QRect fitted(QRect rect, const QRect& available);
};

}  // namespace dominion::app
