#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QList>
#include <QVariantList>
#include <QVariantMap>

namespace dominion::app {

// The landscape cards beside the Supply (Events, Projects, Ways), one row each in the engine's
// order (GameState::landscapes): what it costs now, who has a cube on it (a Project), and
// whether the person at the table may buy it now. Rows never come or go during a game.
class LandscapeModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The landscapes belong to the GameController")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  enum Role {
    IndexRole = Qt::UserRole + 1,  // the engine's landscape index (a move names it)
    CardIdRole,
    NameRole,
    KindRole,    // "event", "project", "way" ...
    CostRole,    // coins
    DebtRole,    // Debt in the cost
    OwnersRole,  // a Project's cubes: the seats, in seat order
    BuyableRole,
    BoughtRole,  // an Event bought this turn
  };
  Q_ENUM(Role)

  struct Landscape {
    int index = -1;
    int cardId = -1;
    int cost = 0;
    int debt = 0;
    QList<int> owners;
    bool buyable = false;
    bool bought = false;
    bool operator==(const Landscape&) const = default;
  };

  explicit LandscapeModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  int count() const { return int(m_rows.size()); }
  const QList<Landscape>& landscapes() const { return m_rows; }
  Q_INVOKABLE QVariantMap get(int row) const;

  // Follows the engine: rows reset when the game's landscapes differ, else only the roles
  // that changed. Returns whether anything changed.
  bool syncTo(const QList<Landscape>& rows);
  void retranslate();

  // The kind's key for a card ("event" ...); "" for a card that is no landscape.
  static QString kindOf(int cardId);

 signals:
  void countChanged();

 private:
  QList<Landscape> m_rows;
};

}  // namespace dominion::app
