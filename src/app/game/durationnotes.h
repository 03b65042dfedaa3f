#pragma once

#include <QString>

namespace dominion::app {

// What a Duration staying in play will still do, in a few words for the marker under it on
// the table, and what its start-of-turn part does, so that the game log can say which card a
// draw at the start of a turn came from. The engine keeps only the card's full text.

// The kind of thing a Duration does at the start of its owner's next turn.
enum class NextTurnEffect {
  Other,       // not described here: the marker points to the card
  Draw,        // +Cards (Caravan)
  ReturnHeld,  // puts the card it set aside into the hand (Haven)
  ExtraTurn,   // the turn after this one is an extra turn (Outpost)
  Nothing,     // its start-of-turn part has nothing left to do
};

NextTurnEffect nextTurnEffect(int cardId);

// Where the Duration stands: its effect is still to come at the start of the owner's next
// turn, is resolving at the start of this turn, or is done (it leaves play at Clean-up).
enum class DurationStage { NextTurn, Now, Done };

// "Next turn: +1 Card", "Now: +1 Card (×2)", "Done" (translated, context "DurationNote").
// `times`: how many times the effect will happen (Throne Room plays it twice).
QString durationNote(int cardId, DurationStage stage, int times);

}  // namespace dominion::app
