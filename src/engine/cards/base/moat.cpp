#include "../../game.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Revealed, it makes its owner immune to the Attack (f.b: the Attack's frame). The engine's attack
// window only asks the other players, so Moat never protects against one's own Attack (Spy).
void reaction(Game& g, Frame& f) {
  g.makeImmune(f.b, f.player);
  g.finish();
}

}  // namespace

CardDef moat() {
  return {.name = "Moat",
          .set = CardSet::Base,
          .cost = 2,
          .types = Action | Reaction,
          .plus = {.cards = 2},
          .text =
              "+2 Cards\nWhen another player plays an Attack card, you may first reveal this from "
              "your hand, to be unaffected by it.",
          .reaction = reaction};
}

}  // namespace dom::cards::base
