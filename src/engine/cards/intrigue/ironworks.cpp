#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Ironworks ①: a card of several of these types gives each bonus; ②: no gain, no bonus.
void bonus(Game& g, Frame& f, Inst gained) {
  const CardDef& d = g.defOf(gained);
  if (d.is(Action)) g.addActions(1);
  if (g.hasType(gained, Treasure)) g.addCoins(1);
  if (d.is(Victory)) g.draw(f.player, 1);
}

void ability(Game& g, Frame& f) {
  gainUpTo(g, f,
           {.maxCost = 4,
            .question = {Text::GainCostingUpTo, {4}},
            .asking = Asking::Intrigue,
            .onGained = bonus});
}

}  // namespace

CardDef ironworks() {
  return {.name = "Ironworks",
          .set = CardSet::Intrigue,
          .cost = 4,
          .types = Action,
          .traits = Gains | GivesActions | GivesCoins | GivesCards,
          .text =
              "Gain a card costing up to $4. If the gained card is an...\nAction card, +1 "
              "Action\nTreasure card, +$1\nVictory card, +1 Card",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
