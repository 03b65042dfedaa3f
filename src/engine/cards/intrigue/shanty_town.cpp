#include "../../game.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

void ability(Game& g, Frame& f) {
  bool action = false;
  for (Inst i : g.hand(f.player)) {
    g.reveal(i, f.player);
    action = action || g.defOf(i).is(Action);
  }
  if (!action) g.draw(f.player, 2);
  g.finish();
}

}  // namespace

CardDef shantyTown() {
  return {.name = "Shanty Town",
          .set = CardSet::Intrigue,
          .cost = 3,
          .types = Action,
          .plus = {.actions = 2},
          .traits = GivesCards,
          .text = "+2 Actions\nReveal your hand. If you have no Action cards in hand, +2 Cards.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
