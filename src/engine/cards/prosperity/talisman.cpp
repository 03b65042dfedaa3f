#include "../../game.hpp"
#include "prosperity.hpp"

namespace dom::cards::prosperity {

namespace {

// While in play, a bought non-Victory card costing up to $4 (its cost when bought: Talisman ③)
// is gained again (Talisman ①); a card gained without buying it is not (②). Each Talisman in
// play triggers on its own.
bool applies(const Game& g, const TriggerEvent& e, Inst, PlayerId) {
  return e.inst != NoInst && !g.defOf(e.inst).is(Victory) && g.cost(g.cardOf(e.inst)) <= 4;
}

void onBuy(Game& g, Frame& f) {
  g.gain(f.player, g.cardOf(Inst(f.a)));
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Buy, .from = ListenFrom::OwnInPlay, .applies = applies, .run = onBuy},
};

}  // namespace

CardDef talisman() {
  return {.name = "Talisman",
          .set = CardSet::Prosperity,
          .editions = FirstEdition,
          .cost = 4,
          .types = Treasure,
          .plus = {.coins = 1},
          .traits = Gains,
          .text =
              "$1\nWhile this is in play, when you buy a non-Victory card costing $4 or less, gain "
              "a copy of it.",
          .listeners = kListeners};
}

}  // namespace dom::cards::prosperity
