#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// "Remodel" a card into one costing up to $3 more (Expand ①): the same cost or cheaper is
// allowed; nothing to trash, nothing gained.
void ability(Game& g, Frame& f) {
  trashAndGain(g, f,
               {.trashQuestion = {Text::TrashCardFromHand},
                .more = 3,
                .gainQuestion = {Text::GainUpToMoreThanTrashed, {3}}});
}

}  // namespace

CardDef expand() {
  return {.name = "Expand",
          .set = CardSet::Prosperity,
          .cost = 7,
          .types = Action,
          .traits = Trashes | Gains,
          .text = "Trash a card from your hand. Gain a card costing up to $3 more than it.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
