#include "cardbrowsermodel.h"

#include <QCoreApplication>
#include <QEvent>
#include <algorithm>

#include "cardcatalog.h"
#include "cardnametables.h"
#include "engine/card.hpp"

namespace dominion::app {
namespace {

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

}  // namespace

CardBrowserModel::CardBrowserModel(QObject* parent) : QAbstractListModel(parent) {
  // Translated names change the order: refresh when the language changes.
  if (QCoreApplication::instance()) QCoreApplication::instance()->installEventFilter(this);
  refresh();
}

bool CardBrowserModel::eventFilter(QObject* watched, QEvent* e) {
  if (e->type() == QEvent::LanguageChange && watched == QCoreApplication::instance()) refresh();
  return QAbstractListModel::eventFilter(watched, e);
}

int CardBrowserModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : count();
}

QVariant CardBrowserModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const int id = m_rows[size_t(index.row())];
  const dom::CardDef& d = dom::card(dom::CardId(id));
  switch (role) {
    case CardIdRole:
      return id;
    case Qt::DisplayRole:
    case NameRole:
      return CardCatalog::name(id);
    case EnglishNameRole:
      return CardCatalog::englishName(id);
    case OtherNamesRole: {
      QStringList others;
      const QString shown = CardCatalog::name(id);
      const QString english = CardCatalog::englishName(id);
      if (english != shown) others.append(english);
      for (const QString& n : CardNameTables::otherNames().value(english))
        if (n != shown && !others.contains(n)) others.append(n);
      return others;
    }
    case CostRole:
      return int(d.printedCost().coins);
    case SetRole:
      return fromView(dom::setName(d.set));
    case TypesRole:
      return CardCatalog::types(id);
    case EditionsRole:
      return int(d.editions);
    default:
      return {};
  }
}

QHash<int, QByteArray> CardBrowserModel::roleNames() const {
  return {
      {CardIdRole, "cardId"},         {NameRole, "name"},        {EnglishNameRole, "englishName"},
      {OtherNamesRole, "otherNames"}, {CostRole, "cost"},        {SetRole, "set"},
      {TypesRole, "types"},           {EditionsRole, "editions"}};
}

void CardBrowserModel::setSearch(const QString& text) {
  if (text == m_search) return;
  m_search = text;
  refresh();
  emit filterChanged();
}

void CardBrowserModel::setSetFilter(const QString& set) {
  if (set == m_set) return;
  m_set = set;
  refresh();
  emit filterChanged();
}

void CardBrowserModel::setCostFilter(int cost) {
  cost = cost < 0 ? -1 : std::min(cost, kMaxCostFilter);
  if (cost == m_cost) return;
  m_cost = cost;
  refresh();
  emit filterChanged();
}

void CardBrowserModel::setTypeFilter(const QString& type) {
  if (type == m_type) return;
  m_type = type;
  refresh();
  emit filterChanged();
}

void CardBrowserModel::clearFilters() {
  const bool changed = !m_search.isEmpty() || !m_set.isEmpty() || m_cost != -1 || !m_type.isEmpty();
  m_search.clear();
  m_set.clear();
  m_cost = -1;
  m_type.clear();
  if (!changed) return;
  refresh();
  emit filterChanged();
}

int CardBrowserModel::cardIdAt(int row) const {
  return row >= 0 && row < count() ? m_rows[size_t(row)] : -1;
}

bool CardBrowserModel::matches(int id, const QString& folded) const {
  const dom::CardDef& d = dom::card(dom::CardId(id));
  if (!m_set.isEmpty() && fromView(dom::setName(d.set)).compare(m_set, Qt::CaseInsensitive) != 0)
    return false;
  // By the coins printed: a $3P card is listed under $3.
  const int coins = d.printedCost().coins;
  if (m_cost >= 0 && (m_cost == kMaxCostFilter ? coins < m_cost : coins != m_cost)) return false;
  if (!m_type.isEmpty() && !CardCatalog::types(id).contains(m_type, Qt::CaseInsensitive))
    return false;
  if (folded.isEmpty()) return true;
  const QString english = CardCatalog::englishName(id);
  QStringList haystack = {english, CardCatalog::name(id), CardCatalog::text(id), fromView(d.text)};
  haystack += CardNameTables::otherNames().value(english);
  return std::any_of(haystack.cbegin(), haystack.cend(), [&folded](const QString& s) {
    return CardNameTables::fold(s).contains(folded);
  });
}

void CardBrowserModel::refresh() {
  const QString folded = CardNameTables::fold(m_search.trimmed());
  std::vector<std::pair<int, QString>> rows;
  const int n = int(dom::cardTable().size());
  for (int id = 0; id < n; ++id) {
    if (!dom::card(dom::CardId(id)).isKingdom() || !matches(id, folded)) continue;
    rows.emplace_back(id, CardCatalog::name(id));
  }
  std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) {
    const dom::Cost ca = dom::card(dom::CardId(a.first)).printedCost();
    const dom::Cost cb = dom::card(dom::CardId(b.first)).printedCost();
    if (ca != cb) return dom::listedBefore(ca, cb);
    return QString::localeAwareCompare(a.second, b.second) < 0;
  });
  const int before = count();
  beginResetModel();
  m_rows.clear();
  for (const auto& r : rows) m_rows.push_back(r.first);
  endResetModel();
  if (count() != before) emit countChanged();
}

}  // namespace dominion::app
