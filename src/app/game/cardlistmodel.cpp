#include "cardlistmodel.h"

#include <algorithm>

#include "cardcatalog.h"

namespace dominion::app {

CardListModel::CardListModel(QObject* parent) : QAbstractListModel(parent) {}

int CardListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_cards.size());
}

QVariant CardListModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Card& c = m_cards.at(index.row());
  switch (role) {
    case InstRole:
      return c.inst;
    case CardIdRole:
      return c.cardId;
    case Qt::DisplayRole:
    case NameRole:
      return CardCatalog::name(c.cardId);
    case CostRole:
      return c.cost;
    case TypesRole:
      return CardCatalog::types(c.cardId);
    case PlayableRole:
      return c.playable;
    case SelectableRole:
      return c.selectable;
    case SelectedRole:
      return c.selected;
    default:
      return {};
  }
}

QHash<int, QByteArray> CardListModel::roleNames() const {
  return {{InstRole, "inst"},
          {CardIdRole, "cardId"},
          {NameRole, "name"},
          {CostRole, "cost"},
          {TypesRole, "types"},
          {PlayableRole, "playable"},
          {SelectableRole, "selectable"},
          {SelectedRole, "selected"}};
}

int CardListModel::rowOf(int inst) const {
  for (int row = 0; row < m_cards.size(); ++row)
    if (m_cards.at(row).inst == inst) return row;
  return -1;
}

QVariantMap CardListModel::get(int row) const {
  if (row < 0 || row >= m_cards.size()) return {};
  QVariantMap out;
  const QHash<int, QByteArray> roles = roleNames();
  for (auto it = roles.begin(); it != roles.end(); ++it)
    out.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
  return out;
}

void CardListModel::insertCard(int row, const Card& card) {
  row = std::clamp(row, 0, int(m_cards.size()));
  beginInsertRows(QModelIndex(), row, row);
  m_cards.insert(row, card);
  endInsertRows();
  emit countChanged();
}

void CardListModel::removeAt(int row) {
  if (row < 0 || row >= m_cards.size()) return;
  beginRemoveRows(QModelIndex(), row, row);
  m_cards.removeAt(row);
  endRemoveRows();
  emit countChanged();
}

void CardListModel::moveRow(int from, int to) {
  if (from == to || from < 0 || to < 0 || from >= m_cards.size() || to >= m_cards.size()) return;
  // beginMoveRows takes the destination before the move: one past `to` when moving down.
  beginMoveRows(QModelIndex(), from, from, QModelIndex(), to > from ? to + 1 : to);
  m_cards.move(from, to);
  endMoveRows();
}

void CardListModel::insertInSection(const Card& card) {
  int row = int(m_cards.size());
  while (row > 0 && m_cards.at(row - 1).section > card.section) --row;
  insertCard(row, card);
}

void CardListModel::updateRow(int row, const Card& card) {
  Card& c = m_cards[row];
  QList<int> roles;
  if (c.cardId != card.cardId) roles << CardIdRole << NameRole << TypesRole << Qt::DisplayRole;
  if (c.cost != card.cost) roles << CostRole;
  if (c.playable != card.playable) roles << PlayableRole;
  if (c.selectable != card.selectable) roles << SelectableRole;
  if (c.selected != card.selected) roles << SelectedRole;
  c = card;
  if (!roles.isEmpty()) emit dataChanged(index(row), index(row), roles);
}

bool CardListModel::syncTo(const QList<Card>& target) {
  bool rowsChanged = false;
  auto inTarget = [&target](int inst) {
    return std::any_of(target.begin(), target.end(),
                       [inst](const Card& c) { return c.inst == inst; });
  };
  // Rows of cards that are not in the target, and second rows of one card, go.
  for (int row = int(m_cards.size()) - 1; row >= 0; --row) {
    const int inst = m_cards.at(row).inst;
    if (!inTarget(inst) || rowOf(inst) != row) {
      removeAt(row);
      rowsChanged = true;
    }
  }
  for (int row = 0; row < target.size(); ++row) {
    const Card& want = target.at(row);
    if (row >= m_cards.size() || m_cards.at(row).inst != want.inst) {
      const int from = rowOf(want.inst);
      if (from >= 0)
        moveRow(from, row);
      else
        insertCard(row, want);
      rowsChanged = true;
    }
    updateRow(row, want);
  }
  return rowsChanged;
}

void CardListModel::resetTo(const QList<Card>& cards) {
  const bool countDiffers = cards.size() != m_cards.size();
  beginResetModel();
  m_cards = cards;
  endResetModel();
  if (countDiffers) emit countChanged();
}

void CardListModel::retranslate() {
  if (!m_cards.isEmpty())
    emit dataChanged(index(0), index(int(m_cards.size()) - 1), {NameRole, Qt::DisplayRole});
}

}  // namespace dominion::app
