#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Swindler ❶: one player after the other; ❷: you must choose a card of that cost if the Supply
// has one.
void ability(Game& g, Frame& f) {
  if (f.step == 1) {
    g.gainFromPile(visited(g, f), g.pick());
    f.step = 0;
  }
  for (PlayerId p = g.nextVictim(f); p != NoPlayer; p = g.nextVictim(f)) {
    const Inst top = g.takeTop(p, Zone::Revealed);
    if (top == NoInst) continue;
    g.trash(top);
    const Cost c = g.cost(g.cardOf(top));
    auto pile = choosePile(g, f.player, pilesCosting(g, c, c), Text::ChooseSameCostForThem);
    if (!pile) {
      f.step = 1;
      return;
    }
    if (*pile >= 0) g.gainFromPile(p, *pile);
  }
  g.finish();
}

}  // namespace

CardDef swindler() {
  return {.name = "Swindler",
          .set = CardSet::Intrigue,
          .cost = 3,
          .types = Action | Attack,
          .plus = {.coins = 2},
          .text =
              "+$2\nEach other player trashes the top card of their deck and gains a card with the "
              "same cost that you choose.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
