// Reactions shared by several cards.
#pragma once

#include "../game.hpp"

namespace dom::cards {

// "When another player plays an Attack, you may first reveal this from your hand to be
// unaffected" (Moat, Shield): revealed, it makes its owner unaffected by the Attack. Attack
// listeners listen from other players' hands, so it never protects against one's own Attack; a
// card drawn by another Reaction to the same Attack may still be revealed (the Attack window asks
// again with the hand as it is).
void becomeUnaffected(Game& g, Frame& f);
inline constexpr Listener kRevealToBeUnaffected{.when = When::Attack,
                                                .from = ListenFrom::OthersHand,
                                                .optional = true,
                                                .run = becomeUnaffected,
                                                .ask = Text::RevealReaction};

}  // namespace dom::cards
