// Adventures: the cards and Events built so far (the set is not complete: the randomizer does not
// offer it). One file per card; adventures.cpp lists them in card-id order. Rulings cite the Card
// Reference (chapter VI of the complete rules) as "Card ①".
#pragma once

#include "../../card.hpp"

namespace dom::cards::adventures {

CardDef coinOfTheRealm();
CardDef alms();

}  // namespace dom::cards::adventures
