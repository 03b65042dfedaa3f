#include "../../game.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// Optional: any card from the hand, or none.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(hand), 0, 1, Text::MayTrashCardFromHand);
      return;
    }
    default:
      if (g.pick() >= 0) g.trash(Inst(g.pick()));
      g.finish();
  }
}

}  // namespace

CardDef prizeGoat() {
  return {.name = "Prize Goat",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Loot,
          .plus = kLootPlus,
          .traits = Trashes,
          .text = "$3\n+1 Buy\nYou may trash a card from your hand.",
          .ability = ability};
}

}  // namespace dom::cards::plunder
