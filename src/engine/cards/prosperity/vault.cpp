#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// +$1 per card discarded. Then each other player, in turn order, may discard 2 cards to draw one
// (DISCARD, THEN GET FROM DECK, Vault ①): one who chooses to with a single card in hand
// discards it and draws nothing ("DO X FOR"); one with an empty hand is not asked.
void ability(Game& g, Frame& f) {
  for (;;) {
    switch (f.step) {
      case 0: {
        auto hand = g.handWhere(f.player, 0);
        f.step = hand.empty() ? 2 : 1;
        if (hand.empty()) break;
        const int n = int(hand.size());
        g.askCards(f.player, std::move(hand), 0, n, Text::DiscardAnyForCoins);
        return;
      }
      case 1: {
        const std::vector<int32_t> discarded = g.picks();
        discardAll(g, f.player, discarded);
        if (!discarded.empty()) g.addCoins(int(discarded.size()));
        f.step = 2;
        break;
      }
      case 2: {
        PlayerId p = g.nextOther(f);
        while (p != NoPlayer && g.hand(p).empty()) p = g.nextOther(f);
        if (p == NoPlayer) return g.finish();
        f.step = 3;
        g.askOption(p, {{Text::OptionDiscardCards, 2}, {Text::OptionDontDiscard}}, 1, 1,
                    Text::MayDiscardTwoToDraw);
        return;
      }
      case 3: {
        const PlayerId p = visited(g, f);
        f.step = 2;
        if (g.pick() != 0) break;
        f.step = 4;
        auto forced = chooseCards(g, p, g.handWhere(p, 0), 2, Text::DiscardCards, {2});
        if (!forced) return;
        discardAll(g, p, *forced);
        if (forced->size() == 2) g.draw(p, 1);
        f.step = 2;
        break;
      }
      default: {
        const PlayerId p = visited(g, f);
        discardAll(g, p, g.picks());
        if (g.picks().size() == 2) g.draw(p, 1);
        f.step = 2;
      }
    }
  }
}

}  // namespace

CardDef vault() {
  return {
      .name = "Vault",
      .set = CardSet::Prosperity,
      .cost = 5,
      .types = Action,
      .plus = {.cards = 2},
      .traits = GivesCoins,
      .text =
          "+2 Cards\nDiscard any number of cards for +$1 each.\nEach other player may discard 2 "
          "cards, to draw a card.",
      .ability = ability};
}

}  // namespace dom::cards::prosperity
