#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// +$2 (plain). Each victim in turn order with 5 or more cards in hand puts one of them onto their
// deck. Played at the start of its owner's turn from the hand (the PlaysAtStartOfTurn trait:
// Game::runStartOfTurn), it uses no Action (Clerk ①) and may come before or after the Durations
// (②), also when a start-of-turn effect drew it (③).
void ability(Game& g, Frame& f) {
  if (f.step == 1) {
    g.topDeck(Inst(g.pick()), visited(g, f));
    f.step = 0;
  }
  for (PlayerId v = g.nextVictim(f); v != NoPlayer; v = g.nextVictim(f)) {
    if (g.hand(v).size() < 5) continue;
    f.step = 1;
    auto forced = chooseCards(g, v, g.handWhere(v, 0), 1, Text::TopdeckCardFromHand);
    if (!forced) return;
    g.topDeck(Inst((*forced)[0]), v);
    f.step = 0;
  }
  g.finish();
}

}  // namespace

CardDef clerk() {
  return {.name = "Clerk",
          .set = CardSet::Prosperity,
          .editions = SecondEdition,
          .cost = 4,
          .types = Action | Reaction | Attack,
          .plus = {.coins = 2},
          .traits = PlaysAtStartOfTurn,
          .text =
              "+$2\nEach other player with 5 or more cards in hand puts one onto their deck.\nAt "
              "the start of your turn, you may play this from your hand.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
