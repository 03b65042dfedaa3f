#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// Only a card actually discarded lets one gain ("DO X TO", Wheelwright ②): first the discard,
// then the gain (③), of an Action card costing as much as the discarded card or less, a copy
// of it too (①). f.cards: the discarded card.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(hand), 0, 1, Text::MayDiscardToGainAction);
      return;
    }
    case 1:
      if (g.pick() < 0) return g.finish();
      f.cards = {g.pick()};
      g.discard(Inst(g.pick()), f.player);
      f.step = 2;  // a when-discard ability resolves before the gain
      return;
    case 2: {
      const CardId discarded = g.cardOf(Inst(f.cards[0]));
      auto piles = pilesCosting(g, 0, g.cost(discarded), Action);
      if (piles.empty()) return g.finish();
      f.step = 3;
      g.askPile(f.player, std::move(piles), 1, Text::GainActionCostingUpToCard, {discarded});
      return;
    }
    default:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
      g.finish();
  }
}

}  // namespace

CardDef wheelwright() {
  return {.name = "Wheelwright",
          .set = CardSet::Hinterlands,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 1, .actions = 1},
          .traits = Gains,
          .text =
              "+1 Card\n+1 Action\nYou may discard a card to gain an Action card costing as much "
              "as it or less.",
          .ability = ability};
}

}  // namespace dom::cards::hinterlands
