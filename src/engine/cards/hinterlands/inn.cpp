#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// +2 Cards and +2 Actions first, then discard 2 cards (all the hand if it has fewer: GET FROM
// DECK, THEN DISCARD, Inn ①).
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    chooseExactly(g, f.player, g.handWhere(f.player, 0), 2, Text::DiscardCards, {2});
    return;
  }
  discardAll(g, f.player, g.picks());
  g.finish();
}

// The 2022 text (Inn ②): when gained, however and on whoever's turn, its owner looks through
// their discard pile and reveals any number of its Action cards, the Inn among them if it is
// there (gained elsewhere it isn't: ⑥), and shuffles them into the deck. Choosing none still
// shuffles the deck (④). A card that moved the Inn before (Watchtower) leaves it out; a card that
// looks for the Inn after it was shuffled in loses track of it (③); one left in the discard pile
// can still be put onto the deck by Watchtower (⑤).
void onGain(Game& g, Frame& f) {
  if (f.step == 0) {
    std::vector<int32_t> actions;
    for (Inst i : g.player(f.player).discard())
      if (g.hasType(i, Action)) actions.push_back(i);
    if (actions.empty()) {
      g.shuffleIntoDeck(f.player, {});
      return g.finish();
    }
    f.step = 1;
    const int n = int(actions.size());
    g.askCards(f.player, std::move(actions), 0, n, Text::RevealActionsToShuffleIntoDeck);
    return;
  }
  const std::vector<int32_t> chosen = stillIn(g, g.picks(), Zone::Discard, f.player);
  for (int32_t i : chosen) g.reveal(Inst(i), f.player);
  g.shuffleIntoDeck(f.player, chosen);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

CardDef inn() {
  return {.name = "Inn",
          .set = CardSet::Hinterlands,
          .cost = 5,
          .types = Action,
          .plus = {.cards = 2, .actions = 2},
          .text =
              "+2 Cards\n+2 Actions\nDiscard 2 cards.\nWhen you gain this, look through your "
              "discard pile, reveal any number of Action cards from it (which can include this), "
              "and shuffle them into your deck.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
