#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

void ability(Game& g, Frame& f) { revealToHandPutRestBack(g, f, 4, Victory); }

}  // namespace

CardDef scout() {
  return {.name = "Scout",
          .set = CardSet::Intrigue,
          .editions = FirstEdition,
          .cost = 4,
          .types = Action,
          .plus = {.actions = 1},
          .text =
              "+1 Action\nReveal the top 4 cards of your deck. Put the revealed Victory cards into "
              "your hand. Put the other cards on top of your deck in any order.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
