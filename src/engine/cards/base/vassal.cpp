#include "../../game.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Playing it uses no Action (rulebook); it moves from the discard pile to play (Vassal ①), and
// only if it is still there (the "lose track" rule).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      const PlayerState& ps = g.player(f.player);
      if (ps.deck().empty()) {
        if (ps.discard().empty()) return g.finish();
        g.shuffleDiscardIntoDeck(f.player);
      }
      const Inst i = ps.deck().back();
      g.discard(i, f.player);
      if (!g.defOf(i).is(Action)) return g.finish();
      f.cards = {i};
      f.step = 1;
      g.askCards(f.player, {i}, 0, 1, Text::MayPlayDiscardedAction);
      return;
    }
    case 1:
      if (g.pick() < 0 || !g.isIn(Inst(f.cards[0]), Zone::Discard, f.player)) return g.finish();
      f.step = 2;
      g.play(f.player, Inst(f.cards[0]));
      return;
    default:
      g.finish();
  }
}

}  // namespace

CardDef vassal() {
  return {
      .name = "Vassal",
      .set = CardSet::Base,
      .editions = SecondEdition,
      .cost = 3,
      .types = Action,
      .plus = {.coins = 2},
      .text = "+$2\nDiscard the top card of your deck. If it's an Action card, you may play it.",
      .ability = ability};
}

}  // namespace dom::cards::base
