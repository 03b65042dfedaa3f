#include "durationmodel.h"

#include <algorithm>

#include "cardcatalog.h"
#include "modelrow.h"

namespace dominion::app {
namespace {

QString stageKey(DurationStage s) {
  switch (s) {
    case DurationStage::NextTurn:
      return QStringLiteral("next");
    case DurationStage::Now:
      return QStringLiteral("now");
    case DurationStage::Done:
      return QStringLiteral("done");
  }
  return {};
}

}  // namespace

DurationModel::DurationModel(QObject* parent) : QAbstractListModel(parent) {}

int DurationModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant DurationModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Duration& d = m_rows.at(index.row());
  switch (role) {
    case InstRole:
      return d.inst;
    case CardIdRole:
      return d.cardId;
    case Qt::DisplayRole:
    case NameRole:
      return CardCatalog::name(d.cardId);
    case KeeperInstRole:
      return d.keeperInst;
    case KeeperCardIdRole:
      return d.keeperCardId;
    case TimesRole:
      return d.times;
    case StageRole:
      return stageKey(d.stage);
    case NoteRole:
      return durationNote(d.cardId, d.stage, d.times);
    case HeldInstRole:
      return d.heldInst;
    case HeldCardIdRole:
      return d.heldCardId;
    default:
      return {};
  }
}

QHash<int, QByteArray> DurationModel::roleNames() const {
  return {{InstRole, "inst"},
          {CardIdRole, "cardId"},
          {NameRole, "name"},
          {KeeperInstRole, "keeperInst"},
          {KeeperCardIdRole, "keeperCardId"},
          {TimesRole, "times"},
          {StageRole, "stage"},
          {NoteRole, "note"},
          {HeldInstRole, "heldInst"},
          {HeldCardIdRole, "heldCardId"}};
}

QVariantMap DurationModel::get(int row) const { return rowAsMap(*this, row); }

int DurationModel::rowOf(int inst) const {
  for (int row = 0; row < m_rows.size(); ++row)
    if (m_rows.at(row).inst == inst) return row;
  return -1;
}

void DurationModel::syncTo(const QList<Duration>& rows) {
  const qsizetype before = m_rows.size();
  auto wanted = [&rows](int inst) {
    return std::any_of(rows.begin(), rows.end(),
                       [inst](const Duration& d) { return d.inst == inst; });
  };
  for (int row = int(m_rows.size()) - 1; row >= 0; --row) {
    if (wanted(m_rows.at(row).inst)) continue;
    beginRemoveRows(QModelIndex(), row, row);
    m_rows.removeAt(row);
    endRemoveRows();
  }
  for (int row = 0; row < rows.size(); ++row) {
    const Duration& want = rows.at(row);
    const int at = rowOf(want.inst);
    if (at < 0) {
      beginInsertRows(QModelIndex(), row, row);
      m_rows.insert(row, want);
      endInsertRows();
      continue;
    }
    if (at != row) {
      beginMoveRows(QModelIndex(), at, at, QModelIndex(), row);
      m_rows.move(at, row);
      endMoveRows();
    }
    if (m_rows.at(row) != want) {
      m_rows[row] = want;
      emit dataChanged(index(row), index(row));
    }
  }
  if (m_rows.size() != before) emit countChanged();
}

void DurationModel::retranslate() {
  if (!m_rows.isEmpty())
    emit dataChanged(index(0), index(int(m_rows.size()) - 1),
                     {NameRole, NoteRole, Qt::DisplayRole});
}

}  // namespace dominion::app
