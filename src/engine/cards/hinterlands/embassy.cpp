#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// +5 Cards, then discard 3 (all the hand if it has fewer: GET FROM DECK, THEN DISCARD, Embassy
// ①).
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    chooseExactly(g, f.player, g.handWhere(f.player, 0), 3, Text::DiscardCards, {3});
    return;
  }
  discardAll(g, f.player, g.picks());
  g.finish();
}

// When gained, on any turn: each other player gains a Silver, in turn order from the player whose
// turn it is, the gainer skipped (③, the erratum to the 1st-edition rulebook), before their own
// abilities triggered by the gain (②).
void onGain(Game& g, Frame& f) {
  const int n = g.playerCount();
  for (int d = 0; d < n; ++d) {
    const PlayerId p = PlayerId((g.current() + d) % n);
    if (p != f.player) g.gain(p, cards::Silver);
  }
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

// Removed with the 1st edition.
CardDef embassy() {
  return {
      .name = "Embassy",
      .set = CardSet::Hinterlands,
      .editions = FirstEdition,
      .cost = 5,
      .types = Action,
      .plus = {.cards = 5},
      .text = "+5 Cards\nDiscard 3 cards.\nWhen you gain this, each other player gains a Silver.",
      .ability = ability,
      .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
