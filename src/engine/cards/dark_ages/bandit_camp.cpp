#include "../../game.hpp"
#include "../../setup.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// After +1 Card and +2 Actions, the Spoils comes from its pile outside the Supply; with the pile
// empty, nothing is gained.
void ability(Game& g, Frame& f) {
  g.gain(f.player, spoilsCard());
  g.finish();
}

// Rules, Special setup (Dark Ages): with Bandit Camp, Marauder or Pillage, 15 Spoils outside the
// Supply (one pile for all of them).
void setUp(SetUp& s) { s.addPile(spoilsCard(), 15, false); }

}  // namespace

CardDef banditCamp() {
  return {.name = "Bandit Camp",
          .set = CardSet::DarkAges,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 1, .actions = 2},
          .traits = Gains,
          .text = "+1 Card\n+2 Actions\nGain a Spoils from the Spoils pile.",
          .ability = ability,
          .setUp = setUp};
}

}  // namespace dom::cards::dark_ages
