#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QList>
#include <QVariantMap>

namespace dominion::app {

// The Supply: one row per pile, in the engine's pile order. Buying or gaining changes the
// pile's row (dataChanged on that row and the roles that changed); rows never come or go
// during a game.
class SupplyModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The Supply belongs to the GameController")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  enum Role {
    PileRole = Qt::UserRole + 1,
    CardIdRole,
    NameRole,
    CountRole,
    CostRole,
    TypesRole,
    IsKingdomRole,
    AffordableRole,
    SelectableRole,
    EmptyRole,
    SelectedRole,      // addition to the contract: picked in the pending decision
    TokensRole,        // addition: tokens on the pile by their position-format key ({"embargo": 1})
    IsBaneRole,        // addition: Young Witch's Bane pile
    InSupplyRole,      // addition: false for a pile beside the Supply (Spoils): never bought
    BuyForbiddenRole,  // addition: its top card can't be bought now (Contraband, Grand Market)
  };
  Q_ENUM(Role)

  struct Pile {
    int pile = -1;
    int cardId = -1;  // the top card, or the pile's card when empty
    int count = 0;
    int cost = 0;
    bool isKingdom = false;
    bool affordable = false;
    bool selectable = false;
    bool selected = false;
    bool isBane = false;
    bool inSupply = true;
    bool buyForbidden = false;
    QVariantMap tokens;  // only the kinds of token the pile has
    bool operator==(const Pile&) const = default;
  };

  explicit SupplyModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  int count() const { return int(m_piles.size()); }
  const QList<Pile>& piles() const { return m_piles; }
  Q_INVOKABLE QVariantMap get(int row) const;

  // Updates one pile; emits dataChanged for the roles that changed. Returns whether its card
  // count changed.
  bool updatePile(int row, const Pile& pile);
  // A card left (-1) or joined (+1) the pile.
  void adjustCount(int row, int delta);
  void resetTo(const QList<Pile>& piles);
  void retranslate();

 signals:
  void countChanged();

 private:
  QList<Pile> m_piles;
};

}  // namespace dominion::app
