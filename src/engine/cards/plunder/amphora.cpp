#include "../../game.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// Two options (Amphora ①): the bonus now, or at the start of the next turn, when it stays in play
// until then (②: played twice by a throne-room, each play chooses; the throne-room stays with it
// when one of them chose the next turn).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      f.step = 1;
      g.askOption(f.player, {{Text::OptionNow}, {Text::OptionNextTurn}}, 1, 1, Text::NowOrNextTurn,
                  {g.cardOf(f.source)});
      return;
    default:
      if (g.pick() == 0) {
        g.addBuys(1);
        g.addCoins(3);
      } else {
        g.lastUntilNextTurn(f);
      }
      g.finish();
  }
}

void nextTurn(Game& g, Frame&) {
  g.addBuys(1);
  g.addCoins(3);
  g.finish();
}

}  // namespace

CardDef amphora() {
  return {.name = "Amphora",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Duration | Loot,
          .traits = GivesBuy | GivesCoins,
          .text = "Either now or at the start of your next turn:\n+1 Buy and +$3.",
          .ability = ability,
          .nextTurn = nextTurn};
}

}  // namespace dom::cards::plunder
