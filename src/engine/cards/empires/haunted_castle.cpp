#include "../effects.hpp"
#include "empires.hpp"

namespace dom::cards::empires {

namespace {

// Only when gained during its owner's own turn. First the Gold (even with none left the others
// still put cards back: Haunted Castle ①; the Gold's own abilities resolve first: ④, ⑥), then
// each other player in turn order with 5 or more cards in hand puts 2 of them onto their deck,
// in the order they choose. Not an Attack: no Reaction to Attacks applies (③).
void onGain(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      if (g.current() != f.player) return g.finish();
      g.gain(f.player, cards::Gold);
      f.step = 1;
      f.a = 0;  // the gained card's record is done with: f.a becomes nextOther's cursor
      return;
    case 2:
      putBack(g, visited(g, f), g.picks());
      [[fallthrough]];
    default:
      for (PlayerId p = g.nextOther(f); p != NoPlayer; p = g.nextOther(f)) {
        if (g.hand(p).size() < 5) continue;
        f.step = 2;
        const auto forced =
            chooseCards(g, p, g.handWhere(p, 0), 2, Text::TopdeckCardsInOrder, {2}, true);
        if (!forced) return;
        putBack(g, p, *forced);
      }
      g.finish();
  }
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

CardDef hauntedCastle() {
  return {.name = "Haunted Castle",
          .set = CardSet::Empires,
          .cost = 6,
          .nonKingdom = true,
          .types = Victory | Castle,
          .vp = 2,
          .text =
              "2 VP\nWhen you gain this during your turn, gain a Gold, and each other player with "
              "5 or more cards in hand puts 2 cards from their hand onto their deck.",
          .listeners = kListeners};
}

}  // namespace dom::cards::empires
