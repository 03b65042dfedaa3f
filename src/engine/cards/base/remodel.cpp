#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Up to: the same cost or cheaper is allowed; nothing to trash, nothing gained (Remodel ①,
// "REMODEL" CARD).
void ability(Game& g, Frame& f) {
  trashAndGain(g, f,
               {.trashQuestion = {Text::TrashCardFromHand},
                .more = 2,
                .gainQuestion = {Text::GainUpToMoreThanTrashed, {2}}});
}

}  // namespace

CardDef remodel() {
  return {.name = "Remodel",
          .set = CardSet::Base,
          .cost = 4,
          .types = Action,
          .traits = Trashes | Gains,
          .text = "Trash a card from your hand. Gain a card costing up to $2 more than it.",
          .ability = ability};
}

}  // namespace dom::cards::base
