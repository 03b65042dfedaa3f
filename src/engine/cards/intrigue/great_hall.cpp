#include "intrigue.hpp"

namespace dom::cards::intrigue {

CardDef greatHall() {
  return {.name = "Great Hall",
          .set = CardSet::Intrigue,
          .editions = FirstEdition,
          .cost = 3,
          .types = Action | Victory,
          .vp = 1,
          .plus = {.cards = 1, .actions = 1},
          .text = "+1 Card\n+1 Action\n1 VP"};
}

}  // namespace dom::cards::intrigue
