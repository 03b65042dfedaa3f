#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// +$3 even with an empty hand (Mandarin ①), then a card from the hand onto the deck.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    auto hand = g.handWhere(f.player, 0);
    if (hand.empty()) return g.finish();
    f.step = 1;
    chooseExactly(g, f.player, std::move(hand), 1, Text::TopdeckCardFromHand);
    return;
  }
  if (g.pick() >= 0) g.topDeck(Inst(g.pick()), f.player);
  g.finish();
}

// When gained: every Treasure its owner has in play goes onto the deck, in the order they choose
// (the first on top). They leave play (③, CARDS YOU HAVE IN PLAY, REMOVED FROM PLAY); Treasures
// still in hand stay (②). A Mandarin gained onto the deck ends beneath them (⑤). A
// Treasure-Duration (Astrolabe) goes too (Capitalism ⑨: Mandarin can remove Durations): it keeps
// its entry, so what it set up for the next turn still happens, wherever the card then is.
void onGain(Game& g, Frame& f) {
  if (f.step == 0) {
    std::vector<int32_t> treasures;
    for (Inst i : g.player(f.player).inPlay())
      if (g.hasType(i, Treasure)) treasures.push_back(i);
    if (treasures.empty()) return g.finish();
    f.step = 1;
    if (putBackInAnyOrder(g, f.player, treasures)) return;
    return g.finish();
  }
  putBack(g, f.player, g.picks());
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

// Removed with the 1st edition.
CardDef mandarin() {
  return {.name = "Mandarin",
          .set = CardSet::Hinterlands,
          .editions = FirstEdition,
          .cost = 5,
          .types = Action,
          .plus = {.coins = 3},
          .text =
              "+$3\nPut a card from your hand on top of your deck.\nWhen you gain this, put all "
              "Treasures you have in play on top of your deck in any order.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
