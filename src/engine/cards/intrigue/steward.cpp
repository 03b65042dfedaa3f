#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Steward ①: trashing takes 2 cards if you have them (fewer only if you don't).
void ability(Game& g, Frame& f) {
  std::vector<int32_t> chosen;
  switch (f.step) {
    case 0:
      f.step = 1;
      g.askOption(
          f.player,
          {{Text::OptionPlusCards, 2}, {Text::OptionPlusCoins, 2}, {Text::OptionTrashCards, 2}}, 1,
          1, Text::ChooseOne);
      return;
    case 1: {
      const int o = g.pick();
      if (o == 0) g.draw(f.player, 2);
      if (o == 1) g.addCoins(2);
      if (o != 2) return g.finish();
      f.step = 2;
      auto forced =
          chooseCards(g, f.player, g.handWhere(f.player, 0), 2, Text::TrashCardsFromHand, {2});
      if (!forced) return;
      chosen = *forced;
      break;
    }
    default:
      chosen = g.picks();
  }
  trashAll(g, chosen);
  g.finish();
}

}  // namespace

CardDef steward() {
  return {.name = "Steward",
          .set = CardSet::Intrigue,
          .cost = 3,
          .types = Action,
          .traits = GivesCards | GivesCoins | Trashes,
          .text = "Choose one: +2 Cards; or +$2; or trash 2 cards from your hand.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
