#pragma once

#include <QtQml/qqmlregistration.h>

#include <QSet>
#include <QSortFilterProxyModel>
#include <QVariantMap>

namespace dominion::app {

// The cards a seat played this turn: its cards in play (a CardListModel) without the Durations
// that stay in play across turns and the cards staying with them, which the table shows in a
// row of their own (DurationModel). Rows follow the source's inserts, moves and removes.
class ThisTurnModel : public QSortFilterProxyModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Cards in play belong to the GameController")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  explicit ThisTurnModel(QAbstractItemModel* source, QObject* parent = nullptr);

  int count() const { return rowCount(); }
  Q_INVOKABLE QVariantMap get(int row) const;
  // The instances left out (Durations and what stays with them).
  void setStaying(const QSet<int>& insts);
  const QSet<int>& staying() const { return m_staying; }

 signals:
  void countChanged();

 protected:
  bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

 private:
  QSet<int> m_staying;
  int m_instRole = -1;
};

}  // namespace dominion::app
