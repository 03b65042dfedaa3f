#include <algorithm>

#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// The revealed card goes into the hand if a card of the same name is in its player's play area
// (COPY OF A CARD, CARDS YOU HAVE IN PLAY: this Sea Chart, a Duration from an earlier turn;
// Sea Chart ①, ②); otherwise it stays on top of the deck.
void ability(Game& g, Frame& f) {
  const Inst top = g.takeTop(f.player, Zone::Revealed);
  if (top == NoInst) return g.finish();
  const CardId c = g.cardOf(top);
  const auto& inPlay = g.player(f.player).inPlay();
  if (std::any_of(inPlay.begin(), inPlay.end(), [&](Inst i) { return g.cardOf(i) == c; }))
    g.toHand(top, f.player);
  else
    g.topDeck(top, f.player);
  g.finish();
}

}  // namespace

CardDef seaChart() {
  return {.name = "Sea Chart",
          .set = CardSet::Seaside,
          .editions = SecondEdition,
          .cost = 3,
          .types = Action,
          .plus = {.cards = 1, .actions = 1},
          .text =
              "+1 Card\n+1 Action\nReveal the top card of your deck. If you have a copy of it in "
              "play, put it into your hand.",
          .ability = ability};
}

}  // namespace dom::cards::seaside
