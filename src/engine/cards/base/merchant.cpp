#include "../../game.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Each Merchant played sets up its own bonus, so two Merchants (or Throne Room + Merchant)
// give +$2 on the first Silver (Merchant ①); a Silver played before the Merchant means no bonus
// this turn (Merchant ②).
void ability(Game& g, Frame& f) {
  const bool silverPlayed = g.timesPlayed(cards::Silver) > 0;
  g.addTurnEffect(f.card, silverPlayed ? 0 : 1);
  g.finish();
}
void onPlayed(Game& g, int effect, Inst played) {
  if (g.turnEffectData(effect) == 0 || g.cardOf(played) != cards::Silver) return;
  g.setTurnEffectData(effect, 0);
  g.addCoins(1);
}

}  // namespace

CardDef merchant() {
  return {.name = "Merchant",
          .set = CardSet::Base,
          .editions = SecondEdition,
          .cost = 3,
          .types = Action,
          .plus = {.cards = 1, .actions = 1},
          .traits = GivesCoins,
          .text = "+1 Card\n+1 Action\nThe first time you play a Silver this turn, +$1.",
          .ability = ability,
          .onPlayed = onPlayed};
}

}  // namespace dom::cards::base
