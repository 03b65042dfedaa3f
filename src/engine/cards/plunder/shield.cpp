#include "../../game.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// Revealed, it makes its owner unaffected by the Attack (Shield ①②), as Moat does; a Shield
// drawn by another Reaction to the same Attack may still be revealed (③: the Attack window asks
// again with the hand as it is).
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

CardDef shield() {
  return {.name = "Shield",
          .set = CardSet::Plunder,
          .cost = 7,
          .nonKingdom = true,
          .types = Treasure | Reaction | Loot,
          .plus = kLootPlus,
          .text =
              "$3\n+1 Buy\nWhen another player plays an Attack, you may first reveal this "
              "from your hand to be unaffected.",
          .listeners = kListeners};
}

}  // namespace dom::cards::plunder
