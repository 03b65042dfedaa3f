#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// The attack happens even with no Gold left (Bandit ②); each victim in turn order first trashes
// (their choice), then discards (Bandit ❖). f.cards: the victim's revealed cards.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    g.gain(f.player, cards::Gold);
    f.step = 1;
  } else if (f.step == 2) {
    const PlayerId v = visited(g, f);
    g.trash(Inst(g.pick()));
    discardAll(g, v, stillIn(g, f.cards, Zone::Revealed, v));
    f.cards.clear();
    f.step = 1;
  }
  for (PlayerId v = g.nextVictim(f); v != NoPlayer; v = g.nextVictim(f)) {
    f.cards = takeTopCards(g, v, 2, Zone::Revealed);
    std::vector<int32_t> silverOrBetter;
    for (int32_t i : f.cards)
      if (g.hasType(Inst(i), Treasure) && g.cardOf(Inst(i)) != cards::Copper)
        silverOrBetter.push_back(i);
    if (!silverOrBetter.empty()) {
      f.step = 2;
      chooseExactly(g, v, std::move(silverOrBetter), 1, Text::TrashRevealedTreasure);
      return;
    }
    discardAll(g, v, f.cards);
    f.cards.clear();
  }
  g.finish();
}

}  // namespace

CardDef bandit() {
  return {.name = "Bandit",
          .set = CardSet::Base,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action | Attack,
          .traits = Gains,
          .text =
              "Gain a Gold. Each other player reveals the top 2 cards of their deck, trashes a "
              "revealed Treasure other than Copper, and discards the rest.",
          .ability = ability};
}

}  // namespace dom::cards::base
