#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Courtyard ①: draw 3, then put 1 back, even if fewer than 3 could be drawn.
void ability(Game& g, Frame& f) {
  std::vector<int32_t> chosen;
  if (f.step == 0) {
    f.step = 1;
    auto forced = chooseCards(g, f.player, g.handWhere(f.player, 0), 1, Text::TopdeckCardFromHand);
    if (!forced) return;
    chosen = *forced;
  } else {
    chosen = g.picks();
  }
  putBack(g, f.player, chosen);
  g.finish();
}

}  // namespace

CardDef courtyard() {
  return {.name = "Courtyard",
          .set = CardSet::Intrigue,
          .cost = 2,
          .types = Action,
          .plus = {.cards = 3},
          .text = "+3 Cards\nPut a card from your hand onto your deck.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
