#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// The trashed cards go at once (Forge ❖), then their total cost is checked: their costs now, so a
// cost reduction lowers it (③); coins only (a Potion in a cost adds nothing), and the card gained
// costs exactly that many coins and no Potion. Nothing trashed: a card costing $0 (①). No card
// of that cost in the Supply: nothing gained (②).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      f.step = 1;
      if (hand.empty()) return g.answerAtOnce(f.player, {});
      const int n = int(hand.size());
      g.askCards(f.player, std::move(hand), 0, n, Text::TrashUpTo, {n});
      return;
    }
    case 1: {
      const std::vector<int32_t> trashed = g.picks();
      trashAll(g, trashed);
      int total = 0;
      for (int32_t i : trashed) total += g.cost(g.cardOf(Inst(i))).coins;
      f.step = 2;
      const auto pile = choosePile(g, f.player, pilesCosting(g, Cost(total), Cost(total)),
                                   Text::GainCostingExactly, {total});
      if (!pile) return;
      if (*pile >= 0) g.gainFromPile(f.player, *pile);
      return g.finish();
    }
    default:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
      g.finish();
  }
}

}  // namespace

CardDef forge() {
  return {
      .name = "Forge",
      .set = CardSet::Prosperity,
      .cost = 7,
      .types = Action,
      .traits = Trashes | Gains,
      .text =
          "Trash any number of cards from your hand. Gain a card with cost exactly equal to the "
          "total cost in $ of the trashed cards.",
      .ability = ability};
}

}  // namespace dom::cards::prosperity
