#include "../effects.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// Each other player discards all at once (Sword ①, DISCARDS DOWN TO), in turn order.
void ability(Game& g, Frame& f) {
  if (eachOtherDiscardsDownTo(g, f, 4, 1)) g.finish();
}

}  // namespace

CardDef sword() {
  return {.name = "Sword",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Attack | Loot,
          .plus = kLootPlus,
          .text = "$3\n+1 Buy\nEach other player discards down to 4 cards in hand.",
          .ability = ability};
}

}  // namespace dom::cards::plunder
