#include "../../game.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// The $1 and +1 Buy come first, even with no Loot left (Sack of Loot ①).
void ability(Game& g, Frame& f) {
  g.gain(f.player, lootCard());
  g.finish();
}

}  // namespace

CardDef sackOfLoot() {
  return {.name = "Sack of Loot",
          .set = CardSet::Plunder,
          .cost = 6,
          .types = Treasure,
          .plus = {.buys = 1, .coins = 1},
          .traits = Gains,
          .text = "$1\n+1 Buy\nGain a Loot.",
          .ability = ability,
          .setUp = addLootPile};
}

}  // namespace dom::cards::plunder
