#pragma once

#include <QString>
#include <QStringList>
#include <span>

namespace dominion::app {

// Card names and card types in the language the player chose, following the official
// German and French editions. Translation contexts: "CardName" and "CardType".
//
// An unknown English name is returned unchanged, with a warning.
QString translatedCardName(const QString& englishName);
QString translatedCardType(const QString& englishType);

// The English names that have translations (generated into cardnames.cpp).
std::span<const char* const> cardNameSources();
std::span<const char* const> cardTypeSources();

}  // namespace dominion::app
