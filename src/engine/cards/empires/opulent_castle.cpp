#include "../effects.hpp"
#include "empires.hpp"

namespace dom::cards::empires {

namespace {

// The 2021 version: the Victory cards are revealed as they are discarded (Opulent Castle ②),
// +$2 each.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    auto victory = g.handWhere(f.player, Victory);
    if (victory.empty()) return g.finish();
    f.step = 1;
    const int n = int(victory.size());
    g.askCards(f.player, std::move(victory), 0, n, Text::DiscardVictoryForTwoEach);
    return;
  }
  const std::vector<int32_t> chosen = g.picks();
  for (int32_t i : chosen) g.reveal(Inst(i), f.player);
  discardAll(g, f.player, stillIn(g, chosen, Zone::Hand, f.player));
  g.addCoins(2 * int(chosen.size()));
  g.finish();
}

}  // namespace

CardDef opulentCastle() {
  return {.name = "Opulent Castle",
          .set = CardSet::Empires,
          .cost = 7,
          .nonKingdom = true,
          .types = Action | Victory | Castle,
          .vp = 3,
          .traits = GivesCoins,
          .text = "Discard any number of Victory cards, revealed. +$2 per card discarded.\n3 VP",
          .ability = ability};
}

}  // namespace dom::cards::empires
