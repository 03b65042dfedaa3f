#pragma once

#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <span>

namespace dominion::app {

// The engine asks its questions in English: the prompts and option labels of its decisions
// ("Trash up to 4 cards from your hand", "+1 Card"). enginetexts.cpp lists every one of them
// for the translators (context "EngineText"), card by card.
//
// A few texts are built at run time ("Choose 2 different bonuses", "3rd from top"): their
// entries are patterns whose arguments (%1, %2 ...) are read back from the English text.

enum class EngineTextArg {
  Number,   // "2"
  Ordinal,  // "2nd", "3rd", "11th": passed on as the number
  Card,     // an English card name: passed on as the card's name in the player's language
};

struct EngineText {
  const char* source;              // the English text, or pattern with %1 ...
  QList<EngineTextArg> args = {};  // empty: a fixed text
};

// Every entry, in the card list's order.
std::span<const EngineText> engineTexts();

// Recognises English engine texts among some entries and translates them.
class EngineTextMatcher {
 public:
  explicit EngineTextMatcher(std::span<const EngineText> entries);

  // Whether `english` is one of the fixed texts or fits one of the patterns.
  bool knows(const QString& english) const;
  // `english` in the player's language. Without a translation of its entry (English, or a
  // text nobody translated yet), `english` itself.
  QString translated(const QString& english) const;

 private:
  struct Pattern {
    const EngineText* entry;
    QRegularExpression regex;
    QList<int> order;  // the argument number (%N) of each capture, in the English text's order
  };
  const Pattern* patternFor(const QString& english) const;

  QSet<QString> m_fixed;
  QList<Pattern> m_patterns;
};

// An English text of the engine (a prompt, an option label) in the player's language, when a
// translation exists (context "EngineText"); the engine's English text otherwise.
QString translatedEngineText(const QString& english);
// Whether the list in enginetexts.cpp has an entry for the text.
bool isListedEngineText(const QString& english);

}  // namespace dominion::app
