#include "decisionmodel.h"

#include <QCoreApplication>
#include <algorithm>

#include "cardcatalog.h"

namespace dominion::app {

// ---- DecisionOptionsModel -------------------------------------------------------------------

DecisionOptionsModel::DecisionOptionsModel(QObject* parent) : QAbstractListModel(parent) {}

int DecisionOptionsModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_options.size());
}

QVariant DecisionOptionsModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Option& o = m_options.at(index.row());
  switch (role) {
    case IndexRole:
      return index.row();
    case Qt::DisplayRole:
    case LabelRole:
      return o.cardId >= 0 ? CardCatalog::name(o.cardId) : engineOptionText(o.text);
    case CardIdRole:
      return o.cardId;
    case InstRole:
      return o.inst;
    case SelectedRole:
      return o.order > 0;
    case OrderRole:
      return o.order;
    default:
      return {};
  }
}

QHash<int, QByteArray> DecisionOptionsModel::roleNames() const {
  return {{IndexRole, "index"}, {LabelRole, "label"},       {CardIdRole, "cardId"},
          {InstRole, "inst"},   {SelectedRole, "selected"}, {OrderRole, "order"}};
}

QVariantMap DecisionOptionsModel::get(int row) const {
  if (row < 0 || row >= m_options.size()) return {};
  QVariantMap out;
  const QHash<int, QByteArray> roles = roleNames();
  for (auto it = roles.begin(); it != roles.end(); ++it)
    out.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
  return out;
}

void DecisionOptionsModel::replace(const QList<Option>& options) {
  if (options == m_options) return;
  if (!m_options.isEmpty()) {
    beginRemoveRows(QModelIndex(), 0, int(m_options.size()) - 1);
    m_options.clear();
    endRemoveRows();
  }
  if (!options.isEmpty()) {
    beginInsertRows(QModelIndex(), 0, int(options.size()) - 1);
    m_options = options;
    endInsertRows();
  }
  emit countChanged();
}

void DecisionOptionsModel::setOrders(const QList<int>& orders) {
  for (int row = 0; row < m_options.size() && row < orders.size(); ++row) {
    Option& o = m_options[row];
    if (o.order == orders.at(row)) continue;
    const bool selectionFlips = (o.order > 0) != (orders.at(row) > 0);
    o.order = orders.at(row);
    QList<int> roles{OrderRole};
    if (selectionFlips) roles << SelectedRole;
    emit dataChanged(index(row), index(row), roles);
  }
}

void DecisionOptionsModel::retranslate() {
  if (!m_options.isEmpty())
    emit dataChanged(index(0), index(int(m_options.size()) - 1), {LabelRole, Qt::DisplayRole});
}

// ---- DecisionModel --------------------------------------------------------------------------

namespace {
// Questions answered by revealing a card: their button says so.
bool asksToReveal(dom::Text question) {
  using enum dom::Text;
  return question == RevealReaction || question == RevealVictoryOntoDeck ||
         question == RevealCardFromHand;
}
}  // namespace

DecisionModel::DecisionModel(QObject* parent)
    : QObject(parent), m_options(new DecisionOptionsModel(this)) {}

QString DecisionModel::prompt() const {
  return m_active ? engineText(m_spec.prompt, m_spec.promptArgs) : QString();
}

QString DecisionModel::confirmLabel() const {
  if (!m_active) return {};
  if (asksToReveal(m_spec.prompt)) return QCoreApplication::translate("DecisionModel", "Reveal");
  //: Calling a Reserve card from the Tavern mat (Coin of the Realm)
  if (m_spec.prompt == dom::Text::MayCallReserve)
    return QCoreApplication::translate("DecisionModel", "Call");
  return QCoreApplication::translate("DecisionModel", "Confirm");
}

QString DecisionModel::declineLabel() const {
  if (!m_active) return {};
  //: Leaving a Reserve card on the Tavern mat
  if (m_spec.prompt == dom::Text::MayCallReserve)
    return QCoreApplication::translate("DecisionModel", "Don't call");
  return {};
}

bool DecisionModel::canConfirm() const {
  if (!m_active) return false;
  const int n = int(m_picks.size());
  if (n < m_spec.minCount || n > m_spec.maxCount) return false;
  return !m_isLegal || m_isLegal(answer());
}

std::vector<int32_t> DecisionModel::answer() const {
  std::vector<int32_t> out;
  for (int row : m_picks) out.push_back(m_spec.options.at(row).value);
  return out;
}

bool DecisionModel::isValueSelected(int32_t value) const {
  if (!m_active) return false;
  return std::any_of(m_picks.begin(), m_picks.end(),
                     [&](int row) { return m_spec.options.at(row).value == value; });
}

bool DecisionModel::isValueOffered(int32_t value) const {
  if (!m_active) return false;
  return std::any_of(m_spec.options.begin(), m_spec.options.end(),
                     [&](const DecisionOptionsModel::Option& o) { return o.value == value; });
}

void DecisionModel::toggle(int optionIndex) {
  if (!m_active || optionIndex < 0 || optionIndex >= m_spec.options.size()) return;
  const qsizetype at = m_picks.indexOf(optionIndex);
  if (at >= 0) {
    m_picks.removeAt(at);
  } else if (m_spec.maxCount == 1) {
    m_picks = {optionIndex};
  } else if (m_picks.size() < m_spec.maxCount) {
    m_picks.append(optionIndex);
  } else {
    return;  // the answer is full: unselect something first
  }
  selectionUpdated();
}

void DecisionModel::moveSelected(int from, int to) {
  if (!m_active || from < 0 || to < 0 || from >= m_picks.size() || to >= m_picks.size() ||
      from == to)
    return;
  m_picks.move(from, to);
  selectionUpdated();
}

void DecisionModel::confirm() {
  if (!canConfirm() || !m_submit) return;
  const Submit submit = m_submit;  // the submit may clear this model
  submit(answer());
}

void DecisionModel::chooseNothing() {
  if (!m_active || m_spec.minCount > 0 || !m_submit) return;
  const Submit submit = m_submit;
  submit({});
}

void DecisionModel::selectionUpdated() {
  QList<int> orders(m_spec.options.size(), 0);
  for (int k = 0; k < m_picks.size(); ++k) orders[m_picks.at(k)] = k + 1;
  m_options->setOrders(orders);
  emit selectionChanged();
}

void DecisionModel::setDecision(const Spec& spec, Submit submit, IsLegal isLegal) {
  m_submit = std::move(submit);
  m_isLegal = std::move(isLegal);
  if (m_active && spec == m_spec) return;  // the same question: keep the answer being built
  m_active = true;
  m_spec = spec;
  m_picks.clear();
  m_options->replace(spec.options);
  emit changed();
  emit selectionChanged();
}

void DecisionModel::clear() {
  m_submit = nullptr;
  m_isLegal = nullptr;
  if (!m_active) return;
  m_active = false;
  m_spec = Spec{};
  m_picks.clear();
  m_options->replace({});
  emit changed();
  emit selectionChanged();
}

void DecisionModel::retranslate() {
  m_options->retranslate();
  emit changed();
}

}  // namespace dominion::app
