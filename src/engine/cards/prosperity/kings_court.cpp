#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// PLAY A CARD MULTIPLE TIMES (King's Court ①): Throne Room's ability for three plays, shared
// (playActionTimes): optional, the later plays happen even if the card left play, and a
// Duration played keeps King's Court in play with it.
void ability(Game& g, Frame& f) { playActionTimes(g, f, 3, Text::MayPlayActionThreeTimes); }

}  // namespace

CardDef kingsCourt() {
  return {.name = "King's Court",
          .set = CardSet::Prosperity,
          .cost = 7,
          .types = Action,
          .text = "You may play an Action card from your hand three times.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
