// Hinterlands, both editions. One file per card; hinterlands.cpp lists them in card-id order.
// Rulings cite the Card Reference (chapter VI of the complete rules) as "Card ①".
#pragma once

#include "../../card.hpp"

namespace dom::cards::hinterlands {

CardDef foolsGold();
CardDef trader();
CardDef borderVillage();
CardDef highway();
CardDef crossroads();
CardDef develop();
CardDef oasis();
CardDef scheme();
CardDef spiceMerchant();
CardDef stables();
CardDef jackOfAllTrades();
CardDef cartographer();
CardDef wheelwright();
CardDef margrave();
CardDef witchsHut();
CardDef souk();
CardDef nomads();
CardDef cache();
CardDef silkRoad();
CardDef farmland();
CardDef haggler();
CardDef inn();
CardDef cauldron();
CardDef berserker();
CardDef guardDog();
CardDef trail();
CardDef tunnel();
CardDef weaver();
// Removed with the 1st edition.
CardDef embassy();
CardDef illGottenGains();
CardDef mandarin();
CardDef nobleBrigand();
CardDef nomadCamp();
CardDef duchess();
CardDef oracle();

}  // namespace dom::cards::hinterlands
