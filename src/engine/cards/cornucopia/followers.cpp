#include "../effects.hpp"
#include "cornucopia.hpp"

namespace dom::cards::cornucopia {

namespace {

enum Step : int16_t { GainEstate, NextVictim, Discarded };

// Followers: +2 Cards, then you gain an Estate (⑤), then each other player in turn order gains a
// Curse and discards down to 3 cards in hand, both before the next player (④, the 1st edition's
// erratum); ②: with no Curse left, they still discard down to 3. ③: it costs $0 for any ability
// that reads its cost.
void ability(Game& g, Frame& f) {
  for (;;) {
    switch (f.step) {
      case GainEstate:
        g.gain(f.player, cards::Estate);
        f.step = NextVictim;
        break;
      case NextVictim: {
        const PlayerId p = g.nextVictim(f);
        if (p == NoPlayer) return g.finish();
        g.gain(p, cards::Curse);
        const int excess = int(g.hand(p).size()) - 3;
        if (excess <= 0) break;
        f.step = Discarded;
        chooseExactly(g, p, g.handWhere(p, 0), excess, Text::DiscardDownTo, {3});
        return;
      }
      default:
        discardAll(g, visited(g, f), g.picks());
        f.step = NextVictim;
    }
  }
}

}  // namespace

CardDef followers() {
  return {.name = "Followers",
          .set = CardSet::Cornucopia,
          .editions = FirstEdition,
          .cost = 0,
          .nonKingdom = true,
          .types = Action | Attack | Prize,
          .plus = {.cards = 2},
          .traits = Gains,
          .text =
              "+2 Cards\nGain an Estate. Each other player gains a Curse and discards down to "
              "3 cards in hand.\n(This is not in the Supply.)",
          .ability = ability};
}

}  // namespace dom::cards::cornucopia
