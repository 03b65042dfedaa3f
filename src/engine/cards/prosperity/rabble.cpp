#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// Each victim in turn order reveals the top 3 cards of their deck (fewer if deck and discard pile
// run out), discards the Actions and Treasures among them (a card of both types once) and puts
// the rest back in the order they choose. f.cards: the cards to put back.
void ability(Game& g, Frame& f) {
  if (f.step == 1) {
    putBack(g, visited(g, f), g.picks());
    f.cards.clear();
  }
  for (PlayerId v = g.nextVictim(f); v != NoPlayer; v = g.nextVictim(f)) {
    auto revealed = takeTopCards(g, v, 3, Zone::Revealed);
    std::vector<int32_t> discarded;
    f.cards.clear();
    for (int32_t i : revealed)
      (g.hasType(Inst(i), Action | Treasure) ? discarded : f.cards).push_back(i);
    discardAll(g, v, discarded);
    f.step = 1;
    if (putBackInAnyOrder(g, v, f.cards)) return;
    f.cards.clear();
  }
  g.finish();
}

}  // namespace

CardDef rabble() {
  return {.name = "Rabble",
          .set = CardSet::Prosperity,
          .cost = 5,
          .types = Action | Attack,
          .plus = {.cards = 3},
          .text =
              "+3 Cards\nEach other player reveals the top 3 cards of their deck, discards the "
              "Actions and Treasures, and puts the rest back in any order they choose.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
