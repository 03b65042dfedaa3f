// The engine's questions and options reach the translators, and players read them in their
// language: every id of the engine's vocabulary has an entry (src/app/game/enginetexts.cpp)
// translated into German and French, and the arguments (numbers, card names) are filled in.

#include <QHash>
#include <QSet>
#include <QTranslator>
#include <QtTest>
#include <algorithm>
#include <set>

#include "ai/match.hpp"
#include "engine/card.hpp"
#include "engine/game.hpp"
#include "engine/notation.hpp"
#include "engine/position.hpp"
#include "engine/rng.hpp"
#include "game/enginetexts.h"
#include "localization.h"
#include "random_policy.hpp"

using dom::Text;
using dominion::app::engineOptionText;
using dominion::app::engineText;
using dominion::app::EngineText;
using dominion::app::engineTextOf;
using dominion::app::engineTexts;
using dominion::app::fillEngineText;
using dominion::app::Localization;

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

QString keyOf(Text id) {
  const std::string_view k = dom::key(id);
  return QString::fromUtf8(k.data(), qsizetype(k.size()));
}

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

// How many %N a source holds: its arguments.
int placeholders(const QString& source) {
  int n = 0;
  while (source.contains(QLatin1Char('%') + QString::number(n + 1))) ++n;
  return n;
}

}  // namespace

class TestEngineTexts : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() { Localization::install(QStringLiteral("en")); }

  void everyIdOfRandomGamesHasAnEntryAndEveryEntryIsAsked();
  void everyIdHasOneEntryWithItsArguments();
  void englishShowsTheEngineWordsUnchanged();
  void argumentsFillTheTranslation();
  void cardArgumentsShowCardNamesInThePlayersLanguage();
  void noQuestionShowsNothing();
  void everyEntryHasAGermanAndAFrenchTranslation_data();
  void everyEntryHasAGermanAndAFrenchTranslation();
  void germanPlayersReadGermanPrompts();
  void frenchPlayersReadFrenchPrompts();
};

void TestEngineTexts::everyIdOfRandomGamesHasAnEntryAndEveryEntryIsAsked() {
  constexpr int kGames = 2000;
  const std::vector<dom::CardSet> sets = kingdomSets();
  dom::Rng rng(20261123);
  QSet<QString> missing;
  std::set<Text> asked;
  int decisions = 0;
  for (int n = 0; n < kGames; ++n) {
    const int players = 2 + int(rng.below(4));
    dom::Game g = dom::Game::create({.kingdom = dom::ai::randomKingdom(rng, sets),
                                     .players = players,
                                     .seed = rng.next(),
                                     .landscapes = {}});
    int moves = 0;
    while (!g.isOver() && moves < 20000) {
      const dom::Decision& d = g.decision();
      if (asksWithText(d.kind)) {
        ++decisions;
        QList<Text> ids{d.id};
        for (const dom::Option& o : d.options) ids.append(o.id);
        for (Text id : ids) {
          if (!engineTextOf(id))
            missing.insert(
                QStringLiteral("%1 \"%2\" (asked by %3)")
                    .arg(keyOf(id), QString::fromStdString(dom::render(id)), askedBy(d)));
          asked.insert(id);
        }
      }
      QVERIFY(g.apply(fx::randomMove(g, rng)));
      ++moves;
    }
  }
  // A Prize comes only from a Tournament played with a Province in hand, rarely in random play:
  // Trusty Steed's options are asked from a position.
  {
    dom::Game steed = dom::loadPosition(
        R"({"kingdom": ["Tournament"], "supply": {"Trusty Steed": 0},
            "players": [{"hand": ["Trusty Steed"], "deck": []}, {}]})");
    QVERIFY(steed.apply(dom::Move::play(steed.player(0).hand()[0])));
    QCOMPARE(steed.decision().kind, dom::DecisionKind::SelectOption);
    for (const dom::Option& o : steed.decision().options) {
      if (!engineTextOf(o.id)) missing.insert(keyOf(o.id));
      asked.insert(o.id);
    }
  }
  // Which Prize or Duchy to gain is asked only after a Tournament is played with a Province in
  // hand, which random play may never do: asked from a position.
  {
    dom::Game tournament = dom::loadPosition(
        R"({"kingdom": ["Tournament"], "players": [{"hand": ["Tournament", "Province"]}, {}]})");
    QVERIFY(tournament.apply(dom::Move::play(tournament.player(0).hand()[0])));
    QCOMPARE(tournament.decision().id, Text::MayRevealProvince);
    QVERIFY(tournament.apply(dom::Move::choose({tournament.decision().choices.at(0)})));
    QCOMPARE(tournament.decision().id, Text::GainPrizeOrDuchy);
    if (!engineTextOf(Text::GainPrizeOrDuchy)) missing.insert(keyOf(Text::GainPrizeOrDuchy));
    asked.insert(Text::GainPrizeOrDuchy);
  }
  // Small, Opulent and Sprawling Castle lie deep in the Castles pile: asked from positions.
  {
    auto noteAsked = [&](const dom::Decision& d) {
      QList<Text> ids{d.id};
      for (const dom::Option& o : d.options) ids.append(o.id);
      for (Text id : ids) {
        if (!engineTextOf(id)) missing.insert(keyOf(id));
        asked.insert(id);
      }
    };
    dom::Game small = dom::loadPosition(
        R"({"kingdom": ["Castles"], "players": [{"hand": ["Small Castle", "Humble Castle"]}, {}]})");
    QVERIFY(small.apply(dom::Move::play(small.player(0).hand()[0])));
    noteAsked(small.decision());
    dom::Game opulent = dom::loadPosition(
        R"({"kingdom": ["Castles"], "players": [{"hand": ["Opulent Castle", "Estate"]}, {}]})");
    QVERIFY(opulent.apply(dom::Move::play(opulent.player(0).hand()[0])));
    noteAsked(opulent.decision());
    dom::Game sprawling = dom::loadPosition(
        R"({"kingdom": ["Castles"], "supply": {"Castles": ["Sprawling Castle"]},
            "players": [{"hand": ["Gold", "Gold", "Silver"]}, {}]})");
    std::string error;
    for (const char* m : {"play treasures", "buy Sprawling Castle"}) {
      const auto move = dom::parseMove(sprawling, m, &error);
      QVERIFY2(move && sprawling.apply(*move, &error), error.c_str());
    }
    QCOMPARE(sprawling.decision().kind, dom::DecisionKind::SelectOption);
    noteAsked(sprawling.decision());
  }
  QStringList list(missing.begin(), missing.end());
  list.sort();
  QVERIFY2(list.isEmpty(), qPrintable(QStringLiteral("not in src/app/game/enginetexts.cpp: ") +
                                      list.join(QStringLiteral("; "))));

  // And every text of the vocabulary is asked by some card.
  QStringList neverAsked;
  for (Text id : dom::allTexts())
    if (!asked.count(id)) neverAsked.append(keyOf(id));
  QVERIFY2(neverAsked.isEmpty(),
           qPrintable(QStringLiteral("never asked in %1 games: ").arg(kGames) +
                      neverAsked.join(QStringLiteral("; "))));
  qInfo("%d games, %d decisions, %d different texts", kGames, decisions, int(asked.size()));
}

void TestEngineTexts::everyIdHasOneEntryWithItsArguments() {
  std::set<Text> seen;
  for (const EngineText& e : engineTexts()) {
    QVERIFY2(!seen.count(e.id), e.text.source);
    seen.insert(e.id);
    QCOMPARE(engineTextOf(e.id), &e);
    // As many placeholders as the engine's template has arguments.
    QVERIFY2(placeholders(QString::fromUtf8(e.text.source)) == dom::argCount(e.id), e.text.source);
  }
  for (Text id : dom::allTexts()) QVERIFY2(engineTextOf(id), qPrintable(keyOf(id)));
  QCOMPARE(engineTextOf(Text::None), nullptr);
}

void TestEngineTexts::englishShowsTheEngineWordsUnchanged() {
  QCOMPARE(Localization::install(QStringLiteral("en")), QStringLiteral("en"));
  for (Text id : dom::allTexts()) {
    dom::TextArgs args{};
    for (int k = 0; k < dom::argCount(id); ++k) args[size_t(k)] = 2 + k;
    QCOMPARE(engineText(id, args), QString::fromStdString(dom::render(id, args)));
  }
  QCOMPARE(engineOptionText({Text::OptionNthFromTop, 2}), QStringLiteral("2nd from top"));
  QCOMPARE(engineOptionText({Text::OptionNthFromTop, 11}), QStringLiteral("11th from top"));
  QCOMPARE(engineOptionText({Text::OptionNthFromTop, 21}), QStringLiteral("21st from top"));
  QCOMPARE(engineText(Text::ChooseDifferentBonuses, {2}),
           QStringLiteral("Choose 2 different bonuses"));
}

void TestEngineTexts::argumentsFillTheTranslation() {
  FakeTranslator fake({{QStringLiteral("%1 from top"), QStringLiteral("%1. von oben")},
                       {QStringLiteral("Choose %1 different bonuses"),
                        QStringLiteral("Wähle %1 verschiedene Boni")},
                       {QStringLiteral("Top"), QStringLiteral("Oben")}});
  QVERIFY(QCoreApplication::installTranslator(&fake));
  QCOMPARE(engineOptionText({Text::OptionTop}), QStringLiteral("Oben"));
  QCOMPARE(engineOptionText({Text::OptionNthFromTop, 2}), QStringLiteral("2. von oben"));
  QCOMPARE(engineOptionText({Text::OptionNthFromTop, 13}), QStringLiteral("13. von oben"));
  QCOMPARE(engineText(Text::ChooseDifferentBonuses, {3}),
           QStringLiteral("Wähle 3 verschiedene Boni"));
  QCoreApplication::removeTranslator(&fake);
}

void TestEngineTexts::cardArgumentsShowCardNamesInThePlayersLanguage() {
  // No question of today names a card; the filling is ready for one.
  QCOMPARE(Localization::install(QStringLiteral("de")), QStringLiteral("de"));
  const dom::CardId throneRoom = dom::findCard("Throne Room");
  const dom::TextArgKind card[] = {dom::TextArgKind::Card};
  QCOMPARE(fillEngineText(QStringLiteral("Spiele %1 zweimal"), card, {throneRoom}),
           QStringLiteral("Spiele Thronsaal zweimal"));
  const dom::TextArgKind cardAndNumber[] = {dom::TextArgKind::Card, dom::TextArgKind::Number};
  QCOMPARE(fillEngineText(QStringLiteral("Suche %1 in %2 Karten"), cardAndNumber,
                          {dom::cards::Silver, 2}),
           QStringLiteral("Suche Silber in 2 Karten"));
}

void TestEngineTexts::noQuestionShowsNothing() {
  Localization::install(QStringLiteral("de"));
  QCOMPARE(engineText(Text::None), QString());
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
  for (Text id : dom::allTexts()) {
    const EngineText* e = engineTextOf(id);
    QVERIFY2(e, qPrintable(keyOf(id)));
    const QString translation =
        translator.translate("EngineText", e->text.source, e->text.disambiguation);
    QVERIFY2(!translation.isEmpty(), e->text.source);
    for (int k = 1; k <= dom::argCount(id); ++k)
      QVERIFY2(translation.contains(QLatin1Char('%') + QString::number(k)), e->text.source);
  }
}

void TestEngineTexts::germanPlayersReadGermanPrompts() {
  QCOMPARE(Localization::install(QStringLiteral("de")), QStringLiteral("de"));
  QCOMPARE(engineText(Text::TrashUpTo, {4}),
           QStringLiteral("Entsorge bis zu 4 Karten aus deiner Hand"));
  QCOMPARE(engineOptionText({Text::OptionPlusAction}), QStringLiteral("+1 Aktion"));
  QCOMPARE(engineText(Text::ChooseDifferentBonuses, {2}),
           QStringLiteral("Wähle 2 verschiedene Boni"));
  QCOMPARE(engineOptionText({Text::OptionNthFromTop, 3}), QStringLiteral("3. von oben"));
  // The same words as a question and as an option, told apart.
  QCOMPARE(engineText(Text::DiscardCards, {3}), QStringLiteral("Lege 3 Karten ab"));
  QCOMPARE(engineOptionText({Text::OptionDiscardCards, 2}), QStringLiteral("2 Karten ablegen"));
}

void TestEngineTexts::frenchPlayersReadFrenchPrompts() {
  QCOMPARE(Localization::install(QStringLiteral("fr")), QStringLiteral("fr"));
  QCOMPARE(engineText(Text::TrashUpTo, {4}),
           QStringLiteral("Écartez jusqu’à 4 cartes de votre main"));
  QCOMPARE(engineOptionText({Text::OptionPlusBuy}), QStringLiteral("+1 Achat"));
  QCOMPARE(engineText(Text::ChooseDifferentBonuses, {2}),
           QStringLiteral("Choisissez 2 bonus différents"));
  QCOMPARE(engineOptionText({Text::OptionNthFromTop, 3}), QStringLiteral("3e en partant du haut"));
  QCOMPARE(engineText(Text::DiscardCards, {3}), QStringLiteral("Défaussez 3 cartes"));
  QCOMPARE(engineOptionText({Text::OptionDiscardCards, 2}), QStringLiteral("Défausser 2 cartes"));
}

QTEST_GUILESS_MAIN(TestEngineTexts)
#include "tst_enginetexts.moc"
