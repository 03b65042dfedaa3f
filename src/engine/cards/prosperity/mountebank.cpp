#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

void gainCurseAndCopper(Game& g, PlayerId p) {
  g.gain(p, cards::Curse);
  g.gain(p, cards::Copper);
}

// Each other player in turn order (an Attack: Moat protects) may discard a Curse from their
// hand; one who does not (or has none) gains a Curse, then a Copper (TRIGGERED ABILITY: first
// the Curse), each even when the other's pile is empty (Mountebank ①).
void ability(Game& g, Frame& f) {
  for (;;) {
    if (f.step == 0) {
      const PlayerId p = g.nextVictim(f);
      if (p == NoPlayer) return g.finish();
      auto curses = handIf(g, p, [&](Inst i) { return g.cardOf(i) == cards::Curse; });
      if (curses.empty()) {
        gainCurseAndCopper(g, p);
        continue;
      }
      f.step = 1;
      g.askCards(p, std::move(curses), 0, 1, Text::MayDiscardCurse);
      return;
    }
    const PlayerId p = visited(g, f);
    if (g.pick() >= 0 && g.isIn(Inst(g.pick()), Zone::Hand, p))
      g.discard(Inst(g.pick()), p);
    else
      gainCurseAndCopper(g, p);
    f.step = 0;
  }
}

}  // namespace

CardDef mountebank() {
  return {.name = "Mountebank",
          .set = CardSet::Prosperity,
          .editions = FirstEdition,
          .cost = 5,
          .types = Action | Attack,
          .plus = {.coins = 2},
          .text =
              "+$2\nEach other player may discard a Curse. If they don't, they gain a Curse and a "
              "Copper.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
