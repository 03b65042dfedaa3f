#pragma once

#include <QString>
#include <span>

#include "engine/decision.hpp"

namespace dominion::app {

// The engine names its questions and options by ids of its vocabulary (engine/texts.hpp) with
// numbered arguments: Text::DiscardDownTo with {3}. enginetexts.cpp gives each id its text
// for the translators (context "EngineText"), with Qt-style placeholders filled from the
// arguments: "Discard down to %1 cards in hand".

struct EngineText {
  dom::Text id;
  struct {
    const char* source;  // the English text with %1, %2 ...
    const char* disambiguation =
        nullptr;  // when another id has the same source but may not share its translation
  } text;
};

// Every entry, one per id of the vocabulary, in its order.
std::span<const EngineText> engineTexts();
// The entry of an id; nullptr for Text::None (and for an id the list misses: a test checks
// that none does).
const EngineText* engineTextOf(dom::Text id);

// A question or option in the player's language, its arguments filled in (numbers, card names
// in the player's language). Without a translation, the engine's English words ("2nd from
// top"). Text::None: an empty text.
QString engineText(dom::Text id, const dom::TextArgs& args = {});
QString engineOptionText(const dom::Option& option);
// Fills a translation's %1, %2 ... with the arguments as the player reads them: a number, or
// a card's name in the player's language.
QString fillEngineText(QString translation, std::span<const dom::TextArgKind> kinds,
                       const dom::TextArgs& args);

}  // namespace dominion::app
