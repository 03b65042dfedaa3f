#include <algorithm>

#include "../../game.hpp"
#include "cornucopia.hpp"

namespace dom::cards::cornucopia {

namespace {

// Trusty Steed ①②: two different options are chosen first, then done in the order printed.
// The last one gains the Silvers (as many as are left) and then puts the deck into the discard
// pile, without looking through it (③) and without discarding (④: no when-discard ability).
// ⑤: it costs $0 for any ability that reads its cost.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    g.askOption(f.player,
                {{Text::OptionPlusCards, 2},
                 {Text::OptionPlusActions, 2},
                 {Text::OptionPlusCoins, 2},
                 {Text::OptionGainSilversDeckIntoDiscard, 4}},
                2, 2, Text::ChooseTwo);
    return;
  }
  std::vector<int32_t> picks = g.picks();
  std::sort(picks.begin(), picks.end());
  for (int32_t o : picks) {
    switch (o) {
      case 0:
        g.draw(f.player, 2);
        break;
      case 1:
        g.addActions(2);
        break;
      case 2:
        g.addCoins(2);
        break;
      default: {
        for (int k = 0; k < 4; ++k) g.gain(f.player, cards::Silver);
        const auto& deck = g.player(f.player).deck();
        while (!deck.empty()) g.moveTo(deck.back(), Zone::Discard, f.player, MoveReason::None);
      }
    }
  }
  g.finish();
}

}  // namespace

CardDef trustySteed() {
  return {.name = "Trusty Steed",
          .set = CardSet::Cornucopia,
          .editions = FirstEdition,
          .cost = 0,
          .nonKingdom = true,
          .types = Action | Prize,
          .traits = GivesCards | GivesActions | GivesCoins | Gains | Village,
          .text =
              "Choose two: +2 Cards; or +2 Actions; or +$2; or gain 4 Silvers and put your "
              "deck into your discard pile.\n(The choices must be different.)\n(This is not "
              "in the Supply.)",
          .ability = ability};
}

}  // namespace dom::cards::cornucopia
