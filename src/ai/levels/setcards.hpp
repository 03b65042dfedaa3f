// Card decisions of the planning levels for the cards of Seaside, Prosperity and Hinterlands
// (Island, Native Village, Embargo, Watchtower, Trader, Fool's Gold) and of Cornucopia's
// Tournament and Trusty Steed: rules keyed on the card asking, as in cardplay.cpp, which asks
// here first.
#pragma once

#include "../policy.hpp"

namespace dom::ai {

// When one of these cards asks v's pending card decision, sets `out` to its rule's answer (not
// yet legalized) and returns true; otherwise returns false.
bool setCardDecision(const View& v, Fallback& fallback, Move& out);

// The same for Tournament's questions (reveal a Province; which Prize, or a Duchy) and Trusty
// Steed's two choices; every level asks it (Easy too: its fallback would take a Duchy over a
// Prize, which costs $0).
bool prizeDecision(const View& v, Fallback& fallback, Move& out);

// The same for the Loots' own questions (Amphora now or next turn, Insignia's topdecking, Orb's
// choice, Puzzle Box's card); every level asks it. Their other questions (Staff's Action, Spell
// Scroll's gain, Sextant's discards, Shield, Sword's victims, Prize Goat's trash) are the usual
// ones and are answered as for the other cards.
bool lootDecision(const View& v, Fallback& fallback, Move& out);

// The same for the questions of Prosperity's cards removed with the 1st edition (Loan, Royal
// Seal, Counting House, Mountebank's victim, the player naming a card for Contraband); every
// level asks it (Easy's fallback would name any card for Contraband).
bool prosperityDecision(const View& v, Fallback& fallback, Move& out);
// The same for the questions of Hinterlands' cards that the usual rules would answer poorly
// (Scheme's card, Stables' and Wheelwright's discards, Spice Merchant's choice, Jack of All
// Trades' top card, Witch's Hut's discards, Inn's Actions to shuffle into the deck: all of
// them); every level asks it.
bool hinterlandsDecision(const View& v, Fallback& fallback, Move& out);

// Whether the Action c in v's hand is better not played now: an Ambassador without a card worth
// giving (junk to return, or a Copper for the others to gain) would give them a good card.
bool keptInHand(const View& v, const SeenCard& c);

}  // namespace dom::ai
