#include "../../game.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// The +2 Cards of the next turn are set up when it is played (Figurehead ①): it stays in play
// until then.
void ability(Game& g, Frame& f) {
  g.lastUntilNextTurn(f);
  g.finish();
}

void nextTurn(Game& g, Frame& f) {
  g.draw(f.player, 2);
  g.finish();
}

}  // namespace

CardDef figurehead() {
  return {.name = "Figurehead",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Duration | Loot,
          .plus = {.coins = 3},
          .traits = GivesCards,
          .text = "$3\nAt the start of your next turn, +2 Cards.",
          .ability = ability,
          .nextTurn = nextTurn};
}

}  // namespace dom::cards::plunder
