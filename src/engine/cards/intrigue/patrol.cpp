#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

void ability(Game& g, Frame& f) { revealToHandPutRestBack(g, f, 4, Victory | CurseType); }

}  // namespace

CardDef patrol() {
  return {.name = "Patrol",
          .set = CardSet::Intrigue,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 3},
          .text =
              "+3 Cards\nReveal the top 4 cards of your deck. Put the Victory cards and Curses "
              "into your hand. Put the rest back in any order.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
