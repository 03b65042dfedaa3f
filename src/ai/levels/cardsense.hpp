// What the AI levels know about cards in general, derived from the card table, plus a small
// table of how strong a card is as the key card of a money deck.
#pragma once

#include "engine/card.hpp"

namespace dom::ai {

bool isVillage(CardId c);   // gives +2 Actions or more
bool isTerminal(CardId c);  // an Action that gives no +Action
bool isCantrip(CardId c);   // an Action that gives back the Action it used
// How good c is as the key Action of a "Big Money with X" deck, 0 to 10 (0: never a key).
double keyStrength(CardId c);
// Which card to play first among Actions: villages, then cantrips, then the strongest terminal.
double playPriority(CardId c);

}  // namespace dom::ai
