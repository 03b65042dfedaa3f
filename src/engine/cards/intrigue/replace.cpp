#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Replace ②: an Action–Victory or Treasure–Victory card does both; Moat (Attack window) protects
// from the Curse.
void toDeckOrCurses(Game& g, Frame& f, Inst gained) {
  const CardDef& d = g.defOf(gained);
  if (g.hasType(gained, Action | Treasure) && g.isIn(gained, Zone::Discard, f.player))
    g.topDeck(gained, f.player);
  if (d.is(Victory)) forEachVictim(g, f, [&](PlayerId p) { g.gain(p, cards::Curse); });
}

void ability(Game& g, Frame& f) {
  trashAndGain(g, f,
               {.trashQuestion = {Text::TrashCardFromHand},
                .more = 2,
                .gainQuestion = {Text::GainUpToMoreThanTrashed, {2}},
                .asking = Asking::Intrigue,
                .onGained = toDeckOrCurses});
}

}  // namespace

CardDef replace() {
  return {.name = "Replace",
          .set = CardSet::Intrigue,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action | Attack,
          .traits = Trashes | Gains,
          .text =
              "Trash a card from your hand. Gain a card costing up to $2 more than it. If the "
              "gained card is an Action or Treasure, put it onto your deck; if it's a Victory "
              "card, each other player gains a Curse.",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
