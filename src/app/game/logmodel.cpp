#include "logmodel.h"

namespace dominion::app {

LogModel::LogModel(QObject* parent) : QAbstractListModel(parent) {}

int LogModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant LogModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const LogEntry& e = m_entries.at(index.row());
  switch (role) {
    case Qt::DisplayRole:
    case TextRole:
      return e.text ? e.text() : QString();
    case SeatRole:
      return e.seat;
    case CardIdsRole:
      return e.cardIds;
    case TurnHeaderRole:
      return e.turnHeader;
    default:
      return {};
  }
}

QHash<int, QByteArray> LogModel::roleNames() const {
  return {{TextRole, "text"},
          {SeatRole, "seat"},
          {CardIdsRole, "cardIds"},
          {TurnHeaderRole, "turnHeader"}};
}

QVariantMap LogModel::get(int row) const {
  if (row < 0 || row >= m_entries.size()) return {};
  return {{QStringLiteral("text"), textAt(row)},
          {QStringLiteral("seat"), m_entries.at(row).seat},
          {QStringLiteral("cardIds"), m_entries.at(row).cardIds},
          {QStringLiteral("turnHeader"), m_entries.at(row).turnHeader}};
}

QString LogModel::textAt(int row) const {
  if (row < 0 || row >= m_entries.size() || !m_entries.at(row).text) return {};
  return m_entries.at(row).text();
}

QStringList LogModel::texts() const {
  QStringList out;
  for (int row = 0; row < m_entries.size(); ++row) out.append(textAt(row));
  return out;
}

QJsonArray LogModel::records() const {
  QJsonArray out;
  for (const LogEntry& e : m_entries)
    if (!e.record.isEmpty()) out.append(e.record);
  return out;
}

void LogModel::append(const QList<LogEntry>& entries) {
  if (entries.isEmpty()) return;
  const int first = int(m_entries.size());
  beginInsertRows(QModelIndex(), first, first + int(entries.size()) - 1);
  m_entries.append(entries);
  endInsertRows();
  emit countChanged();
}

void LogModel::clear() {
  if (m_entries.isEmpty()) return;
  beginResetModel();
  m_entries.clear();
  endResetModel();
  emit countChanged();
}

void LogModel::retranslate() {
  if (!m_entries.isEmpty())
    emit dataChanged(index(0), index(int(m_entries.size()) - 1), {TextRole, Qt::DisplayRole});
}

}  // namespace dominion::app
