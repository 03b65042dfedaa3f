#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <vector>

namespace dominion::app {

// The ten cards of the kingdom being built, by cost then name; empty slots last.
class KingdomCardsModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The kingdom builder owns its cards")

  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  struct Slot {
    int cardId = -1;  // -1: an empty slot
    bool locked = false;
    bool fresh = false;  // came with the last change (for the flip-in animation)
  };

  enum Role {
    CardIdRole = Qt::UserRole + 1,
    NameRole,  // translated
    EnglishNameRole,
    CostRole,
    SetRole,    // "Base", "Intrigue"
    TypesRole,  // English type names
    LockedRole,
    EmptyRole,
    FreshRole,
  };
  Q_ENUM(Role)

  explicit KingdomCardsModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QHash<int, QByteArray> roleNames() const override;

  // Cards in the kingdom (not counting empty slots).
  int count() const { return m_count; }
  const std::vector<Slot>& entries() const { return m_slots; }
  std::vector<int> cardIds() const;
  std::vector<int> lockedIds() const;
  bool contains(int cardId) const { return find(cardId) >= 0; }
  bool isLocked(int cardId) const;
  int find(int cardId) const;

  // Replaces the cards: sorted, padded with empty slots to ten. Cards not there before are
  // marked fresh.
  void setCards(const std::vector<Slot>& cards);
  void setLocked(int cardId, bool locked);

 signals:
  void countChanged();

 private:
  std::vector<Slot> m_slots;
  int m_count = 0;
};

}  // namespace dominion::app
