#include "../../game.hpp"
#include "renaissance.hpp"

namespace dom::cards::renaissance {

namespace {

// When gained, however it was gained (bought or not), its owner gets +2 Villagers, which they
// may spend in any later Action phase (Coffers and Villagers).
void onGain(Game& g, Frame& f) {
  g.addTokens(f.player, Counter::Villagers, 2);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

CardDef lackeys() {
  return {.name = "Lackeys",
          .set = CardSet::Renaissance,
          .cost = 2,
          .types = Action,
          .plus = {.cards = 2},
          .traits = GivesActions,
          .text = "+2 Cards\nWhen you gain this, +2 Villagers.",
          .listeners = kListeners};
}

}  // namespace dom::cards::renaissance
