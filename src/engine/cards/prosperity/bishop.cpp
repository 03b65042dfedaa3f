#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// The trashed card's cost is read after it is trashed (Bishop ❖: first trash, then check cost),
// its cost now: a cost reduction gives fewer VP (②); coins only, halved and rounded down.
void trashForVP(Game& g, PlayerId p, Inst trashed) {
  g.trash(trashed);
  const int vp = g.cost(g.cardOf(trashed)).coins / 2;
  if (vp > 0) g.addTokens(p, Counter::VP, vp);
}

// +$1 (plain) and +1 VP even with an empty hand (Bishop ①). Then each other player, in turn
// order, may trash a card from their hand (not an Attack: a Moat does nothing).
void ability(Game& g, Frame& f) {
  for (;;) {
    switch (f.step) {
      case 0: {
        g.addTokens(f.player, Counter::VP, 1);
        auto hand = g.handWhere(f.player, 0);
        f.step = 2;
        if (hand.empty()) break;
        f.step = 1;
        auto forced = chooseCards(g, f.player, std::move(hand), 1, Text::TrashCardFromHand);
        if (!forced) return;
        trashForVP(g, f.player, Inst((*forced)[0]));
        f.step = 2;
        break;
      }
      case 1:
        trashForVP(g, f.player, Inst(g.pick()));
        f.step = 2;
        break;
      case 2: {
        PlayerId p = g.nextOther(f);
        while (p != NoPlayer && g.hand(p).empty()) p = g.nextOther(f);
        if (p == NoPlayer) return g.finish();
        f.step = 3;
        g.askCards(p, g.handWhere(p, 0), 0, 1, Text::MayTrashCardFromHand);
        return;
      }
      default:
        if (g.pick() >= 0) g.trash(Inst(g.pick()));
        f.step = 2;
    }
  }
}

}  // namespace

CardDef bishop() {
  return {.name = "Bishop",
          .set = CardSet::Prosperity,
          .cost = 4,
          .types = Action,
          .plus = {.coins = 1},
          .traits = Trashes,
          .text =
              "+$1\n+1 VP\nTrash a card from your hand. +1 VP per $2 it costs (round down).\nEach "
              "other player may trash a card from their hand.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
