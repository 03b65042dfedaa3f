#include <algorithm>

#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// Counted when played (Souk ①): $1 less per card then in hand, never below $0, so with coins
// from before it may take more than the $7 it gave (②).
void ability(Game& g, Frame& f) {
  const int less = std::min<int>(int(g.player(f.player).hand().size()), g.turn().coins);
  if (less > 0) g.addCoins(-less);
  g.finish();
}

// When gained, up to 2 cards from the hand are trashed, at once (④, ⑤).
void onGain(Game& g, Frame& f) {
  if (f.step == 0) {
    auto hand = g.handWhere(f.player, 0);
    if (hand.empty()) return g.finish();
    f.step = 1;
    g.askCards(f.player, std::move(hand), 0, 2, Text::TrashUpTo, {2});
    return;
  }
  trashAll(g, stillIn(g, g.picks(), Zone::Hand, f.player));
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

CardDef souk() {
  return {.name = "Souk",
          .set = CardSet::Hinterlands,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action,
          .plus = {.buys = 1, .coins = 7},
          .traits = Trashes,
          .text =
              "+1 Buy\n+$7\n-$1 per card in your hand. (You can't go below $0.)\nWhen you gain "
              "this, trash up to 2 cards from your hand.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
