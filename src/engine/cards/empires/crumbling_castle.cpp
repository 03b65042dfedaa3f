#include "../../game.hpp"
#include "empires.hpp"

namespace dom::cards::empires {

namespace {

// When gained or trashed, from anywhere and on anyone's turn, its owner (the trash's: f.player)
// takes +1 VP and gains a Silver: the VP even when no Silver is left (Crumbling Castle ②); the
// Silver is gained while the Castle's gain resolves (③).
void onGainOrTrash(Game& g, Frame& f) {
  g.addTokens(f.player, Counter::VP, 1);
  g.gain(f.player, cards::Silver);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGainOrTrash},
    {.when = When::Trash, .from = ListenFrom::Self, .run = onGainOrTrash},
};

}  // namespace

CardDef crumblingCastle() {
  return {.name = "Crumbling Castle",
          .set = CardSet::Empires,
          .cost = 4,
          .nonKingdom = true,
          .types = Victory | Castle,
          .vp = 1,
          .text = "1 VP\nWhen you gain or trash this, +1 VP and gain a Silver.",
          .listeners = kListeners};
}

}  // namespace dom::cards::empires
