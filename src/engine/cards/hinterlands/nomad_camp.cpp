#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// Gained to the discard pile, it goes onto its owner's deck instead (Nomad Camp: GAINED TO YOUR
// DECK); gained to the hand (Artisan) it stays there. Another when-gain ability may move it before
// or after (MOVE GAINED CARD): moved first, it stays where it was moved.
void onGain(Game& g, Frame& f) {
  if (whereZone(f.c) == Zone::Discard && g.eventCardStillThere(f)) g.topDeck(f.source, f.player);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

// Removed with the 1st edition.
CardDef nomadCamp() {
  return {.name = "Nomad Camp",
          .set = CardSet::Hinterlands,
          .editions = FirstEdition,
          .cost = 4,
          .types = Action,
          .plus = {.buys = 1, .coins = 2},
          .text = "+1 Buy\n+$2\nWhen you gain this, put it on top of your deck.",
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
