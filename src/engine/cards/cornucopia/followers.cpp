#include "../effects.hpp"
#include "cornucopia.hpp"

namespace dom::cards::cornucopia {

namespace {

enum Step : int16_t { GainEstate, Victims, Discarded };

void gainACurse(Game& g, PlayerId p) { g.gain(p, cards::Curse); }

// Followers: +2 Cards, then you gain an Estate (⑤), then each other player in turn order gains a
// Curse and discards down to 3 cards in hand, both before the next player (④, the 1st edition's
// erratum); ②: with no Curse left, they still discard down to 3. ③: it costs $0 for any ability
// that reads its cost.
void ability(Game& g, Frame& f) {
  if (f.step == GainEstate) {
    g.gain(f.player, cards::Estate);
    f.step = Victims;
  }
  if (eachOtherDiscardsDownTo(g, f, 3, Discarded, gainACurse)) g.finish();
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
