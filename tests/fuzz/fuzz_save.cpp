// Save files (docs/saves.md) and the saves folder. Any file is either used or refused with a
// message; a refused file is set aside, never left to block the folder, and the others stay.
// A save that decodes encodes and decodes back to the same. The position inside is guarded by
// its SHA-256; the input is also tried with that checksum made right, so that what lies behind
// it (the metadata against the position) is fuzzed too.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include "fuzzcheck.h"
#include "persistence/savegame.h"
#include "persistence/savestore.h"
#include "qtfuzz.h"

using namespace dominion::app;

namespace {

void checkDecoded(const DecodedSave& decoded, bool checkPosition) {
  if (!decoded.ok()) {
    FUZZ_CHECK(!decoded.message.isEmpty());
    return;
  }
  const SaveGame& save = decoded.save;
  if (!checkPosition) {
    FUZZ_CHECK(save.meta.seats.size() >= 1 && save.meta.seats.size() <= kMaxSeats);
    return;
  }
  // What was read writes back as a save that reads the same.
  const DecodedSave again = decodeSave(encodeSave(save), true);
  FUZZ_CHECK(again.ok());
  FUZZ_CHECK(again.save.position == save.position);
  FUZZ_CHECK(again.save.meta.seats == save.meta.seats);
  FUZZ_CHECK(again.save.meta.kingdom == save.meta.kingdom);
  FUZZ_CHECK(again.save.meta.seed == save.meta.seed);
  FUZZ_CHECK(again.save.log == save.log);
}

QByteArray resigned(const QByteArray& bytes) {
  QJsonDocument doc = QJsonDocument::fromJson(bytes);
  if (!doc.isObject() || !doc.object().value("position").isString()) return {};
  QJsonObject root = doc.object();
  root.insert(
      "positionSha256",
      QString::fromLatin1(positionChecksum(root.value("position").toString().toStdString())));
  return QJsonDocument(root).toJson();
}

// The folder as the app reads it: the autosave and a slot holding these bytes, beside a slot
// that is whole.
void checkFolder(const QByteArray& bytes, const QByteArray& wholeSave) {
  static QTemporaryDir root;
  const QString dir = root.path() + QStringLiteral("/saves");
  QDir(dir).removeRecursively();
  SaveStore store(dir);
  FUZZ_CHECK(writeFile(store.autosavePath(), bytes));
  FUZZ_CHECK(writeFile(store.slotsDir() + QStringLiteral("/fuzzed.json"), bytes));
  FUZZ_CHECK(writeFile(store.slotsDir() + QStringLiteral("/whole.json"), wholeSave));

  // The menu peeks at the autosave; Continue reads it. Refused either time, it is set aside.
  QString problem;
  if (!store.peekAutosave(&problem)) {
    FUZZ_CHECK(!problem.isEmpty() && !store.hasAutosave());
  } else if (problem.clear(); !store.readAutosave(&problem)) {
    FUZZ_CHECK(!problem.isEmpty() && !store.hasAutosave());
  }
  QStringList problems;
  const QList<SaveStore::Slot> listed = store.listSlots(&problems);
  bool wholeListed = false;
  for (const SaveStore::Slot& s : listed)
    wholeListed = wholeListed || s.id == QLatin1String("whole");
  FUZZ_CHECK(wholeListed);
  FUZZ_CHECK(listed.size() + problems.size() == 2);
  problem.clear();
  if (!store.readSlot(QStringLiteral("fuzzed"), &problem)) {
    FUZZ_CHECK(!problem.isEmpty());
    FUZZ_CHECK(!QFile::exists(store.slotsDir() + QStringLiteral("/fuzzed.json")));
  }
  FUZZ_CHECK(store.readSlot(QStringLiteral("whole")).has_value());
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) { return startQt(argc, argv); }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
  checkDecoded(decodeSave(bytes, false), false);
  checkDecoded(decodeSave(bytes, true), true);
  const QByteArray signedBytes = resigned(bytes);
  if (!signedBytes.isEmpty()) {
    checkDecoded(decodeSave(signedBytes, false), false);
    checkDecoded(decodeSave(signedBytes, true), true);
  }
  // The whole save of the corpus's first file stands in for a slot that must stay readable.
  static const QByteArray whole = [] {
    QFile f(QStringLiteral(DOMINION_WHOLE_SAVE));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
  }();
  FUZZ_CHECK(!whole.isEmpty());
  checkFolder(bytes, whole);
  return 0;
}
