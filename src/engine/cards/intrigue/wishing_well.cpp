#include "../../game.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Wishing Well ①: any card may be named.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    std::vector<int32_t> all(cardTable().size());
    for (size_t k = 0; k < all.size(); ++k) all[k] = int32_t(k);
    f.step = 1;
    g.askName(f.player, std::move(all), Text::NameACard);
    return;
  }
  f.named = CardId(g.pick());
  const Inst top = g.takeTop(f.player, Zone::Revealed);
  if (top != NoInst) {
    if (g.cardOf(top) == f.named)
      g.toHand(top, f.player);
    else
      g.topDeck(top, f.player);
  }
  g.finish();
}

}  // namespace

CardDef wishingWell() {
  return {.name = "Wishing Well",
          .set = CardSet::Intrigue,
          .cost = 3,
          .types = Action,
          .plus = {.cards = 1, .actions = 1},
          .text =
              "+1 Card\n+1 Action\nName a card, then reveal the top card of your deck. If you "
              "named it, put it into your hand.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
