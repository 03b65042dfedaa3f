#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// First gain (to hand, Artisan ①), then put a card back — possibly the gained one (Artisan ②).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      f.step = 1;
      if (askGain(g, f.player, 5, 0, Text::GainToHandCostingUpTo, {5})) return;
      f.step = 2;
      return;
    case 1:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick(), Zone::Hand);
      f.step = 2;
      return;
    case 2: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 3;
      chooseExactly(g, f.player, std::move(hand), 1, Text::TopdeckCardFromHand);
      return;
    }
    default:
      g.topDeck(Inst(g.pick()), f.player);
      g.finish();
  }
}

}  // namespace

CardDef artisan() {
  return {.name = "Artisan",
          .set = CardSet::Base,
          .editions = SecondEdition,
          .cost = 6,
          .types = Action,
          .traits = Gains,
          .text =
              "Gain a card to your hand costing up to $5.\nPut a card from your hand onto your "
              "deck.",
          .ability = ability};
}

}  // namespace dom::cards::base
