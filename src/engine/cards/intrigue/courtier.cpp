#include <algorithm>
#include <bit>

#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Courtier ①: as many different choices as types, not fewer; ②: chosen first, then done in the
// order given; ③: at most four.
void ability(Game& g, Frame& f) {
  const PlayerId p = f.player;
  std::vector<int32_t> revealed;
  switch (f.step) {
    case 0: {
      f.step = 1;
      auto forced = chooseCards(g, p, g.handWhere(p, 0), 1, Text::RevealCardFromHand);
      if (!forced) return;
      if (forced->empty()) return g.finish();
      revealed = *forced;
      break;
    }
    case 1:
      revealed = g.picks();
      break;
    default: {
      std::vector<int32_t> picks = g.picks();
      std::sort(picks.begin(), picks.end());
      for (int32_t o : picks) {
        switch (o) {
          case 0:
            g.addActions(1);
            break;
          case 1:
            g.addBuys(1);
            break;
          case 2:
            g.addCoins(3);
            break;
          default:
            g.gain(p, cards::Gold);
            break;
        }
      }
      return g.finish();
    }
  }
  const Inst i = Inst(revealed[0]);
  g.reveal(i, p);
  const int n = std::min(4, std::popcount(g.defOf(i).types));
  f.step = 2;
  const bool one = n == 1;
  g.askOption(p,
              {{Text::OptionPlusAction},
               {Text::OptionPlusBuy},
               {Text::OptionPlusCoins, 3},
               {Text::OptionGainGold}},
              n, n, one ? Text::ChooseOne : Text::ChooseDifferentBonuses, {one ? 0 : n});
}

}  // namespace

CardDef courtier() {
  return {.name = "Courtier",
          .set = CardSet::Intrigue,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action,
          .traits = GivesActions | GivesBuy | GivesCoins | Gains,
          .text =
              "Reveal a card from your hand. For each type it has (Action, Attack, etc.), choose "
              "one: +1 Action; or +1 Buy; or +$3; or gain a Gold. The choices must be different.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
