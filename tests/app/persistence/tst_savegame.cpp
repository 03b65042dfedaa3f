// Saved games: the file format, the saves folder (autosave and named slots), files that
// cannot be used, and save/resume round trips at every move of real games between AI players.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "ai/player.hpp"
#include "engine/card.hpp"
#include "engine/position.hpp"
#include "engine/view.hpp"
#include "persistence/savegame.h"
#include "persistence/savestore.h"

using namespace dominion::app;

namespace {

// Kingdoms whose Attacks and reactions ask other players mid-turn.
const char* const kAttackKingdom[] = {"Militia",   "Moat",        "Masquerade", "Minion",
                                      "Torturer",  "Throne Room", "Library",    "Sentry",
                                      "Courtyard", "Witch"};

dom::Game newGame(int players, uint64_t seed) {
  dom::Setup setup;
  for (const char* name : kAttackKingdom) setup.kingdom.push_back(dom::findCard(name));
  setup.players = players;
  setup.seed = seed;
  return dom::Game::create(setup);
}

QList<SeatSetup> seatsFor(int players) {
  QList<SeatSetup> seats;
  for (int s = 0; s < players; ++s)
    seats.append({QStringLiteral("Seat %1").arg(s + 1), s == 0, 1, defaultSeatColour(s)});
  return seats;
}

// The state as a save keeps it: events and logging are not part of a position.
dom::GameState comparable(const dom::Game& g) {
  dom::GameState s = g.s;
  s.events.clear();
  s.logEvents = false;
  return s;
}

QByteArray validSaveBytes(uint64_t seed = 7) {
  return encodeSave(makeSave(newGame(2, seed), seatsFor(2)));
}

void writeBytes(const QString& path, const QByteArray& bytes) {
  QDir().mkpath(QFileInfo(path).absolutePath());
  QFile f(path);
  QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
  f.write(bytes);
}

}  // namespace

class TestSaveGame : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase();
  void init();

  void encode_decode_keeps_metadata_and_position_verbatim();
  void mid_resolution_position_is_kept_verbatim();
  void truncated_file_is_damaged();
  void garbage_and_other_json_are_refused();
  void future_version_is_refused_with_a_clear_message();
  void changed_position_fails_its_checksum();
  void invalid_position_is_refused();

  void autosave_is_written_atomically_and_read_back();
  void interrupted_write_leaves_the_previous_autosave();
  void broken_autosave_is_set_aside_and_reported();
  void slots_are_listed_newest_first_and_replace_by_name();
  void broken_slots_are_set_aside_and_others_still_listed();
  void slot_ids_cannot_leave_the_folder();
  void default_folder_is_in_app_data();

  void save_and_resume_at_every_move_of_ai_games();

 private:
  QTemporaryDir m_home;
  std::unique_ptr<QTemporaryDir> m_dir;
};

void TestSaveGame::initTestCase() {
  QVERIFY(m_home.isValid());
  // Test mode puts AppDataLocation under $HOME/.qttest: a temporary HOME keeps it private.
  qputenv("HOME", m_home.path().toLocal8Bit());
  QStandardPaths::setTestModeEnabled(true);
}

void TestSaveGame::init() {
  m_dir = std::make_unique<QTemporaryDir>();
  QVERIFY(m_dir->isValid());
}

void TestSaveGame::encode_decode_keeps_metadata_and_position_verbatim() {
  const dom::Game game = newGame(3, 42);
  QList<SeatSetup> seats = seatsFor(3);
  seats[2].human = false;
  seats[2].level = 2;
  SaveGame save = makeSave(game, seats);
  save.meta.name = QStringLiteral("Friday night");
  save.meta.allowUndo = true;
  save.meta.seed = 0xfedcba9876543210ull;  // above 2^53: must survive JSON

  const DecodedSave back = decodeSave(encodeSave(save));
  QVERIFY2(back.ok(), qPrintable(back.message));
  QCOMPARE(back.save.position, save.position);
  const SaveMeta& m = back.save.meta;
  QCOMPARE(m.name, save.meta.name);
  QCOMPARE(m.kingdom.size(), 10);
  QVERIFY(m.kingdom.contains(QStringLiteral("Throne Room")));
  QCOMPARE(m.seats, seats);
  QCOMPARE(m.turn, save.meta.turn);
  QCOMPARE(m.currentPlayer, int(game.current()));
  QCOMPARE(m.seed, 0xfedcba9876543210ull);
  QVERIFY(m.allowUndo);
  QVERIFY(!m.gameOver);
  QCOMPARE(m.created.toMSecsSinceEpoch(), save.meta.created.toMSecsSinceEpoch());
  QCOMPARE(m.appVersion, save.meta.appVersion);
  QVERIFY(!m.appVersion.isEmpty());

  const QJsonObject root = QJsonDocument::fromJson(encodeSave(save)).object();
  QCOMPARE(root.value("format").toString(), QStringLiteral("dominion-save"));
  QCOMPARE(root.value("version").toInt(), kSaveVersion);
}

void TestSaveGame::mid_resolution_position_is_kept_verbatim() {
  // Player 1 plays Militia; player 2 must discard down to 3: a pending decision mid-card.
  dom::Game g = dom::loadPosition(R"({
    "kingdom": ["Militia"],
    "players": [
      {"hand": ["Militia", "Copper", "Copper", "Estate", "Copper"], "deck": ["Copper"]},
      {"hand": ["Copper", "Copper", "Estate", "Estate", "Silver"], "deck": ["Copper"]}
    ]})");
  std::string error;
  QVERIFY(g.apply(dom::Move::play(g.hand(0).front()), &error));
  QCOMPARE(g.decision().kind, dom::DecisionKind::SelectCards);
  QCOMPARE(int(g.decision().player), 1);
  QVERIFY(!g.s.frames.empty());

  const SaveGame save = makeSave(g, seatsFor(2));
  QVERIFY(save.position.find("\"digest\"") != std::string::npos);
  const DecodedSave back = decodeSave(encodeSave(save));
  QVERIFY2(back.ok(), qPrintable(back.message));
  QCOMPARE(back.save.position, save.position);
  dom::Game resumed = dom::loadPosition(back.save.position);
  QVERIFY(comparable(resumed) == comparable(g));
  QCOMPARE(resumed.decision().kind, dom::DecisionKind::SelectCards);
  QCOMPARE(int(resumed.decision().player), 1);
}

void TestSaveGame::truncated_file_is_damaged() {
  const QByteArray bytes = validSaveBytes();
  for (const qsizetype cut :
       {qsizetype(0), qsizetype(1), bytes.size() / 3, bytes.size() / 2, bytes.size() - 2}) {
    const DecodedSave d = decodeSave(bytes.left(cut));
    QCOMPARE(d.problem, SaveProblem::Damaged);
    QVERIFY(!d.message.isEmpty());
  }
}

void TestSaveGame::garbage_and_other_json_are_refused() {
  QCOMPARE(decodeSave(QByteArray("\x00\xff\x13garbage", 10)).problem, SaveProblem::Damaged);
  QCOMPARE(decodeSave(R"({"format": "something-else", "version": 1})").problem,
           SaveProblem::NotASave);
  QCOMPARE(decodeSave("[1, 2, 3]").problem, SaveProblem::NotASave);
  // A bare engine position is not a save either.
  QCOMPARE(decodeSave(QByteArray::fromStdString(dom::savePosition(newGame(2, 1)))).problem,
           SaveProblem::NotASave);
}

void TestSaveGame::future_version_is_refused_with_a_clear_message() {
  QJsonObject root = QJsonDocument::fromJson(validSaveBytes()).object();
  root.insert("version", kSaveVersion + 1);
  root.insert("app", QStringLiteral("9.0.0"));
  const DecodedSave d = decodeSave(QJsonDocument(root).toJson());
  QCOMPARE(d.problem, SaveProblem::FutureVersion);
  QVERIFY2(d.message.contains(QStringLiteral("newer version")), qPrintable(d.message));
  QVERIFY2(d.message.contains(QStringLiteral("9.0.0")), qPrintable(d.message));
}

void TestSaveGame::changed_position_fails_its_checksum() {
  QJsonObject root = QJsonDocument::fromJson(validSaveBytes()).object();
  QString position = root.value("position").toString();
  position.replace(QStringLiteral("\"coins\": 0"), QStringLiteral("\"coins\": 9"));
  root.insert("position", position);
  const DecodedSave d = decodeSave(QJsonDocument(root).toJson());
  QCOMPARE(d.problem, SaveProblem::Damaged);
  QVERIFY(d.message.contains(QStringLiteral("checksum")));
}

void TestSaveGame::invalid_position_is_refused() {
  SaveGame save = makeSave(newGame(2, 3), seatsFor(2));
  save.position = R"({"format": "dominion-position", "players": [{"hand": ["No Such Card"]}]})";
  const DecodedSave d = decodeSave(encodeSave(save));
  QCOMPARE(d.problem, SaveProblem::BadPosition);
  // Seats that do not match the position's players.
  SaveGame wrongSeats = makeSave(newGame(2, 3), seatsFor(3));
  QCOMPARE(decodeSave(encodeSave(wrongSeats)).problem, SaveProblem::Damaged);
}

void TestSaveGame::autosave_is_written_atomically_and_read_back() {
  SaveStore store(m_dir->path());
  QVERIFY(!store.hasAutosave());
  QVERIFY(!store.readAutosave());
  const SaveGame save = makeSave(newGame(2, 5), seatsFor(2));
  QString error;
  QVERIFY2(store.writeAutosave(save, &error), qPrintable(error));
  QVERIFY(store.hasAutosave());
  QString problem;
  const std::optional<SaveGame> back = store.readAutosave(&problem);
  QVERIFY2(back, qPrintable(problem));
  QCOMPARE(back->position, save.position);
  // No temporary files are left next to it.
  QCOMPARE(QDir(m_dir->path()).entryList(QDir::Files),
           QStringList{QStringLiteral("autosave.json")});
  QVERIFY(store.removeAutosave());
  QVERIFY(!store.hasAutosave());
}

void TestSaveGame::interrupted_write_leaves_the_previous_autosave() {
  SaveStore store(m_dir->path());
  const SaveGame first = makeSave(newGame(2, 11), seatsFor(2));
  QVERIFY(store.writeAutosave(first));
  {
    // A write that dies half-way (never committed) touches only a temporary file.
    QSaveFile half(store.autosavePath());
    QVERIFY(half.open(QIODevice::WriteOnly));
    const QByteArray next = encodeSave(makeSave(newGame(2, 12), seatsFor(2)));
    half.write(next.left(next.size() / 2));
  }
  const std::optional<SaveGame> back = store.readAutosave();
  QVERIFY(back);
  QCOMPARE(back->position, first.position);
}

void TestSaveGame::broken_autosave_is_set_aside_and_reported() {
  SaveStore store(m_dir->path());
  writeBytes(store.autosavePath(), validSaveBytes().left(200));
  QString problem;
  QVERIFY(!store.readAutosave(&problem));
  QVERIFY2(problem.contains(QStringLiteral("autosave.json")), qPrintable(problem));
  QVERIFY2(problem.contains(QStringLiteral("moved")), qPrintable(problem));
  QVERIFY(!store.hasAutosave());
  const QStringList aside = QDir(store.setAsideDir()).entryList(QDir::Files);
  QCOMPARE(aside.size(), 1);
  QVERIFY(aside.front().startsWith(QStringLiteral("autosave.damaged-")));
  // A new autosave can be written at once.
  QVERIFY(store.writeAutosave(makeSave(newGame(2, 1), seatsFor(2))));
  QVERIFY(store.readAutosave());
}

void TestSaveGame::slots_are_listed_newest_first_and_replace_by_name() {
  SaveStore store(m_dir->path());
  SaveGame a = makeSave(newGame(2, 1), seatsFor(2));
  SaveGame b = makeSave(newGame(3, 2), seatsFor(3));
  const QString idA = store.writeSlot(QStringLiteral("First"), a);
  QTest::qWait(5);
  b.meta.updated = QDateTime::currentDateTimeUtc();
  const QString idB = store.writeSlot(QStringLiteral("Second"), b);
  QVERIFY(!idA.isEmpty());
  QVERIFY(!idB.isEmpty());
  QVERIFY(idA != idB);
  QList<SaveStore::Slot> list = store.listSlots();
  QCOMPARE(list.size(), 2);
  QCOMPARE(list.at(0).meta.name, QStringLiteral("Second"));
  QCOMPARE(list.at(0).meta.seats.size(), 3);
  QCOMPARE(list.at(1).meta.name, QStringLiteral("First"));

  // Saving under an existing name (any case) replaces that slot.
  SaveGame c = makeSave(newGame(4, 3), seatsFor(4));
  c.meta.updated = QDateTime::currentDateTimeUtc().addSecs(1);
  QCOMPARE(store.writeSlot(QStringLiteral("first"), c), idA);
  list = store.listSlots();
  QCOMPARE(list.size(), 2);
  QCOMPARE(list.at(0).id, idA);
  QCOMPARE(list.at(0).meta.seats.size(), 4);

  const std::optional<SaveGame> loaded = store.readSlot(idB);
  QVERIFY(loaded);
  QCOMPARE(loaded->position, b.position);
  QVERIFY(store.removeSlot(idB));
  QCOMPARE(store.listSlots().size(), 1);
  QVERIFY(!store.readSlot(idB));
}

void TestSaveGame::broken_slots_are_set_aside_and_others_still_listed() {
  SaveStore store(m_dir->path());
  const QString good =
      store.writeSlot(QStringLiteral("Good"), makeSave(newGame(2, 9), seatsFor(2)));
  const QByteArray valid = validSaveBytes();
  writeBytes(store.slotsDir() + "/truncated.json", valid.left(valid.size() / 2));
  writeBytes(store.slotsDir() + "/garbage.json", QByteArray("\x89PNG\r\n\x1a\n not a save", 19));
  QJsonObject future = QJsonDocument::fromJson(valid).object();
  future.insert("version", 99);
  writeBytes(store.slotsDir() + "/future.json", QJsonDocument(future).toJson());
  // Files that are not saves by name are left alone.
  writeBytes(store.slotsDir() + "/notes.txt", "hello");

  QStringList problems;
  const QList<SaveStore::Slot> list = store.listSlots(&problems);
  QCOMPARE(list.size(), 1);
  QCOMPARE(list.front().id, good);
  QCOMPARE(problems.size(), 3);
  QVERIFY(std::any_of(problems.begin(), problems.end(), [](const QString& p) {
    return p.contains(QStringLiteral("newer version"));
  }));
  QStringList aside = QDir(store.setAsideDir()).entryList(QDir::Files, QDir::Name);
  QCOMPARE(aside.size(), 3);
  QVERIFY(aside.at(0).startsWith(QStringLiteral("future.newer-")));
  QVERIFY(aside.at(1).startsWith(QStringLiteral("garbage.damaged-")));
  QVERIFY(aside.at(2).startsWith(QStringLiteral("truncated.damaged-")));
  // The set-aside files are kept byte for byte.
  QFile f(store.setAsideDir() + "/" + aside.at(2));
  QVERIFY(f.open(QIODevice::ReadOnly));
  QCOMPARE(f.readAll(), valid.left(valid.size() / 2));
  // Listing again reports nothing new.
  problems.clear();
  QCOMPARE(store.listSlots(&problems).size(), 1);
  QVERIFY(problems.isEmpty());
  QVERIFY(QFile::exists(store.slotsDir() + "/notes.txt"));
}

void TestSaveGame::slot_ids_cannot_leave_the_folder() {
  SaveStore store(m_dir->path());
  QVERIFY(store.writeAutosave(makeSave(newGame(2, 1), seatsFor(2))));
  QVERIFY(!store.readSlot(QStringLiteral("../autosave")));
  QVERIFY(!store.removeSlot(QStringLiteral("../autosave")));
  QVERIFY(store.hasAutosave());
}

void TestSaveGame::default_folder_is_in_app_data() {
  const QString appData = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  QVERIFY(appData.startsWith(m_home.path()));
  QCOMPARE(SaveStore::defaultDir(), appData + QStringLiteral("/saves"));
  SaveStore store;
  QVERIFY(store.writeAutosave(makeSave(newGame(2, 1), seatsFor(2))));
  QVERIFY(QFile::exists(appData + QStringLiteral("/saves/autosave.json")));
  QVERIFY(store.removeAutosave());
}

// Plays games between AI players; before every move the game is saved, the save is read back
// and resumed, and the resumed game must equal the original and go on exactly like it.
void TestSaveGame::save_and_resume_at_every_move_of_ai_games() {
  int saves = 0, midResolution = 0, offTurn = 0, finished = 0;
  for (const auto& [players, seed] :
       {std::pair{2, 101ull}, std::pair{3, 202ull}, std::pair{4, 303ull}}) {
    dom::Game g = newGame(players, seed);
    std::vector<std::unique_ptr<dom::ai::Player>> ai;
    const char* names[] = {"Double Militia", "Easy", "Medium", "Easy"};
    for (int p = 0; p < players; ++p)
      ai.push_back(dom::ai::makePlayer(names[p], seed + uint64_t(p)));
    const QList<SeatSetup> seats = seatsFor(players);
    for (int move = 0; move < 4000 && !g.isOver(); ++move) {
      const SaveGame save = makeSave(g, seats);
      const DecodedSave back = decodeSave(encodeSave(save));
      QVERIFY2(back.ok(), qPrintable(back.message));
      QCOMPARE(back.save.position, save.position);
      dom::Game resumed = dom::loadPosition(back.save.position);
      QVERIFY2(comparable(resumed) == comparable(g),
               qPrintable(QStringLiteral("move %1").arg(move)));
      QCOMPARE(dom::savePosition(resumed), save.position);
      ++saves;
      midResolution += g.s.frames.empty() ? 0 : 1;
      offTurn += g.decision().player != g.current() ? 1 : 0;

      const dom::PlayerId who = g.decision().player;
      const dom::Move m = ai[size_t(who)]->decide(dom::view(g, who));
      std::string error;
      QVERIFY2(g.apply(m, &error), error.c_str());
      QVERIFY2(resumed.apply(m, &error), error.c_str());
      QVERIFY(comparable(resumed) == comparable(g));
    }
    finished += g.isOver() ? 1 : 0;
  }
  qInfo("%d saves, %d in the middle of a card, %d on another player's turn", saves, midResolution,
        offTurn);
  QCOMPARE(finished, 3);
  QVERIFY(midResolution > 20);
  QVERIFY(offTurn > 5);
}

QTEST_GUILESS_MAIN(TestSaveGame)
#include "tst_savegame.moc"
