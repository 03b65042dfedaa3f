#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Its next-turn part is set up when it is played (Sea Witch ①); then each other player gains a
// Curse, in turn order (when the Curses run out, the later players get none).
void ability(Game& g, Frame& f) {
  if (f.step == 0 && f.a == 0) g.lastUntilNextTurn(f);
  eachOtherPlayerGainsACurse(g, f);
}

// ② GET FROM DECK, THEN DISCARD: draw 2 first, then discard exactly 2 (all of them with 2 or
// fewer in hand), whatever was drawn.
void nextTurn(Game& g, Frame& f) {
  if (f.step == 0) g.draw(f.player, 2);
  discardCardsStep(g, f, 2);
}

}  // namespace

CardDef seaWitch() {
  return {.name = "Sea Witch",
          .set = CardSet::Seaside,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action | Duration | Attack,
          .plus = {.cards = 2},
          .text =
              "+2 Cards\nEach other player gains a Curse.\nAt the start of your next turn, +2 "
              "Cards, then discard 2 cards.",
          .ability = ability,
          .nextTurn = nextTurn};
}

}  // namespace dom::cards::seaside
