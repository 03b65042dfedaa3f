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
      return QVariant::fromValue<QObject*>(inPlay(p.seat));
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
          {ColourRole, "colour"}};
}

QVariantMap PlayerModel::get(int row) const {
  if (row < 0 || row >= m_players.size()) return {};
  QVariantMap out;
  const QHash<int, QByteArray> roles = roleNames();
  for (auto it = roles.begin(); it != roles.end(); ++it)
    out.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
  return out;
}

CardListModel* PlayerModel::inPlay(int seat) const {
  return seat >= 0 && seat < m_inPlay.size() ? m_inPlay.at(seat) : nullptr;
}

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
  p = player;
  if (!roles.isEmpty()) emit dataChanged(index(row), index(row), roles);
}

void PlayerModel::resetTo(const QList<Player>& players) {
  const bool countDiffers = players.size() != m_players.size();
  beginResetModel();
  m_players = players;
  while (m_inPlay.size() < m_players.size()) m_inPlay.append(new CardListModel(this));
  for (int seat = 0; seat < m_inPlay.size(); ++seat) m_inPlay.at(seat)->resetTo({});
  endResetModel();
  if (countDiffers) emit countChanged();
}

void PlayerModel::retranslate() {
  if (!m_players.isEmpty())
    emit dataChanged(index(0), index(int(m_players.size()) - 1), {NameRole, Qt::DisplayRole});
  for (CardListModel* model : m_inPlay) model->retranslate();
}

}  // namespace dominion::app
