#include "../../game.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// The card is set aside face down (Zone::Held) and a turn effect remembers it; at the end of the
// turn, after the next hand is drawn (Puzzle Box ②), it goes into the hand (Game::endTurn).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(hand), 0, 1, Text::MaySetAsideUntilEndOfTurn);
      return;
    }
    default:
      if (g.pick() >= 0) {
        g.moveTo(Inst(g.pick()), Zone::Held, f.player, MoveReason::SetAside);
        g.addTurnEffect(f.card, g.pick());
      }
      g.finish();
  }
}

}  // namespace

CardDef puzzleBox() {
  return {.name = "Puzzle Box",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Loot,
          .plus = kLootPlus,
          .text =
              "$3\n+1 Buy\nYou may set aside a card from your hand face down. Put it into "
              "your hand at end of turn.",
          .ability = ability};
}

}  // namespace dom::cards::plunder
