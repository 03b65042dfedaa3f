#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Optional in the 2nd edition (Throne Room ②). The second play happens even if the card left
// play during the first (PLAY A CARD MULTIPLE TIMES: a throne-room can replay a card it lost
// track of). Throne Room on Throne Room plays two cards twice each. Shared with King's Court
// (playActionTimes), which also keeps a Duration's Throne Room in play with it.
void ability(Game& g, Frame& f) { playActionTimes(g, f, 2, Text::MayPlayActionTwice); }

}  // namespace

CardDef throneRoom() {
  return {.name = "Throne Room",
          .set = CardSet::Base,
          .cost = 4,
          .types = Action,
          .text = "You may play an Action card from your hand twice.",
          .ability = ability};
}

}  // namespace dom::cards::base
