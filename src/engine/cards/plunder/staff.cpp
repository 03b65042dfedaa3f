#include "../../game.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// PLAY AN ACTION CARD, in whatever phase it is played: in the Buy phase too (Staff ②).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto actions = g.handWhere(f.player, Action);
      if (actions.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(actions), 0, 1, Text::MayPlayActionFromHand);
      return;
    }
    case 1:
      if (g.pick() < 0) return g.finish();
      f.step = 2;
      g.play(f.player, Inst(g.pick()));
      return;
    default:
      g.finish();
  }
}

}  // namespace

CardDef staff() {
  return {.name = "Staff",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Loot,
          .plus = kLootPlus,
          .text = "$3\n+1 Buy\nYou may play an Action from your hand.",
          .ability = ability};
}

}  // namespace dom::cards::plunder
