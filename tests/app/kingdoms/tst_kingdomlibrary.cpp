// The library of saved kingdoms: saving, the order of use, renaming, duplicating,
// deleting, files that cannot be read, and import and export as text and as kingdom files.

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "engine/card.hpp"
#include "kingdoms/kingdomlibrary.h"

using dominion::app::KingdomLibrary;

namespace {

const QStringList kFirstGame = {"Cellar", "Market",  "Merchant", "Militia", "Mine",
                                "Moat",   "Remodel", "Smithy",   "Village", "Workshop"};
const QStringList kUnderlings = {"Cellar",   "Festival", "Library", "Sentry", "Vassal",
                                 "Courtier", "Diplomat", "Minion",  "Nobles", "Pawn"};

QStringList sorted(QStringList list) {
  list.sort();
  return list;
}

QStringList files(const QString& dir, const QString& pattern) {
  return QDir(dir).entryList({pattern}, QDir::Files, QDir::Name);
}

void writeFile(const QString& path, const QByteArray& bytes) {
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly));
  file.write(bytes);
}

}  // namespace

class TestKingdomLibrary : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_kingdomlibrary"));
  }

  void init() {
    m_dir = KingdomLibrary::defaultDirectory();
    QVERIFY(m_dir.contains(QLatin1String("tst_kingdomlibrary")));
    QDir(m_dir).removeRecursively();
  }

  void cleanupTestCase() { QDir(KingdomLibrary::defaultDirectory()).removeRecursively(); }

  void lives_in_the_app_data_folder() {
    QCOMPARE(m_dir, QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                        QStringLiteral("/kingdoms"));
    KingdomLibrary library;
    QCOMPARE(library.count(), 0);
    QVERIFY(library.problems().isEmpty());
  }

  void saved_kingdoms_come_back_with_name_note_and_cards() {
    {
      KingdomLibrary library;
      QAbstractItemModelTester tester(&library);
      QVERIFY(!library.save("Starter", "For Sunday", kFirstGame).isEmpty());
      QVERIFY(!library.save("Mixed", "", kUnderlings).isEmpty());
      QCOMPARE(library.count(), 2);
    }
    QCOMPARE(files(m_dir, "*.json").size(), 2);
    KingdomLibrary again;
    QCOMPARE(again.count(), 2);
    const QVariantMap mixed = again.entry(0);
    QCOMPARE(mixed["name"].toString(), QStringLiteral("Mixed"));
    QCOMPARE(sorted(mixed["cardNames"].toStringList()), sorted(kUnderlings));
    const QVariantMap starter = again.entry(1);
    QCOMPARE(starter["name"].toString(), QStringLiteral("Starter"));
    QCOMPARE(starter["note"].toString(), QStringLiteral("For Sunday"));
    QCOMPARE(sorted(starter["cardNames"].toStringList()), sorted(kFirstGame));
    QCOMPARE(starter["cardCount"].toInt(), 10);
    QCOMPARE(starter["cardIds"].toList().size(), 10);
  }

  void the_set_up_is_saved_with_the_kingdom_and_comes_back() {
    const int chapel = int(dom::findCard("Chapel"));
    {
      KingdomLibrary library;
      const QVariantMap setup{{"colonies", true},
                              {"shelters", true},
                              {"baneCardId", chapel},
                              {"earlierVersions", true}};
      const QString id = library.save("Dark and rich", "", kFirstGame, setup);
      QFile file(m_dir + "/" + id + ".json");
      QVERIFY(file.open(QIODevice::ReadOnly));
      const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
      QCOMPARE(o["colonies"].toBool(), true);
      QCOMPARE(o["shelters"].toBool(), true);
      QCOMPARE(o["bane"].toString(), QStringLiteral("Chapel"));
      QCOMPARE(o["earlierVersions"].toBool(), true);
      library.save("Plain", "", kUnderlings);
    }
    KingdomLibrary again;
    const QVariantMap plain = again.entry(0);
    QCOMPARE(plain["colonies"].toBool(), false);
    QCOMPARE(plain["shelters"].toBool(), false);
    QCOMPARE(plain["baneCardId"].toInt(), -1);
    QCOMPARE(plain["earlierVersions"].toBool(), false);
    const QVariantMap rich = again.entry(1);
    QCOMPARE(rich["colonies"].toBool(), true);
    QCOMPARE(rich["shelters"].toBool(), true);
    QCOMPARE(rich["baneCardId"].toInt(), chapel);
    QCOMPARE(rich["earlierVersions"].toBool(), true);
    // Saving the cards again with the set-up switched off keeps nothing of it.
    QVERIFY(again.update(rich["kingdomId"].toString(), "Dark and rich", "", kFirstGame, {}));
    QCOMPARE(again.entry(0)["shelters"].toBool(), false);
    QCOMPARE(again.entry(0)["baneCardId"].toInt(), -1);
    QCOMPARE(again.entry(0)["earlierVersions"].toBool(), false);
  }

  void a_bane_that_cannot_be_one_is_not_saved() {
    KingdomLibrary library;
    // Moat is one of the ten cards; Gold is not a Kingdom card.
    for (const char* name : {"Moat", "Gold"}) {
      library.save("K", "", kFirstGame, {{"baneCardId", int(dom::findCard(name))}});
      QCOMPARE(library.entry(0)["baneCardId"].toInt(), -1);
    }
  }

  void a_kingdom_files_set_up_survives_import_and_export() {
    KingdomLibrary library;
    const QVariantMap result = library.importKingdom(
        R"({"format": "dominion-kingdom", "version": 1, "name": "Shared",
            "cards": ["Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel",
                      "Smithy", "Village", "Workshop"],
            "colonies": true, "shelters": true, "bane": "Chapel", "earlierVersions": true})");
    QVERIFY2(result["ok"].toBool(), qPrintable(result["error"].toString()));
    QCOMPARE(result["shelters"].toBool(), true);
    QCOMPARE(result["earlierVersions"].toBool(), true);
    const QVariantMap k = library.entry(0);
    QCOMPARE(k["colonies"].toBool(), true);
    QCOMPARE(k["shelters"].toBool(), true);
    QCOMPARE(k["baneCardId"].toInt(), int(dom::findCard("Chapel")));
    QCOMPARE(k["earlierVersions"].toBool(), true);
    const QJsonObject exported = QJsonDocument::fromJson(library.exportJson(0).toUtf8()).object();
    QCOMPARE(exported["colonies"].toBool(), true);
    QCOMPARE(exported["shelters"].toBool(), true);
    QCOMPARE(exported["bane"].toString(), QStringLiteral("Chapel"));
    QCOMPARE(exported["earlierVersions"].toBool(), true);
  }

  void each_kingdom_is_a_kingdom_file() {
    KingdomLibrary library;
    const QString id = library.save("Starter", "note", kFirstGame);
    QFile file(m_dir + "/" + id + ".json");
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(o["format"].toString(), QStringLiteral("dominion-kingdom"));
    QCOMPARE(o["version"].toInt(), 1);
    QCOMPARE(o["name"].toString(), QStringLiteral("Starter"));
    QCOMPARE(o["cards"].toArray().size(), 10);
    QVERIFY(o.contains("lastUsed"));
  }

  void a_kingdom_with_unknown_cards_is_not_saved() {
    KingdomLibrary library;
    QSignalSpy errors(&library, &KingdomLibrary::errorOccurred);
    QVERIFY(library.save("Bad", "", {"Cellar", "Thronsal"}).isEmpty());
    QVERIFY(library.save("Twice", "", {"Cellar", "Cellar"}).isEmpty());
    QVERIFY(library.save("Basic", "", {"Copper"}).isEmpty());
    QVERIFY(library.save("Empty", "", {}).isEmpty());
    QCOMPARE(errors.count(), 4);
    QVERIFY(errors[0][0].toString().contains("Thronsal"));
    QCOMPARE(library.count(), 0);
    QVERIFY(files(m_dir, "*").isEmpty());
  }

  void a_partial_kingdom_is_kept_as_it_is() {
    KingdomLibrary library;
    QVERIFY(!library.save("Three", "", {"Witch", "Village", "Chapel"}).isEmpty());
    KingdomLibrary again;
    QCOMPARE(again.entry(0)["cardCount"].toInt(), 3);
  }

  void the_last_used_come_first() {
    KingdomLibrary library;
    QAbstractItemModelTester tester(&library);
    library.save("A", "", kFirstGame);
    library.save("B", "", kUnderlings);
    library.save("C", "", {"Witch"});
    QCOMPARE(library.entry(0)["name"].toString(), QStringLiteral("C"));
    QSignalSpy moved(&library, &QAbstractItemModel::rowsMoved);
    library.markUsed(2);  // A
    QCOMPARE(moved.count(), 1);
    QCOMPARE(library.entry(0)["name"].toString(), QStringLiteral("A"));
    QCOMPARE(library.entry(1)["name"].toString(), QStringLiteral("C"));
    QCOMPARE(library.entry(2)["name"].toString(), QStringLiteral("B"));
    library.markUsed(0);  // already on top: nothing moves
    QCOMPARE(moved.count(), 1);

    KingdomLibrary again;
    QCOMPARE(again.entry(0)["name"].toString(), QStringLiteral("A"));
    QCOMPARE(again.entry(1)["name"].toString(), QStringLiteral("C"));
    QCOMPARE(again.entry(2)["name"].toString(), QStringLiteral("B"));
  }

  void rename_and_note_are_saved() {
    {
      KingdomLibrary library;
      QAbstractItemModelTester tester(&library);
      library.save("Old", "old note", kFirstGame);
      QSignalSpy changed(&library, &QAbstractItemModel::dataChanged);
      QVERIFY(library.rename(0, "  New name "));
      QVERIFY(!library.rename(0, "   "));
      QVERIFY(!library.rename(5, "x"));
      QVERIFY(library.setNote(0, "new note"));
      QCOMPARE(changed.count(), 2);
    }
    KingdomLibrary again;
    QCOMPARE(again.entry(0)["name"].toString(), QStringLiteral("New name"));
    QCOMPARE(again.entry(0)["note"].toString(), QStringLiteral("new note"));
  }

  void duplicate_makes_a_copy_on_top() {
    KingdomLibrary library;
    QAbstractItemModelTester tester(&library);
    const QString first = library.save("Base", "n", kFirstGame);
    library.save("Other", "", kUnderlings);
    const QString copy = library.duplicate(1);
    QVERIFY(!copy.isEmpty());
    QVERIFY(copy != first);
    QCOMPARE(library.count(), 3);
    QCOMPARE(library.entry(0)["name"].toString(), QStringLiteral("Base (copy)"));
    QCOMPARE(library.entry(0)["note"].toString(), QStringLiteral("n"));
    QCOMPARE(library.entry(0)["cardNames"], library.entry(library.indexOf(first))["cardNames"]);
    QCOMPARE(files(m_dir, "*.json").size(), 3);
    QVERIFY(library.duplicate(7).isEmpty());
  }

  void delete_removes_the_file() {
    KingdomLibrary library;
    QAbstractItemModelTester tester(&library);
    const QString keep = library.save("Keep", "", kFirstGame);
    const QString gone = library.save("Gone", "", kUnderlings);
    QVERIFY(library.remove(library.indexOf(gone)));
    QCOMPARE(library.count(), 1);
    QCOMPARE(files(m_dir, "*.json"), QStringList{keep + ".json"});
    QVERIFY(!library.remove(3));
    KingdomLibrary again;
    QCOMPARE(again.count(), 1);
    QCOMPARE(again.entry(0)["kingdomId"].toString(), keep);
  }

  void update_replaces_cards_and_moves_to_top() {
    KingdomLibrary library;
    const QString id = library.save("Mine", "", kFirstGame);
    library.save("Other", "", {"Witch"});
    QVERIFY(library.update(id, "Mine 2", "edited", kUnderlings));
    QCOMPARE(library.entry(0)["kingdomId"].toString(), id);
    QCOMPARE(library.entry(0)["name"].toString(), QStringLiteral("Mine 2"));
    QCOMPARE(sorted(library.entry(0)["cardNames"].toStringList()), sorted(kUnderlings));
    QCOMPARE(library.count(), 2);
  }

  void a_corrupt_file_is_kept_aside_and_the_others_load() {
    {
      KingdomLibrary library;
      library.save("Good one", "", kFirstGame);
      library.save("Good two", "", kUnderlings);
    }
    writeFile(m_dir + "/broken.json", "{\"format\": \"dominion-kingdom\", \"cards\": [\"Cel");
    writeFile(m_dir + "/unknown.json",
              R"({"format": "dominion-kingdom", "version": 1, "cards": ["Cellar", "Thronsal"]})");
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("broken\\.json"));
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression("unknown\\.json"));
    KingdomLibrary library;
    QCOMPARE(library.count(), 2);
    QCOMPARE(library.problems().size(), 2);
    const QString problems = library.problems().join("\n");
    QVERIFY2(problems.contains("broken.json") && problems.contains("unknown.json"),
             qPrintable(problems));
    QVERIFY2(problems.contains(".corrupt-"), qPrintable(problems));
    // The unreadable files are kept for the player under another name ...
    QVERIFY(!QFile::exists(m_dir + "/broken.json"));
    QVERIFY(!QFile::exists(m_dir + "/unknown.json"));
    QCOMPARE(files(m_dir, "broken.json.corrupt-*").size(), 1);
    QCOMPARE(files(m_dir, "unknown.json.corrupt-*").size(), 1);
    // ... and are not read again.
    KingdomLibrary again;
    QCOMPARE(again.count(), 2);
    QVERIFY(again.problems().isEmpty());
  }

  void an_unknown_card_is_reported_with_a_suggestion_and_nothing_is_imported() {
    KingdomLibrary library;
    const QVariantMap result = library.importKingdom("Cellar, Thronsal, Market, Smithy, Gardnes");
    QVERIFY(!result["ok"].toBool());
    const QVariantList unknown = result["unknown"].toList();
    QCOMPARE(unknown.size(), 2);
    QCOMPARE(unknown[0].toMap()["name"].toString(), QStringLiteral("Thronsal"));
    QVERIFY2(unknown[0].toMap()["suggestions"].toStringList().contains("Thronsaal"),
             qPrintable(unknown[0].toMap()["suggestions"].toStringList().join(",")));
    QCOMPARE(unknown[1].toMap()["name"].toString(), QStringLiteral("Gardnes"));
    QVERIFY(unknown[1].toMap()["suggestions"].toStringList().contains("Gardens"));
    const QString error = result["error"].toString();
    QVERIFY2(
        error.contains("Thronsal") && error.contains("did you mean") && error.contains("Gardens"),
        qPrintable(error));
    QCOMPARE(library.count(), 0);
    QVERIFY(files(m_dir, "*").isEmpty());
  }

  void other_problems_are_reported_too() {
    KingdomLibrary library;
    QVERIFY(!library.importKingdom("Cellar, Cellar").value("ok").toBool());
    QVERIFY(!library.importKingdom("").value("ok").toBool());
    QVERIFY(!library.importKingdom("").value("error").toString().isEmpty());
    QVERIFY(!library.importKingdom("{\"format\": \"other\"}").value("ok").toBool());
    QCOMPARE(library.count(), 0);
  }

  void german_and_french_names_are_accepted() {
    KingdomLibrary library;
    const QVariantMap result = library.importKingdom(
        "Keller, Salle du trône, MARKT, forgeron; burggraben\nSorcière, Kapelle, Jahrmarkt, "
        "laboratoire, Dorf",
        "Mixed languages");
    QVERIFY2(result["ok"].toBool(), qPrintable(result["error"].toString()));
    QCOMPARE(sorted(result["cards"].toStringList()),
             sorted({"Cellar", "Throne Room", "Market", "Smithy", "Moat", "Witch", "Chapel",
                     "Festival", "Laboratory", "Village"}));
    QCOMPARE(library.count(), 1);
    QCOMPARE(library.entry(0)["name"].toString(), QStringLiteral("Mixed languages"));
    // Stored in English.
    QVERIFY(library.entry(0)["cardNames"].toStringList().contains("Throne Room"));
  }

  void seasides_cards_are_known_by_their_german_and_french_names() {
    KingdomLibrary library;
    const QVariantMap result = library.parseText(
        "Hafen, Village indigène, Karawane, Île, Avant-poste, Embargo, Cellar, Moat, Village, "
        "Smithy");
    QVERIFY2(result["ok"].toBool(), qPrintable(result["error"].toString()));
    QCOMPARE(sorted(result["cards"].toStringList()),
             sorted({"Haven", "Native Village", "Caravan", "Island", "Outpost", "Embargo", "Cellar",
                     "Moat", "Village", "Smithy"}));
  }

  void names_are_read_without_accents_and_umlauts() {
    KingdomLibrary library;
    const QVariantMap result =
        library.parseText("salle du trone, Sorciere, MARCHE, Haendlerin, Händlerin, geldverleiher");
    QVERIFY(!result["ok"].toBool());  // Merchant twice, nothing else wrong
    QVERIFY2(result["error"].toString().contains("Merchant is listed twice"),
             qPrintable(result["error"].toString()));
    QCOMPARE(result["unknown"].toList().size(), 0);
    const QVariantMap fixed =
        library.parseText("salle du trone, Sorciere, MARCHE, Haendlerin, geldverleiher");
    QVERIFY2(fixed["ok"].toBool(), qPrintable(fixed["error"].toString()));
    QCOMPARE(sorted(fixed["cards"].toStringList()),
             sorted({"Throne Room", "Witch", "Market", "Merchant", "Moneylender"}));
  }

  void export_is_offered_in_the_documents_folder_under_the_kingdoms_name() {
    KingdomLibrary library;
    library.save("Witch: a/b \"test\"?", "", {"Witch"});
    const QUrl file = library.suggestedExportFile(0);
    QVERIFY(file.isLocalFile());
    QCOMPARE(QFileInfo(file.toLocalFile()).fileName(), QStringLiteral("Witch ab test.json"));
    QCOMPARE(library.folderOf(file).toLocalFile(), QFileInfo(file.toLocalFile()).absolutePath());
    QVERIFY(library.suggestedExportFile(5).isEmpty());
  }

  void text_export_and_import_round_trip() {
    KingdomLibrary library;
    library.save("Original", "", kUnderlings);
    const QString text = library.exportText(0);
    QVERIFY(!text.contains('\n'));
    QVERIFY(text.contains("Cellar, "));
    const QVariantMap result = library.importKingdom(text, "Copy");
    QVERIFY2(result["ok"].toBool(), qPrintable(result["error"].toString()));
    QCOMPARE(library.count(), 2);
    QCOMPARE(library.entry(0)["cardNames"], library.entry(1)["cardNames"]);
  }

  void json_export_and_import_round_trip() {
    KingdomLibrary library;
    library.save("Original", "With a note", kFirstGame);
    const QString json = library.exportJson(0);
    QVERIFY(json.contains("\"dominion-kingdom\""));
    QVERIFY(!json.contains("lastUsed"));
    const QVariantMap result = library.importKingdom(json);
    QVERIFY2(result["ok"].toBool(), qPrintable(result["error"].toString()));
    QCOMPARE(library.entry(0)["name"].toString(), QStringLiteral("Original"));
    QCOMPARE(library.entry(0)["note"].toString(), QStringLiteral("With a note"));
    QCOMPARE(library.entry(0)["cardNames"], library.entry(1)["cardNames"]);
  }

  void file_export_and_import_round_trip() {
    QTemporaryDir out;
    KingdomLibrary library;
    library.save("To file", "n", kUnderlings);
    const QString jsonPath = out.filePath("kingdom.json");
    const QString textPath = out.filePath("kingdom.txt");
    QVERIFY(library.exportToFile(0, QUrl::fromLocalFile(jsonPath)));
    QVERIFY(library.exportToFile(0, QUrl::fromLocalFile(textPath)));
    QVariantMap fromJson = library.importKingdomFile(QUrl::fromLocalFile(jsonPath));
    QVERIFY2(fromJson["ok"].toBool(), qPrintable(fromJson["error"].toString()));
    QCOMPARE(library.entry(0)["name"].toString(), QStringLiteral("To file"));
    QVariantMap fromText = library.importKingdomFile(QUrl::fromLocalFile(textPath));
    QVERIFY2(fromText["ok"].toBool(), qPrintable(fromText["error"].toString()));
    QCOMPARE(library.entry(0)["name"].toString(), QStringLiteral("kingdom"));  // the file's name
    QCOMPARE(library.count(), 3);
    QCOMPARE(library.entry(0)["cardNames"], library.entry(2)["cardNames"]);
    QCOMPARE(library.entry(1)["cardNames"], library.entry(2)["cardNames"]);
    const QVariantMap missing =
        library.importKingdomFile(QUrl::fromLocalFile(out.filePath("none.json")));
    QVERIFY(!missing["ok"].toBool());
    QVERIFY(!missing["error"].toString().isEmpty());
  }

  void clipboard_round_trip() {
    KingdomLibrary library;
    library.save("Shared", "", kFirstGame);
    library.copyToClipboard(library.exportText(0));
    QCOMPARE(library.clipboardText(), library.exportText(0));
    const QVariantMap result = library.importKingdom(library.clipboardText());
    QVERIFY(result["ok"].toBool());
    QCOMPARE(library.entry(0)["name"].toString(), QStringLiteral("Imported kingdom"));
  }

  void parse_saves_nothing() {
    KingdomLibrary library;
    const QVariantMap result = library.parseText("Cellar, Market");
    QVERIFY(result["ok"].toBool());
    QCOMPARE(result["cards"].toStringList(), QStringList({"Cellar", "Market"}));
    QCOMPARE(library.count(), 0);
  }

 private:
  QString m_dir;
};

QTEST_MAIN(TestKingdomLibrary)
#include "tst_kingdomlibrary.moc"
