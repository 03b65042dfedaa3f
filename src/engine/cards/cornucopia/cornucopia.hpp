// Cornucopia: the cards built so far (the set is not complete: the randomizer does not offer
// it). One file per card; cornucopia.cpp lists them in card-id order. Rulings cite the Card
// Reference (chapter VI of the complete rules) as "Card ①".
#pragma once

#include <span>
#include <vector>

#include "../../card.hpp"

namespace dom {
class Game;
}

namespace dom::cards::cornucopia {

CardDef youngWitch();
CardDef tournament();
// The Prizes: with Tournament, one of each beside the Supply (never Kingdom cards).
CardDef bagOfGold();
CardDef diadem();
CardDef followers();
CardDef princess();
CardDef trustySteed();

// The five Prizes, in the order of their piles; the piles Tournament gains from (each Prize
// pile with its card, then the Duchy pile when it has one).
std::span<const CardId> prizeCards();
std::vector<int32_t> prizePilesOrDuchy(const Game& g);

}  // namespace dom::cards::cornucopia
