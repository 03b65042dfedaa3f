#include "../../game.hpp"
#include "empires.hpp"

namespace dom::cards::empires {

namespace {

// Gains a card costing up to $4 (Engineer ①: a Debt or Potion cost is not "up to $4"), then
// the frame's next step.
void askGain(Game& g, Frame& f, int next) {
  auto piles = g.pilesWhere([&](CardId c) { return g.cost(c) <= 4; });
  f.step = int16_t(next);
  g.askPile(f.player, std::move(piles), 1, Text::GainCostingUpTo, {4});
}

// Engineer ③: first the gain, then the trash, then the second gain, each resolved before the
// next (a when-gain ability of the first card resolves before the choice to trash). Engineer ②:
// played again by Throne Room after being trashed, it is no longer in play: it can't be trashed,
// so no second gain.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      return askGain(g, f, 1);
    case 1:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
      if (!g.isIn(f.source, Zone::InPlay, f.player)) return g.finish();
      f.step = 2;
      g.askCards(f.player, {f.source}, 0, 1, Text::MayTrashThisCard, {f.card});
      return;
    case 2:
      if (g.pick() < 0 || !g.isIn(f.source, Zone::InPlay, f.player)) return g.finish();
      g.trash(f.source);
      return askGain(g, f, 3);
    default:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
      g.finish();
  }
}

}  // namespace

CardDef engineer() {
  return {.name = "Engineer",
          .set = CardSet::Empires,
          .cost = 0,
          .debtCost = 4,
          .types = Action,
          .traits = Gains | Trashes,
          .text =
              "Gain a card costing up to $4.\nYou may trash this. If you do, gain a card costing "
              "up to $4.",
          .ability = ability};
}

}  // namespace dom::cards::empires
