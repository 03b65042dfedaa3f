#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// +2 Cards, then +2 Cards more if the hand holds 5 or fewer, counted after the first two (Guard
// Dog ④).
void ability(Game& g, Frame& f) {
  if (g.hand(f.player).size() <= 5) g.draw(f.player, 2);
  g.finish();
}

// A Reaction to another player's Attack (①) that plays itself from the hand (⑤: REACTION THAT
// PLAYS ITSELF), before the Attack resolves. Several may be played to one Attack (②), one drawn
// by another too (③): the Attack window asks again after each. Played on another player's turn,
// it is discarded in that turn's Clean-up.
void onAttack(Game& g, Frame& f) {
  if (f.step == 0) {
    if (!g.isIn(f.source, Zone::Hand, f.player)) return g.finish();
    f.step = 1;
    g.play(f.player, f.source);
    return;
  }
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Attack,
     .from = ListenFrom::OthersHand,
     .optional = true,
     .run = onAttack,
     .ask = Text::RevealReaction},
};

}  // namespace

CardDef guardDog() {
  return {.name = "Guard Dog",
          .set = CardSet::Hinterlands,
          .editions = SecondEdition,
          .cost = 3,
          .types = Action | Reaction,
          .plus = {.cards = 2},
          .traits = GivesCards,
          .text =
              "+2 Cards\nIf you have 5 or fewer cards in hand, +2 Cards.\nWhen another player "
              "plays an Attack, you may play this from your hand.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
