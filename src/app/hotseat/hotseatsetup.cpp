#include "hotseatsetup.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
#include <QQmlEngine>
#include <QSettings>
#include <algorithm>

#include "appcontroller.h"
#include "game/gamecontroller.h"
#include "game/gamesetup.h"

namespace dominion::app {
namespace {

inline constexpr char kSeatsKey[] = "hotSeat/seats";
inline constexpr char kAllowUndoKey[] = "hotSeat/allowUndo";
inline constexpr int kMaxNameLength = 24;

int kindOf(const SeatSetup& s) { return s.human ? HotSeatSetup::Person : s.level + 1; }

SeatSetup person(int seat) { return SeatSetup{{}, true, 1, defaultSeatColour(seat)}; }

}  // namespace

// ---- SeatSetupModel ---------------------------------------------------------------------------

SeatSetupModel::SeatSetupModel(QObject* parent) : QAbstractListModel(parent) {}

int SeatSetupModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(m_seats.size());
}

QString SeatSetupModel::placeholder(int row) const {
  if (row < 0 || row >= m_seats.size()) return {};
  if (m_seats.at(row).human)
    return QCoreApplication::translate("HotSeatSetup", "Player %1").arg(row + 1);
  // AI seats are named as at a game against the computer: Alice, Bob ... in seat order.
  int ai = 0;
  for (int r = 0; r < row; ++r) ai += m_seats.at(r).human ? 0 : 1;
  return opponentName(ai);
}

QString SeatSetupModel::shownName(int row) const {
  if (row < 0 || row >= m_seats.size()) return {};
  const QString name = m_seats.at(row).name.trimmed();
  return name.isEmpty() ? placeholder(row) : name;
}

QVariant SeatSetupModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const SeatSetup& s = m_seats.at(index.row());
  switch (role) {
    case Qt::DisplayRole:
    case ShownNameRole:
      return shownName(index.row());
    case NameRole:
      return s.name;
    case PlaceholderRole:
      return placeholder(index.row());
    case HumanRole:
      return s.human;
    case KindRole:
      return kindOf(s);
    case LevelRole:
      return s.level;
    case ColourRole:
      return s.colour;
    default:
      return {};
  }
}

QHash<int, QByteArray> SeatSetupModel::roleNames() const {
  return {{NameRole, "name"},    {ShownNameRole, "shownName"}, {PlaceholderRole, "placeholder"},
          {HumanRole, "human"},  {KindRole, "kind"},           {LevelRole, "level"},
          {ColourRole, "colour"}};
}

void SeatSetupModel::setSeats(const QList<SeatSetup>& seats) {
  const bool countChanges = seats.size() != m_seats.size();
  beginResetModel();
  m_seats = seats;
  endResetModel();
  if (countChanges) emit countChanged();
}

void SeatSetupModel::append(const SeatSetup& seat) {
  beginInsertRows({}, int(m_seats.size()), int(m_seats.size()));
  m_seats.append(seat);
  endInsertRows();
  emit countChanged();
}

void SeatSetupModel::removeAt(int row) {
  if (row < 0 || row >= m_seats.size()) return;
  beginRemoveRows({}, row, row);
  m_seats.removeAt(row);
  endRemoveRows();
  emit countChanged();
  // Placeholders ("Player 3") follow the rows.
  if (!m_seats.isEmpty()) emit dataChanged(index(0), index(int(m_seats.size()) - 1));
}

void SeatSetupModel::update(int row, const SeatSetup& seat) {
  if (row < 0 || row >= m_seats.size() || m_seats.at(row) == seat) return;
  m_seats[row] = seat;
  // A change of kind renames the AI placeholders after it.
  emit dataChanged(index(row), index(int(m_seats.size()) - 1));
}

void SeatSetupModel::retranslate() {
  if (!m_seats.isEmpty()) emit dataChanged(index(0), index(int(m_seats.size()) - 1));
}

// ---- HotSeatSetup -----------------------------------------------------------------------------

HotSeatSetup::HotSeatSetup(QObject* parent) : QObject(parent), m_model(new SeatSetupModel(this)) {
  load();
  connect(m_model, &SeatSetupModel::dataChanged, this, &HotSeatSetup::seatsChanged);
  connect(m_model, &SeatSetupModel::countChanged, this, &HotSeatSetup::seatsChanged);
  connect(m_model, &SeatSetupModel::modelReset, this, &HotSeatSetup::seatsChanged);
}

HotSeatSetup* HotSeatSetup::create(QQmlEngine* qmlEngine, QJSEngine*) {
  auto* setup = new HotSeatSetup(nullptr);
  const int controllerType = qmlTypeId("Dominion", 1, 0, "GameController");
  const int appType = qmlTypeId("Dominion", 1, 0, "AppController");
  if (!qmlEngine || controllerType < 0 || appType < 0) return setup;
  QPointer<GameController> controller =
      qmlEngine->singletonInstance<GameController*>(controllerType);
  QPointer<AppController> app = qmlEngine->singletonInstance<AppController*>(appType);
  setup->setStartHandler(
      [controller, app](const QList<SeatSetup>& seats, bool allowUndo, const Kingdom& kingdom) {
        if (!controller) return;
        // No cards chosen: the New game page's choice, the rulebook's first game or random cards.
        const bool firstGame = app && app->kingdom() == AppController::FirstGame;
        const QStringList cards = !kingdom.cards.isEmpty() ? kingdom.cards
                                  : firstGame              ? firstGameCardNames()
                                                           : QStringList();
        controller->newSeatedGame(seats, cards, 0, allowUndo, kingdom.colonies, kingdom.baneCardId,
                                  kingdom.shelters, kingdom.earlierVersions);
      });
  return setup;
}

QVariantList HotSeatSetup::palette() {
  QVariantList out;
  for (const QColor& c : seatPalette()) out.append(c.name());
  return out;
}

void HotSeatSetup::setAllowUndo(bool allow) {
  if (allow == m_allowUndo) return;
  m_allowUndo = allow;
  emit allowUndoChanged();
}

QColor HotSeatSetup::unusedColour() const {
  for (const QColor& c : seatPalette())
    if (std::none_of(m_model->seats().begin(), m_model->seats().end(),
                     [&](const SeatSetup& s) { return s.colour == c; }))
      return c;
  return defaultSeatColour(m_model->count());
}

void HotSeatSetup::addSeat() {
  if (m_model->count() >= kMaxSeats) return;
  SeatSetup seat = person(m_model->count());
  seat.colour = unusedColour();
  m_model->append(seat);
}

void HotSeatSetup::removeSeat(int row) {
  if (m_model->count() <= kMinSeats) return;
  m_model->removeAt(row);
}

void HotSeatSetup::setName(int row, const QString& name) {
  if (row < 0 || row >= m_model->count()) return;
  SeatSetup seat = m_model->seats().at(row);
  seat.name = name.left(kMaxNameLength);
  m_model->update(row, seat);
}

void HotSeatSetup::setKind(int row, int kind) {
  if (row < 0 || row >= m_model->count() || kind < Person || kind > Hard) return;
  SeatSetup seat = m_model->seats().at(row);
  seat.human = kind == Person;
  if (!seat.human) seat.level = kind - 1;
  m_model->update(row, seat);
}

void HotSeatSetup::setColour(int row, const QString& colour) {
  const QColor c(colour);
  if (row < 0 || row >= m_model->count() || !c.isValid()) return;
  SeatSetup seat = m_model->seats().at(row);
  seat.colour = c;
  m_model->update(row, seat);
}

void HotSeatSetup::resetSeats() {
  QList<SeatSetup> seats;
  for (int s = 0; s < kMinSeats; ++s) seats.append(person(s));
  m_model->setSeats(seats);
}

QList<SeatSetup> HotSeatSetup::seats() const {
  QList<SeatSetup> out = m_model->seats();
  for (int r = 0; r < out.size(); ++r) out[r].name = m_model->shownName(r);
  return out;
}

QString HotSeatSetup::problem() const {
  const QList<SeatSetup> all = seats();
  if (all.size() < kMinSeats || all.size() > kMaxSeats)
    return tr("A game needs %1 to %2 players.").arg(kMinSeats).arg(kMaxSeats);
  if (humanCount(all) == 0) return tr("At least one player must be a person at this computer.");
  for (int a = 0; a < all.size(); ++a)
    for (int b = a + 1; b < all.size(); ++b) {
      if (all.at(a).name.compare(all.at(b).name, Qt::CaseInsensitive) == 0)
        return tr("Two players are called %1: give each a name of their own.").arg(all.at(a).name);
      if (all.at(a).colour == all.at(b).colour)
        return tr("%1 and %2 have the same colour.").arg(all.at(a).name, all.at(b).name);
    }
  return {};
}

bool HotSeatSetup::start() { return startWithKingdom({}, -1, -1, -1); }

bool HotSeatSetup::startWithKingdom(const QStringList& kingdomEnglishNames, int colonies,
                                    int baneCardId, int shelters, bool earlierVersions) {
  if (!canStart()) return false;
  save();
  if (m_startHandler)
    m_startHandler(seats(), m_allowUndo,
                   Kingdom{.cards = kingdomEnglishNames,
                           .colonies = colonies,
                           .baneCardId = baneCardId,
                           .shelters = shelters,
                           .earlierVersions = earlierVersions});
  return true;
}

void HotSeatSetup::load() {
  const QSettings settings;
  m_allowUndo = settings.value(kAllowUndoKey, false).toBool();
  QList<SeatSetup> seats;
  const QJsonArray stored =
      QJsonDocument::fromJson(settings.value(kSeatsKey).toString().toUtf8()).array();
  for (const QJsonValue& v : stored) {
    const QJsonObject o = v.toObject();
    SeatSetup s;
    s.name = o.value("name").toString().left(kMaxNameLength);
    s.human = o.value("human").toBool(true);
    s.level = std::clamp(o.value("level").toInt(1), 0, kAiLevelCount - 1);
    s.colour = QColor(o.value("colour").toString());
    if (!s.colour.isValid()) s.colour = defaultSeatColour(int(seats.size()));
    seats.append(s);
  }
  if (seats.size() < kMinSeats || seats.size() > kMaxSeats) {
    seats.clear();
    for (int s = 0; s < kMinSeats; ++s) seats.append(person(s));
  }
  m_model->setSeats(seats);
}

void HotSeatSetup::save() const {
  QJsonArray stored;
  for (const SeatSetup& s : m_model->seats())
    stored.append(QJsonObject{{"name", s.name.trimmed()},
                              {"human", s.human},
                              {"level", s.level},
                              {"colour", s.colour.name()}});
  QSettings settings;
  settings.setValue(kSeatsKey,
                    QString::fromUtf8(QJsonDocument(stored).toJson(QJsonDocument::Compact)));
  settings.setValue(kAllowUndoKey, m_allowUndo);
}

}  // namespace dominion::app
