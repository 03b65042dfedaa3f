#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// $1 (plain). "DO X TO" (Anvil ②): only a Treasure discarded gains a card, one costing up to $4
// now (①: CARD COSTS, cost reductions count); without a Treasure in hand nothing is asked.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto treasures = g.handWhere(f.player, Treasure);
      if (treasures.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(treasures), 0, 1, Text::MayDiscardTreasureToGain, {4});
      return;
    }
    case 1: {
      if (g.pick() < 0) return g.finish();
      g.discard(Inst(g.pick()), f.player);
      f.step = 2;
      const auto pile = choosePile(g, f.player, pilesCosting(g, 0, 4), Text::GainCostingUpTo, {4});
      if (!pile) return;
      if (*pile >= 0) g.gainFromPile(f.player, *pile);
      return g.finish();
    }
    default:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
      g.finish();
  }
}

}  // namespace

CardDef anvil() {
  return {.name = "Anvil",
          .set = CardSet::Prosperity,
          .editions = SecondEdition,
          .cost = 3,
          .types = Treasure,
          .plus = {.coins = 1},
          .traits = Gains,
          .text = "$1\nYou may discard a Treasure to gain a card costing up to $4.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
