#include "landscapemodel.h"

#include <algorithm>

#include "cardcatalog.h"
#include "engine/card.hpp"
#include "modelrow.h"

namespace dominion::app {

LandscapeModel::LandscapeModel(QObject* parent) : QAbstractListModel(parent) {}

QString LandscapeModel::kindOf(int cardId) {
  if (!CardCatalog::isValid(cardId)) return {};
  const std::string_view name = dom::landscapeName(dom::card(dom::CardId(cardId)).landscape);
  return QString::fromLatin1(name.data(), qsizetype(name.size())).toLower();
}

int LandscapeModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant LandscapeModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Landscape& l = m_rows.at(index.row());
  switch (role) {
    case IndexRole:
      return l.index;
    case CardIdRole:
      return l.cardId;
    case Qt::DisplayRole:
    case NameRole:
      return CardCatalog::name(l.cardId);
    case KindRole:
      return kindOf(l.cardId);
    case CostRole:
      return l.cost;
    case DebtRole:
      return l.debt;
    case OwnersRole: {
      QVariantList seats;
      for (int seat : l.owners) seats.append(seat);
      return seats;
    }
    case BuyableRole:
      return l.buyable;
    case BoughtRole:
      return l.bought;
    default:
      return {};
  }
}

QHash<int, QByteArray> LandscapeModel::roleNames() const {
  return {{IndexRole, "landscape"}, {CardIdRole, "cardId"},   {NameRole, "name"},
          {KindRole, "kind"},       {CostRole, "cost"},       {DebtRole, "debt"},
          {OwnersRole, "owners"},   {BuyableRole, "buyable"}, {BoughtRole, "bought"}};
}

QVariantMap LandscapeModel::get(int row) const { return rowAsMap(*this, row); }

bool LandscapeModel::syncTo(const QList<Landscape>& rows) {
  const bool sameCards = rows.size() == m_rows.size() &&
                         std::equal(rows.begin(), rows.end(), m_rows.begin(),
                                    [](const Landscape& a, const Landscape& b) {
                                      return a.index == b.index && a.cardId == b.cardId;
                                    });
  if (!sameCards) {
    const bool countDiffers = rows.size() != m_rows.size();
    beginResetModel();
    m_rows = rows;
    endResetModel();
    if (countDiffers) emit countChanged();
    return true;
  }
  bool changed = false;
  for (int r = 0; r < rows.size(); ++r) {
    Landscape& l = m_rows[r];
    const Landscape& next = rows.at(r);
    QList<int> roles;
    if (l.cost != next.cost) roles << CostRole;
    if (l.debt != next.debt) roles << DebtRole;
    if (l.owners != next.owners) roles << OwnersRole;
    if (l.buyable != next.buyable) roles << BuyableRole;
    if (l.bought != next.bought) roles << BoughtRole;
    l = next;
    if (!roles.isEmpty()) {
      changed = true;
      emit dataChanged(index(r), index(r), roles);
    }
  }
  return changed;
}

void LandscapeModel::retranslate() {
  if (!m_rows.isEmpty())
    emit dataChanged(index(0), index(int(m_rows.size()) - 1), {NameRole, Qt::DisplayRole});
}

}  // namespace dominion::app
