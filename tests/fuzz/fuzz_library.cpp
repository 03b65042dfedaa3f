// The kingdom library (docs/kingdoms.md, "The app's library") and the import. A file in the
// library folder is either listed or kept aside with a problem named, and the library goes
// on; a listed kingdom exports to text and JSON that import back to the same cards. The same
// bytes as pasted text (with German and French names) are read or refused with a message.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QVariantMap>

#include "fuzzcheck.h"
#include "kingdoms/kingdomlibrary.h"
#include "qtfuzz.h"

using namespace dominion::app;

namespace {

QStringList sorted(QStringList list) {
  list.sort();
  return list;
}

void checkImport(const KingdomLibrary& library, const QString& text) {
  const QVariantMap parsed = library.parseText(text);
  const QStringList cards = parsed.value(QStringLiteral("cards")).toStringList();
  if (!parsed.value(QStringLiteral("ok")).toBool()) {
    FUZZ_CHECK(!parsed.value(QStringLiteral("error")).toString().isEmpty());
    FUZZ_CHECK(cards.isEmpty());
    return;
  }
  FUZZ_CHECK(!cards.isEmpty() && cards.size() <= 10);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) { return startQt(argc, argv); }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
  static QTemporaryDir root;
  const QString dir = root.path() + QStringLiteral("/kingdoms");
  QDir(dir).removeRecursively();
  FUZZ_CHECK(writeFile(dir + QStringLiteral("/fuzzed.json"), bytes));
  KingdomLibrary library(dir);
  FUZZ_CHECK(library.count() + library.problems().size() == 1);
  if (library.count() == 1) {
    const QVariantMap entry = library.entry(0);
    const QStringList cards = entry.value(QStringLiteral("cardNames")).toStringList();
    FUZZ_CHECK(!cards.isEmpty() && cards.size() <= 10);
    FUZZ_CHECK(!entry.value(QStringLiteral("name")).toString().isEmpty());
    for (const QString& exported : {library.exportText(0), library.exportJson(0)}) {
      const QVariantMap again = library.parseText(exported);
      FUZZ_CHECK(again.value(QStringLiteral("ok")).toBool());
      FUZZ_CHECK(sorted(again.value(QStringLiteral("cards")).toStringList()) == sorted(cards));
    }
  } else {
    // Kept aside under another name, out of the library's way.
    FUZZ_CHECK(!QFile::exists(dir + QStringLiteral("/fuzzed.json")));
  }
  checkImport(library, QString::fromUtf8(bytes));
  return 0;
}
