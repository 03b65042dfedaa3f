#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Upgrade ①: no card of that cost, no gain.
void ability(Game& g, Frame& f) {
  trashAndGain(g, f,
               {.trashQuestion = {Text::TrashCardFromHand},
                .more = 1,
                .exactly = true,
                .gainQuestion = {Text::GainCostingExactlyMore, {1}},
                .asking = Asking::Intrigue});
}

}  // namespace

CardDef upgrade() {
  return {.name = "Upgrade",
          .set = CardSet::Intrigue,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 1, .actions = 1},
          .traits = Trashes | Gains,
          .text =
              "+1 Card\n+1 Action\nTrash a card from your hand. Gain a card costing exactly $1 "
              "more than it.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
