#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Mill ①: choosing to discard 2 with only 1 card in hand discards it, without the +$2.
void ability(Game& g, Frame& f) {
  std::vector<int32_t> chosen;
  switch (f.step) {
    case 0:
      if (g.hand(f.player).empty()) return g.finish();
      f.step = 1;
      g.askOption(f.player, {{Text::OptionDiscardForCoins}, {Text::OptionDontDiscard}}, 1, 1,
                  Text::MayDiscardForCoins);
      return;
    case 1: {
      if (g.pick() != 0) return g.finish();
      f.step = 2;
      auto forced = chooseCards(g, f.player, g.handWhere(f.player, 0), 2, Text::DiscardCards, {2});
      if (!forced) return;
      chosen = *forced;
      break;
    }
    default:
      chosen = g.picks();
  }
  discardAll(g, f.player, chosen);
  if (chosen.size() == 2) g.addCoins(2);
  g.finish();
}

}  // namespace

CardDef mill() {
  return {.name = "Mill",
          .set = CardSet::Intrigue,
          .editions = SecondEdition,
          .cost = 4,
          .types = Action | Victory,
          .vp = 1,
          .plus = {.cards = 1, .actions = 1},
          .traits = GivesCoins,
          .text = "+1 Card\n+1 Action\nYou may discard 2 cards, for +$2.\n1 VP",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
