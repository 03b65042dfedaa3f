#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// The cards the player to the right gained on their last completed turn (PlayerState::
// gainedLastTurn, kept when that turn ended: not their gains since, Smugglers ③), costing up to
// $6 NOW (①). A copy is gained only from the Supply (②): the choice is among the Supply piles
// whose top card is such a card (a gained card not in the Supply, or whose pile is empty or shows
// another card, gives nothing). A single pile is not asked (choosePile).
std::vector<int32_t> piles(const Game& g, PlayerId p) {
  const PlayerId right = PlayerId((p + g.playerCount() - 1) % g.playerCount());
  std::vector<int32_t> out;
  for (CardId c : g.player(right).gainedLastTurn) {
    const int pile = g.pileIndex(c);
    if (pile < 0 || !g.supply()[size_t(pile)].inSupply || g.topCard(pile) != c) continue;
    if (!(g.cost(c) <= Cost(6))) continue;
    if (std::find(out.begin(), out.end(), pile) == out.end()) out.push_back(pile);
  }
  return out;
}

void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    const auto pile = choosePile(g, f.player, piles(g, f.player), Text::GainCostingUpTo, {6});
    if (!pile) return;
    if (*pile >= 0) g.gainFromPile(f.player, *pile);
    return g.finish();
  }
  if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
  g.finish();
}

}  // namespace

CardDef smugglers() {
  return {.name = "Smugglers",
          .set = CardSet::Seaside,
          .cost = 3,
          .types = Action,
          .traits = Gains,
          .text =
              "Gain a copy of a card costing up to $6 that the player to your right gained on "
              "their last turn.",
          .ability = ability};
}

}  // namespace dom::cards::seaside
