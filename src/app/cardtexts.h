#pragma once

#include <QString>
#include <span>

namespace dominion::app {

// A card's rules text in the language the player chose, following the official German and
// French card texts in the notation of the English ones ("$2" coins, "VP", one line per
// paragraph). Translation context: "CardText".
//
// A text missing from the list is returned unchanged, with a warning.
QString translatedCardText(const QString& englishText);

// The English texts that have translations (generated into cardtexts.cpp by
// scripts/list_card_texts.py from the engine's card table).
std::span<const char* const> cardTextSources();

}  // namespace dominion::app
