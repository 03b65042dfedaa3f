#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// Variable production (Bank ①): +$1 per Treasure card in play when it is played, counting
// itself (②); Treasures played after it add nothing to it. "play treasures" plays Banks after the
// other Treasures (Game::playAllTreasures).
void ability(Game& g, Frame& f) {
  int treasures = 0;
  for (Inst i : g.player(f.player).inPlay()) treasures += g.hasType(i, Treasure) ? 1 : 0;
  g.addCoins(treasures);
  g.finish();
}

}  // namespace

CardDef bank() {
  return {.name = "Bank",
          .set = CardSet::Prosperity,
          .cost = 7,
          .types = Treasure,
          .traits = GivesCoins,
          .text = "+$1 per Treasure you have in play (counting this).",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
