// Menagerie: the cards and Ways built so far (the set is not complete: the randomizer does not
// offer it). One file per card; menagerie.cpp lists them in card-id order. Rulings cite the Card
// Reference (chapter VI of the complete rules) as "Card ①".
#pragma once

#include "../../card.hpp"

namespace dom {
class SetUp;
}

namespace dom::cards::menagerie {

CardDef wayOfTheOx();
CardDef horse();
CardDef supplies();

// The Horse card (its pile lies beside the Supply in the games that use Horses) and that pile,
// asked for by each card that uses Horses.
CardId horseCard();
void addHorsePile(SetUp& s);

}  // namespace dom::cards::menagerie
