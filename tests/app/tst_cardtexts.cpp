// Every card's rules text reaches the translators (the list generated at build time from the
// engine's card table by src/app/list_card_texts.cpp), and players read it in their language.

#include <QTranslator>
#include <QtTest>
#include <algorithm>
#include <set>
#include <string_view>

#include "cardtexts.h"
#include "engine/card.hpp"
#include "engine/earlier_versions.hpp"
#include "game/cardcatalog.h"
#include "localization.h"

using dominion::app::CardCatalog;
using dominion::app::cardTextSources;
using dominion::app::Localization;
using dominion::app::translatedCardText;

namespace {

bool isListed(std::string_view text) {
  const auto sources = cardTextSources();
  return std::any_of(sources.begin(), sources.end(),
                     [text](const char* source) { return text == source; });
}

int cardId(const char* englishName) { return int(dom::findCard(englishName)); }

// Every text a card may show: its text, and the text printed before 2022 of a card changed then.
std::set<std::string_view> everyCardText() {
  std::set<std::string_view> texts;
  for (size_t k = 0; k < dom::cardTable().size(); ++k) {
    texts.insert(dom::cardTable()[k].text);
    if (const std::string_view earlier = dom::earlierText(dom::CardId(k)); !earlier.empty())
      texts.insert(earlier);
  }
  return texts;
}

}  // namespace

class TestCardTexts : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() { Localization::install(QStringLiteral("en")); }
  void everyCardsTextIsListed();
  void everyListedTextIsACardsText();
  void englishShowsTheEngineText();
  void unlistedTextsStayUntranslatedWithAWarning();
  void everyTextHasATranslation_data();
  void everyTextHasATranslation();
  void germanPlayersReadGermanCardTexts();
  void frenchPlayersReadFrenchCardTexts();
  void theEarlierTextsAreReadInEveryLanguage();
};

void TestCardTexts::everyCardsTextIsListed() {
  // The generated list follows the card table (list_card_texts runs with every build).
  for (const dom::CardDef& card : dom::cardTable())
    QVERIFY2(
        isListed(card.text),
        qPrintable(QStringLiteral("%1: text not in the generated cardtexts.cpp")
                       .arg(QString::fromUtf8(card.name.data(), qsizetype(card.name.size())))));
  // And the earlier texts of the cards changed in 2022 (Hoard, Mint, Quarry).
  for (size_t k = 0; k < dom::cardTable().size(); ++k)
    if (const std::string_view earlier = dom::earlierText(dom::CardId(k)); !earlier.empty())
      QVERIFY2(isListed(earlier), dom::cardTable()[k].name.data());
}

void TestCardTexts::everyListedTextIsACardsText() {
  const std::set<std::string_view> texts = everyCardText();
  for (const char* source : cardTextSources()) QVERIFY2(texts.count(source) == 1, source);
  // Each text once: cards with the same text (Way of the Ox and Necropolis: "+2 Actions") share
  // one entry.
  QCOMPARE(cardTextSources().size(), texts.size());
}

void TestCardTexts::englishShowsTheEngineText() {
  Localization::install(QStringLiteral("en"));
  QCOMPARE(CardCatalog::text(cardId("Village")), QStringLiteral("+1 Card\n+2 Actions"));
  QCOMPARE(CardCatalog::text(cardId("Silver")), QStringLiteral("$2"));
}

void TestCardTexts::unlistedTextsStayUntranslatedWithAWarning() {
  QTest::ignoreMessage(QtWarningMsg,
                       "CardText: no entry for \"+7 Cards\"; showing it untranslated");
  QCOMPARE(translatedCardText(QStringLiteral("+7 Cards")), QStringLiteral("+7 Cards"));
}

void TestCardTexts::everyTextHasATranslation_data() {
  QTest::addColumn<QString>("language");
  QTest::newRow("German") << "de";
  QTest::newRow("French") << "fr";
}

void TestCardTexts::everyTextHasATranslation() {
  QFETCH(QString, language);
  QTranslator translator;
  QVERIFY(translator.load(QStringLiteral("dominion_") + language, QStringLiteral(":/i18n")));
  // A card added or its text changed fails here until the target update_translations has run
  // and the new text is translated (docs/building.md).
  for (const char* text : cardTextSources())
    QVERIFY2(!translator.translate("CardText", text).isEmpty(), text);
}

void TestCardTexts::germanPlayersReadGermanCardTexts() {
  QCOMPARE(Localization::install(QStringLiteral("de")), QStringLiteral("de"));
  QCOMPARE(CardCatalog::text(cardId("Village")), QStringLiteral("+1 Karte\n+2 Aktionen"));
  QCOMPARE(CardCatalog::text(cardId("Workshop")),
           QStringLiteral("Nimm dir eine Karte, die bis zu $4 kostet."));
  QCOMPARE(CardCatalog::text(cardId("Mill")),
           QStringLiteral("+1 Karte\n+1 Aktion\nDu darfst 2 Handkarten ablegen. Wenn du das "
                          "tust: +$2.\n1 VP"));
}

void TestCardTexts::frenchPlayersReadFrenchCardTexts() {
  QCOMPARE(Localization::install(QStringLiteral("fr")), QStringLiteral("fr"));
  QCOMPARE(CardCatalog::text(cardId("Village")), QStringLiteral("+1 Carte\n+2 Actions"));
  QCOMPARE(CardCatalog::text(cardId("Chapel")),
           QStringLiteral("Écartez jusqu'à 4 cartes de votre main."));
}

// A game with the earlier versions shows Hoard's text as printed before 2022, in the player's
// language; a card that did not change has none.
void TestCardTexts::theEarlierTextsAreReadInEveryLanguage() {
  QCOMPARE(CardCatalog::earlierText(cardId("Hoard")),
           QStringLiteral("$2\nWhile this is in play, when you buy a Victory card, gain a Gold."));
  QCOMPARE(CardCatalog::earlierText(cardId("Village")), QString());
  QCOMPARE(CardCatalog().card(cardId("Quarry")).value(QStringLiteral("earlierText")).toString(),
           QStringLiteral("$1\nWhile this is in play, Action cards cost $2 less, but not less "
                          "than $0."));
  QCOMPARE(Localization::install(QStringLiteral("de")), QStringLiteral("de"));
  QCOMPARE(CardCatalog::earlierText(cardId("Hoard")),
           QStringLiteral("$2\nWenn diese Karte im Spiel ist und du eine Punktekarte kaufst: "
                          "Nimm dir ein Gold."));
  QCOMPARE(Localization::install(QStringLiteral("fr")), QStringLiteral("fr"));
  QVERIFY(CardCatalog::earlierText(cardId("Mint")).startsWith(QStringLiteral("Vous pouvez")));
}

QTEST_MAIN(TestCardTexts)
#include "tst_cardtexts.moc"
