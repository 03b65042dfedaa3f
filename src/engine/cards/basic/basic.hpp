// The basic cards: Treasures, Victory cards and Curse, in every game, Prosperity's Platinum
// and Colony (set Prosperity, CardDef::basic), in games set up with them, and Alchemy's Potion
// (set Alchemy, CardDef::basic), in games whose Kingdom has a Potion-cost card. One file per card
// (src/engine/cards/basic/<card>.cpp); basic.cpp lists them in card-id order.
#pragma once

#include "../../card.hpp"

namespace dom::cards::basic {

CardDef copper();
CardDef silver();
CardDef gold();
CardDef estate();
CardDef duchy();
CardDef province();
CardDef curse();
CardDef platinum();
CardDef colony();
CardDef potion();

}  // namespace dom::cards::basic
