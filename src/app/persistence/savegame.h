#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <string>

#include "hotseat/seat.h"

namespace dom {
class Game;
}

namespace dominion::app {

// A saved game: an engine position plus what the player needs to recognise it and to play it
// on (who sits where). See docs/saves.md for the file format.
inline constexpr char kSaveFormat[] = "dominion-save";
inline constexpr int kSaveVersion = 1;

struct SaveMeta {
  QString name;            // a named slot's name ("" for the autosave)
  QDateTime created;       // when the game began (UTC)
  QDateTime updated;       // when this save was written (UTC)
  QStringList kingdom;     // English card names, in the position's order
  QList<SeatSetup> seats;  // in seat order
  int turn = 0;            // turns the current player has begun (what the table shows)
  int currentPlayer = 0;   // whose turn it is
  bool gameOver = false;
  bool allowUndo = false;  // hot-seat: the table agreed to taking back moves
  quint64 seed = 0;
  QString appVersion;  // the version that wrote the save
};

struct SaveGame {
  SaveMeta meta;
  // The text of dom::savePosition, kept verbatim: a position saved in the middle of a card's
  // resolution carries a digest of its own text and must never be rewritten.
  std::string position;
  // The game log as the table showed it (LogModel::records): optional, never a reason to
  // refuse a save.
  QJsonArray log;
};

// Why a save cannot be used.
enum class SaveProblem {
  None,
  Unreadable,     // the file could not be read
  Damaged,        // not JSON (truncated or garbled), or the position does not match its checksum
  NotASave,       // JSON, but not a Dominion save
  FutureVersion,  // written by a newer version of the game
  BadPosition,    // the position inside is invalid
};

struct DecodedSave {
  SaveGame save;
  SaveProblem problem = SaveProblem::None;
  QString message;  // translated, for the player; empty when there is no problem
  bool ok() const { return problem == SaveProblem::None; }
};

// The metadata of `game` with these seats; created/updated are now, the version this app's.
SaveMeta describeGame(const dom::Game& game, const QList<SeatSetup>& seats);
// A save of `game` (dom::savePosition) with its metadata.
SaveGame makeSave(const dom::Game& game, const QList<SeatSetup>& seats);

// The SHA-256 of a save's position text, in hexadecimal: the file's "positionSha256".
QByteArray positionChecksum(const std::string& position);

// The save as file contents (UTF-8 JSON).
QByteArray encodeSave(const SaveGame& save);
// Reads file contents. With `checkPosition`, the position is also loaded by the engine.
DecodedSave decodeSave(const QByteArray& bytes, bool checkPosition = true);

// When a save was made or a game ended, for the player: "today, 14:32", "yesterday, 09:05",
// else the date and time in the short format of the locale.
QString friendlyDate(const QDateTime& when);

// A short word for the problem, used in the names of files set aside ("damaged", "newer").
QString problemTag(SaveProblem problem);

}  // namespace dominion::app
