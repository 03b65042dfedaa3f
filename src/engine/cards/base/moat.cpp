#include "../../game.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Revealed, it makes its owner unaffected by the Attack (Moat ②). Attack listeners listen from
// other players' hands, so Moat never protects against one's own Attack (Spy).
void onAttack(Game& g, Frame& f) {
  g.makeImmune(f);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Attack,
     .from = ListenFrom::OthersHand,
     .optional = true,
     .run = onAttack,
     .ask = Text::RevealReaction},
};

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
          .listeners = kListeners};
}

}  // namespace dom::cards::base
