#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// One card at a time, so a shuffle happens only when the deck is empty, and the set-aside cards
// are not shuffled in; they do not count towards the 7 (Library ①②). f.cards: the set-aside
// cards.
void ability(Game& g, Frame& f) {
  if (f.step == 1) {
    if (g.pick() >= 0) {
      g.moveTo(Inst(g.pick()), Zone::Revealed, f.player, MoveReason::SetAside);
      f.cards.push_back(g.pick());
    }
    f.step = 0;
  }
  while (g.hand(f.player).size() < 7) {
    const Inst i = g.drawOne(f.player);
    if (i == NoInst) break;
    if (g.defOf(i).is(Action)) {
      f.step = 1;
      g.askCards(f.player, {i}, 0, 1, Text::MaySetAsideAction);
      return;
    }
  }
  discardAll(g, f.player, stillIn(g, f.cards, Zone::Revealed, f.player));
  g.finish();
}

}  // namespace

CardDef library() {
  return {.name = "Library",
          .set = CardSet::Base,
          .cost = 5,
          .types = Action,
          .traits = GivesCards,
          .text =
              "Draw until you have 7 cards in hand, skipping any Action cards you choose to; set "
              "those aside, discarding them afterwards.",
          .ability = ability};
}

}  // namespace dom::cards::base
