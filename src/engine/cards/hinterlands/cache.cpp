#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// When gained, however it was gained, its owner gains 2 Coppers (Cache ①: GAIN ON WHEN-GAIN), as
// many as the pile still has.
void onGain(Game& g, Frame& f) {
  for (int k = 0; k < 2; ++k) g.gain(f.player, cards::Copper);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

CardDef cache() {
  return {.name = "Cache",
          .set = CardSet::Hinterlands,
          .editions = FirstEdition,
          .cost = 5,
          .types = Treasure,
          .plus = {.coins = 3},
          .text = "$3\nWhen you gain this, gain two Coppers.",
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
