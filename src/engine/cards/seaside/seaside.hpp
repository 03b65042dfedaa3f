// Seaside: the cards built so far (the set is not complete: the randomizer does not offer it).
// One file per card (src/engine/cards/seaside/<card>.cpp); seaside.cpp lists them in card-id
// order. Rulings cite the Card Reference (chapter VI of the complete rules) as "Card ①".
#pragma once

#include "../../card.hpp"

namespace dom::cards::seaside {

// "Discard n cards" as the rest of an ability: asks at step 0 (all of the hand with n or fewer),
// discards at step 1 and finishes. Warehouse, Tide Pools and Sea Witch's next turn.
void discardCardsStep(Game& g, Frame& f, int n);

CardDef embargo();
CardDef haven();
CardDef nativeVillage();
CardDef caravan();
CardDef island();
CardDef outpost();
CardDef bazaar();
CardDef fishingVillage();
CardDef lighthouse();
CardDef merchantShip();
CardDef tactician();
CardDef warehouse();
CardDef wharf();
CardDef cutpurse();
CardDef lookout();
CardDef salvager();
CardDef treasury();
CardDef smugglers();
CardDef seaChart();
CardDef treasureMap();
CardDef pearlDiver();
CardDef navigator();
CardDef explorer();
CardDef seaHag();
CardDef astrolabe();
CardDef tidePools();
CardDef seaWitch();
CardDef monkey();
CardDef corsair();
CardDef sailor();
CardDef blockade();
CardDef pirate();
CardDef ghostShip();
CardDef ambassador();
CardDef pirateShip();

}  // namespace dom::cards::seaside
