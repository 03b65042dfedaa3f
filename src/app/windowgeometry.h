#pragma once

#include <QRect>

class QWindow;

namespace dominion::app {

// Remembers the main window's size, position and maximized state across sessions.
class WindowGeometry {
 public:
  // Applies the saved geometry, kept on a screen that exists now, and shows the window
  // (maximized if it was). Without saved data the window keeps its own size.
  static void restoreAndShow(QWindow* window);
  static void save(const QWindow* window);

  // Moves and shrinks `rect` so that it lies inside `available`.
  static QRect fitted(QRect rect, const QRect& available);
};

}  // namespace dominion::app
