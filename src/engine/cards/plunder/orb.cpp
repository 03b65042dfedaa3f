#include "../../game.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// Two options (Orb ①), asked as one choice: an Action or Treasure of the discard pile to play
// (②), or none for +1 Buy and +$3. In the Buy phase it plays an Action too (③).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      std::vector<int32_t> playable;
      for (Inst i : g.player(f.player).discard())
        if (g.hasType(i, Action | Treasure)) playable.push_back(i);
      f.step = 1;
      if (playable.empty()) {
        g.answerAtOnce(f.player, {});
        return;
      }
      g.askCards(f.player, std::move(playable), 0, 1, Text::PlayFromDiscardOrBonus);
      return;
    }
    case 1:
      if (g.pick() < 0) {
        g.addBuys(1);
        g.addCoins(3);
        return g.finish();
      }
      f.step = 2;
      g.play(f.player, Inst(g.pick()));
      return;
    default:
      g.finish();
  }
}

}  // namespace

CardDef orb() {
  return {.name = "Orb",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Loot,
          .traits = GivesBuy | GivesCoins,
          .text =
              "Look through your discard pile. Choose one: Play an Action or Treasure from it; "
              "or +1 Buy and +$3.",
          .ability = ability};
}

}  // namespace dom::cards::plunder
