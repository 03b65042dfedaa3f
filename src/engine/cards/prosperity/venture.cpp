#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// DIG FOR a Treasure (Venture ①): a shuffle leaves out the revealed cards; none found, the
// revealed cards are discarded. The others are discarded first, then the Treasure is played
// (②, TRIGGERED ABILITY ⑧: first discard, then play), its own ability resolving before
// Venture's ends (a Venture found digs again).
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    const Dug dug = revealUntil(g, f.player, 1, [&](Inst i) { return g.hasType(i, Treasure); });
    discardAll(g, f.player, g.asChoices(dug.others));
    if (dug.found.empty()) return g.finish();
    f.step = 1;
    g.play(f.player, dug.found[0]);
    return;
  }
  g.finish();
}

}  // namespace

CardDef venture() {
  return {.name = "Venture",
          .set = CardSet::Prosperity,
          .editions = FirstEdition,
          .cost = 5,
          .types = Treasure,
          .plus = {.coins = 1},
          .traits = GivesCoins,
          .text =
              "$1\nReveal cards from your deck until you reveal a Treasure. Discard the other "
              "cards. Play that Treasure.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
