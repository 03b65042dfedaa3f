#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Optional in the 2nd edition (Moneylender ①).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto coppers = handIf(g, f.player, [&](Inst i) { return g.cardOf(i) == cards::Copper; });
      if (coppers.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(coppers), 0, 1, Text::MayTrashCopper);
      return;
    }
    default:
      if (g.pick() >= 0) {
        g.trash(Inst(g.pick()));
        g.addCoins(3);
      }
      g.finish();
  }
}

}  // namespace

CardDef moneylender() {
  return {.name = "Moneylender",
          .set = CardSet::Base,
          .cost = 4,
          .types = Action,
          .traits = Trashes | GivesCoins,
          .text = "You may trash a Copper from your hand for +$3.",
          .ability = ability};
}

}  // namespace dom::cards::base
