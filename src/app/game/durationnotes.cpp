#include "durationnotes.h"

#include <QCoreApplication>
#include <string_view>

#include "engine/card.hpp"

namespace dominion::app {
namespace {

struct Entry {
  std::string_view card;  // English name
  NextTurnEffect effect;
  const char*
      words;  // what it does in a few words (the card's text tells it all), after "Next turn: "
};

// Every Duration the engine has (Seaside and Plunder); a card that is not listed gets a generic
// marker. Only Caravan's draw and Haven's card are told apart in the log (a start-of-turn draw
// names Caravan): with more draws due at once, the log could not say which card drew what.
constexpr Entry kEntries[] = {
    {"Caravan", NextTurnEffect::Draw, QT_TRANSLATE_NOOP("DurationNote", "+1 Card")},
    {"Haven", NextTurnEffect::ReturnHeld, QT_TRANSLATE_NOOP("DurationNote", "card to hand")},
    {"Outpost", NextTurnEffect::ExtraTurn, QT_TRANSLATE_NOOP("DurationNote", "extra turn")},
    {"Astrolabe", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "+$1, +1 Buy")},
    {"Blockade", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "card to hand")},
    {"Corsair", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "+1 Card")},
    {"Fishing Village", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "+1 Action, +$1")},
    {"Lighthouse", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "+$1")},
    {"Merchant Ship", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "+$2")},
    {"Monkey", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "+1 Card")},
    {"Pirate", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "gain a Treasure")},
    {"Sailor", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "+$2, may trash")},
    {"Sea Witch", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "+2 Cards, discard 2")},
    {"Tactician", NextTurnEffect::Other,
     QT_TRANSLATE_NOOP("DurationNote", "+5 Cards, +1 Buy, +1 Action")},
    {"Tide Pools", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "discard 2")},
    {"Wharf", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "+2 Cards, +1 Buy")},
    {"Amphora", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "+1 Buy, +$3")},
    {"Endless Chalice", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "+$1, +1 Buy")},
    {"Figurehead", NextTurnEffect::Other, QT_TRANSLATE_NOOP("DurationNote", "+2 Cards")},
    {"Jewels", NextTurnEffect::Other,
     QT_TRANSLATE_NOOP("DurationNote", "to the bottom of the deck")},
};

const Entry* find(int cardId) {
  if (cardId < 0 || size_t(cardId) >= dom::cardTable().size()) return nullptr;
  const std::string_view name = dom::card(dom::CardId(cardId)).name;
  for (const Entry& e : kEntries)
    if (e.card == name) return &e;
  return nullptr;
}

QString translated(const char* text) { return QCoreApplication::translate("DurationNote", text); }

}  // namespace

NextTurnEffect nextTurnEffect(int cardId) {
  const Entry* e = find(cardId);
  return e ? e->effect : NextTurnEffect::Other;
}

QString durationNote(int cardId, DurationStage stage, int times) {
  if (stage == DurationStage::Done)
    //: A Duration in play whose effects are over: it leaves play at Clean-up
    return translated(QT_TRANSLATE_NOOP("DurationNote", "Done"));
  const Entry* e = find(cardId);
  QString words = translated(e ? e->words : QT_TRANSLATE_NOOP("DurationNote", "see the card"));
  if (times > 1)
    //: %1 is what a Duration will do, %2 how many times (played by Throne Room)
    words = translated(QT_TRANSLATE_NOOP("DurationNote", "%1 (×%2)")).arg(words).arg(times);
  if (stage == DurationStage::Now)
    //: A Duration whose effect is resolving at the start of this turn
    return translated(QT_TRANSLATE_NOOP("DurationNote", "Now: %1")).arg(words);
  //: A Duration that will do something at the start of its owner's next turn
  return translated(QT_TRANSLATE_NOOP("DurationNote", "Next turn: %1")).arg(words);
}

}  // namespace dominion::app
