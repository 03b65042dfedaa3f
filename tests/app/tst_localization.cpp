// Messages with a count take their language's plural forms (Qt's %n), English included: its
// translation file holds only those forms (translations/dominion_en.ts).

#include <QCoreApplication>
#include <QtTest>

#include "localization.h"
#include "persistence/historydatabase.h"
#include "persistence/savegame.h"
#include "persistence/savestore.h"

using dominion::app::Localization;

namespace {

QString villagers(int n) {
  return QCoreApplication::translate("dominion::app::GameController", "Spend %n Villager(s).",
                                     nullptr, n);
}

// The game log's pieces: "(+2 Actions, +1 Buy)", "Anna draws 2 cards."
QString logPiece(const char* text, int n) {
  return QCoreApplication::translate("GameLog", text, nullptr, n);
}
QString actions(int n) { return logPiece("+%n Action(s)", n); }
QString draws(int n) { return logPiece("%1 draws %n card(s).", n).arg(QStringLiteral("Anna")); }

QString turns(int n) { return QCoreApplication::translate("GameOverDialog", "%n turn(s)", nullptr, n); }

}  // namespace

class TestLocalization : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() { Localization::install(QStringLiteral("en")); }

  void english_counts_say_one_turn_and_two_turns() {
    QCOMPARE(Localization::install(QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(turns(1), QStringLiteral("1 turn"));
    QCOMPARE(turns(2), QStringLiteral("2 turns"));
    QCOMPARE(turns(0), QStringLiteral("0 turns"));
    QCOMPARE(villagers(1), QStringLiteral("Spend 1 Villager."));
    QCOMPARE(villagers(3), QStringLiteral("Spend 3 Villagers."));
  }

  void english_log_pieces_take_the_singular_for_one_only() {
    QCOMPARE(Localization::install(QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(actions(1), QStringLiteral("+1 Action"));
    QCOMPARE(actions(2), QStringLiteral("+2 Actions"));
    QCOMPARE(logPiece("+%n Buy(s)", 1), QStringLiteral("+1 Buy"));
    QCOMPARE(logPiece("+%n Buy(s)", 3), QStringLiteral("+3 Buys"));
    QCOMPARE(draws(0), QStringLiteral("Anna draws 0 cards."));
    QCOMPARE(draws(1), QStringLiteral("Anna draws 1 card."));
    QCOMPARE(logPiece("%1 sets aside %n card(s) face down.", 1).arg(QStringLiteral("Anna")),
             QStringLiteral("Anna sets aside a card face down."));
    QCOMPARE(logPiece("%1 sets aside %n card(s) face down.", 2).arg(QStringLiteral("Anna")),
             QStringLiteral("Anna sets aside 2 cards face down."));
  }

  void german_log_pieces_take_the_singular_for_one_only() {
    QCOMPARE(Localization::install(QStringLiteral("de")), QStringLiteral("de"));
    QCOMPARE(actions(1), QStringLiteral("+1 Aktion"));
    QCOMPARE(actions(2), QStringLiteral("+2 Aktionen"));
    QCOMPARE(logPiece("+%n Buy(s)", 2), QStringLiteral("+2 Käufe"));
    QCOMPARE(draws(0), QStringLiteral("Anna zieht 0 Karten."));
    QCOMPARE(draws(1), QStringLiteral("Anna zieht 1 Karte."));
  }

  // "0 carte": French takes the singular for 0 and 1.
  void french_log_pieces_take_the_singular_for_zero_and_one() {
    QCOMPARE(Localization::install(QStringLiteral("fr")), QStringLiteral("fr"));
    QCOMPARE(actions(1), QStringLiteral("+1 Action"));
    QCOMPARE(actions(2), QStringLiteral("+2 Actions"));
    QCOMPARE(logPiece("+%n Buy(s)", 2), QStringLiteral("+2 Achats"));
    QCOMPARE(draws(0), QStringLiteral("Anna pioche 0 carte."));
    QCOMPARE(draws(1), QStringLiteral("Anna pioche 1 carte."));
    QCOMPARE(draws(2), QStringLiteral("Anna pioche 2 cartes."));
  }

  void german_counts_use_the_singular_for_one_only() {
    QCOMPARE(Localization::install(QStringLiteral("de")), QStringLiteral("de"));
    QCOMPARE(turns(1), QStringLiteral("1 Zug"));
    QCOMPARE(turns(0), QStringLiteral("0 Züge"));
    QCOMPARE(turns(23), QStringLiteral("23 Züge"));
  }

  // French takes the singular for 0 and 1.
  // The saves' and the history's messages are looked up under the context the translation
  // files give them (a message of a class's member under the class's name, namespace included;
  // one of a free function under the namespace's): in German, a save that cannot be written, a
  // history that cannot be opened and a file that is no save are told in German.
  void german_messages_of_the_saves_and_the_history_are_translated() {
    QCOMPARE(Localization::install(QStringLiteral("de")), QStringLiteral("de"));
    const QString nowhere = QStringLiteral("/proc/dominion-no-such-folder");
    QString error;
    QVERIFY(!dominion::app::SaveStore(nowhere).writeAutosave(dominion::app::SaveGame{}, &error));
    QCOMPARE(error, QStringLiteral("Der Ordner %1 kann nicht angelegt werden.").arg(nowhere));
    dominion::app::HistoryDatabase history(nowhere + QStringLiteral("/history.sqlite"));
    QVERIFY(!history.open());
    QVERIFY2(history.lastError().startsWith(
                 QStringLiteral("Der Ordner des Spielverlaufs kann nicht angelegt werden")),
             qPrintable(history.lastError()));
    QCOMPARE(dominion::app::decodeSave(QByteArray("{}")).message,
             QStringLiteral("Die Datei ist kein gespeichertes Dominion-Spiel."));
  }

  void french_counts_use_the_singular_for_zero_and_one() {
    QCOMPARE(Localization::install(QStringLiteral("fr")), QStringLiteral("fr"));
    QCOMPARE(turns(0), QStringLiteral("0 tour"));
    QCOMPARE(turns(1), QStringLiteral("1 tour"));
    QCOMPARE(turns(2), QStringLiteral("2 tours"));
  }
};

QTEST_MAIN(TestLocalization)
#include "tst_localization.moc"
