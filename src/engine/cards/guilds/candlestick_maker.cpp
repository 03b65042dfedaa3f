#include "../../game.hpp"
#include "guilds.hpp"

namespace dom::cards::guilds {

namespace {

// The Coffers token stays on its owner's mat until they spend it (Coffers and Villagers).
void ability(Game& g, Frame& f) {
  g.addTokens(f.player, Counter::Coffers, 1);
  g.finish();
}

}  // namespace

CardDef candlestickMaker() {
  return {.name = "Candlestick Maker",
          .set = CardSet::Guilds,
          .cost = 2,
          .types = Action,
          .plus = {.actions = 1, .buys = 1},
          .traits = GivesCoins,
          .text = "+1 Action\n+1 Buy\n+1 Coffers",
          .ability = ability};
}

}  // namespace dom::cards::guilds
