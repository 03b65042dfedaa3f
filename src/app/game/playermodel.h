#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QColor>
#include <QList>
#include <QString>
#include <QVariantMap>

#include "cardlistmodel.h"
#include "durationmodel.h"
#include "matmodel.h"
#include "thisturnmodel.h"

namespace dominion::app {

// The players at the table, one row per seat.
class PlayerModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The players belong to the GameController")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  enum Role {
    SeatRole = Qt::UserRole + 1,
    NameRole,
    IsHumanRole,
    IsCurrentRole,
    HandCountRole,
    DeckCountRole,
    DiscardCountRole,
    DiscardTopCardIdRole,
    VpRole,
    TurnsRole,
    InPlayRole,
    DecidingRole,
    ColourRole,  // addition: the seat's colour
    // Additions for Seaside: the Durations staying in play (a DurationModel), the mats and
    // the cards Durations hold (a MatModel), and the counters that are not zero, by their
    // position-format key ({"vpTokens": 2, "coffers": 1}).
    DurationsRole,
    MatsRole,
    CountersRole,
  };
  Q_ENUM(Role)

  struct Player {
    int seat = 0;
    bool isHuman = false;
    QString aiName;   // for AI seats: "Alice"; for people in hot-seat games, their name
    QColor colour;    // the seat's colour
    int aiLevel = 1;  // for AI seats
    bool isCurrent = false;
    int handCount = 0;
    int deckCount = 0;
    int discardCount = 0;
    int discardTopCardId = -1;
    int vp = 0;
    int turns = 0;
    bool deciding = false;
    QVariantMap counters;  // the counters that are not zero
    bool operator==(const Player&) const = default;
  };

  explicit PlayerModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  int count() const { return int(m_players.size()); }
  const QList<Player>& players() const { return m_players; }
  Q_INVOKABLE QVariantMap get(int row) const;
  // "You" for the human, "Alice (Hard)" for an AI seat (translated).
  QString displayName(int seat) const;
  // "You" / "Alice": the name used in sentences.
  QString shortName(int seat) const;
  static QString displayName(const Player& p);
  // The cards that seat has in play (never replaced; reused across games). The `inPlay` role
  // shows the ones played this turn (thisTurn): Durations staying in play are in durations().
  CardListModel* inPlay(int seat) const;
  ThisTurnModel* thisTurn(int seat) const;
  DurationModel* durations(int seat) const;
  MatModel* mats(int seat) const;

  void updatePlayer(int row, const Player& player);
  // A new game: the seats and their names.
  void resetTo(const QList<Player>& players);
  void retranslate();

 signals:
  void countChanged();

 private:
  QList<Player> m_players;
  QList<CardListModel*> m_inPlay;
  QList<ThisTurnModel*> m_thisTurn;
  QList<DurationModel*> m_durations;
  QList<MatModel*> m_mats;
};

}  // namespace dominion::app
