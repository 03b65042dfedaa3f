#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Minion ③: Reactions come before the choice (the Attack window); ④: +4 Cards even with an
// empty hand.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    g.askOption(f.player, {{Text::OptionPlusCoins, 2}, {Text::OptionDiscardHandDrawFour}}, 1, 1,
                Text::ChooseOne);
    return;
  }
  if (g.pick() == 0) {
    g.addCoins(2);
    return g.finish();
  }
  discardHand(g, f.player);
  g.draw(f.player, 4);
  forEachVictim(g, f, [&](PlayerId p) {
    if (g.hand(p).size() < 5) return;
    discardHand(g, p);
    g.draw(p, 4);
  });
  g.finish();
}

}  // namespace

CardDef minion() {
  return {.name = "Minion",
          .set = CardSet::Intrigue,
          .cost = 5,
          .types = Action | Attack,
          .plus = {.actions = 1},
          .traits = GivesCoins | GivesCards,
          .text =
              "+1 Action\nChoose one: +$2; or discard your hand, +4 Cards, and each other player "
              "with at least 5 cards in hand discards their hand and draws 4 cards.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
