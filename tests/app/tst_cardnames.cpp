// Card and type names follow the official German and French editions.

#include <QTranslator>
#include <QtTest>

#include "cardnames.h"
#include "engine/card.hpp"
#include "localization.h"

using dominion::app::Localization;
using dominion::app::translatedCardName;
using dominion::app::translatedCardType;

class TestCardNames : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() { Localization::install(QStringLiteral("en")); }
  void coversBaseAndIntrigueWithBothEditions();
  void everyCardOfTheEngineHasAName();
  void everyNameHasATranslation_data();
  void everyNameHasATranslation();
  void officialGermanNames();
  void officialFrenchNames();
  void englishKeepsTheSourceNames();
  void unknownNamesStayUntranslatedWithAWarning();
};

void TestCardNames::coversBaseAndIntrigueWithBothEditions() {
  // 7 basic cards, Prosperity's 2 and Alchemy's Potion, 26 + 6 base game, 26 + 6 Intrigue,
  // Seaside's first 5 + 1, Prosperity's first 13 + 2, Hinterlands' first 2 + 2, Cornucopia's
  // Young Witch, Tournament and the five Prizes, and the first 7 cards and landscapes of Guilds,
  // Renaissance, Empires, Adventures and Menagerie, Patrician and Emporium, Horse and Supplies,
  // Alchemy's Familiar, Dark Ages' first 23 (Spoils, the Shelters, Cultist, "Ruins" and the five
  // Ruins, "Knights" and the ten Knights among them), Nocturne's first 2 (with an Heirloom),
  // Empires' Castles ("Castles" and the eight Castles), Prosperity's next 10 and Plunder's
  // Jewelled Egg, Sack of Loot, "Loot" and the 15 Loots, and Prosperity's 2nd-edition Bishop,
  // Quarry, Rabble, Magnate, Collection, Clerk and Anvil, then Tiara, Crystal Ball, Investment,
  // War Chest and Charlatan, and Seaside's Cutpurse, Lookout, Salvager, Treasury, Smugglers, Sea
  // Chart, Treasure Map, Astrolabe, Tide Pools, Sea Witch, Monkey, Corsair, Sailor, Blockade and
  // Pirate, and the 1st edition's Pearl Diver, Navigator, Explorer, Sea Hag, Ghost Ship,
  // Ambassador and Pirate Ship, and Hinterlands' Crossroads, Develop, Oasis, Scheme, Spice
  // Merchant, Stables, Jack of All Trades, Cartographer, Wheelwright, Margrave, Witch's Hut, Souk,
  // Nomads, Farmland, Haggler, Inn, Cauldron, Berserker, Guard Dog, Trail, Tunnel and Weaver, and
  // the 1st edition's Cache, Silk Road, Embassy, Ill-Gotten Gains, Mandarin, Noble Brigand,
  // Nomad Camp, Duchess and Oracle; 7 types, Reserve, 3 landscape kinds, Shelter, Heirloom,
  // Looter, Ruins, Knight, Prize, Castle and Loot.
  QCOMPARE(dominion::app::cardNameSources().size(), size_t{249});
  QCOMPARE(dominion::app::cardTypeSources().size(), size_t{19});
  for (const char* name :
       {"Copper",         "Curse",          "Artisan",     "Adventurer",  "Woodcutter",
        "Baron",          "Secret Passage", "Coppersmith", "Tribute",     "Haven",
        "Native Village", "Embargo",        "Watchtower",  "Talisman",    "Fool's Gold",
        "Border Village", "Platinum",       "Colony",      "Trade Route", "Young Witch",
        "Highway",        "Peddler",        "Potion",      "Familiar"}) {
    const auto sources = dominion::app::cardNameSources();
    QVERIFY2(std::find_if(sources.begin(), sources.end(),
                          [name](const char* s) { return qstrcmp(s, name) == 0; }) != sources.end(),
             name);
  }
}

void TestCardNames::everyCardOfTheEngineHasAName() {
  const auto sources = dominion::app::cardNameSources();
  for (const dom::CardDef& d : dom::cardTable()) {
    const std::string name(d.name);
    QVERIFY2(std::find_if(sources.begin(), sources.end(),
                          [&name](const char* s) { return name == s; }) != sources.end(),
             name.c_str());
  }
}

void TestCardNames::everyNameHasATranslation_data() {
  QTest::addColumn<QString>("language");
  QTest::newRow("German") << "de";
  QTest::newRow("French") << "fr";
}

void TestCardNames::everyNameHasATranslation() {
  QFETCH(QString, language);
  QTranslator translator;
  QVERIFY(translator.load(QStringLiteral("dominion_") + language, QStringLiteral(":/i18n")));
  for (const char* name : dominion::app::cardNameSources()) {
    QVERIFY2(!translator.translate("CardName", name).isEmpty(), name);
  }
  for (const char* type : dominion::app::cardTypeSources()) {
    QVERIFY2(!translator.translate("CardType", type).isEmpty(), type);
  }
}

void TestCardNames::officialGermanNames() {
  QCOMPARE(Localization::install(QStringLiteral("de")), QStringLiteral("de"));
  QCOMPARE(translatedCardName(QStringLiteral("Throne Room")), QStringLiteral("Thronsaal"));
  QCOMPARE(translatedCardName(QStringLiteral("Moat")), QStringLiteral("Burggraben"));
  QCOMPARE(translatedCardName(QStringLiteral("Artisan")), QStringLiteral("Töpferei"));
  QCOMPARE(translatedCardName(QStringLiteral("Great Hall")), QStringLiteral("Große Halle"));
  QCOMPARE(translatedCardName(QStringLiteral("Estate")), QStringLiteral("Anwesen"));
  QCOMPARE(translatedCardName(QStringLiteral("Native Village")),
           QStringLiteral("Eingeborenendorf"));
  QCOMPARE(translatedCardName(QStringLiteral("Outpost")), QStringLiteral("Außenposten"));
  QCOMPARE(translatedCardType(QStringLiteral("Action")), QStringLiteral("Aktion"));
  QCOMPARE(translatedCardType(QStringLiteral("Treasure")), QStringLiteral("Geld"));
  QCOMPARE(translatedCardType(QStringLiteral("Victory")), QStringLiteral("Punkte"));
  QCOMPARE(translatedCardType(QStringLiteral("Attack")), QStringLiteral("Angriff"));
  // The Knights pile and type; the Knights keep their names.
  QCOMPARE(translatedCardName(QStringLiteral("Knights")), QStringLiteral("Ritter"));
  QCOMPARE(translatedCardType(QStringLiteral("Knight")), QStringLiteral("Ritter"));
  QCOMPARE(translatedCardName(QStringLiteral("Sir Martin")), QStringLiteral("Sir Martin"));
}

void TestCardNames::officialFrenchNames() {
  QCOMPARE(Localization::install(QStringLiteral("fr")), QStringLiteral("fr"));
  QCOMPARE(translatedCardName(QStringLiteral("Throne Room")), QStringLiteral("Salle du Trône"));
  QCOMPARE(translatedCardName(QStringLiteral("Witch")), QStringLiteral("Sorcière"));
  QCOMPARE(translatedCardName(QStringLiteral("Wishing Well")),
           QStringLiteral("Puits aux souhaits"));
  QCOMPARE(translatedCardName(QStringLiteral("Province")), QStringLiteral("Province"));
  QCOMPARE(translatedCardName(QStringLiteral("Knights")), QStringLiteral("Chevalier"));
  QCOMPARE(translatedCardType(QStringLiteral("Knight")), QStringLiteral("Chevalier"));
  QCOMPARE(translatedCardName(QStringLiteral("Dame Josephine")), QStringLiteral("Dame Joséphine"));
  QCOMPARE(translatedCardName(QStringLiteral("Haven")), QStringLiteral("Havre"));
  QCOMPARE(translatedCardName(QStringLiteral("Island")), QStringLiteral("Île"));
  QCOMPARE(translatedCardType(QStringLiteral("Treasure")), QStringLiteral("Trésor"));
  QCOMPARE(translatedCardType(QStringLiteral("Reaction")), QStringLiteral("Réaction"));
  QCOMPARE(translatedCardType(QStringLiteral("Duration")), QStringLiteral("Durée"));
}

void TestCardNames::englishKeepsTheSourceNames() {
  QCOMPARE(Localization::install(QStringLiteral("en")), QStringLiteral("en"));
  QCOMPARE(translatedCardName(QStringLiteral("Throne Room")), QStringLiteral("Throne Room"));
  QCOMPARE(translatedCardType(QStringLiteral("Victory")), QStringLiteral("Victory"));
}

void TestCardNames::unknownNamesStayUntranslatedWithAWarning() {
  Localization::install(QStringLiteral("de"));
  QTest::ignoreMessage(QtWarningMsg, "CardName: no entry for \"Dragon\"; showing it untranslated");
  QCOMPARE(translatedCardName(QStringLiteral("Dragon")), QStringLiteral("Dragon"));
  QTest::ignoreMessage(QtWarningMsg, "CardType: no entry for \"Spell\"; showing it untranslated");
  QCOMPARE(translatedCardType(QStringLiteral("Spell")), QStringLiteral("Spell"));
}

QTEST_GUILESS_MAIN(TestCardNames)
#include "tst_cardnames.moc"
