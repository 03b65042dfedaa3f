#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// Playing Collection sets up an effect for the rest of the turn (Collection ①), once per play
// (cumulative: played twice, +2 VP per Action gained), for the Action cards gained after it
// (②), bought or not, while it is its player's turn.
void ability(Game& g, Frame& f) {
  g.addTurnEffect(f.card);
  g.finish();
}

bool applies(const Game& g, const TriggerEvent& e, Inst, PlayerId) {
  return e.inst != NoInst && g.defOf(e.inst).is(Action);
}

void onGain(Game& g, Frame& f) {
  g.addTokens(f.player, Counter::VP, 1);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::TurnEffect, .applies = applies, .run = onGain},
};

}  // namespace

CardDef collection() {
  return {.name = "Collection",
          .set = CardSet::Prosperity,
          .editions = SecondEdition,
          .cost = 5,
          .types = Treasure,
          .plus = {.buys = 1, .coins = 2},
          .text = "$2\n+1 Buy\nThis turn, when you gain an Action card, +1 VP.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::prosperity
