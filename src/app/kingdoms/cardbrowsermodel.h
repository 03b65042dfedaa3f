#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QString>
#include <QStringList>
#include <vector>

namespace dominion::app {

// Every Kingdom card, filtered for the card browser: by a search in names (English, German,
// French and the current language) and card text, by set, cost and type. Sorted by cost,
// then by the name the player reads.
class CardBrowserModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT

  Q_PROPERTY(QString search READ search WRITE setSearch NOTIFY filterChanged)
  // A set's key ("Base", "Intrigue") or "" for all.
  Q_PROPERTY(QString setFilter READ setFilter WRITE setSetFilter NOTIFY filterChanged)
  // A cost, or -1 for all; kMaxCostFilter stands for that cost or more.
  Q_PROPERTY(int costFilter READ costFilter WRITE setCostFilter NOTIFY filterChanged)
  // An English type name ("Action", "Attack", "Reaction", "Treasure", "Victory") or "".
  Q_PROPERTY(QString typeFilter READ typeFilter WRITE setTypeFilter NOTIFY filterChanged)
  Q_PROPERTY(int count READ count NOTIFY countChanged)
  Q_PROPERTY(int maxCostFilter READ maxCostFilter CONSTANT)

 public:
  static constexpr int kMaxCostFilter = 6;

  enum Role {
    CardIdRole = Qt::UserRole + 1,
    NameRole,  // in the current language
    EnglishNameRole,
    OtherNamesRole,  // in the other languages, when they differ
    CostRole,
    SetRole,
    TypesRole,
    EditionsRole,  // 1 first edition only, 2 second only, 3 both
  };
  Q_ENUM(Role)

  explicit CardBrowserModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QHash<int, QByteArray> roleNames() const override;

  QString search() const { return m_search; }
  void setSearch(const QString& text);
  QString setFilter() const { return m_set; }
  void setSetFilter(const QString& set);
  int costFilter() const { return m_cost; }
  void setCostFilter(int cost);
  QString typeFilter() const { return m_type; }
  void setTypeFilter(const QString& type);
  int count() const { return int(m_rows.size()); }
  static int maxCostFilter() { return kMaxCostFilter; }

  Q_INVOKABLE int cardIdAt(int row) const;
  Q_INVOKABLE void clearFilters();

 signals:
  void filterChanged();
  void countChanged();

 protected:
  bool eventFilter(QObject* watched, QEvent* e) override;

 private:
  bool matches(int cardId, const QString& folded) const;
  void refresh();

  QString m_search;
  QString m_set;
  int m_cost = -1;
  QString m_type;
  std::vector<int> m_rows;  // card ids
};

}  // namespace dominion::app
