#include "savegame.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include "engine/card.hpp"
#include "engine/game.hpp"
#include "engine/position.hpp"

#ifndef DOMINION_VERSION
#define DOMINION_VERSION "0"
#endif

namespace dominion::app {
namespace {

QString tr(const char* text) { return QCoreApplication::translate("dominion::app", text); }

QJsonObject seatToJson(const SeatSetup& seat) {
  QJsonObject o{{"name", seat.name},
                {"kind", seat.human ? QStringLiteral("human") : QStringLiteral("ai")},
                {"colour", seat.colour.isValid() ? seat.colour.name() : QString()}};
  if (!seat.human) o.insert("level", seat.level);
  return o;
}

bool seatFromJson(const QJsonValue& value, SeatSetup* seat) {
  if (!value.isObject()) return false;
  const QJsonObject o = value.toObject();
  const QString kind = o.value("kind").toString();
  if (kind != QLatin1String("human") && kind != QLatin1String("ai")) return false;
  seat->human = kind == QLatin1String("human");
  seat->name = o.value("name").toString();
  seat->level = std::clamp(o.value("level").toInt(1), 0, 2);
  seat->colour = QColor(o.value("colour").toString());
  return true;
}

QString isoDate(const QDateTime& t) { return t.toUTC().toString(Qt::ISODateWithMs); }

DecodedSave failed(SaveProblem problem, const QString& message) {
  DecodedSave out;
  out.problem = problem;
  out.message = message;
  return out;
}

}  // namespace

QByteArray positionChecksum(const std::string& position) {
  return QCryptographicHash::hash(QByteArray::fromStdString(position), QCryptographicHash::Sha256)
      .toHex();
}

SaveMeta describeGame(const dom::Game& game, const QList<SeatSetup>& seats) {
  SaveMeta meta;
  meta.created = meta.updated = QDateTime::currentDateTimeUtc();
  for (dom::CardId c : game.s.kingdom) {
    const std::string_view name = dom::card(c).name;
    meta.kingdom.append(QString::fromUtf8(name.data(), qsizetype(name.size())));
  }
  meta.seats = seats;
  meta.currentPlayer = game.current();
  meta.turn = game.player(game.current()).turnsTaken;
  meta.gameOver = game.isOver();
  meta.seed = game.s.seed;
  meta.appVersion = QStringLiteral(DOMINION_VERSION);
  return meta;
}

SaveGame makeSave(const dom::Game& game, const QList<SeatSetup>& seats) {
  return SaveGame{describeGame(game, seats), dom::savePosition(game), {}};
}

QByteArray encodeSave(const SaveGame& save) {
  const SaveMeta& m = save.meta;
  QJsonArray seats;
  for (const SeatSetup& s : m.seats) seats.append(seatToJson(s));
  QJsonObject root{
      {"format", QLatin1String(kSaveFormat)},
      {"version", kSaveVersion},
      {"app", m.appVersion},
      {"name", m.name},
      {"created", isoDate(m.created)},
      {"updated", isoDate(m.updated)},
      {"kingdom", QJsonArray::fromStringList(m.kingdom)},
      {"seats", seats},
      {"turn", m.turn},
      {"currentPlayer", m.currentPlayer},
      {"gameOver", m.gameOver},
      {"allowUndo", m.allowUndo},
      // A string: JSON numbers lose precision above 2^53.
      {"seed", QString::number(m.seed)},
      {"positionSha256", QString::fromLatin1(positionChecksum(save.position))},
      {"position", QString::fromStdString(save.position)},
  };
  if (!save.log.isEmpty()) root.insert("log", save.log);
  return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

DecodedSave decodeSave(const QByteArray& bytes, bool checkPosition) {
  QJsonParseError parseError;
  const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
  if (doc.isNull())
    return failed(SaveProblem::Damaged, tr("The file is damaged or incomplete (%1 at byte %2).")
                                            .arg(parseError.errorString())
                                            .arg(parseError.offset));
  const QJsonObject root = doc.object();
  if (!doc.isObject() || root.value("format").toString() != QLatin1String(kSaveFormat))
    return failed(SaveProblem::NotASave, tr("The file is not a saved Dominion game."));
  const int version = root.value("version").toInt(-1);
  if (version < 1) return failed(SaveProblem::Damaged, tr("The file has no valid format version."));
  if (version > kSaveVersion)
    return failed(SaveProblem::FutureVersion,
                  tr("The game was saved by a newer version of Dominion (%1, save format %2); "
                     "this version reads save format %3.")
                      .arg(root.value("app").toString(QStringLiteral("?")))
                      .arg(version)
                      .arg(kSaveVersion));

  DecodedSave out;
  const QJsonValue position = root.value("position");
  if (!position.isString())
    return failed(SaveProblem::Damaged, tr("The file holds no game position."));
  out.save.position = position.toString().toStdString();
  if (root.value("positionSha256").toString().toLatin1() != positionChecksum(out.save.position))
    return failed(SaveProblem::Damaged,
                  tr("The game position in the file does not match its checksum."));

  SaveMeta& m = out.save.meta;
  m.name = root.value("name").toString();
  m.created = QDateTime::fromString(root.value("created").toString(), Qt::ISODateWithMs);
  m.updated = QDateTime::fromString(root.value("updated").toString(), Qt::ISODateWithMs);
  for (const QJsonValue& card : root.value("kingdom").toArray()) m.kingdom.append(card.toString());
  for (const QJsonValue& value : root.value("seats").toArray()) {
    SeatSetup seat;
    if (!seatFromJson(value, &seat))
      return failed(SaveProblem::Damaged, tr("The file describes its players wrongly."));
    m.seats.append(seat);
  }
  m.turn = root.value("turn").toInt();
  m.currentPlayer = root.value("currentPlayer").toInt();
  m.gameOver = root.value("gameOver").toBool();
  m.allowUndo = root.value("allowUndo").toBool();
  m.seed = root.value("seed").toString().toULongLong();
  m.appVersion = root.value("app").toString();
  // A log that is not a list is dropped: the game itself is whole without it.
  out.save.log = root.value("log").toArray();

  if (checkPosition) {
    try {
      const dom::Game game = dom::loadPosition(out.save.position);
      if (game.playerCount() != int(m.seats.size()))
        return failed(SaveProblem::Damaged, tr("The file names %1 players for a game of %2.")
                                                .arg(m.seats.size())
                                                .arg(game.playerCount()));
    } catch (const std::exception& e) {
      return failed(
          SaveProblem::BadPosition,
          tr("The game in the file cannot be played on: %1").arg(QString::fromUtf8(e.what())));
    }
  } else if (m.seats.size() < 1 || m.seats.size() > kMaxSeats) {
    return failed(SaveProblem::Damaged, tr("The file describes its players wrongly."));
  }
  return out;
}

QString friendlyDate(const QDateTime& when) {
  const QDateTime local = when.toLocalTime();
  const QString time = local.time().toString(QStringLiteral("HH:mm"));
  const QDate today = QDate::currentDate();
  //: A save made today, at this time
  if (local.date() == today) return tr("today, %1").arg(time);
  //: A save made yesterday, at this time
  if (local.date() == today.addDays(-1)) return tr("yesterday, %1").arg(time);
  return QStringLiteral("%1, %2").arg(QLocale().toString(local.date(), QLocale::ShortFormat), time);
}

QString problemTag(SaveProblem problem) {
  switch (problem) {
    case SaveProblem::FutureVersion:
      return QStringLiteral("newer");
    case SaveProblem::NotASave:
      return QStringLiteral("unknown");
    case SaveProblem::None:
      return QStringLiteral("ok");
    default:
      return QStringLiteral("damaged");
  }
}

}  // namespace dominion::app
