#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QList>
#include <QVariantMap>

#include "durationnotes.h"

namespace dominion::app {

// One seat's Durations that stay in play across turns, in the order they were played: each
// with the card that played it and stays with it (Throne Room) and a note of what it will
// still do, and the card it keeps set aside face up (Blockade's). The cards themselves are also in
// the seat's cards in play (PlayerModel::inPlay); the table shows them in a row of their own.
class DurationModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Durations belong to the GameController")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  enum Role {
    InstRole = Qt::UserRole + 1,
    CardIdRole,
    NameRole,
    KeeperInstRole,    // -1: played the usual way
    KeeperCardIdRole,  // the Throne Room that played it, -1 if none
    TimesRole,         // how many times its effect is still to happen
    StageRole,         // "next", "now" or "done"
    NoteRole,          // "Next turn: +1 Card" (translated)
    HeldInstRole,      // the card it keeps set aside face up (Blockade's), -1 if none
    HeldCardIdRole,
  };
  Q_ENUM(Role)

  struct Duration {
    int inst = -1;
    int cardId = -1;
    int keeperInst = -1;
    int keeperCardId = -1;
    int times = 0;
    DurationStage stage = DurationStage::NextTurn;
    int heldInst = -1;
    int heldCardId = -1;
    bool operator==(const Duration&) const = default;
  };

  explicit DurationModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  int count() const { return int(m_rows.size()); }
  const QList<Duration>& rows() const { return m_rows; }
  Q_INVOKABLE QVariantMap get(int row) const;

  // Makes the rows equal to `rows`: rows of cards that left go, new ones are inserted, and
  // changed rows get dataChanged (a Duration keeps its row from turn to turn).
  void syncTo(const QList<Duration>& rows);
  void retranslate();

 signals:
  void countChanged();

 private:
  int rowOf(int inst) const;

  QList<Duration> m_rows;
};

}  // namespace dominion::app
