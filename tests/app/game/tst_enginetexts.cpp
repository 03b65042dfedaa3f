// The engine's prompts and option labels reach the translators, and players read them in their
// language: every text a game can ask is listed (src/app/game/enginetexts.cpp), and the texts
// built at run time are translated with their numbers and card names filled in.

#include <QHash>
#include <QSet>
#include <QTranslator>
#include <QtTest>
#include <algorithm>

#include "ai/match.hpp"
#include "engine/card.hpp"
#include "engine/game.hpp"
#include "engine/rng.hpp"
#include "game/enginetexts.h"
#include "localization.h"
#include "random_policy.hpp"

using dominion::app::EngineText;
using dominion::app::EngineTextArg;
using dominion::app::EngineTextMatcher;
using dominion::app::engineTexts;
using dominion::app::isListedEngineText;
using dominion::app::Localization;
using dominion::app::translatedEngineText;

namespace {

// A translator with a few made-up EngineText translations, asked before the real one.
class FakeTranslator : public QTranslator {
 public:
  explicit FakeTranslator(QHash<QString, QString> texts) : m_texts(std::move(texts)) {}
  bool isEmpty() const override { return false; }
  QString translate(const char* context, const char* source, const char*, int) const override {
    if (qstrcmp(context, "EngineText") != 0) return {};
    return m_texts.value(QString::fromUtf8(source));
  }

 private:
  QHash<QString, QString> m_texts;
};

QString sourceOf(const EngineText& e) { return QString::fromUtf8(e.source); }

// Every Kingdom card's set: random kingdoms draw from all implemented cards.
std::vector<dom::CardSet> kingdomSets() {
  std::vector<dom::CardSet> sets;
  for (const dom::CardDef& c : dom::cardTable())
    if (c.isKingdom() && std::find(sets.begin(), sets.end(), c.set) == sets.end())
      sets.push_back(c.set);
  return sets;
}

QString askedBy(const dom::Decision& d) {
  if (d.asking == dom::NoCard) return QStringLiteral("the turn");
  const std::string_view name = dom::card(d.asking).name;
  return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

bool asksWithText(dom::DecisionKind kind) {
  using enum dom::DecisionKind;
  return kind == SelectCards || kind == SelectPile || kind == SelectOption || kind == NameCard;
}

}  // namespace

class TestEngineTexts : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() { Localization::install(QStringLiteral("en")); }

  void everyTextOfRandomGamesIsListedAndEveryEntryIsAsked();
  void eachTextIsListedOnce();
  void englishShowsTheEngineWordsUnchanged();
  void patternsTakeTheirNumbersFromTheText();
  void patternsShowCardNamesInThePlayersLanguage();
  void unlistedTextsStayAsTheyAre();
  void everyEntryHasAGermanAndAFrenchTranslation_data();
  void everyEntryHasAGermanAndAFrenchTranslation();
  void germanPlayersReadGermanPrompts();
  void frenchPlayersReadFrenchPrompts();
};

void TestEngineTexts::everyTextOfRandomGamesIsListedAndEveryEntryIsAsked() {
  constexpr int kGames = 2000;
  const std::vector<dom::CardSet> sets = kingdomSets();
  dom::Rng rng(20261123);
  QSet<QString> unlisted;
  QSet<QString> asked;
  int decisions = 0;
  for (int n = 0; n < kGames; ++n) {
    const int players = 2 + int(rng.below(4));
    dom::Game g = dom::Game::create(
        {.kingdom = dom::ai::randomKingdom(rng, sets), .players = players, .seed = rng.next()});
    int moves = 0;
    while (!g.isOver() && moves < 20000) {
      const dom::Decision& d = g.decision();
      if (asksWithText(d.kind)) {
        ++decisions;
        QStringList texts{QString::fromStdString(d.prompt)};
        for (const std::string& label : d.labels) texts.append(QString::fromStdString(label));
        for (const QString& text : texts) {
          if (!isListedEngineText(text))
            unlisted.insert(QStringLiteral("%1 (asked by %2)").arg(text, askedBy(d)));
          asked.insert(text);
        }
      }
      QVERIFY(g.apply(fx::randomMove(g, rng)));
      ++moves;
    }
  }
  QStringList missing(unlisted.begin(), unlisted.end());
  missing.sort();
  QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in src/app/game/enginetexts.cpp: ") +
                                         missing.join(QStringLiteral("; "))));

  // And the list holds no text the engine no longer asks.
  QStringList neverAsked;
  for (const EngineText& e : engineTexts()) {
    const EngineTextMatcher one({&e, 1});
    if (std::none_of(asked.begin(), asked.end(), [&](const QString& t) { return one.knows(t); }))
      neverAsked.append(sourceOf(e));
  }
  QVERIFY2(neverAsked.isEmpty(),
           qPrintable(QStringLiteral("never asked in %1 games: ").arg(kGames) +
                      neverAsked.join(QStringLiteral("; "))));
  qInfo("%d games, %d decisions, %d different texts", kGames, decisions, int(asked.size()));
}

void TestEngineTexts::eachTextIsListedOnce() {
  QSet<QString> seen;
  for (const EngineText& e : engineTexts()) {
    QVERIFY2(!seen.contains(sourceOf(e)), e.source);
    seen.insert(sourceOf(e));
  }
}

void TestEngineTexts::englishShowsTheEngineWordsUnchanged() {
  QCOMPARE(Localization::install(QStringLiteral("en")), QStringLiteral("en"));
  for (const EngineText& e : engineTexts()) {
    if (e.args.isEmpty()) QCOMPARE(translatedEngineText(sourceOf(e)), sourceOf(e));
  }
  for (const char* text : {"2nd from top", "3rd from top", "11th from top", "21st from top",
                           "Choose 2 different bonuses"}) {
    QVERIFY2(isListedEngineText(QString::fromUtf8(text)), text);
    QCOMPARE(translatedEngineText(QString::fromUtf8(text)), QString::fromUtf8(text));
  }
}

void TestEngineTexts::patternsTakeTheirNumbersFromTheText() {
  FakeTranslator fake({{QStringLiteral("%1 from top"), QStringLiteral("%1. von oben")},
                       {QStringLiteral("Choose %1 different bonuses"),
                        QStringLiteral("Wähle %1 verschiedene Boni")},
                       {QStringLiteral("Top"), QStringLiteral("Oben")}});
  QVERIFY(QCoreApplication::installTranslator(&fake));
  QCOMPARE(translatedEngineText(QStringLiteral("Top")), QStringLiteral("Oben"));
  QCOMPARE(translatedEngineText(QStringLiteral("2nd from top")), QStringLiteral("2. von oben"));
  QCOMPARE(translatedEngineText(QStringLiteral("13th from top")), QStringLiteral("13. von oben"));
  QCOMPARE(translatedEngineText(QStringLiteral("Choose 3 different bonuses")),
           QStringLiteral("Wähle 3 verschiedene Boni"));
  // Not the pattern's shape: left alone.
  QCOMPARE(translatedEngineText(QStringLiteral("second from top")),
           QStringLiteral("second from top"));
  QVERIFY(!isListedEngineText(QStringLiteral("second from top")));
  QCoreApplication::removeTranslator(&fake);
}

void TestEngineTexts::patternsShowCardNamesInThePlayersLanguage() {
  const EngineText entries[] = {
      {"Play %1 twice", {EngineTextArg::Card}},
      {"Reveal %2 cards until you find %1", {EngineTextArg::Card, EngineTextArg::Number}},
  };
  const EngineTextMatcher matcher(entries);
  QVERIFY(matcher.knows(QStringLiteral("Play Throne Room twice")));
  QVERIFY(!matcher.knows(QStringLiteral("Play Dragon twice")));
  QVERIFY(matcher.knows(QStringLiteral("Reveal 2 cards until you find Gold")));

  QCOMPARE(Localization::install(QStringLiteral("de")), QStringLiteral("de"));
  FakeTranslator fake({{QStringLiteral("Play %1 twice"), QStringLiteral("Spiele %1 zweimal")},
                       {QStringLiteral("Reveal %2 cards until you find %1"),
                        QStringLiteral("Suche %1 in %2 Karten")}});
  QVERIFY(QCoreApplication::installTranslator(&fake));
  QCOMPARE(matcher.translated(QStringLiteral("Play Throne Room twice")),
           QStringLiteral("Spiele Thronsaal zweimal"));
  QCOMPARE(matcher.translated(QStringLiteral("Reveal 2 cards until you find Silver")),
           QStringLiteral("Suche Silber in 2 Karten"));
  QCoreApplication::removeTranslator(&fake);
}

void TestEngineTexts::unlistedTextsStayAsTheyAre() {
  Localization::install(QStringLiteral("de"));
  QVERIFY(!isListedEngineText(QStringLiteral("Do something new")));
  QCOMPARE(translatedEngineText(QStringLiteral("Do something new")),
           QStringLiteral("Do something new"));
}

void TestEngineTexts::everyEntryHasAGermanAndAFrenchTranslation_data() {
  QTest::addColumn<QString>("language");
  QTest::newRow("German") << "de";
  QTest::newRow("French") << "fr";
}

void TestEngineTexts::everyEntryHasAGermanAndAFrenchTranslation() {
  QFETCH(QString, language);
  QTranslator translator;
  QVERIFY(translator.load(QStringLiteral("dominion_") + language, QStringLiteral(":/i18n")));
  for (const EngineText& e : engineTexts()) {
    const QString translation = translator.translate("EngineText", e.source);
    QVERIFY2(!translation.isEmpty(), e.source);
    for (int k = 1; k <= e.args.size(); ++k)
      QVERIFY2(translation.contains(QLatin1Char('%') + QString::number(k)), e.source);
  }
}

void TestEngineTexts::germanPlayersReadGermanPrompts() {
  QCOMPARE(Localization::install(QStringLiteral("de")), QStringLiteral("de"));
  QCOMPARE(translatedEngineText(QStringLiteral("Trash up to 4 cards from your hand")),
           QStringLiteral("Entsorge bis zu 4 Karten aus deiner Hand"));
  QCOMPARE(translatedEngineText(QStringLiteral("+1 Action")), QStringLiteral("+1 Aktion"));
  QCOMPARE(translatedEngineText(QStringLiteral("Choose 2 different bonuses")),
           QStringLiteral("Wähle 2 verschiedene Boni"));
  QCOMPARE(translatedEngineText(QStringLiteral("3rd from top")), QStringLiteral("3. von oben"));
}

void TestEngineTexts::frenchPlayersReadFrenchPrompts() {
  QCOMPARE(Localization::install(QStringLiteral("fr")), QStringLiteral("fr"));
  QCOMPARE(translatedEngineText(QStringLiteral("Trash up to 4 cards from your hand")),
           QStringLiteral("Écartez jusqu’à 4 cartes de votre main"));
  QCOMPARE(translatedEngineText(QStringLiteral("+1 Buy")), QStringLiteral("+1 Achat"));
  QCOMPARE(translatedEngineText(QStringLiteral("Choose 2 different bonuses")),
           QStringLiteral("Choisissez 2 bonus différents"));
  QCOMPARE(translatedEngineText(QStringLiteral("3rd from top")),
           QStringLiteral("3e en partant du haut"));
}

QTEST_GUILESS_MAIN(TestEngineTexts)
#include "tst_enginetexts.moc"
