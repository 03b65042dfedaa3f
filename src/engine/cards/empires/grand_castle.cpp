#include "../../game.hpp"
#include "empires.hpp"

namespace dom::cards::empires {

namespace {

// When gained: the owner reveals their hand and takes +1 VP per Victory card in it and per
// Victory card in play, their own and every other player's (Grand Castle ①). Other when-gain
// abilities may resolve first (②: the trigger order is the owner's).
void onGain(Game& g, Frame& f) {
  int victory = 0;
  for (Inst i : std::vector<Inst>(g.hand(f.player))) {
    g.reveal(i, f.player);
    victory += g.defOf(i).is(Victory);
  }
  for (PlayerId p = 0; p < g.playerCount(); ++p)
    for (Inst i : g.player(p).inPlay()) victory += g.defOf(i).is(Victory);
  if (victory > 0) g.addTokens(f.player, Counter::VP, victory);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

CardDef grandCastle() {
  return {.name = "Grand Castle",
          .set = CardSet::Empires,
          .cost = 9,
          .nonKingdom = true,
          .types = Victory | Castle,
          .vp = 5,
          .text =
              "5 VP\nWhen you gain this, reveal your hand. +1 VP per Victory card in your hand "
              "and/or in play.",
          .listeners = kListeners};
}

}  // namespace dom::cards::empires
