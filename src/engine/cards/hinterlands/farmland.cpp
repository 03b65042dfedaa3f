#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// The 2022 text (Farmland ①): when gained, however it was gained, its owner trashes a card from
// their hand and gains a card costing exactly $2 more than it, never a Farmland ("REMODEL").
// The 1st edition did the same when Farmland was bought (②), and allowed another Farmland. The
// cost is read after trashing (a cost reduction counts); a Potion or Debt in it stays (CARD
// COSTS). When-gain abilities resolved before it may have changed the hand (③).
void onGain(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(hand), 1, 1, Text::TrashCardFromHand);
      return;
    }
    case 1: {
      const Inst trashed = Inst(g.pick());
      g.trash(trashed);
      const Cost exactly = g.cost(g.cardOf(trashed)) + 2;
      auto piles = g.pilesWhere([&](CardId c) { return c != f.card && g.cost(c) == exactly; });
      if (piles.empty()) return g.finish();
      f.step = 2;
      g.askPile(f.player, std::move(piles), 1, Text::GainCostingExactlyMore, {2});
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

CardDef farmland() {
  return {.name = "Farmland",
          .set = CardSet::Hinterlands,
          .cost = 6,
          .types = Victory,
          .vp = 2,
          .traits = Trashes | Gains,
          .text =
              "2 VP\nWhen you gain this, trash a card from your hand and gain a non-Farmland card "
              "costing exactly $2 more than it.",
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
