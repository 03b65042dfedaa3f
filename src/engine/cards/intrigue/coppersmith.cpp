#include "../../game.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Coppersmith ①: cumulative (twice with Throne Room); ②: only Coppers played afterwards.
void ability(Game& g, Frame& f) {
  g.addTurnEffect(f.card);
  g.finish();
}
void onPlayed(Game& g, int, Inst played) {
  if (g.cardOf(played) == cards::Copper) g.addCoins(1);
}

}  // namespace

CardDef coppersmith() {
  return {.name = "Coppersmith",
          .set = CardSet::Intrigue,
          .editions = FirstEdition,
          .cost = 4,
          .types = Action,
          .traits = GivesCoins,
          .text = "Copper produces an extra $1 this turn.",
          .ability = ability,
          .onPlayed = onPlayed};
}

}  // namespace dom::cards::intrigue
