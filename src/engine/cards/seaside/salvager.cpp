#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// +1 Buy even with nothing to trash (Salvager ①). The card is trashed first, then its cost is
// read (TRIGGERED ABILITY), with this turn's reductions (Salvager ②): its coins only.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    auto hand = g.handWhere(f.player, 0);
    if (hand.empty()) return g.finish();
    f.step = 1;
    chooseExactly(g, f.player, std::move(hand), 1, Text::TrashCardFromHand);
    return;
  }
  if (g.pick() >= 0) {
    const Inst trashed = Inst(g.pick());
    g.trash(trashed);
    g.addCoins(g.cost(g.cardOf(trashed)).coins);
  }
  g.finish();
}

}  // namespace

CardDef salvager() {
  return {.name = "Salvager",
          .set = CardSet::Seaside,
          .cost = 4,
          .types = Action,
          .plus = {.buys = 1},
          .traits = Trashes | GivesCoins,
          .text = "+1 Buy\nTrash a card from your hand. +$ equal to its cost.",
          .ability = ability};
}

}  // namespace dom::cards::seaside
