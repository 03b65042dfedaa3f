#include "thisturnmodel.h"

namespace dominion::app {

ThisTurnModel::ThisTurnModel(QAbstractItemModel* source, QObject* parent)
    : QSortFilterProxyModel(parent) {
  setSourceModel(source);
  m_instRole = source->roleNames().key("inst", -1);
  for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
    connect(this, signal, this, &ThisTurnModel::countChanged);
  connect(this, &QAbstractItemModel::modelReset, this, &ThisTurnModel::countChanged);
  connect(this, &QAbstractItemModel::layoutChanged, this, &ThisTurnModel::countChanged);
}

QVariantMap ThisTurnModel::get(int row) const {
  if (row < 0 || row >= rowCount()) return {};
  QVariantMap out;
  const QHash<int, QByteArray> roles = roleNames();
  for (auto it = roles.begin(); it != roles.end(); ++it)
    out.insert(QString::fromLatin1(it.value()), data(index(row, 0), it.key()));
  return out;
}

void ThisTurnModel::setStaying(const QSet<int>& insts) {
  if (insts == m_staying) return;
  m_staying = insts;
  invalidateRowsFilter();
}

bool ThisTurnModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
  if (m_staying.isEmpty()) return true;
  const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
  return !m_staying.contains(sourceModel()->data(i, m_instRole).toInt());
}

}  // namespace dominion::app
