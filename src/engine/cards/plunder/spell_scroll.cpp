#include "../effects.hpp"
#include "plunder.hpp"

namespace dom::cards::plunder {

namespace {

// Trashing it is not optional, and without it (played but not in play: Spell Scroll ③) nothing
// is gained (②). The gained card costs less than Spell Scroll now (①, CARD COSTS). It may be
// played if it is an Action or Treasure still where it was gained (⑤⑧: lose track).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      if (!g.isIn(f.source, Zone::InPlay, f.player)) return g.finish();
      const Cost limit = g.cost(g.cardOf(f.source));
      g.trash(f.source);
      std::vector<int32_t> piles;
      for (int32_t pile : pilesCosting(g, 0, limit))
        if (g.cost(g.topCard(pile)) < limit) piles.push_back(pile);
      f.step = 1;
      const auto chosen =
          choosePile(g, f.player, std::move(piles), Text::GainCostingLessThan, {g.cardOf(f.source)});
      if (!chosen) return;
      g.answerAtOnce(f.player, {*chosen});
      return;
    }
    case 1: {
      if (g.pick() < 0) return g.finish();
      const Inst gained = g.gainFromPile(f.player, g.pick());
      if (gained == NoInst || !g.hasType(gained, Action | Treasure)) return g.finish();
      f.cards = {gained};
      f.step = 2;
      f.a = int32_t(g.locationOf(gained).zone);
      return;  // the gain can trigger abilities: ask in the next step
    }
    case 2: {
      const Inst gained = Inst(f.cards[0]);
      if (!g.isIn(gained, Zone(f.a), f.player)) return g.finish();
      f.step = 3;
      g.askCards(f.player, {gained}, 0, 1, Text::MayPlayGained);
      return;
    }
    case 3:
      if (g.pick() < 0 || !g.isIn(Inst(f.cards[0]), Zone(f.a), f.player)) return g.finish();
      f.step = 4;
      g.play(f.player, Inst(f.cards[0]));
      return;
    default:
      g.finish();
  }
}

}  // namespace

CardDef spellScroll() {
  return {
      .name = "Spell Scroll",
      .set = CardSet::Plunder,
      .cost = 7,
      .nonKingdom = true,
      .types = Action | Treasure | Loot,
      .traits = Gains | Trashes,
      .text = "Trash this to gain a cheaper card. If it's an Action or Treasure, you may play it.",
      .ability = ability};
}

}  // namespace dom::cards::plunder
