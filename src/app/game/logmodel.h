#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <functional>

namespace dominion::app {

// One line of the game log. The text is rendered when read, so it follows the language.
struct LogEntry {
  std::function<QString()> text;
  int seat = -1;
  QVariantList cardIds;
  bool turnHeader = false;
  QJsonObject record;  // the line as saved with the game (logrecord.h); empty: not saved
};

// The game log: readable, translated sentences; rows are only appended during a game.
class LogModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The log belongs to the GameController")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  enum Role { TextRole = Qt::UserRole + 1, SeatRole, CardIdsRole, TurnHeaderRole };
  Q_ENUM(Role)

  explicit LogModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  int count() const { return int(m_entries.size()); }
  Q_INVOKABLE QVariantMap get(int row) const;
  QString textAt(int row) const;
  QStringList texts() const;
  // The lines as a saved game keeps them, oldest first.
  QJsonArray records() const;

  void append(const QList<LogEntry>& entries);
  void clear();  // a new game
  void retranslate();

 signals:
  void countChanged();

 private:
  QList<LogEntry> m_entries;
};

}  // namespace dominion::app
