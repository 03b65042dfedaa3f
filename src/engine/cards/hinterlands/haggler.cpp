#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// The 2022 text: playing Haggler sets up an effect for the rest of the turn, once per play
// (cumulative under Throne Room: Haggler ②), for cards gained after it (③) that were bought. The
// 1st edition's Haggler reacted to buying a card while it was in play (⑨-⑭).
void ability(Game& g, Frame& f) {
  g.addTurnEffect(f.card);
  g.finish();
}

bool applies(const Game& g, const TriggerEvent& e, Inst, PlayerId) {
  return e.inst != NoInst && g.gainingBought();
}

// A non-Victory card costing less than the gained card (①), whose cost is read now: a card whose
// cost changed once gained is compared at its new cost (⑤).
void onGain(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      const CardId gained = g.cardOf(Inst(f.a));
      const Cost limit = g.cost(gained);
      auto piles =
          g.pilesWhere([&](CardId c) { return g.cost(c) < limit && !card(c).is(Victory); });
      if (piles.empty()) return g.finish();
      f.step = 1;
      g.askPile(f.player, std::move(piles), 1, Text::GainNonVictoryCheaperThan, {gained});
      return;
    }
    default:
      if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
      g.finish();
  }
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::TurnEffect, .applies = applies, .run = onGain},
};

}  // namespace

CardDef haggler() {
  return {.name = "Haggler",
          .set = CardSet::Hinterlands,
          .cost = 5,
          .types = Action,
          .plus = {.coins = 2},
          .traits = Gains,
          .text =
              "+$2\nThis turn, when you gain a card, if you bought it, gain a cheaper "
              "non-Victory card.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
