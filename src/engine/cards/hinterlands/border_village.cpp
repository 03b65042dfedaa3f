#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// When gained, however it was gained, its owner gains a card costing less than it costs now
// (Border Village 1: see CARD COSTS); that card's own when-gain abilities trigger too (2).
void onGain(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      const Cost limit = g.cost(f.card);
      auto piles = g.pilesWhere([&](CardId c) { return g.cost(c) < limit; });
      if (piles.empty()) return g.finish();
      f.step = 1;
      g.askPile(f.player, std::move(piles), 1, Text::GainCostingLessThan, {f.card});
      return;
    }
    default:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
      g.finish();
  }
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

CardDef borderVillage() {
  return {.name = "Border Village",
          .set = CardSet::Hinterlands,
          .cost = 6,
          .types = Action,
          .plus = {.cards = 1, .actions = 2},
          .traits = Gains,
          .text = "+1 Card\n+2 Actions\nWhen you gain this, gain a card costing less than it.",
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
