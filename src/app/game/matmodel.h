#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QList>
#include <QVariantMap>

#include "cardlistmodel.h"

namespace dominion::app {

// One seat's mats and the cards its Durations hold (Haven's set-aside card), one fixed row
// per place in the engine's order (dom::kMatZones): how many cards it holds and the cards the
// viewer may see. A face-down mat of another player shows only its count.
class MatModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Mats belong to the GameController")
  Q_PROPERTY(int count READ count CONSTANT)
  // Whether any mat holds a card (the table shows the mats only then).
  Q_PROPERTY(bool used READ used NOTIFY usedChanged)

 public:
  enum Role {
    ZoneRole = Qt::UserRole + 1,  // the engine's Zone (as GameController::cardMoved names it)
    KeyRole,                      // "held", "islandMat", "nativeVillageMat", "tavern", "exile"
    CardCountRole,                // cards on it
    CardsRole,                    // the cards the viewer sees (a CardListModel)
    HiddenRole,                   // cards the viewer does not see (shown face down)
    FaceDownRole,                 // the mat is face down: only its owner may look
  };
  Q_ENUM(Role)

  explicit MatModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  int count() const { return int(m_counts.size()); }
  bool used() const;
  Q_INVOKABLE QVariantMap get(int row) const;
  int rowOfZone(int zone) const;
  int cardCount(int row) const { return m_counts.value(row); }
  CardListModel* cards(int row) const { return m_cards.value(row); }

  // One mat: how many cards it holds and those the viewer sees.
  void update(int row, int count, const QList<CardListModel::Card>& seen);
  void clear();
  void retranslate();

 signals:
  void usedChanged();

 private:
  QList<int> m_counts;
  QList<CardListModel*> m_cards;
};

}  // namespace dominion::app
