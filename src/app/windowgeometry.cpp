#include "windowgeometry.h"

#include <QGuiApplication>
#include <QScreen>
#include <QSettings>
#include <QWindow>
#include <algorithm>

namespace dominion::app {
namespace {

inline constexpr char kGeometryKey[] = "window/geometry";
inline constexpr char kMaximizedKey[] = "window/maximized";

QRect availableArea(const QRect& wanted) {
  if (QScreen* screen = QGuiApplication::screenAt(wanted.center())) {
    return screen->availableGeometry();
  }
  QScreen* primary = QGuiApplication::primaryScreen();
  return primary ? primary->availableGeometry() : QRect();
}

}  // namespace

QRect WindowGeometry::firstPlacement(QSize wanted, const QRect& available) {
  if (!available.isValid()) return QRect(QPoint(), wanted);
  // Nine tenths of a screen larger than the window's own size: the table grows with it.
  const QSize most = available.size() * 9 / 10;
  QRect rect(QPoint(), wanted.expandedTo(most).boundedTo(available.size()));
  rect.moveCenter(available.center());
  return fitted(rect, available);
}

QRect WindowGeometry::fitted(QRect rect, const QRect& available) {
  if (!available.isValid()) return rect;
  rect.setWidth(std::min(rect.width(), available.width()));
  rect.setHeight(std::min(rect.height(), available.height()));
  rect.moveLeft(std::clamp(rect.left(), available.left(), available.right() - rect.width() + 1));
  rect.moveTop(std::clamp(rect.top(), available.top(), available.bottom() - rect.height() + 1));
  return rect;
}

void WindowGeometry::restoreAndShow(QWindow* window) {
  const QSettings settings;
  const QRect saved = settings.value(kGeometryKey).toRect();
  if (saved.isValid()) {
    const QRect rect = fitted(saved, availableArea(saved));
    window->resize(std::max(rect.width(), window->minimumWidth()),
                   std::max(rect.height(), window->minimumHeight()));
    window->setFramePosition(rect.topLeft());
  } else if (QScreen* screen = window->screen()) {
    const QRect rect = firstPlacement(window->size(), screen->availableGeometry());
    window->resize(std::max(rect.width(), window->minimumWidth()),
                   std::max(rect.height(), window->minimumHeight()));
    window->setFramePosition(rect.topLeft());
  }
  if (settings.value(kMaximizedKey, false).toBool()) {
    window->showMaximized();
  } else {
    window->show();
  }
}

void WindowGeometry::save(const QWindow* window) {
  QSettings settings;
  const bool maximized = window->windowStates().testFlag(Qt::WindowMaximized);
  settings.setValue(kMaximizedKey, maximized);
  // A maximized window keeps the normal geometry saved before it was maximized.
  // The position is the frame's, which is what setFramePosition() restores.
  if (!maximized) settings.setValue(kGeometryKey, QRect(window->framePosition(), window->size()));
}

}  // namespace dominion::app
