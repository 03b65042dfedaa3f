#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// The cards the player to the right gained on their last completed turn (PlayerState::
// gainedLastTurn, kept when that turn ended: not their gains since, Smugglers ③), costing up to
// $6 NOW (①). Smugglers ②: any of them may be chosen, but a copy is gained only from the Supply
// (Gain a copy): from a Supply pile whose top card is that card. The piles to gain from are
// offered; when one of the cards is not available (its pile is empty, shows another card, or is
// not in the Supply), choosing it is choosing to gain nothing, so the choice may then be
// declined. A single pile with nothing else to choose is not asked (choosePile).
struct Choice {
  std::vector<int32_t> piles;
  bool unavailable = false;  // some card may be chosen that gives nothing
};

Choice choice(const Game& g, PlayerId p) {
  const PlayerId right = PlayerId((p + g.playerCount() - 1) % g.playerCount());
  Choice out;
  for (CardId c : g.player(right).gainedLastTurn) {
    if (!(g.cost(c) <= Cost(6))) continue;
    const int pile = g.pileIndex(c);
    if (pile < 0 || !g.supply()[size_t(pile)].inSupply || g.pileTop(pile) == NoInst ||
        g.topCard(pile) != c) {
      out.unavailable = true;
      continue;
    }
    if (std::find(out.piles.begin(), out.piles.end(), pile) == out.piles.end())
      out.piles.push_back(pile);
  }
  return out;
}

void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    Choice c = choice(g, f.player);
    if (c.unavailable) {
      if (c.piles.empty()) return g.finish();
      return g.askPile(f.player, std::move(c.piles), 0, Text::GainCostingUpTo, {6});
    }
    const auto pile = choosePile(g, f.player, std::move(c.piles), Text::GainCostingUpTo, {6});
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
