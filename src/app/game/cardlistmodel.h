#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QList>
#include <QVariantMap>

namespace dominion::app {

// The cards of one zone (a hand, cards in play, revealed cards, the trash), one row per card
// instance in the engine's order. Rows are inserted, moved and removed as cards move, so QML
// can animate them; the model is reset only when a new game starts.
class CardListModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Card lists belong to the GameController")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  enum Role {
    InstRole = Qt::UserRole + 1,
    CardIdRole,
    NameRole,
    CostRole,
    TypesRole,
    PlayableRole,
    SelectableRole,
    SelectedRole,
  };
  Q_ENUM(Role)

  struct Card {
    int inst = -1;
    int cardId = -1;
    int cost = 0;
    bool playable = false;
    bool selectable = false;
    bool selected = false;
    int section = 0;  // where the card belongs in a model that shows several zones
    bool operator==(const Card&) const = default;
  };

  explicit CardListModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  int count() const { return int(m_cards.size()); }
  const QList<Card>& cards() const { return m_cards; }
  int rowOf(int inst) const;
  // The row's roles by name (convenience for QML and tests); empty for a bad row.
  Q_INVOKABLE QVariantMap get(int row) const;

  // One row operation each.
  void insertCard(int row, const Card& card);
  void removeAt(int row);
  void moveRow(int from, int to);  // `to` is the row's index afterwards
  // The section is not shown: no signal.
  void setSection(int row, int section) { m_cards[row].section = section; }
  // Inserts at the end of its section (sections in ascending order).
  void insertInSection(const Card& card);

  // Makes the rows equal to `target` with the fewest obvious removes, moves and inserts, and
  // updates changed data with dataChanged for those rows and roles only. Returns whether
  // rows had to be inserted, moved or removed.
  bool syncTo(const QList<Card>& target);
  // Replaces every row (a new game only).
  void resetTo(const QList<Card>& cards);
  // Every row's name changed (the language changed).
  void retranslate();

 signals:
  void countChanged();

 private:
  void updateRow(int row, const Card& card);

  QList<Card> m_cards;
};

}  // namespace dominion::app
