#include "supplymodel.h"

#include <algorithm>

#include "cardcatalog.h"

namespace dominion::app {

SupplyModel::SupplyModel(QObject* parent) : QAbstractListModel(parent) {}

int SupplyModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_piles.size());
}

QVariant SupplyModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Pile& p = m_piles.at(index.row());
  switch (role) {
    case PileRole:
      return p.pile;
    case CardIdRole:
      return p.cardId;
    case Qt::DisplayRole:
    case NameRole:
      return CardCatalog::name(p.cardId);
    case CountRole:
      return p.count;
    case CostRole:
      return p.cost;
    case TypesRole:
      return CardCatalog::types(p.cardId);
    case IsKingdomRole:
      return p.isKingdom;
    case AffordableRole:
      return p.affordable;
    case SelectableRole:
      return p.selectable;
    case EmptyRole:
      return p.count == 0;
    case SelectedRole:
      return p.selected;
    case TokensRole:
      return p.tokens;
    case IsBaneRole:
      return p.isBane;
    case InSupplyRole:
      return p.inSupply;
    case BuyForbiddenRole:
      return p.buyForbidden;
    default:
      return {};
  }
}

QHash<int, QByteArray> SupplyModel::roleNames() const {
  return {{PileRole, "pile"},
          {CardIdRole, "cardId"},
          {NameRole, "name"},
          {CountRole, "count"},
          {CostRole, "cost"},
          {TypesRole, "types"},
          {IsKingdomRole, "isKingdom"},
          {AffordableRole, "affordable"},
          {SelectableRole, "selectable"},
          {EmptyRole, "empty"},
          {SelectedRole, "selected"},
          {TokensRole, "tokens"},
          {IsBaneRole, "isBane"},
          {InSupplyRole, "inSupply"},
          {BuyForbiddenRole, "buyForbidden"}};
}

QVariantMap SupplyModel::get(int row) const {
  if (row < 0 || row >= m_piles.size()) return {};
  QVariantMap out;
  const QHash<int, QByteArray> roles = roleNames();
  for (auto it = roles.begin(); it != roles.end(); ++it)
    out.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
  return out;
}

bool SupplyModel::updatePile(int row, const Pile& pile) {
  if (row < 0 || row >= m_piles.size()) return false;
  Pile& p = m_piles[row];
  QList<int> roles;
  if (p.cardId != pile.cardId) roles << CardIdRole << NameRole << TypesRole << Qt::DisplayRole;
  if (p.count != pile.count) roles << CountRole;
  if ((p.count == 0) != (pile.count == 0)) roles << EmptyRole;
  if (p.cost != pile.cost) roles << CostRole;
  if (p.isKingdom != pile.isKingdom) roles << IsKingdomRole;
  if (p.affordable != pile.affordable) roles << AffordableRole;
  if (p.selectable != pile.selectable) roles << SelectableRole;
  if (p.selected != pile.selected) roles << SelectedRole;
  if (p.tokens != pile.tokens) roles << TokensRole;
  if (p.isBane != pile.isBane) roles << IsBaneRole;
  if (p.inSupply != pile.inSupply) roles << InSupplyRole;
  if (p.buyForbidden != pile.buyForbidden) roles << BuyForbiddenRole;
  const bool countChanged = p.count != pile.count;
  p = pile;
  if (!roles.isEmpty()) emit dataChanged(index(row), index(row), roles);
  return countChanged;
}

void SupplyModel::adjustCount(int row, int delta) {
  if (row < 0 || row >= m_piles.size()) return;
  Pile p = m_piles.at(row);
  p.count = std::max(0, p.count + delta);
  updatePile(row, p);
}

void SupplyModel::resetTo(const QList<Pile>& piles) {
  const bool countDiffers = piles.size() != m_piles.size();
  beginResetModel();
  m_piles = piles;
  endResetModel();
  if (countDiffers) emit countChanged();
}

void SupplyModel::retranslate() {
  if (!m_piles.isEmpty())
    emit dataChanged(index(0), index(int(m_piles.size()) - 1), {NameRole, Qt::DisplayRole});
}

}  // namespace dominion::app
