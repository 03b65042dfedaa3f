// The basic cards: Treasures, Victory cards and Curse, in every game. One file per card
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

}  // namespace dom::cards::basic
