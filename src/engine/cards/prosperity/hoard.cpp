#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// The 2022 text: playing Hoard sets up an effect for the rest of the turn (Hoard 1), once per
// play (cumulative under Throne Room), for Victory cards gained after it (2) that were bought.
void ability(Game& g, Frame& f) {
  g.addTurnEffect(f.card);
  g.finish();
}

bool applies(const Game& g, const TriggerEvent& e, Inst, PlayerId) {
  return e.inst != NoInst && g.gainingBought() && g.defOf(e.inst).is(Victory);
}

void onGain(Game& g, Frame& f) {
  g.gain(f.player, cards::Gold);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::TurnEffect, .applies = applies, .run = onGain},
};

}  // namespace

CardDef hoard() {
  return {.name = "Hoard",
          .set = CardSet::Prosperity,
          .cost = 6,
          .types = Treasure,
          .plus = {.coins = 2},
          .traits = Gains,
          .text = "$2\nThis turn, when you gain a Victory card, if you bought it, gain a Gold.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::prosperity
