#include <algorithm>

#include "../../game.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Pawn ②: both are chosen first, then done; ③: in the order given.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    g.askOption(f.player,
                {{Text::OptionPlusCard},
                 {Text::OptionPlusAction},
                 {Text::OptionPlusBuy},
                 {Text::OptionPlusCoins, 1}},
                2, 2, Text::ChooseTwo);
    return;
  }
  std::vector<int32_t> picks = g.picks();
  std::sort(picks.begin(), picks.end());
  for (int32_t o : picks) {
    switch (o) {
      case 0:
        g.draw(f.player, 1);
        break;
      case 1:
        g.addActions(1);
        break;
      case 2:
        g.addBuys(1);
        break;
      default:
        g.addCoins(1);
        break;
    }
  }
  g.finish();
}

}  // namespace

CardDef pawn() {
  return {.name = "Pawn",
          .set = CardSet::Intrigue,
          .cost = 2,
          .types = Action,
          .traits = GivesCards | GivesActions | GivesBuy | GivesCoins,
          .text = "Choose two: +1 Card; +1 Action; +1 Buy; +$1. The choices must be different.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
