#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Removed with the 1st edition. After the +1 Card, the bottom card of the deck is looked at (the
// deck is shuffled first if it is empty) and may be put on top. A deck of one card: its bottom is
// its top, nothing to ask. f.a: the bottom card looked at.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    if (g.player(f.player).deck().empty()) {
      if (g.player(f.player).discard().empty()) return g.finish();
      g.shuffleDiscardIntoDeck(f.player);
    }
    const auto& deck = g.player(f.player).deck();  // the top is the back
    if (deck.size() < 2) return g.finish();
    f.a = deck.front();
    f.step = 1;
    g.askCards(f.player, {f.a}, 0, 1, Text::MayTopdeckCard, {g.cardOf(Inst(f.a))});
    return;
  }
  const auto& deck = g.player(f.player).deck();
  if (g.pick() >= 0 && !deck.empty() && deck.front() == Inst(f.a)) g.topDeck(Inst(f.a), f.player);
  g.finish();
}

}  // namespace

CardDef pearlDiver() {
  return {
      .name = "Pearl Diver",
      .set = CardSet::Seaside,
      .editions = FirstEdition,
      .cost = 2,
      .types = Action,
      .plus = {.cards = 1, .actions = 1},
      .text = "+1 Card\n+1 Action\nLook at the bottom card of your deck. You may put it on top.",
      .ability = ability};
}

}  // namespace dom::cards::seaside
