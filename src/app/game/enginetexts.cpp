#include "enginetexts.h"

#include <QCoreApplication>
#include <QStringList>

#include "cardcatalog.h"
#include "engine/card.hpp"

namespace dominion::app {
namespace {

using enum EngineTextArg;

// Every prompt and option label the engine (src/engine) asks with, grouped by the card that
// asks, in the card list's order. A text several cards use is listed at its first card. A new
// card's texts go here too: tst_enginetexts plays random games and fails on any text missing.
const EngineText kEngineTexts[] = {
    // ---- Any Attack: the other players' Reactions (turn.cpp) ----
    {QT_TRANSLATE_NOOP("EngineText", "Reveal a Reaction?")},

    // ---- Base game, 2nd edition ----
    // Cellar
    {QT_TRANSLATE_NOOP("EngineText", "Discard any number of cards, then draw that many")},
    // Chapel
    {QT_TRANSLATE_NOOP("EngineText", "Trash up to 4 cards from your hand")},
    // Harbinger
    {QT_TRANSLATE_NOOP("EngineText", "You may put a card from your discard pile onto your deck")},
    // Vassal
    {QT_TRANSLATE_NOOP("EngineText", "You may play the discarded Action card")},
    // Workshop (also Ironworks)
    {QT_TRANSLATE_NOOP("EngineText", "Gain a card costing up to $4")},
    // Bureaucrat
    {QT_TRANSLATE_NOOP("EngineText", "Reveal a Victory card and put it onto your deck")},
    // Militia
    {QT_TRANSLATE_NOOP("EngineText", "Discard down to 3 cards in hand")},
    // Moneylender
    {QT_TRANSLATE_NOOP("EngineText", "You may trash a Copper from your hand for +$3")},
    // Poacher
    {QT_TRANSLATE_NOOP("EngineText", "Discard a card per empty Supply pile")},
    // Remodel (also Replace, Upgrade)
    {QT_TRANSLATE_NOOP("EngineText", "Trash a card from your hand")},
    {QT_TRANSLATE_NOOP("EngineText", "Gain a card costing up to $2 more than the trashed card")},
    // Throne Room
    {QT_TRANSLATE_NOOP("EngineText", "You may play an Action card from your hand twice")},
    // Bandit
    {QT_TRANSLATE_NOOP("EngineText", "Trash a revealed Treasure other than Copper")},
    // Library
    {QT_TRANSLATE_NOOP("EngineText", "You may set aside this Action card")},
    // Mine
    {QT_TRANSLATE_NOOP("EngineText", "You may trash a Treasure from your hand")},
    {QT_TRANSLATE_NOOP("EngineText",
                       "Gain a Treasure to your hand costing up to $3 more than the trashed one")},
    // Sentry (the last one also Patrol, Scout)
    {QT_TRANSLATE_NOOP("EngineText", "Trash any number of these cards")},
    {QT_TRANSLATE_NOOP("EngineText", "Discard any number of these cards")},
    {QT_TRANSLATE_NOOP("EngineText", "Put these cards back in any order (the first one on top)")},
    // Artisan (the second also Courtyard)
    {QT_TRANSLATE_NOOP("EngineText", "Gain a card to your hand costing up to $5")},
    {QT_TRANSLATE_NOOP("EngineText", "Put a card from your hand onto your deck")},

    // ---- Base game, 1st edition ----
    // Chancellor
    {QT_TRANSLATE_NOOP("EngineText", "You may put your deck into your discard pile")},
    {QT_TRANSLATE_NOOP("EngineText", "Put deck into discard pile")},
    {QT_TRANSLATE_NOOP("EngineText", "Keep deck")},
    // Feast
    {QT_TRANSLATE_NOOP("EngineText", "Gain a card costing up to $5")},
    // Spy
    {QT_TRANSLATE_NOOP("EngineText", "Discard the revealed card or put it back")},
    {QT_TRANSLATE_NOOP("EngineText", "Discard")},
    {QT_TRANSLATE_NOOP("EngineText", "Put back")},
    // Thief
    {QT_TRANSLATE_NOOP("EngineText", "Choose a revealed Treasure for them to trash")},
    {QT_TRANSLATE_NOOP("EngineText", "You may gain any of the trashed Treasures")},

    // ---- Intrigue, 2nd edition ----
    // Lurker (the prompt also Steward, Minion, Torturer, Nobles, Courtier)
    {QT_TRANSLATE_NOOP("EngineText", "Choose one")},
    {QT_TRANSLATE_NOOP("EngineText", "Trash an Action card from the Supply")},
    {QT_TRANSLATE_NOOP("EngineText", "Gain an Action card from the trash")},
    // Pawn (+1 Action and +1 Buy also Courtier)
    {QT_TRANSLATE_NOOP("EngineText", "Choose two")},
    {QT_TRANSLATE_NOOP("EngineText", "+1 Card")},
    {QT_TRANSLATE_NOOP("EngineText", "+1 Action")},
    {QT_TRANSLATE_NOOP("EngineText", "+1 Buy")},
    {QT_TRANSLATE_NOOP("EngineText", "+$1")},
    // Masquerade
    {QT_TRANSLATE_NOOP("EngineText",
                       "Pass a card to the next player to your left with cards in hand")},
    {QT_TRANSLATE_NOOP("EngineText", "You may trash a card from your hand")},
    // Steward (+$2 also Minion; the last one also Trading Post)
    {QT_TRANSLATE_NOOP("EngineText", "+2 Cards")},
    {QT_TRANSLATE_NOOP("EngineText", "+$2")},
    {QT_TRANSLATE_NOOP("EngineText", "Trash 2 cards")},
    {QT_TRANSLATE_NOOP("EngineText", "Trash 2 cards from your hand")},
    // Swindler
    {QT_TRANSLATE_NOOP("EngineText", "Choose a card with the same cost for them to gain")},
    // Wishing Well
    {QT_TRANSLATE_NOOP("EngineText", "Name a card")},
    // Baron
    {QT_TRANSLATE_NOOP("EngineText", "You may discard an Estate for +$4")},
    // Diplomat
    {QT_TRANSLATE_NOOP("EngineText", "Discard 3 cards")},
    // Mill (Discard 2 cards also Torturer)
    {QT_TRANSLATE_NOOP("EngineText", "You may discard 2 cards for +$2")},
    {QT_TRANSLATE_NOOP("EngineText", "Discard 2 cards for +$2")},
    {QT_TRANSLATE_NOOP("EngineText", "Don't discard")},
    {QT_TRANSLATE_NOOP("EngineText", "Discard 2 cards")},
    // Mining Village
    {QT_TRANSLATE_NOOP("EngineText", "You may trash this for +$2")},
    {QT_TRANSLATE_NOOP("EngineText", "Trash this for +$2")},
    {QT_TRANSLATE_NOOP("EngineText", "Don't trash")},
    // Secret Passage: the card's new place in the deck
    {QT_TRANSLATE_NOOP("EngineText", "Put a card from your hand anywhere in your deck")},
    {QT_TRANSLATE_NOOP("EngineText", "Choose where to put it in your deck")},
    {QT_TRANSLATE_NOOP("EngineText", "Top")},
    //: A place in the deck: %1 is a number from 2 up, the English text says "2nd from top",
    //: "3rd from top" ...
    {QT_TRANSLATE_NOOP("EngineText", "%1 from top"), {Ordinal}},
    {QT_TRANSLATE_NOOP("EngineText", "Bottom")},
    // Courtier
    {QT_TRANSLATE_NOOP("EngineText", "Reveal a card from your hand")},
    //: %1 is the number of types of the revealed card, 2 or more
    {QT_TRANSLATE_NOOP("EngineText", "Choose %1 different bonuses"), {Number}},
    {QT_TRANSLATE_NOOP("EngineText", "+$3")},
    {QT_TRANSLATE_NOOP("EngineText", "Gain a Gold")},
    // Minion
    {QT_TRANSLATE_NOOP("EngineText", "Discard your hand and draw 4")},
    // Replace
    {QT_TRANSLATE_NOOP("EngineText", "Gain a card costing up to $2 more")},
    // Torturer
    {QT_TRANSLATE_NOOP("EngineText", "Gain a Curse to your hand")},
    // Upgrade
    {QT_TRANSLATE_NOOP("EngineText", "Gain a card costing exactly $1 more")},
    // Nobles
    {QT_TRANSLATE_NOOP("EngineText", "+3 Cards")},
    {QT_TRANSLATE_NOOP("EngineText", "+2 Actions")},

    // ---- Intrigue, 1st edition ----
    // Secret Chamber
    {QT_TRANSLATE_NOOP("EngineText", "Discard any number of cards for +$1 each")},
    {QT_TRANSLATE_NOOP("EngineText",
                       "Put 2 cards from your hand onto your deck (the first one on top)")},
    // Saboteur
    {QT_TRANSLATE_NOOP("EngineText",
                       "You may gain a card costing up to $2 less than the trashed card")},
};

// What an argument looks like in the English text.
QString argumentPattern(EngineTextArg arg) {
  switch (arg) {
    case Number:
      return QStringLiteral("(\\d+)");
    case Ordinal:
      return QStringLiteral("(\\d+)(?:st|nd|rd|th)");
    case Card: {
      QStringList names;
      for (const dom::CardDef& c : dom::cardTable())
        names.append(
            QRegularExpression::escape(QString::fromUtf8(c.name.data(), qsizetype(c.name.size()))));
      return QLatin1Char('(') + names.join(QLatin1Char('|')) + QLatin1Char(')');
    }
  }
  return {};
}

// The regular expression for an entry's English text: its %N replaced by the arguments'
// patterns. Returns the argument number (1-based) of each capture, in the text's order.
QRegularExpression patternRegex(const EngineText& entry, QList<int>* order) {
  static const QRegularExpression placeholder(QStringLiteral("%(\\d)"));
  const QString source = QString::fromUtf8(entry.source);
  QString pattern;
  qsizetype at = 0;
  for (auto it = placeholder.globalMatch(source); it.hasNext();) {
    const QRegularExpressionMatch m = it.next();
    pattern += QRegularExpression::escape(source.mid(at, m.capturedStart() - at));
    const int number = m.captured(1).toInt();
    order->append(number);
    pattern += argumentPattern(entry.args.value(number - 1));
    at = m.capturedEnd();
  }
  pattern += QRegularExpression::escape(source.mid(at));
  return QRegularExpression(QRegularExpression::anchoredPattern(pattern));
}

// The argument as the player reads it.
QString shown(EngineTextArg arg, const QString& captured) {
  if (arg == Card) return CardCatalog::name(int(dom::findCard(captured.toStdString())));
  return captured;  // numbers and ordinals: the number
}

const EngineTextMatcher& appMatcher() {
  static const EngineTextMatcher matcher(engineTexts());
  return matcher;
}

}  // namespace

std::span<const EngineText> engineTexts() { return kEngineTexts; }

EngineTextMatcher::EngineTextMatcher(std::span<const EngineText> entries) {
  for (const EngineText& e : entries) {
    if (e.args.isEmpty()) {
      m_fixed.insert(QString::fromUtf8(e.source));
      continue;
    }
    Pattern p{.entry = &e, .regex = {}, .order = {}};
    p.regex = patternRegex(e, &p.order);
    m_patterns.append(std::move(p));
  }
}

const EngineTextMatcher::Pattern* EngineTextMatcher::patternFor(const QString& english) const {
  for (const Pattern& p : m_patterns)
    if (p.regex.match(english).hasMatch()) return &p;
  return nullptr;
}

bool EngineTextMatcher::knows(const QString& english) const {
  return m_fixed.contains(english) || patternFor(english) != nullptr;
}

QString EngineTextMatcher::translated(const QString& english) const {
  const Pattern* p = m_fixed.contains(english) ? nullptr : patternFor(english);
  if (!p) {
    const QByteArray utf8 = english.toUtf8();
    return QCoreApplication::translate("EngineText", utf8.constData());
  }
  const QString translation = QCoreApplication::translate("EngineText", p->entry->source);
  // No translation: the engine's own words ("2nd from top", not the pattern's "2 from top").
  if (translation == QString::fromUtf8(p->entry->source)) return english;
  const QRegularExpressionMatch m = p->regex.match(english);
  QStringList values(p->entry->args.size());
  for (qsizetype k = 0; k < p->order.size(); ++k) {
    const int number = p->order.at(k);
    values[number - 1] = shown(p->entry->args.at(number - 1), m.captured(int(k) + 1));
  }
  QString out = translation;
  for (const QString& v : values) out = out.arg(v);
  return out;
}

QString translatedEngineText(const QString& english) { return appMatcher().translated(english); }

bool isListedEngineText(const QString& english) { return appMatcher().knows(english); }

}  // namespace dominion::app
