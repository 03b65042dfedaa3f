// Messages with a count take their language's plural forms (Qt's %n), English included: its
// translation file holds only those forms (translations/dominion_en.ts).

#include <QCoreApplication>
#include <QtTest>

#include "localization.h"

using dominion::app::Localization;

namespace {

QString villagers(int n) {
  return QCoreApplication::translate("dominion::app::GameController", "Spend %n Villager(s).",
                                     nullptr, n);
}

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

  void german_counts_use_the_singular_for_one_only() {
    QCOMPARE(Localization::install(QStringLiteral("de")), QStringLiteral("de"));
    QCOMPARE(turns(1), QStringLiteral("1 Zug"));
    QCOMPARE(turns(0), QStringLiteral("0 Züge"));
    QCOMPARE(turns(23), QStringLiteral("23 Züge"));
  }

  // French takes the singular for 0 and 1.
  void french_counts_use_the_singular_for_zero_and_one() {
    QCOMPARE(Localization::install(QStringLiteral("fr")), QStringLiteral("fr"));
    QCOMPARE(turns(0), QStringLiteral("0 tour"));
    QCOMPARE(turns(1), QStringLiteral("1 tour"));
    QCOMPARE(turns(2), QStringLiteral("2 tours"));
  }
};

QTEST_MAIN(TestLocalization)
#include "tst_localization.moc"
