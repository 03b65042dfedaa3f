// Nocturne: the cards built so far (the set is not complete: the randomizer does not offer it),
// with their Heirlooms. One file per card; nocturne.cpp lists them in card-id order. Rulings cite
// the Card Reference (chapter VI of the complete rules) as "Card ①".
#pragma once

#include "../../card.hpp"

namespace dom::cards::nocturne {

CardDef pooka();
CardDef cursedGold();

CardId cursedGoldCard();

}  // namespace dom::cards::nocturne
