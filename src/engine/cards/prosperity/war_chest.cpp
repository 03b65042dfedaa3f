#include <algorithm>

#include "../effects.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// The player to the left NAMES A CARD (War Chest ②: any card, as for Contraband); it joins the
// cards named for War Chest this turn (TurnState::namedForWarChest, cumulative: ③). Then its
// player gains a card costing up to $5 now (①, CARD COSTS) that none of them names; the named
// cards may still be gained otherwise.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    return askLeftPlayerToNameACard(g, f, Text::NameCardForWarChest);
  }
  if (f.step == 1) {
    g.nameForWarChest(CardId(g.pick()));
    const auto& named = g.turn().namedForWarChest;
    auto piles = g.pilesWhere([&](CardId c) {
      return g.cost(c) <= Cost(5) && std::find(named.begin(), named.end(), c) == named.end();
    });
    if (piles.empty()) return g.finish();
    f.step = 2;
    g.askPile(f.player, std::move(piles), 1, Text::GainUpToNotNamed, {5});
    return;
  }
  if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
  g.finish();
}

}  // namespace

CardDef warChest() {
  return {.name = "War Chest",
          .set = CardSet::Prosperity,
          .editions = SecondEdition,
          .cost = 5,
          .types = Treasure,
          .traits = Gains,
          .text =
              "The player to your left names a card. Gain a card costing up to $5 that hasn't "
              "been named for War Chest this turn.",
          .ability = ability};
}

}  // namespace dom::cards::prosperity
