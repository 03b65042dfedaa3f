#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// When gained or trashed, on any turn (Nomads ❶); the +$2 is its owner's only on their own
// turn: on another player's turn it is of no use (❷, EFFECTS WHEN IT'S NOT YOUR TURN), and the
// engine keeps only the current player's coins.
void onGainOrTrash(Game& g, Frame& f) {
  if (f.player == g.current()) g.addCoins(2);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGainOrTrash},
    {.when = When::Trash, .from = ListenFrom::Self, .run = onGainOrTrash},
};

}  // namespace

CardDef nomads() {
  return {.name = "Nomads",
          .set = CardSet::Hinterlands,
          .editions = SecondEdition,
          .cost = 4,
          .types = Action,
          .plus = {.buys = 1, .coins = 2},
          .text = "+1 Buy\n+$2\nWhen you gain or trash this, +$2.",
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
