#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// First trash, then gain (Feast ③). Only trashes itself if still in play — Throne Room + Feast
// trashes it once and gains two cards (Feast ①, the "lose track" rule).
void ability(Game& g, Frame& f) {
  if (f.step == 0 && f.source != NoInst && g.isIn(f.source, Zone::InPlay, f.player))
    g.trash(f.source);
  gainUpTo(g, f, {.maxCost = 5, .question = {Text::GainCostingUpTo, {5}}});
}

}  // namespace

CardDef feast() {
  return {.name = "Feast",
          .set = CardSet::Base,
          .editions = FirstEdition,
          .cost = 4,
          .types = Action,
          .traits = Gains,
          .text = "Trash this card. Gain a card costing up to $5.",
          .ability = ability};
}

}  // namespace dom::cards::base
