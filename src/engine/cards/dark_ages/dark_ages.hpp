// Dark Ages: the cards built so far (the set is not complete: the randomizer does not offer it),
// with the non-Kingdom cards they bring (Spoils, the Shelters). One file per card; dark_ages.cpp
// lists them in card-id order. Rulings cite the Card Reference (chapter VI of the complete rules)
// as "Card ①".
#pragma once

#include "../../card.hpp"

namespace dom::cards::dark_ages {

CardDef banditCamp();
CardDef spoils();
CardDef hovel();
CardDef necropolis();
CardDef overgrownEstate();

// The Spoils card (its pile lies outside the Supply in the games that use it).
CardId spoilsCard();

}  // namespace dom::cards::dark_ages
