#include "matmodel.h"

#include <algorithm>

#include "engine/zones.hpp"

namespace dominion::app {

MatModel::MatModel(QObject* parent) : QAbstractListModel(parent) {
  for (size_t m = 0; m < dom::kMatCount; ++m) {
    m_counts.append(0);
    m_cards.append(new CardListModel(this));
  }
}

int MatModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_counts.size());
}

QVariant MatModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const int row = index.row();
  const dom::Zone zone = dom::kMatZones[size_t(row)];
  switch (role) {
    case ZoneRole:
      return int(zone);
    case KeyRole: {
      const std::string_view key = dom::zoneInfo(zone).key;
      return QString::fromLatin1(key.data(), qsizetype(key.size()));
    }
    case CardCountRole:
      return m_counts.at(row);
    case CardsRole:
      return QVariant::fromValue<QObject*>(m_cards.at(row));
    case HiddenRole:
      return std::max(0, m_counts.at(row) - int(m_cards.at(row)->count()));
    case FaceDownRole:
      return dom::zoneInfo(zone).visibility != dom::Visibility::Public;
    default:
      return {};
  }
}

QHash<int, QByteArray> MatModel::roleNames() const {
  return {{ZoneRole, "zone"},   {KeyRole, "key"},       {CardCountRole, "cardCount"},
          {CardsRole, "cards"}, {HiddenRole, "hidden"}, {FaceDownRole, "faceDown"}};
}

bool MatModel::used() const {
  return std::any_of(m_counts.begin(), m_counts.end(), [](int n) { return n > 0; });
}

QVariantMap MatModel::get(int row) const {
  if (row < 0 || row >= m_counts.size()) return {};
  QVariantMap out;
  const QHash<int, QByteArray> roles = roleNames();
  for (auto it = roles.begin(); it != roles.end(); ++it)
    out.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
  return out;
}

int MatModel::rowOfZone(int zone) const {
  for (size_t m = 0; m < dom::kMatCount; ++m)
    if (int(dom::kMatZones[m]) == zone) return int(m);
  return -1;
}

void MatModel::update(int row, int count, const QList<CardListModel::Card>& seen) {
  if (row < 0 || row >= m_counts.size()) return;
  const bool wasUsed = used();
  const int hiddenBefore = data(index(row), HiddenRole).toInt();
  const bool countChanged = m_counts.at(row) != count;
  m_counts[row] = count;
  m_cards.at(row)->syncTo(seen);
  QList<int> roles;
  if (countChanged) roles << CardCountRole;
  if (data(index(row), HiddenRole).toInt() != hiddenBefore) roles << HiddenRole;
  if (!roles.isEmpty()) emit dataChanged(index(row), index(row), roles);
  if (used() != wasUsed) emit usedChanged();
}

void MatModel::clear() {
  for (int row = 0; row < m_counts.size(); ++row) update(row, 0, {});
}

void MatModel::retranslate() {
  for (CardListModel* cards : m_cards) cards->retranslate();
}

}  // namespace dominion::app
