#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// The whole hand is revealed and its Treasures counted (Magnate ①) before drawing: Treasures
// drawn by it draw nothing more.
void ability(Game& g, Frame& f) {
  int treasures = 0;
  for (Inst i : std::vector<Inst>(g.hand(f.player))) {
    g.reveal(i, f.player);
    treasures += g.hasType(i, Treasure);
  }
  if (treasures > 0) g.draw(f.player, treasures);
  g.finish();
}

}  // namespace

CardDef magnate() {
  return {.name = "Magnate",
          .set = CardSet::Prosperity,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action,
          .traits = GivesCards,
          .text = "Reveal your hand.\n+1 Card per Treasure in it.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
