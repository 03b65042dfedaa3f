#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QColor>
#include <QList>
#include <QObject>
#include <QString>
#include <QVariantList>
#include <functional>

#include "seat.h"

class QQmlEngine;
class QJSEngine;

namespace dominion::app {

// The seats being set up for a game at one computer, one row per seat.
class SeatSetupModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("The seats belong to HotSeatSetup")
  Q_PROPERTY(int count READ count NOTIFY countChanged)

 public:
  enum Role {
    NameRole = Qt::UserRole + 1,  // as typed ("" when left empty)
    ShownNameRole,                // what the game will call the seat (the placeholder if empty)
    PlaceholderRole,              // "Player 2", "Alice"
    HumanRole,
    KindRole,  // 0 person, 1 Easy, 2 Medium, 3 Hard
    LevelRole,
    ColourRole,
  };
  Q_ENUM(Role)

  explicit SeatSetupModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = QModelIndex()) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;
  int count() const { return int(m_seats.size()); }

  const QList<SeatSetup>& seats() const { return m_seats; }
  void setSeats(const QList<SeatSetup>& seats);
  void append(const SeatSetup& seat);
  void removeAt(int row);
  void update(int row, const SeatSetup& seat);
  // The name the game uses for row (its placeholder when left empty).
  QString shownName(int row) const;
  QString placeholder(int row) const;
  void retranslate();

 signals:
  void countChanged();

 private:
  QList<SeatSetup> m_seats;
};

// The hot-seat set-up page's facade: two to six seats, each a person or an AI level, with
// names and colours, the kingdom and whether moves may be taken back. Remembered between
// sessions. start() hands the seats to the GameController.
class HotSeatSetup : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON

  Q_PROPERTY(QObject* seats READ seatsModel CONSTANT)
  Q_PROPERTY(int seatCount READ seatCount NOTIFY seatsChanged)
  Q_PROPERTY(int minSeats READ minSeats CONSTANT)
  Q_PROPERTY(int maxSeats READ maxSeats CONSTANT)
  Q_PROPERTY(int humanCount READ humans NOTIFY seatsChanged)
  // Taking back moves needs the table's consent: off unless the players turn it on.
  Q_PROPERTY(bool allowUndo READ allowUndo WRITE setAllowUndo NOTIFY allowUndoChanged)
  // What keeps the game from starting (translated), "" when it can start.
  Q_PROPERTY(QString problem READ problem NOTIFY seatsChanged)
  Q_PROPERTY(bool canStart READ canStart NOTIFY seatsChanged)
  // The colours offered ("#rrggbb" strings).
  Q_PROPERTY(QVariantList palette READ palette CONSTANT)

 public:
  // Kinds of seat, as the page offers them.
  enum Kind { Person, Easy, Medium, Hard };
  Q_ENUM(Kind)

  // No default argument: QML (Qt 6.4) then makes the singleton with create().
  explicit HotSeatSetup(QObject* parent);
  static HotSeatSetup* create(QQmlEngine* qmlEngine, QJSEngine* jsEngine);

  SeatSetupModel* seatsModel() const { return m_model; }
  int seatCount() const { return m_model->count(); }
  static int minSeats() { return kMinSeats; }
  static int maxSeats() { return kMaxSeats; }
  int humans() const { return humanCount(m_model->seats()); }
  bool allowUndo() const { return m_allowUndo; }
  void setAllowUndo(bool allow);
  QString problem() const;
  bool canStart() const { return problem().isEmpty(); }
  static QVariantList palette();

  Q_INVOKABLE void addSeat();
  Q_INVOKABLE void removeSeat(int row);
  Q_INVOKABLE void setName(int row, const QString& name);
  Q_INVOKABLE void setKind(int row, int kind);
  Q_INVOKABLE void setColour(int row, const QString& colour);
  // Back to two people with the first colours.
  Q_INVOKABLE void resetSeats();
  // The kingdom of the game: the cards (English names) and set-up chosen in the kingdom
  // dialog; no cards: the New game page's choice (First Game or random cards). -1: drawn as
  // for any game (Platinum and Colony, Young Witch's Bane, Shelters). earlierVersions: the
  // cards that changed in 2022 play their earlier text.
  struct Kingdom {
    QStringList cards;
    int colonies = -1;
    int baneCardId = -1;
    int shelters = -1;
    bool earlierVersions = false;
  };

  // Remembers the set-up and hands it to the start handler when it can start.
  Q_INVOKABLE bool start();
  // The same on the kingdom chosen in the kingdom dialog or its library.
  Q_INVOKABLE bool startWithKingdom(const QStringList& kingdomEnglishNames, int colonies,
                                    int baneCardId, int shelters, bool earlierVersions = false);

  // The seats as the game gets them: names filled in, trimmed.
  QList<SeatSetup> seats() const;

  // What start() calls: the GameController starts the game (wired in create()).
  using StartHandler =
      std::function<void(const QList<SeatSetup>& seats, bool allowUndo, const Kingdom& kingdom)>;
  void setStartHandler(StartHandler handler) { m_startHandler = std::move(handler); }

 signals:
  void seatsChanged();
  void allowUndoChanged();

 private:
  void load();
  void save() const;
  QColor unusedColour() const;

  SeatSetupModel* m_model;
  bool m_allowUndo = false;
  StartHandler m_startHandler;
};

}  // namespace dominion::app
