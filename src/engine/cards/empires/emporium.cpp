#include "../../game.hpp"
#include "empires.hpp"

namespace dom::cards::empires {

namespace {

// Emporium ①: the cards in play when it is gained count (Action cards played this turn and
// Durations still in play alike); cards played afterwards do not (effects are immediate).
void onGain(Game& g, Frame& f) {
  int actions = 0;
  for (Inst i : g.player(f.player).inPlay()) actions += g.defOf(i).is(Action);
  if (actions >= 5) g.addTokens(f.player, Counter::VP, 2);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

CardId emporiumCard() {
  static const CardId c = findCard("Emporium");
  return c;
}

// The lower half of the Patrician/Emporium split pile (patrician.cpp): not a Kingdom card of its
// own (the pile is the Patrician's).
CardDef emporium() {
  return {.name = "Emporium",
          .set = CardSet::Empires,
          .cost = 5,
          .nonKingdom = true,
          .types = Action,
          .plus = {.cards = 1, .actions = 1, .coins = 1},
          .text =
              "+1 Card\n+1 Action\n+$1\nWhen you gain this, if you have at least 5 Action "
              "cards in play, +2 VP.",
          .listeners = kListeners};
}

}  // namespace dom::cards::empires
