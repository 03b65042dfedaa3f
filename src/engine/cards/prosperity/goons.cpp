#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// Each other player DISCARDS DOWN TO 3 cards in hand (Goons ①), all at once, in turn order.
void ability(Game& g, Frame& f) {
  if (eachOtherDiscardsDownTo(g, f, 3, 1)) g.finish();
}

// WHILE THIS IS IN PLAY (②), +1 VP (a VP token) for each card its owner buys; each Goons in
// play triggers on its own. A card gained without buying it gives none, nor does an Event or a
// Project bought (③: they raise no when-buy).
void onBuy(Game& g, Frame& f) {
  g.addTokens(f.player, Counter::VP, 1);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Buy, .from = ListenFrom::OwnInPlay, .run = onBuy},
};

}  // namespace

CardDef goons() {
  return {.name = "Goons",
          .set = CardSet::Prosperity,
          .editions = FirstEdition,
          .cost = 6,
          .types = Action | Attack,
          .plus = {.buys = 1, .coins = 2},
          .text =
              "+1 Buy\n+$2\nEach other player discards down to 3 cards in hand.\nWhile you have "
              "this in play, when you buy a card, +1 VP.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::prosperity
