#include "../../game.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// It stays in play until the start of the next turn (Jewels ①), then goes to the bottom of the
// deck, if it is still in play (lose track).
void ability(Game& g, Frame& f) {
  g.lastUntilNextTurn(f);
  g.finish();
}

void nextTurn(Game& g, Frame& f) {
  if (g.isIn(f.source, Zone::InPlay, f.player))
    g.moveTo(f.source, Zone::Deck, f.player, MoveReason::TopDeck, true);
  g.finish();
}

}  // namespace

CardDef jewels() {
  return {
      .name = "Jewels",
      .set = CardSet::Plunder,
      .cost = 7,
      .nonKingdom = true,
      .types = Treasure | Duration | Loot,
      .plus = kLootPlus,
      .text = "$3\n+1 Buy\nAt the start of your next turn, put this on the bottom of your deck.",
      .ability = ability,
      .nextTurn = nextTurn};
}

}  // namespace dom::cards::plunder
