// The vocabulary of decisions (engine/texts.hpp): stable keys, English templates with numbered
// arguments, and the reading of English back into ids (the card files' questions while they
// are converted, and the prompts of older positions).
#include "engine/texts.hpp"

#include <QTest>
#include <chrono>
#include <set>

#include "engine/card.hpp"
#include "engine/game.hpp"
#include "engine/phases.hpp"
#include "engine/rng.hpp"
#include "random_policy.hpp"

using namespace dom;

namespace {

bool isSnakeCase(std::string_view s) {
  if (s.empty() || s.front() == '_' || s.back() == '_') return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_')) return false;
  return true;
}

// Arguments that fit a text: numbers for numbers, a card id for {0:card}.
TextArgs sampleArgs(Text t) {
  TextArgs args{};
  for (int k = 0; k < argCount(t); ++k) args[size_t(k)] = 2 + k;
  return args;
}

// Every Kingdom card, in random kingdoms of 10.
std::vector<CardId> randomKingdom(Rng& rng) {
  std::vector<CardId> pool;
  for (size_t k = 0; k < cardTable().size(); ++k)
    if (card(CardId(k)).isKingdom()) pool.push_back(CardId(k));
  for (size_t k = pool.size(); k > 1; --k) std::swap(pool[k - 1], pool[rng.below(uint32_t(k))]);
  pool.resize(10);
  return pool;
}

// The card asking, or what asks without a card (the order of start-of-turn effects).
std::string askingName(const Decision& d) {
  return d.asking == NoCard ? std::string("the turn") : std::string(card(d.asking).name);
}

}  // namespace

class TextsTest : public QObject {
  Q_OBJECT
 private slots:
  void every_text_has_a_distinct_snake_case_key_that_names_it() {
    std::set<std::string_view> keys;
    for (Text t : allTexts()) {
      const std::string_view k = key(t);
      QVERIFY2(keys.insert(k).second, std::string(k).c_str());
      const std::string_view name = isOption(t) ? k.substr(std::string_view("option.").size()) : k;
      QVERIFY2(isSnakeCase(name), std::string(k).c_str());
      QCOMPARE(fromKey(k), std::optional<Text>(t));
      QVERIFY(!english(t).empty());
    }
    QCOMPARE(key(Text::None), std::string_view());
    QVERIFY(!fromKey("no_such_question"));
    QVERIFY(!fromKey(""));
  }

  void options_and_questions_are_told_apart_by_their_keys() {
    QVERIFY(isOption(Text::OptionKeepDeck));
    QCOMPARE(key(Text::OptionKeepDeck), std::string_view("option.keep_deck"));
    QVERIFY(!isOption(Text::DiscardDownTo));
    QVERIFY(!isOption(Text::None));
  }

  void templates_fill_their_numbered_arguments() {
    QCOMPARE(render(Text::DiscardDownTo, {3}), std::string("Discard down to 3 cards in hand"));
    QCOMPARE(render(Text::GainCostingUpTo, {5}), std::string("Gain a card costing up to $5"));
    QCOMPARE(render(Text::OptionPlusCoins, {2}), std::string("+$2"));
    QCOMPARE(render(Text::OptionPlusCards, {3}), std::string("+3 Cards"));
    QCOMPARE(render(Text::RevealReaction), std::string("Reveal a Reaction?"));
    QCOMPARE(render(Text::None), std::string());
    QCOMPARE(argCount(Text::DiscardDownTo), 1);
    QCOMPARE(argCount(Text::RevealReaction), 0);
  }

  void ordinals_are_written_the_english_way() {
    const std::pair<int, const char*> cases[] = {{2, "2nd from top"},     {3, "3rd from top"},
                                                 {4, "4th from top"},     {11, "11th from top"},
                                                 {12, "12th from top"},   {13, "13th from top"},
                                                 {21, "21st from top"},   {22, "22nd from top"},
                                                 {101, "101st from top"}, {111, "111th from top"}};
    for (const auto& [n, text] : cases) {
      QCOMPARE(render(Text::OptionNthFromTop, {n}), std::string(text));
      const auto m = matchOption(text);
      QVERIFY2(m && m->id == Text::OptionNthFromTop && m->args[0] == n, text);
    }
    QVERIFY(!matchOption("2th from top"));
    QVERIFY(!matchOption("second from top"));
  }

  void every_text_reads_back_from_its_english() {
    for (Text t : allTexts()) {
      const TextArgs args = sampleArgs(t);
      const std::string text = render(t, args);
      const auto m = isOption(t) ? matchOption(text) : matchQuestion(text);
      QVERIFY2(m.has_value(), text.c_str());
      // A question and an option may share their words: each is read on its own side.
      QVERIFY2(m->id == t, text.c_str());
      QVERIFY2(m->args == args, text.c_str());
    }
  }

  void earlier_wordings_read_as_the_same_question() {
    // Replace asked Remodel's question in fewer words.
    const auto m = matchQuestion("Gain a card costing up to $2 more");
    QVERIFY(m.has_value());
    QCOMPARE(m->id, Text::GainUpToMoreThanTrashed);
    QCOMPARE(m->args[0], 2);
  }

  void unknown_english_is_not_read() {
    QVERIFY(!matchQuestion("Dance a jig"));
    QVERIFY(!matchQuestion("Discard down to three cards in hand"));
    QVERIFY(!matchQuestion("Discard down to 3 cards in hand, please"));
    QVERIFY(!matchOption("Discard down to 3 cards in hand"));  // a question, not an option
    QCOMPARE(matchQuestion("")->id, Text::None);               // the phases ask nothing
    QVERIFY(!matchOption(""));
  }

  void card_arguments_are_written_as_card_names() {
    // No question of today names a card; a template may.
    QCOMPARE(fillTemplate("Play {0:card} twice", {cards::Gold}), std::string("Play Gold twice"));
    QCOMPARE(fillTemplate("Reveal {1} cards until you find {0:card}", {cards::Silver, 2}),
             std::string("Reveal 2 cards until you find Silver"));
    const auto args = readTemplate("Reveal {1} cards until you find {0:card}",
                                   "Reveal 2 cards until you find Silver");
    QVERIFY(args.has_value());
    QCOMPARE((*args)[0], int32_t(cards::Silver));
    QCOMPARE((*args)[1], 2);
    QVERIFY(!readTemplate("Play {0:card} twice", "Play Dragon twice"));
    // A card whose name starts another's (Copper, Coppersmith): the rest of the text decides.
    const CardId coppersmith = findCard("Coppersmith");
    QVERIFY(coppersmith != NoCard);
    const auto m = readTemplate("Play {0:card} now", "Play Coppersmith now");
    QVERIFY(m.has_value());
    QCOMPARE((*m)[0], int32_t(coppersmith));
    QCOMPARE((*readTemplate("Play {0:card} now", "Play Copper now"))[0], int32_t(cards::Copper));
  }

  // Every question and option of random games with every card is in the vocabulary: the card
  // files still ask in English, and a text missing from the list would reach players as None.
  void random_games_ask_only_known_texts() {
    Rng rng(97);
    std::set<Text> seen;
    for (int n = 0; n < 400; ++n) {
      Game g =
          Game::create({.kingdom = randomKingdom(rng), .players = 2 + n % 4, .seed = uint64_t(n)});
      for (int moves = 0; !g.isOver() && moves < 5000; ++moves) {
        const Decision& d = g.decision();
        const bool cardDecision = phaseOf(d.kind) == Phase::GameOver;
        if (cardDecision) {
          QVERIFY2(d.id != Text::None, (askingName(d) + " asked an unknown question").c_str());
          QVERIFY(!isOption(d.id));
          seen.insert(d.id);
          for (const Option& o : d.options) {
            QVERIFY2(o.id != Text::None && isOption(o.id),
                     (askingName(d) + " offered an unknown option").c_str());
            seen.insert(o.id);
          }
        } else {
          QCOMPARE(d.id, Text::None);
        }
        QVERIFY(g.apply(fx::randomMove(g, rng)));
      }
    }
    qInfo("%zu of %zu texts asked", seen.size(), allTexts().size());
  }

  // The English questions of the card files are read back on every card decision, also in the
  // AI's playouts: the reading must stay cheap.
  void reading_english_back_is_fast() {
    const std::string texts[] = {"Discard down to 3 cards in hand",
                                 "Put a card from your hand onto your deck",
                                 "Choose 2 different bonuses",
                                 "You may gain a card costing up to $2 less than the trashed card"};
    constexpr int kRounds = 100000;
    const auto start = std::chrono::steady_clock::now();
    int found = 0;
    for (int k = 0; k < kRounds; ++k)
      for (const std::string& t : texts) found += matchQuestion(t).has_value();
    const double ns =
        std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - start).count() /
        (kRounds * std::size(texts));
    QCOMPARE(found, kRounds * int(std::size(texts)));
    qInfo("%.0f ns per English question read back", ns);
    QVERIFY2(ns < 5000, "reading a question back takes more than 5 µs");
  }
};

QTEST_APPLESS_MAIN(TextsTest)
#include "texts_test.moc"
