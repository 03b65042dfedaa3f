// Renaissance: the cards built so far (the set is not complete: the randomizer does not offer
// it). One file per card; renaissance.cpp lists them in card-id order. Rulings cite the Card
// Reference (chapter VI of the complete rules) as "Card ①".
#pragma once

#include "../../card.hpp"

namespace dom::cards::renaissance {

CardDef lackeys();
CardDef fair();

}  // namespace dom::cards::renaissance
