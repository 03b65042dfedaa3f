// Alchemy: the cards built so far (the set is not complete: the randomizer does not offer it).
// Its basic card Potion is listed with the basic cards (cards::Potion). One file per card;
// alchemy.cpp lists them in card-id order. Rulings cite the Card Reference (chapter VI of the
// complete rules) as "Card ①".
#pragma once

#include "../../card.hpp"

namespace dom::cards::alchemy {

CardDef familiar();

}  // namespace dom::cards::alchemy
