#include "playermodel.h"

#include <QCoreApplication>

#include "gamesetup.h"

namespace dominion::app {

PlayerModel::PlayerModel(QObject* parent) : QAbstractListModel(parent) {}

int PlayerModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_players.size());
}

QString PlayerModel::displayName(const Player& p) {
  if (p.isHuman && !p.aiName.isEmpty()) return p.aiName;  // hot-seat: the person's name
  if (p.isHuman) return QCoreApplication::translate("PlayerModel", "You");
  return QCoreApplication::translate("PlayerModel", "%1 (%2)", "AI player: name (level)")
      .arg(p.aiName, aiLevelName(p.aiLevel));
}

QString PlayerModel::displayName(int seat) const {
  return seat >= 0 && seat < m_players.size() ? displayName(m_players.at(seat)) : QString();
}

QString PlayerModel::shortName(int seat) const {
  if (seat < 0 || seat >= m_players.size()) return {};
  const Player& p = m_players.at(seat);
  return p.isHuman && p.aiName.isEmpty() ? QCoreApplication::translate("PlayerModel", "You")
                                         : p.aiName;
}

QVariant PlayerModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Player& p = m_players.at(index.row());
  switch (role) {
    case SeatRole:
      return p.seat;
    case Qt::DisplayRole:
    case NameRole:
      return displayName(p);
    case IsHumanRole:
      return p.isHuman;
    case IsCurrentRole:
      return p.isCurrent;
    case HandCountRole:
      return p.handCount;
    case DeckCountRole:
      return p.deckCount;
    case DiscardCountRole:
      return p.discardCount;
    case DiscardTopCardIdRole:
      return p.discardTopCardId;
    case VpRole:
      return p.vp;
    case TurnsRole:
      return p.turns;
    case InPlayRole:
      return QVariant::fromValue<QObject*>(thisTurn(p.seat));
    case DurationsRole:
      return QVariant::fromValue<QObject*>(durations(p.seat));
    case MatsRole:
      return QVariant::fromValue<QObject*>(mats(p.seat));
    case CountersRole:
      return p.counters;
    case DecidingRole:
      return p.deciding;
    case ColourRole:
      return p.colour;
    default:
      return {};
  }
}

QHash<int, QByteArray> PlayerModel::roleNames() const {
  return {{SeatRole, "seat"},
          {NameRole, "name"},
          {IsHumanRole, "isHuman"},
          {IsCurrentRole, "isCurrent"},
          {HandCountRole, "handCount"},
          {DeckCountRole, "deckCount"},
          {DiscardCountRole, "discardCount"},
          {DiscardTopCardIdRole, "discardTopCardId"},
          {VpRole, "vp"},
          {TurnsRole, "turns"},
          {InPlayRole, "inPlay"},
          {DecidingRole, "deciding"},
          {ColourRole, "colour"},
          {DurationsRole, "durations"},
          {MatsRole, "mats"},
          {CountersRole, "counters"}};
}

QVariantMap PlayerModel::get(int row) const {
  if (row < 0 || row >= m_players.size()) return {};
  QVariantMap out;
  const QHash<int, QByteArray> roles = roleNames();
  for (auto it = roles.begin(); it != roles.end(); ++it)
    out.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
  return out;
}

CardListModel* PlayerModel::inPlay(int seat) const { return m_inPlay.value(seat); }
ThisTurnModel* PlayerModel::thisTurn(int seat) const { return m_thisTurn.value(seat); }
DurationModel* PlayerModel::durations(int seat) const { return m_durations.value(seat); }
MatModel* PlayerModel::mats(int seat) const { return m_mats.value(seat); }

void PlayerModel::updatePlayer(int row, const Player& player) {
  if (row < 0 || row >= m_players.size()) return;
  Player& p = m_players[row];
  QList<int> roles;
  if (p.isHuman != player.isHuman || p.aiName != player.aiName || p.aiLevel != player.aiLevel)
    roles << NameRole << IsHumanRole << Qt::DisplayRole;
  if (p.isCurrent != player.isCurrent) roles << IsCurrentRole;
  if (p.handCount != player.handCount) roles << HandCountRole;
  if (p.deckCount != player.deckCount) roles << DeckCountRole;
  if (p.discardCount != player.discardCount) roles << DiscardCountRole;
  if (p.discardTopCardId != player.discardTopCardId) roles << DiscardTopCardIdRole;
  if (p.vp != player.vp) roles << VpRole;
  if (p.turns != player.turns) roles << TurnsRole;
  if (p.deciding != player.deciding) roles << DecidingRole;
  if (p.colour != player.colour) roles << ColourRole;
  if (p.counters != player.counters) roles << CountersRole;
  p = player;
  if (!roles.isEmpty()) emit dataChanged(index(row), index(row), roles);
}

void PlayerModel::resetTo(const QList<Player>& players) {
  const bool countDiffers = players.size() != m_players.size();
  beginResetModel();
  m_players = players;
  while (m_inPlay.size() < m_players.size()) {
    m_inPlay.append(new CardListModel(this));
    m_thisTurn.append(new ThisTurnModel(m_inPlay.back(), this));
    m_durations.append(new DurationModel(this));
    m_mats.append(new MatModel(this));
  }
  for (int seat = 0; seat < m_inPlay.size(); ++seat) {
    m_inPlay.at(seat)->resetTo({});
    m_thisTurn.at(seat)->setStaying({});
    m_durations.at(seat)->syncTo({});
    m_mats.at(seat)->clear();
  }
  endResetModel();
  if (countDiffers) emit countChanged();
}

void PlayerModel::retranslate() {
  if (!m_players.isEmpty())
    emit dataChanged(index(0), index(int(m_players.size()) - 1), {NameRole, Qt::DisplayRole});
  for (CardListModel* model : m_inPlay) model->retranslate();
  for (DurationModel* model : m_durations) model->retranslate();
  for (MatModel* model : m_mats) model->retranslate();
}

}  // namespace dominion::app
