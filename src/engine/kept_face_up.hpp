// The card a waiting Duration keeps set aside face up for its owner's next turn, for the table
// to show beside the Duration (rather than among the cards its owner reveals).
#pragma once

#include "game.hpp"

namespace dom {

// Blockade's gained card, while it is still set aside; NoInst for an entry of any other
// Duration, or once the card has moved away (lose track). Defined with the one card that keeps
// a card so (cards/seaside/blockade.cpp).
Inst cardKeptFaceUp(const Game& g, PlayerId owner, const Lasting& entry);

}  // namespace dom
