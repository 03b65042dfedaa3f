#include "../../game.hpp"
#include "../../setup.hpp"
#include "menagerie.hpp"

namespace dom::cards::menagerie {

namespace {

// Supplies ①: the Horse is gained onto the deck, from its pile beside the Supply. ②: the $1
// comes even with no Horse left.
void ability(Game& g, Frame& f) {
  g.gain(f.player, horseCard(), Zone::Deck);
  g.finish();
}

void setUp(SetUp& s) { addHorsePile(s); }

}  // namespace

CardDef supplies() {
  return {.name = "Supplies",
          .set = CardSet::Menagerie,
          .cost = 2,
          .types = Treasure,
          .plus = {.coins = 1},
          .traits = Gains,
          .text = "$1\nWhen you play this, gain a Horse onto your deck.",
          .ability = ability,
          .setUp = setUp};
}

}  // namespace dom::cards::menagerie
