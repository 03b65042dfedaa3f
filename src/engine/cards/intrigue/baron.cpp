#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    auto estates = handIf(g, f.player, [&](Inst i) { return g.cardOf(i) == cards::Estate; });
    if (!estates.empty()) {
      f.step = 1;
      g.askCards(f.player, std::move(estates), 0, 1, Text::MayDiscardEstate);
      return;
    }
  } else if (g.pick() >= 0) {
    g.discard(Inst(g.pick()), f.player);
    g.addCoins(4);
    return g.finish();
  }
  g.gain(f.player, cards::Estate);
  g.finish();
}

}  // namespace

CardDef baron() {
  return {.name = "Baron",
          .set = CardSet::Intrigue,
          .cost = 4,
          .types = Action,
          .plus = {.buys = 1},
          .traits = GivesCoins | Gains,
          .text = "+1 Buy\nYou may discard an Estate for +$4. If you don't, gain an Estate.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
