#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// $1, then a Copper may be gained to the hand, to be played this turn (Ill-Gotten Gains ①).
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    const int copper = g.pileIndex(cards::Copper);
    if (copper < 0 || g.pileTop(copper) == NoInst) return g.finish();
    f.step = 1;
    g.askPile(f.player, {copper}, 0, Text::MayGainCopperToHand);
    return;
  }
  if (g.pick() >= 0) g.gainFromPile(f.player, g.pick(), Zone::Hand);
  g.finish();
}

// When gained, on any turn: each other player gains a Curse, in turn order from the player whose
// turn it is, the gainer skipped (⑤, the erratum). Gaining it is no Attack played: no Reaction
// to an Attack (②); it resolves before their own abilities triggered by the gain (③).
void onGain(Game& g, Frame& f) {
  const int n = g.playerCount();
  for (int d = 0; d < n; ++d) {
    const PlayerId p = PlayerId((g.current() + d) % n);
    if (p != f.player) g.gain(p, cards::Curse);
  }
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

// Removed with the 1st edition.
CardDef illGottenGains() {
  return {.name = "Ill-Gotten Gains",
          .set = CardSet::Hinterlands,
          .editions = FirstEdition,
          .cost = 5,
          .types = Treasure,
          .plus = {.coins = 1},
          .traits = Gains,
          .text =
              "$1\nYou may gain a Copper to your hand.\nWhen you gain this, each other player "
              "gains a Curse.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
