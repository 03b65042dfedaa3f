#pragma once

// Helpers for the application tests that look into the real window's items.

#include <QQuickItem>
#include <QString>

namespace dominion::test {

// Searches the visual item tree below `item` (pages a StackView creates are not QObject
// children) for the item with this objectName; nullptr if none.
inline QQuickItem* findItem(QQuickItem* item, const QString& objectName) {
  if (item->objectName() == objectName) return item;
  for (QQuickItem* child : item->childItems())
    if (QQuickItem* found = findItem(child, objectName)) return found;
  return nullptr;
}

}  // namespace dominion::test
