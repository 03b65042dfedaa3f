#include "pagedata.h"

#include <QDateTime>
#include <QDir>
#include <QFile>

#include "engine/card.hpp"
#include "engine/game.hpp"
#include "persistence/historydatabase.h"
#include "persistence/savegame.h"
#include "persistence/savestore.h"

namespace dominion::test {
namespace {

using app::GameRecord;
using app::SeatSetup;

const QStringList kFirstGame = {"Cellar", "Market",  "Merchant", "Militia", "Mine",
                                "Moat",   "Remodel", "Smithy",   "Village", "Workshop"};
const QStringList kIntrigue = {"Courtyard", "Masquerade", "Minion",  "Torturer", "Nobles",
                               "Swindler",  "Baron",      "Steward", "Upgrade",  "Wishing Well"};

dom::Game newGame(const QStringList& kingdom, int players, uint64_t seed) {
  dom::Setup setup;
  for (const QString& name : kingdom) setup.kingdom.push_back(dom::findCard(name.toStdString()));
  setup.players = players;
  setup.seed = seed;
  return dom::Game::create(setup);
}

SeatSetup you() { return {QString(), true, 1, app::defaultSeatColour(0)}; }
SeatSetup person(const char* name, int seat) {
  return {QString::fromUtf8(name), true, 1, app::defaultSeatColour(seat)};
}
SeatSetup computer(const char* name, int level, int seat) {
  return {QString::fromUtf8(name), false, level, app::defaultSeatColour(seat)};
}

void writeSlot(app::SaveStore& store, const char* name, const QStringList& kingdom,
               const QList<SeatSetup>& seats, int turn, int minutesAgo) {
  app::SaveGame save = app::makeSave(newGame(kingdom, int(seats.size()), 17), seats);
  save.meta.turn = turn;
  save.meta.updated = QDateTime::currentDateTimeUtc().addSecs(-60 * minutesAgo);
  store.writeSlot(QString::fromUtf8(name), save);
}

GameRecord::Seat seatOf(const SeatSetup& s, int score, bool winner) {
  return {s.name, s.human, s.level, s.colour.name(), score, 14, winner};
}

GameRecord record(const QStringList& kingdom, QList<GameRecord::Seat> seats, int turns,
                  int hoursAgo) {
  GameRecord r;
  r.finishedAt = QDateTime::currentDateTimeUtc().addSecs(-3600 * hoursAgo);
  r.kingdom = kingdom;
  r.seats = std::move(seats);
  r.turns = turns;
  r.seed = 1000 + quint64(hoursAgo);
  r.appVersion = QStringLiteral("test");
  return r;
}

}  // namespace

void seedPageData() {
  app::SaveStore store;
  QDir(store.dir()).removeRecursively();
  QFile::remove(app::HistoryDatabase::defaultPath());

  writeSlot(store, "Before dinner", kFirstGame, {you(), computer("Alice", 2, 1)}, 7, 30);
  writeSlot(store, "Friday night", kIntrigue,
            {person("Anna", 0), person("Ben", 1), computer("Cleo", 0, 2), person("Dora", 3)}, 12,
            60 * 26);
  writeSlot(store, "Witch rush", kFirstGame,
            {you(), computer("Alice", 1, 1), computer("Bob", 0, 2)}, 3, 60 * 24 * 9);

  app::HistoryDatabase db;
  if (!db.open()) return;
  db.record(record(kFirstGame,
                   {seatOf(you(), 34, true), seatOf(computer("Alice", 2, 1), 29, false)}, 36, 2));
  db.record(record(kIntrigue, {seatOf(you(), 22, false), seatOf(computer("Alice", 2, 1), 31, true)},
                   40, 5));
  db.record(record(kFirstGame,
                   {seatOf(you(), 41, true), seatOf(computer("Bob", 0, 1), 18, false),
                    seatOf(computer("Cleo", 1, 2), 25, false)},
                   51, 30));
  db.record(record(kIntrigue,
                   {seatOf(person("Anna", 0), 27, true), seatOf(person("Ben", 1), 27, true),
                    seatOf(person("Cleo", 2), 19, false)},
                   45, 50));
  db.record(record(kIntrigue, {seatOf(you(), 30, true), seatOf(computer("Bob", 1, 1), 24, false)},
                   38, 200));
}

}  // namespace dominion::test
