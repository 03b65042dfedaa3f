#include "../../game.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// However it is gained (from the Loot pile, bought or not), a Gold too (Doubloons ①, GAIN ON
// WHEN-GAIN).
void onGain(Game& g, Frame& f) {
  g.gain(f.player, cards::Gold);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

CardDef doubloons() {
  return {.name = "Doubloons",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Loot,
          .plus = {.coins = 3},
          .traits = Gains,
          .text = "$3\nWhen you gain this, gain a Gold.",
          .listeners = kListeners};
}

}  // namespace dom::cards::plunder
