#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// The card is set aside face down (Zone::Held: only its owner sees it) and the Duration stays
// in play to return it (Haven ①). With no card in hand nothing is set aside and Haven does not
// stay in play (Haven ②). Under Throne Room each play sets aside its own card.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(hand), 1, 1, Text::SetAsideFaceDown);
      return;
    }
    default: {
      const Inst held = Inst(g.pick());
      g.moveTo(held, Zone::Held, f.player, MoveReason::SetAside);
      g.lastUntilNextTurn(f, held);
      g.finish();
    }
  }
}

// The held card comes back only if it is still where Haven put it (the "lose track" rule).
void nextTurn(Game& g, Frame& f) {
  const Inst held = Inst(f.a);
  if (g.isIn(held, Zone::Held, f.player)) g.toHand(held, f.player);
  g.finish();
}

}  // namespace

CardDef haven() {
  return {.name = "Haven",
          .set = CardSet::Seaside,
          .cost = 2,
          .types = Action | Duration,
          .plus = {.cards = 1, .actions = 1},
          .text =
              "+1 Card\n+1 Action\nSet aside a card from your hand face down (under this). At the "
              "start of "
              "your next turn, put it into your hand.",
          .ability = ability,
          .nextTurn = nextTurn};
}

}  // namespace dom::cards::seaside
