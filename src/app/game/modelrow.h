#pragma once

#include <QAbstractItemModel>
#include <QVariantMap>

namespace dominion::app {

// One row of a list model as { role name: value } (what a model's get(row) gives QML and the
// tests); empty for a row that does not exist.
inline QVariantMap rowAsMap(const QAbstractItemModel& model, int row) {
  QVariantMap out;
  if (row < 0 || row >= model.rowCount()) return out;
  const QModelIndex index = model.index(row, 0);
  const QHash<int, QByteArray> roles = model.roleNames();
  for (auto it = roles.begin(); it != roles.end(); ++it)
    out.insert(QString::fromLatin1(it.value()), model.data(index, it.key()));
  return out;
}

}  // namespace dominion::app
