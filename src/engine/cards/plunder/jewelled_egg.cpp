#include "../../game.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// However it is trashed, from any zone (WHEN YOU TRASH THIS); with the Loot pile empty, nothing
// is gained.
void onTrash(Game& g, Frame& f) {
  g.gain(f.player, lootCard());
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Trash, .from = ListenFrom::Self, .run = onTrash},
};

}  // namespace

CardDef jewelledEgg() {
  return {.name = "Jewelled Egg",
          .set = CardSet::Plunder,
          .cost = 2,
          .types = Treasure,
          .plus = {.buys = 1, .coins = 1},
          .traits = Gains,
          .text = "$1\n+1 Buy\nWhen you trash this, gain a Loot.",
          .setUp = addLootPile,
          .listeners = kListeners};
}

}  // namespace dom::cards::plunder
