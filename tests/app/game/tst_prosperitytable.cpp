// Prosperity on the table, through the GameController as QML reads it: the pile of a card
// named for Contraband (and any card a rule forbids buying now) is marked on the Supply, and
// a Charlatan game tells the table that its Curses are Treasures.

#include <QtQml/qqmlextensionplugin.h>

#include <QSignalSpy>
#include <QtTest>

#include "engine/notation.hpp"
#include "game/gamecontroller.h"
#include "gametestsupport.h"
#include "playthroughintents.h"

Q_IMPORT_QML_PLUGIN(DominionPlugin)

using dominion::app::GameController;
using dominion::app::SupplyModel;
using dominion::test::act;
using dominion::test::pileOf;
using dominion::test::played;
using dominion::test::position;

namespace {

// Seat 0 on its turn with this hand (a JSON list); decks of Coppers and Estates.
std::string table(const char* hand0) {
  return std::string(
             R"({"kingdom": ["Contraband", "Grand Market", "War Chest", "Village", "Smithy", "Market"], "players": [
    {"hand": )") +
         hand0 + R"(, "deck": ["Copper", "Estate", "Copper", "Copper", "Copper"]},
    {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper", "Copper", "Copper", "Copper", "Estate"]}
  ]})";
}

bool forbidden(const GameController& c, const char* card) {
  return c.supplyModel()->get(pileOf(c.game(), card)).value("buyForbidden").toBool();
}

}  // namespace

class TestProsperityTable : public QObject {
  Q_OBJECT

 private slots:
  // Contraband ①: the named card's pile says it can't be bought, for the rest of the turn.
  void card_named_for_contraband_is_marked_on_its_pile() {
    GameController c(nullptr);
    c.setMoveDelayOverride(100000);
    c.startFromGame(played(table(R"(["Contraband", "Gold", "Gold", "Copper", "Copper"])"),
                           {"play Contraband", "name Province"}),
                    1);
    QVERIFY(forbidden(c, "Province"));
    QVERIFY(!forbidden(c, "Gold"));
    QVERIFY(!forbidden(c, "Duchy"));
    QVERIFY(act(c, "play Gold"));
    QVERIFY(forbidden(c, "Province"));
    QVERIFY(!c.supplyModel()->get(pileOf(c.game(), "Province")).value("affordable").toBool());
  }

  // War Chest ①: the cards named for it this turn carry a mark on their piles (War Chest can't
  // gain them), counted when named twice.
  void cards_named_for_war_chest_are_marked_on_their_piles() {
    GameController c(nullptr);
    c.setMoveDelayOverride(100000);
    c.startFromGame(played(table(R"(["War Chest", "Copper", "Copper", "Copper", "Estate"])"),
                           {"play War Chest", "name Smithy"}),
                    1);
    const auto tokens = [&c](const char* card) {
      return c.supplyModel()->get(pileOf(c.game(), card)).value("tokens").toMap();
    };
    QCOMPARE(tokens("Smithy"), (QVariantMap{{QStringLiteral("warChest"), 1}}));
    QCOMPARE(tokens("Village"), QVariantMap());
    QVERIFY(!forbidden(c, "Smithy"));  // named for War Chest, not forbidden to buy
  }

  // Grand Market's own rule: with a Copper in play its pile is marked, and the change is
  // announced on that row alone.
  void grand_market_is_marked_once_a_copper_is_in_play() {
    GameController c(nullptr);
    c.setMoveDelayOverride(100000);
    c.startFromGame(position(table(R"(["Copper", "Gold", "Gold", "Copper", "Estate"])")), 1);
    QVERIFY(!forbidden(c, "Grand Market"));
    const int grandMarket = pileOf(c.game(), "Grand Market");
    QSignalSpy changed(c.supplyModel(), &QAbstractItemModel::dataChanged);
    QVERIFY(act(c, "play Copper"));
    QVERIFY(forbidden(c, "Grand Market"));
    bool announced = false;
    for (const auto& args : changed)
      if (args.at(0).toModelIndex().row() == grandMarket &&
          args.at(2).value<QList<int>>().contains(SupplyModel::BuyForbiddenRole))
        announced = true;
    QVERIFY(announced);
    QVERIFY(!forbidden(c, "Village"));
  }

  // Charlatan ②: in a game with Charlatan, Curses are Treasures everywhere; the table says so.
  void curses_are_treasures_on_the_table_only_in_a_charlatan_game() {
    GameController plain(nullptr);
    plain.setMoveDelayOverride(100000);
    plain.startFromGame(position(table(R"(["Copper", "Copper", "Copper", "Copper", "Estate"])")),
                        1);
    QVERIFY(!plain.cursesAreTreasures());

    GameController charlatan(nullptr);
    charlatan.setMoveDelayOverride(100000);
    QSignalSpy changed(&charlatan, &GameController::cursesAreTreasuresChanged);
    charlatan.startFromGame(position(R"({"kingdom": ["Charlatan", "Village"], "players": [
      {"hand": ["Curse", "Copper", "Copper", "Copper", "Estate"], "deck": ["Copper"]},
      {"hand": ["Copper", "Copper", "Copper", "Estate", "Estate"], "deck": ["Copper"]}]})"),
                            1);
    QVERIFY(charlatan.cursesAreTreasures());
    QCOMPARE(changed.count(), 1);
  }
};

QTEST_MAIN(TestProsperityTable)
#include "tst_prosperitytable.moc"
