#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Removed with the 1st edition. Each other player in turn order discards their top card (after
// a shuffle if needed), then gains a Curse onto their deck (Sea Hag ①, TRIGGERED ABILITY); the
// discard happens with no Curses left too (②).
void ability(Game& g, Frame& f) {
  forEachVictim(g, f, [&](PlayerId v) {
    const Inst top = g.takeTop(v, Zone::Discard, MoveReason::Discard);
    if (top != NoInst) g.raise(When::Discard, v, top);
    g.gain(v, cards::Curse, Zone::Deck);
  });
  g.finish();
}

}  // namespace

CardDef seaHag() {
  return {.name = "Sea Hag",
          .set = CardSet::Seaside,
          .editions = FirstEdition,
          .cost = 4,
          .types = Action | Attack,
          .traits = Gains,
          .text =
              "Each other player discards the top card of their deck, then gains a Curse onto "
              "their deck.",
          .ability = ability};
}

}  // namespace dom::cards::seaside
