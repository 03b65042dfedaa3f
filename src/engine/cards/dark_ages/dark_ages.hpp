// Dark Ages: the cards built so far (the set is not complete: the randomizer does not offer it),
// with the non-Kingdom cards they bring (Spoils, the Shelters). One file per card; dark_ages.cpp
// lists them in card-id order. Rulings cite the Card Reference (chapter VI of the complete rules)
// as "Card ①".
#pragma once

#include <vector>

#include "../../card.hpp"

namespace dom {
class SetUp;
}

namespace dom::cards::dark_ages {

CardDef banditCamp();
CardDef spoils();
CardDef hovel();
CardDef necropolis();
CardDef overgrownEstate();
CardDef cultist();
CardDef ruins();
CardDef abandonedMine();
CardDef ruinedLibrary();
CardDef ruinedMarket();
CardDef ruinedVillage();
CardDef survivors();

// The Spoils card (its pile lies outside the Supply in the games that use it).
CardId spoilsCard();
// The card naming the Ruins pile ("Ruins", never a card instance) and the five Ruins cards.
CardId ruinsCard();
const std::vector<CardId>& ruinsCards();
// The Ruins pile of a game with a Looter (every Looter's set-up hook).
void addRuinsPile(SetUp& s);

}  // namespace dom::cards::dark_ages
