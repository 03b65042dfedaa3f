#include "kingdomcardsmodel.h"

#include <algorithm>

#include "cardcatalog.h"
#include "engine/card.hpp"
#include "engine/kingdom.hpp"

namespace dominion::app {

KingdomCardsModel::KingdomCardsModel(QObject* parent) : QAbstractListModel(parent) {
  m_slots.resize(size_t(dom::KingdomSize));
}

int KingdomCardsModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_slots.size());
}

QVariant KingdomCardsModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Slot& s = m_slots[size_t(index.row())];
  const bool valid = CardCatalog::isValid(s.cardId);
  switch (role) {
    case CardIdRole:
      return s.cardId;
    case Qt::DisplayRole:
    case NameRole:
      return valid ? CardCatalog::name(s.cardId) : QString();
    case EnglishNameRole:
      return valid ? CardCatalog::englishName(s.cardId) : QString();
    case CostRole:
      return valid ? int(dom::card(dom::CardId(s.cardId)).printedCost().coins) : 0;
    case SetRole: {
      if (!valid) return QString();
      const std::string_view set = dom::setName(dom::card(dom::CardId(s.cardId)).set);
      return QString::fromUtf8(set.data(), qsizetype(set.size()));
    }
    case TypesRole:
      return valid ? CardCatalog::types(s.cardId) : QStringList();
    case LockedRole:
      return s.locked;
    case EmptyRole:
      return !valid;
    case FreshRole:
      return s.fresh;
    default:
      return {};
  }
}

QHash<int, QByteArray> KingdomCardsModel::roleNames() const {
  return {{CardIdRole, "cardId"}, {NameRole, "name"},   {EnglishNameRole, "englishName"},
          {CostRole, "cost"},     {SetRole, "set"},     {TypesRole, "types"},
          {LockedRole, "locked"}, {EmptyRole, "empty"}, {FreshRole, "fresh"}};
}

std::vector<int> KingdomCardsModel::cardIds() const {
  std::vector<int> out;
  for (const Slot& s : m_slots)
    if (s.cardId >= 0) out.push_back(s.cardId);
  return out;
}

std::vector<int> KingdomCardsModel::lockedIds() const {
  std::vector<int> out;
  for (const Slot& s : m_slots)
    if (s.cardId >= 0 && s.locked) out.push_back(s.cardId);
  return out;
}

int KingdomCardsModel::find(int cardId) const {
  if (cardId < 0) return -1;
  for (size_t i = 0; i < m_slots.size(); ++i)
    if (m_slots[i].cardId == cardId) return int(i);
  return -1;
}

bool KingdomCardsModel::isLocked(int cardId) const {
  const int row = find(cardId);
  return row >= 0 && m_slots[size_t(row)].locked;
}

void KingdomCardsModel::setCards(const std::vector<Slot>& cards) {
  std::vector<Slot> next;
  for (const Slot& s : cards) {
    if (!CardCatalog::isValid(s.cardId) || int(next.size()) >= dom::KingdomSize) continue;
    if (std::any_of(next.begin(), next.end(), [&s](const Slot& n) { return n.cardId == s.cardId; }))
      continue;
    Slot slot = s;
    slot.fresh = !contains(s.cardId);
    next.push_back(slot);
  }
  // By cost, then by the name the player reads.
  std::vector<std::pair<Slot, QString>> keyed;
  for (const Slot& s : next) keyed.emplace_back(s, CardCatalog::name(s.cardId));
  std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) {
    const dom::Cost ca = dom::card(dom::CardId(a.first.cardId)).printedCost();
    const dom::Cost cb = dom::card(dom::CardId(b.first.cardId)).printedCost();
    if (ca != cb) return dom::listedBefore(ca, cb);
    return QString::localeAwareCompare(a.second, b.second) < 0;
  });
  next.clear();
  for (const auto& k : keyed) next.push_back(k.first);
  const int count = int(next.size());
  next.resize(size_t(dom::KingdomSize));

  beginResetModel();
  m_slots = std::move(next);
  endResetModel();
  if (count != m_count) {
    m_count = count;
    emit countChanged();
  }
}

void KingdomCardsModel::setLocked(int cardId, bool locked) {
  const int row = find(cardId);
  if (row < 0 || m_slots[size_t(row)].locked == locked) return;
  m_slots[size_t(row)].locked = locked;
  m_slots[size_t(row)].fresh = false;
  emit dataChanged(index(row), index(row), {LockedRole, FreshRole});
}

}  // namespace dominion::app
