#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// After the +4 Cards, exactly 2 cards are discarded (all with fewer in hand), revealed first
// (Witch's Hut ②, ③: a Patron revealed gives its Coffers); only two Actions make the others gain
// a Curse each, in turn order (Moat protects).
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    chooseExactly(g, f.player, g.handWhere(f.player, 0), 2, Text::DiscardCardsRevealed, {2});
    return;
  }
  if (f.step == 1) {
    const auto picked = g.picks();
    int actions = 0;
    for (int32_t i : picked) {
      g.reveal(Inst(i), f.player);
      if (g.hasType(Inst(i), Action)) ++actions;
    }
    discardAll(g, f.player, stillIn(g, picked, Zone::Hand, f.player));
    if (picked.size() < 2 || actions < 2) return g.finish();
    f.step = 2;  // the discards' abilities resolve first
    return;
  }
  eachOtherPlayerGainsACurse(g, f);
}

}  // namespace

CardDef witchsHut() {
  return {.name = "Witch's Hut",
          .set = CardSet::Hinterlands,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action | Attack,
          .plus = {.cards = 4},
          .text =
              "+4 Cards\nDiscard 2 cards, revealed. If they're both Actions, each other player "
              "gains a Curse.",
          .ability = ability};
}

}  // namespace dom::cards::hinterlands
