#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// Only a Treasure actually trashed gives the choice (Spice Merchant ①, "DO X TO": ②): first
// the trash, then the bonus.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto treasures = g.handWhere(f.player, Treasure);
      if (treasures.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(treasures), 0, 1, Text::MayTrashTreasure);
      return;
    }
    case 1:
      if (g.pick() < 0) return g.finish();
      g.trash(Inst(g.pick()));
      f.step = 2;
      g.askOption(f.player, {{Text::OptionCardsAndAction, 2}, {Text::OptionCoinsAndBuy, 2}}, 1, 1,
                  Text::ChooseOne);
      return;
    default:
      if (g.pick() == 0) {
        g.draw(f.player, 2);
        g.addActions(1);
      } else {
        g.addCoins(2);
        g.addBuys(1);
      }
      g.finish();
  }
}

}  // namespace

CardDef spiceMerchant() {
  return {.name = "Spice Merchant",
          .set = CardSet::Hinterlands,
          .cost = 4,
          .types = Action,
          .traits = Trashes | GivesCards | GivesActions | GivesCoins | GivesBuy,
          .text =
              "You may trash a Treasure from your hand to choose one:\n+2 Cards and +1 Action;\nor "
              "+1 Buy and +$2.",
          .ability = ability};
}

}  // namespace dom::cards::hinterlands
