#include "../effects.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// Cultist ①: the other players gain their Ruins in turn order (the Ruins differ, so the order
// matters even when they do not run out); a player a Moat protects gains none, and must reveal
// it again against each further Cultist (③). ⑥: the Ruins first, then the other Cultist.
// ②: the Cultist played from the hand is played (moved into play, its whole text resolved)
// without using an Action. f.cards: the Cultist chosen.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      forEachVictim(g, f, [&](PlayerId p) { g.gain(p, ruinsCard()); });
      const CardId cultist = g.cardOf(f.source);
      auto cultists = handIf(g, f.player, [&](Inst i) { return g.cardOf(i) == cultist; });
      if (cultists.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(cultists), 0, 1, Text::MayPlayCardFromHand, {cultist});
      return;
    }
    case 1:
      if (g.pick() < 0) return g.finish();
      f.step = 2;
      g.play(f.player, Inst(g.pick()));
      return;
    default:
      g.finish();
  }
}

// Cultist ④: when trashed, from anywhere, its owner (the player who trashed it) draws 3 cards;
// ⑤: while buying, a Treasure drawn comes too late to be played.
void onTrash(Game& g, Frame& f) {
  g.draw(f.player, 3);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Trash, .from = ListenFrom::Self, .run = onTrash},
};

// A Looter: the game has a Ruins pile.
void setUp(SetUp& s) { addRuinsPile(s); }

}  // namespace

CardDef cultist() {
  return {.name = "Cultist",
          .set = CardSet::DarkAges,
          .cost = 5,
          .types = Action | Attack | Looter,
          .plus = {.cards = 2},
          .text =
              "+2 Cards\nEach other player gains a Ruins. You may play a Cultist from your "
              "hand.\nWhen you trash this, +3 Cards.",
          .ability = ability,
          .setUp = setUp,
          .listeners = kListeners};
}

}  // namespace dom::cards::dark_ages
