// The game table with Alchemy: the Potions of a turn and the Potion pile exposed by the
// controller, the Potion costs in the card facts, "+1 Potion" in the game log.

#include <QtQml/qqmlextensionplugin.h>

#include <QSignalSpy>
#include <QtTest>

#include "game/cardcatalog.h"
#include "game/gamecontroller.h"
#include "gametestsupport.h"
#include "playthroughintents.h"
#include "testsupport.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

using dominion::app::CardCatalog;
using dominion::app::GameController;
using dominion::test::act;
using dominion::test::cardId;
using dominion::test::position;

namespace {

// Seat 0's Buy phase with this hand in a kingdom with Familiar ($3P), or without it.
std::string table(const char* hand, bool familiar = true) {
  return std::string(R"({"kingdom": [)") +
         (familiar ? R"("Familiar", )" : "") + R"("Village", "Smithy", "Market", "Cellar", "Moat",
      "Festival", "Witch", "Militia", "Mine", "Laboratory"],
    "players": [{"hand": )" + hand + R"(, "deck": ["Copper", "Estate", "Copper", "Silver", "Copper"]},
      {"hand": ["Copper", "Copper", "Estate", "Estate", "Copper"], "deck": ["Copper"]}],
    "turn": {"player": 0, "buys": 2, "phase": "buy"}})";
}

void startAt(GameController& c, const std::string& json) {
  c.setMoveDelayOverride(100000);
  c.startFromGame(position(json), 1);
}

bool logHas(const GameController& c, const char* line) {
  const QStringList texts = c.logModel()->texts();
  if (texts.contains(QString::fromUtf8(line))) return true;
  qWarning("log:\n%s", qPrintable(texts.join('\n')));
  return false;
}

}  // namespace

class TestAlchemyTable : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    QVERIFY(m_settings.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("dominion-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_alchemytable"));
  }

  void thePotionsOfTheTurnAreCountedAndSpent() {
    GameController c(nullptr);
    startAt(c, table(R"(["Potion", "Potion", "Copper", "Copper", "Copper"])"));
    QVERIFY(c.potionsInGame());
    QCOMPARE(c.potions(), 0);
    QSignalSpy changed(&c, &GameController::potionsChanged);
    QVERIFY(act(c, "play treasures"));
    QCOMPARE(c.potions(), 2);
    QCOMPARE(c.coins(), 3);
    QVERIFY(changed.count() > 0);
    QVERIFY(act(c, "buy Familiar"));
    QCOMPARE(c.potions(), 1);
    QCOMPARE(c.coins(), 0);
    QCOMPARE(dominion::test::compareWithView(c), QString());
    // Taken back with the buy.
    QVERIFY(c.canUndo());
    c.undo();
    QCOMPARE(c.potions(), 2);
  }

  void aPlayedPotionIsLoggedAsPlusOnePotion() {
    GameController c(nullptr);
    startAt(c, table(R"(["Potion", "Estate", "Estate", "Estate", "Estate"])"));
    QVERIFY(act(c, "play Potion"));
    QVERIFY(logHas(c, "You play Potion. (+1 Potion)"));
  }

  void aGameWithoutAPotionPileHasNoPotionsCounter() {
    GameController c(nullptr);
    startAt(c, table(R"(["Copper", "Copper", "Copper", "Copper", "Copper"])", false));
    QVERIFY(!c.potionsInGame());
    QCOMPARE(c.potions(), 0);
  }

  void theCardFactsGiveThePotionsOfACost() {
    CardCatalog catalog;
    const QVariantMap familiar = catalog.card(cardId("Familiar"));
    QCOMPARE(familiar.value("cost").toInt(), 3);
    QCOMPARE(familiar.value("potion").toInt(), 1);
    QCOMPARE(catalog.card(cardId("Potion")).value("potion").toInt(), 0);
    QCOMPARE(catalog.card(cardId("Potion")).value("cost").toInt(), 4);
  }

 private:
  dominion::test::ScratchSettings m_settings;
};

QTEST_MAIN(TestAlchemyTable)
#include "tst_alchemytable.moc"
