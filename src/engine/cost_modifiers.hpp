// How Game::cost applies the cost modifiers, all in one place (docs/engine.md, "Triggers,
// costs and turn effects"). Reductions lower coins only and never below $0 (COST REDUCTION).
#pragma once

#include "game.hpp"

namespace dom {

// The cost of card c in game g, reading the cards' definitions through defOf (the card table
// for Game::cost; the tests give cards test-only hooks with their own lookup).
template <class DefOf>
Cost modifiedCost(const Game& g, CardId c, const DefOf& defOf, bool scanInPlay) {
  const CardDef& d = defOf(c);
  Cost own = d.printedCost();
  if (d.ownCost) {  // Peddler, Destrier, Fisherman, Wayfarer
    const OwnCost o = d.ownCost(g, c);
    if (o.final) return o.cost;
    own = o.cost;
  }
  // This turn's reductions (Bridge), usually none.
  int less = g.s.turn.costReduction.empty() ? 0 : g.s.turn.costReduction.reductionFor(c, d.types);
  // While in play (Highway, Quarry, Princess, Bridge Troll): any player's cards, each deciding.
  if (scanInPlay)
    for (const PlayerState& ps : g.s.players)
      for (Inst i : ps.inPlay())
        if (const CardDef& h = defOf(g.cardOf(i)); costHookCounts(h, g.s.earlierVersions))
          less += h.inPlayCostModifier(g, i, c);
  // Pile tokens (Ferry's -$2 token: its owner's turns, cards from that pile) and Projects
  // (Canal: the turns of a player with a cube on it, every card) add to `less` here once
  // GameState has per-pile tokens and landscapes.
  return own.reducedBy(less);
}

}  // namespace dom
