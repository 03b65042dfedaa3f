// The kingdom dialog's facade: drawing under constraints, re-rolling all or one card,
// locking, hand-picked cards, bans, presets, impossible requests, and the card browser.

#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QtTest>
#include <algorithm>

#include "engine/card.hpp"
#include "engine/kingdom.hpp"
#include "kingdoms/cardbrowsermodel.h"
#include "kingdoms/kingdombuilder.h"
#include "localization.h"
#include "testsupport.h"

using dominion::app::CardBrowserModel;
using dominion::app::KingdomBuilder;
using dominion::app::KingdomCardsModel;

namespace {

int id(const char* name) { return int(dom::findCard(name)); }

std::vector<int> cardsOf(const KingdomBuilder& b) { return b.cardsModel()->cardIds(); }

bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

QStringList browserNames(const CardBrowserModel& m) {
  QStringList out;
  for (int row = 0; row < m.count(); ++row)
    out.append(m.data(m.index(row), CardBrowserModel::EnglishNameRole).toString());
  return out;
}

QStringList sortedNames(QStringList names) {
  names.sort();
  return names;
}

}  // namespace

class TestKingdomBuilder : public QObject {
  Q_OBJECT

 private slots:
  void init() {
    QSettings().clear();
    dominion::app::Localization::install(QStringLiteral("en"));
  }

  void starts_with_ten_cards_sorted_by_cost() {
    KingdomBuilder b;
    QAbstractItemModelTester tester(b.cardsModel());
    QCOMPARE(b.cardCount(), 10);
    QVERIFY(b.complete());
    int last = 0;
    for (int row = 0; row < 10; ++row) {
      const int cost =
          b.cardsModel()->data(b.cardsModel()->index(row), KingdomCardsModel::CostRole).toInt();
      QVERIFY(cost >= last);
      last = cost;
    }
    QCOMPARE(b.englishNames().size(), 10);
    QVERIFY(b.error().isEmpty());
  }

  void reroll_all_keeps_the_locked_cards() {
    KingdomBuilder b;
    b.setSeed(11);
    const std::vector<int> before = cardsOf(b);
    b.setLocked(before[2], true);
    b.setLocked(before[7], true);
    for (int i = 0; i < 20; ++i) {
      QVERIFY(b.rerollAll());
      const std::vector<int> after = cardsOf(b);
      QCOMPARE(after.size(), size_t(10));
      QVERIFY(contains(after, before[2]));
      QVERIFY(contains(after, before[7]));
      QVERIFY(b.isLocked(before[2]));
    }
  }

  void reroll_one_keeps_the_other_nine() {
    KingdomBuilder b;
    b.setSeed(5);
    const std::vector<int> before = cardsOf(b);
    const int gone = before[4];
    QVERIFY(b.rerollCard(gone));
    const std::vector<int> after = cardsOf(b);
    QCOMPARE(after.size(), size_t(10));
    QVERIFY(!contains(after, gone));
    for (int c : before)
      if (c != gone) QVERIFY(contains(after, c));
    // A locked card is not re-rolled.
    b.setLocked(after[0], true);
    QVERIFY(!b.rerollCard(after[0]));
    QCOMPARE(cardsOf(b), after);
  }

  void reroll_one_keeps_the_constraints() {
    KingdomBuilder b;
    b.setSetEnabled("Intrigue", false);
    b.setSetEnabled("Seaside", false);
    b.setSetEnabled("Prosperity", false);
    b.setSetEnabled("Hinterlands", false);
    b.setRequireVillage(true);
    b.loadCards({"Village", "Cellar", "Chapel", "Moat", "Workshop", "Bureaucrat", "Gardens",
                 "Militia", "Smithy", "Witch"});
    auto isVillage = [](int c) { return dom::isVillage(dom::card(dom::CardId(c))); };
    for (int i = 0; i < 10; ++i) {
      // The only village goes: another village comes.
      const std::vector<int> before = cardsOf(b);
      QCOMPARE(std::count_if(before.begin(), before.end(), isVillage), 1);
      const int village = *std::find_if(before.begin(), before.end(), isVillage);
      QVERIFY(b.rerollCard(village));
      const std::vector<int> after = cardsOf(b);
      QVERIFY(!contains(after, village));
      QCOMPARE(std::count_if(after.begin(), after.end(), isVillage), 1);
    }
    QVERIFY(b.unmet().isEmpty());
  }

  void sets_and_editions_choose_the_pool() {
    KingdomBuilder b;
    b.setSetEnabled("Intrigue", false);
    b.setSetEnabled("Seaside", false);
    b.setSetEnabled("Prosperity", false);
    b.setSetEnabled("Hinterlands", false);
    b.setSetEditions("Base", dom::FirstEdition);
    for (int i = 0; i < 10; ++i) {
      QVERIFY(b.rerollAll());
      for (int c : cardsOf(b)) {
        const dom::CardDef& d = dom::card(dom::CardId(c));
        QCOMPARE(d.set, dom::CardSet::Base);
        QVERIFY(d.editions & dom::FirstEdition);
      }
    }
    const QVariantMap base = b.sets()[0].toMap();
    QCOMPARE(base["key"].toString(), QStringLiteral("Base"));
    QCOMPARE(base["editions"].toInt(), int(dom::FirstEdition));
    QCOMPARE(base["cardCount"].toInt(), 25);
    QVERIFY(!b.sets()[1].toMap()["enabled"].toBool());
  }

  void an_impossible_request_names_the_constraint_and_keeps_the_cards() {
    KingdomBuilder b;
    b.setSetEnabled("Seaside", false);
    b.setSetEnabled("Prosperity", false);  // two sets: at most 4 from each can't make ten
    b.setSetEnabled("Hinterlands", false);
    QVERIFY(b.rerollAll());
    const std::vector<int> before = cardsOf(b);
    QSignalSpy errors(&b, &KingdomBuilder::errorChanged);
    b.setMaxPerSet(4);
    QVERIFY(!b.rerollAll());
    QCOMPARE(cardsOf(b), before);
    QVERIFY(b.conflicts().contains("maxPerSet"));
    QVERIFY2(b.error().contains("at most 4 cards from one set"), qPrintable(b.error()));
    QVERIFY2(b.errorDetail().contains("at most 4"), qPrintable(b.errorDetail()));
    QCOMPARE(errors.count(), 1);
    // A request that can be met clears the message.
    b.setMaxPerSet(5);
    QVERIFY(b.rerollAll());
    QVERIFY(b.error().isEmpty());
    QVERIFY(b.conflicts().isEmpty());
  }

  void conflicting_constraints_are_named_together() {
    KingdomBuilder b;
    b.setMinPerSet("Intrigue", 6);
    b.setMaxPerSet(5);
    QVERIFY(!b.rerollAll());
    QVERIFY(b.conflicts().contains("maxPerSet"));
    QVERIFY(b.conflicts().contains("minPerSet"));
    QVERIFY2(b.error().startsWith("Impossible together"), qPrintable(b.error()));
  }

  void changed_constraints_show_what_the_cards_break() {
    KingdomBuilder b;
    b.loadPreset("First Game");
    QVERIFY(b.unmet().isEmpty());
    b.setRequireTrashing(true);  // Mine and Remodel trash: met
    QVERIFY(b.unmet().isEmpty());
    b.setSetEnabled("Base", false);
    b.setMinPerSet("Intrigue", 2);
    QVERIFY(b.unmet().contains("minPerSet"));
    QVERIFY(b.unmet().contains("sets"));
  }

  void hand_picked_cards_replace_and_are_locked() {
    KingdomBuilder b;
    b.loadPreset("First Game");
    QCOMPARE(b.kingdomName(), QStringLiteral("First Game"));
    const int witch = id("Witch");
    const int smithy = id("Smithy");
    QVERIFY(b.placeCard(witch, smithy).isEmpty());
    QVERIFY(b.contains(witch));
    QVERIFY(!b.contains(smithy));
    QVERIFY(b.isLocked(witch));
    QCOMPARE(b.cardCount(), 10);
    QVERIFY(b.kingdomName().isEmpty());  // no longer the preset
    // A full kingdom takes no more cards without a card to replace.
    QVERIFY(!b.placeCard(id("Library")).isEmpty());
    b.removeCard(id("Cellar"));
    QCOMPARE(b.cardCount(), 9);
    QVERIFY(!b.complete());
    QVERIFY(b.placeCard(id("Library")).isEmpty());
    QCOMPARE(b.cardCount(), 10);
    QVERIFY(!b.placeCard(id("Copper"), witch).isEmpty());
  }

  void clearing_keeps_locked_cards_and_reroll_fills_the_places() {
    KingdomBuilder b;
    const std::vector<int> before = cardsOf(b);
    b.setLocked(before[0], true);
    b.clearUnlocked();
    QCOMPARE(b.cardCount(), 1);
    QVERIFY(b.rerollAll());
    QCOMPARE(b.cardCount(), 10);
    QVERIFY(contains(cardsOf(b), before[0]));
  }

  void banning_a_card_in_the_kingdom_replaces_it() {
    KingdomBuilder b;
    b.loadPreset("First Game");
    const int moat = id("Moat");
    b.toggleBan(moat);
    QVERIFY(b.isBanned(moat));
    QVERIFY(!b.contains(moat));
    QCOMPARE(b.cardCount(), 10);
    for (int i = 0; i < 10; ++i) {
      QVERIFY(b.rerollAll());
      QVERIFY(!b.contains(moat));
    }
    b.toggleFavourite(moat);  // a favourite is no longer banned
    QVERIFY(b.isFavourite(moat));
    QVERIFY(!b.isBanned(moat));
    QCOMPARE(b.banned().size(), 0);
    QCOMPARE(b.favourites().size(), 1);
  }

  void loading_cards_accepts_translated_names_and_completes_a_partial_kingdom() {
    KingdomBuilder b;
    QVERIFY(b.loadCards({"Thronsaal", "Sorcière", "chapel"}, "Three", "", "some-id"));
    QCOMPARE(b.cardCount(), 10);
    QVERIFY(b.contains(id("Throne Room")));
    QVERIFY(b.isLocked(id("Witch")));
    QVERIFY(b.isLocked(id("Chapel")));
    QCOMPARE(b.libraryId(), QStringLiteral("some-id"));
    QCOMPARE(b.kingdomName(), QStringLiteral("Three"));
    QVERIFY(!b.loadCards({"Nothing"}));
  }

  void a_full_kingdom_loads_unlocked() {
    KingdomBuilder b;
    QVERIFY(b.loadCards({"Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel",
                         "Smithy", "Village", "Workshop"}));
    QVERIFY(b.cardsModel()->lockedIds().empty());
    QCOMPARE(b.kingdomText(),
             QStringLiteral("Cellar, Moat, Merchant, Village, Workshop, Militia, Remodel, Smithy, "
                            "Market, Mine"));
  }

  void presets_are_listed_by_name() {
    const QVariantList presets = KingdomBuilder::presets();
    QVERIFY(presets.size() >= 12);
    QCOMPARE(presets[0].toMap()["name"].toString(), QStringLiteral("First Game"));
    QCOMPARE(presets[0].toMap()["source"].toString(), QStringLiteral("Base game"));
    KingdomBuilder b;
    QVERIFY(b.loadPreset("silver and gold"));
    QVERIFY(b.contains(id("Bandit")));
    QVERIFY(!b.loadPreset("No such preset"));
  }

  void choices_are_remembered() {
    {
      KingdomBuilder b;
      b.setRequireVillage(true);
      b.setCostSpread(true);
      b.setMaxPerSet(7);
      b.setSetEditions("Intrigue", dom::BothEditions);
      b.setMinPerSet("Base", 3);
      b.toggleBan(id("Chapel"));
      b.toggleFavourite(id("Witch"));
      b.loadPreset("First Game");
      b.setLocked(id("Mine"), true);
    }
    KingdomBuilder again;
    QVERIFY(again.requireVillage());
    QVERIFY(again.costSpread());
    QVERIFY(!again.requireBuy());
    QCOMPARE(again.maxPerSet(), 7);
    QCOMPARE(again.sets()[1].toMap()["editions"].toInt(), int(dom::BothEditions));
    QCOMPARE(again.sets()[0].toMap()["minCount"].toInt(), 3);
    QVERIFY(again.isBanned(id("Chapel")));
    QVERIFY(again.isFavourite(id("Witch")));
    QVERIFY(again.contains(id("Mine")));
    QVERIFY(again.isLocked(id("Mine")));
    QVERIFY(!again.isLocked(id("Cellar")));
    again.resetOptions();
    QVERIFY(!again.requireVillage());
    QCOMPARE(again.maxPerSet(), 0);
    QVERIFY(again.banned().isEmpty());
  }

  void browser_searches_names_in_every_language_and_text() {
    CardBrowserModel m;
    QAbstractItemModelTester tester(&m);
    const int all = m.count();
    QCOMPARE(all, int(std::count_if(dom::cardTable().begin(), dom::cardTable().end(),
                                    [](const dom::CardDef& d) { return d.isKingdom(); })));
    m.setSearch("throne");
    QCOMPARE(browserNames(m), QStringList{"Throne Room"});
    m.setSearch("THRONSAAL");
    QCOMPARE(browserNames(m), QStringList{"Throne Room"});
    m.setSearch("salle du trone");  // without the accent
    QCOMPARE(browserNames(m), QStringList{"Throne Room"});
    // Sorcière, Jeune sorcière (Young Witch), Sorcière de mer (Sea Hag), Sorcière des mers, Hutte
    // de la sorcière (Witch's Hut)
    m.setSearch("sorciere");
    QStringList witches = browserNames(m);
    witches.sort();
    QCOMPARE(witches, (QStringList{"Sea Hag", "Sea Witch", "Witch", "Witch's Hut", "Young Witch"}));
    m.setSearch("trash");  // card text
    QVERIFY(browserNames(m).contains("Chapel"));
    QVERIFY(browserNames(m).contains("Moneylender"));
    QVERIFY(!browserNames(m).contains("Village"));
    m.setSearch("");
    QCOMPARE(m.count(), all);
  }

  void browser_filters_by_set_cost_and_type() {
    CardBrowserModel m;
    m.setSetFilter("Intrigue");
    for (int row = 0; row < m.count(); ++row)
      QCOMPARE(m.data(m.index(row), CardBrowserModel::SetRole).toString(),
               QStringLiteral("Intrigue"));
    QCOMPARE(m.count(), 32);  // 26 of the 2nd edition and 6 removed with the 1st
    m.setCostFilter(5);
    for (int row = 0; row < m.count(); ++row)
      QCOMPARE(m.data(m.index(row), CardBrowserModel::CostRole).toInt(), 5);
    m.setTypeFilter("Attack");
    QCOMPARE(browserNames(m), QStringList({"Minion", "Replace", "Saboteur", "Torturer"}));
    m.setCostFilter(CardBrowserModel::kMaxCostFilter);  // 6 or more
    m.setTypeFilter("");
    m.setSetFilter("");
    QVERIFY(browserNames(m).contains("Artisan"));
    QVERIFY(browserNames(m).contains("Harem"));
    m.clearFilters();
    QVERIFY(m.count() > 60);
  }

  void browser_lists_seasides_cards_under_their_translated_set_name() {
    CardBrowserModel m;
    m.setSetFilter("Seaside");
    QCOMPARE(
        sortedNames(browserNames(m)),
        QStringList(
            {"Ambassador",    "Astrolabe",    "Bazaar",         "Blockade",   "Caravan",
             "Corsair",       "Cutpurse",     "Embargo",        "Explorer",   "Fishing Village",
             "Ghost Ship",    "Haven",        "Island",         "Lighthouse", "Lookout",
             "Merchant Ship", "Monkey",       "Native Village", "Navigator",  "Outpost",
             "Pearl Diver",   "Pirate",       "Pirate Ship",    "Sailor",     "Salvager",
             "Sea Chart",     "Sea Hag",      "Sea Witch",      "Smugglers",  "Tactician",
             "Tide Pools",    "Treasure Map", "Treasury",       "Warehouse",  "Wharf"}));
    m.clearFilters();
    m.setSearch("eingeborenendorf");
    QCOMPARE(browserNames(m), QStringList{"Native Village"});
    m.setSearch("avant-poste");
    QCOMPARE(browserNames(m), QStringList{"Outpost"});
    dominion::app::Localization::install(QStringLiteral("fr"));
    QCOMPARE(KingdomBuilder::setTitle("Seaside"), QStringLiteral("Rivages"));
    dominion::app::Localization::install(QStringLiteral("de"));
    QCOMPARE(KingdomBuilder::setTitle("Seaside"), QStringLiteral("Seaside"));
    dominion::app::Localization::install(QStringLiteral("en"));
  }

  // The browser's set filter comes from the card table: every set with a kingdom's worth of
  // Kingdom cards, complete or being built, under its translated title.
  void browser_offers_every_set_with_ten_kingdom_cards() {
    QStringList values;
    for (const QVariant& v : KingdomBuilder::browserSets())
      values << v.toMap().value("value").toString();
    QVERIFY(values.contains("Base"));
    QVERIFY(values.contains("Intrigue"));
    QVERIFY(values.contains("Seaside"));
    QVERIFY(values.contains("Prosperity"));
    QVERIFY(!values.contains("Alchemy"));  // one proof card only
    dominion::app::Localization::install(QStringLiteral("fr"));
    bool prosperity = false;
    for (const QVariant& v : KingdomBuilder::browserSets())
      if (v.toMap().value("value").toString() == u"Prosperity") {
        QCOMPARE(v.toMap().value("label").toString(), QStringLiteral("Prospérité"));
        prosperity = true;
      }
    QVERIFY(prosperity);
    dominion::app::Localization::install(QStringLiteral("en"));
  }

  // The New game page's Random kingdom names the sets it is drawn from, from the randomizer's
  // own list, joined in the player's language.
  void random_kingdom_names_the_randomizers_sets() {
    const QString en = KingdomBuilder::randomizerSetsText();
    for (dom::CardSet s : dom::kingdomSets()) {
      const std::string_view key = dom::setName(s);
      QVERIFY2(en.contains(KingdomBuilder::setTitle(
                   QString::fromLatin1(key.data(), qsizetype(key.size())))),
               qPrintable(en));
    }
    QVERIFY2(en.contains(u" and "), qPrintable(en));
    dominion::app::Localization::install(QStringLiteral("de"));
    QVERIFY2(KingdomBuilder::randomizerSetsText().contains(u" und "),
             qPrintable(KingdomBuilder::randomizerSetsText()));
    dominion::app::Localization::install(QStringLiteral("en"));
  }

  void browser_shows_translated_names() {
    dominion::app::Localization::install(QStringLiteral("de"));
    QCoreApplication::sendPostedEvents();
    CardBrowserModel m;
    m.setSearch("moneylender");
    QCOMPARE(m.count(), 1);
    QCOMPARE(m.data(m.index(0), CardBrowserModel::NameRole).toString(), QStringLiteral("Geldverleiher"));
    QVERIFY(m.data(m.index(0), CardBrowserModel::OtherNamesRole).toStringList().contains("Moneylender"));
    QVERIFY(
        m.data(m.index(0), CardBrowserModel::OtherNamesRole).toStringList().contains("Prêteur sur gages"));
    dominion::app::Localization::install(QStringLiteral("en"));
  }

 private:
  dominion::test::ScratchSettings m_settings;
};

QTEST_MAIN(TestKingdomBuilder)
#include "tst_kingdombuilder.moc"
