#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Trading Post ❶❸: with 1 card in hand, trash it, no Silver; ❷: the Silver goes to the hand.
void ability(Game& g, Frame& f) {
  std::vector<int32_t> chosen;
  if (f.step == 0) {
    f.step = 1;
    auto forced =
        chooseCards(g, f.player, g.handWhere(f.player, 0), 2, Text::TrashCardsFromHand, {2});
    if (!forced) return;
    chosen = *forced;
  } else {
    chosen = g.picks();
  }
  trashAll(g, chosen);
  if (chosen.size() == 2) g.gain(f.player, cards::Silver, Zone::Hand);
  g.finish();
}

}  // namespace

CardDef tradingPost() {
  return {.name = "Trading Post",
          .set = CardSet::Intrigue,
          .cost = 5,
          .types = Action,
          .traits = Trashes | Gains,
          .text = "Trash 2 cards from your hand. If you did, gain a Silver to your hand.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
