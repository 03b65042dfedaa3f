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

// Whether a Duration entry of p's keeps i in play (waiting for a later turn, or done this turn).
bool keptByDuration(const Game& g, PlayerId p, Inst i) {
  for (const auto* list : {&g.player(p).lasting, &g.player(p).due})
    for (const Lasting& l : *list)
      if (l.card == i || l.keeper == i) return true;
  return false;
}

// When gained: every Treasure its owner has in play goes onto the deck, in the order they choose
// (the first on top). They leave play (③); Treasures still in hand stay (②). A Mandarin gained
// onto the deck ends beneath them (⑤). A Treasure-Duration (Astrolabe) stays in play: the engine
// keeps a Duration in play until what it set up is done.
void onGain(Game& g, Frame& f) {
  if (f.step == 0) {
    std::vector<int32_t> treasures;
    for (Inst i : g.player(f.player).inPlay())
      if (g.hasType(i, Treasure) && !keptByDuration(g, f.player, i)) treasures.push_back(i);
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
