#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Optional in the 2nd edition (Mine ③); gained to hand (Mine ②); "remodel" rules (Mine ①).
void ability(Game& g, Frame& f) {
  trashAndGain(g, f,
               {.trashTypes = Treasure,
                .mayDecline = true,
                .trashQuestion = {Text::MayTrashTreasure},
                .more = 3,
                .gainTypes = Treasure,
                .gainTo = Zone::Hand,
                .gainQuestion = {Text::GainTreasureToHandUpToMore, {3}}});
}

}  // namespace

CardDef mine() {
  return {.name = "Mine",
          .set = CardSet::Base,
          .cost = 5,
          .types = Action,
          .traits = Trashes | Gains,
          .text =
              "You may trash a Treasure from your hand. Gain a Treasure to your hand costing up to "
              "$3 more than it.",
          .ability = ability};
}

}  // namespace dom::cards::base
