// Guilds: the cards built so far (the set is not complete: the randomizer does not offer it).
// One file per card; guilds.cpp lists them in card-id order. Rulings cite the Card Reference
// (chapter VI of the complete rules) as "Card ①".
#pragma once

#include "../../card.hpp"

namespace dom::cards::guilds {

CardDef candlestickMaker();

}  // namespace dom::cards::guilds
