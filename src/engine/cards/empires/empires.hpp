// Empires: the cards built so far (the set is not complete: the randomizer does not offer it).
// One file per card; empires.cpp lists them in card-id order. Rulings cite the Card Reference
// (chapter VI of the complete rules) as "Card ①".
#pragma once

#include "../../card.hpp"

namespace dom::cards::empires {

CardDef engineer();
CardDef patrician();
CardDef emporium();

// The two cards of the Patrician/Emporium split pile (named after Patrician, on top at set-up).
CardId patricianCard();
CardId emporiumCard();

// The Castles pile (castles.cpp): "Castles", the Kingdom card naming it and never a card in the
// game, and the eight Castles sorted by cost in it.
CardDef castles();
CardDef humbleCastle();
CardDef crumblingCastle();
CardDef smallCastle();
CardDef hauntedCastle();
CardDef opulentCastle();
CardDef sprawlingCastle();
CardDef grandCastle();
CardDef kingsCastle();
CardId castlesCard();
// How many Castles (the type) p has (Humble Castle, King's Castle).
int castlesOwned(const Game& g, PlayerId p);

}  // namespace dom::cards::empires
