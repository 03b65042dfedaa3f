#include "../../game.hpp"
#include "adventures.hpp"

namespace dom::cards::adventures {

namespace {

// Alms ①: it looks at the buyer's cards in play (the Treasures played this turn, and any left
// in play); ②: "up to $4" compares costs (no Potion or Debt cost).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      for (Inst i : g.player(f.player).inPlay())
        if (g.hasType(i, Treasure)) return g.finish();
      auto piles = g.pilesWhere([&](CardId c) { return g.cost(c) <= 4; });
      f.step = 1;
      g.askPile(f.player, std::move(piles), 1, Text::GainCostingUpTo, {4});
      return;
    }
    default:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
      g.finish();
  }
}

}  // namespace

CardDef alms() {
  return {.name = "Alms",
          .set = CardSet::Adventures,
          .cost = 0,
          .landscape = Landscape::Event,
          .oncePerTurn = true,
          .text = "Once per turn: If you have no Treasures in play, gain a card costing up to $4.",
          .ability = ability};
}

}  // namespace dom::cards::adventures
