#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Sets up its next-turn gain when played (Pirate ①), from the hand on the owner's turn or as
// a Reaction on anyone's.
void ability(Game& g, Frame& f) {
  g.lastUntilNextTurn(f);
  g.finish();
}

// ② GAINED TO YOUR HAND: any Treasure costing up to $6 now (CARD COSTS), even the only one.
void nextTurn(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    const auto pile = choosePile(g, f.player, pilesCosting(g, 0, 6, Treasure),
                                 Text::GainTreasureToHandCostingUpTo, {6});
    if (!pile) return;
    g.answerAtOnce(f.player, {*pile});
    return;
  }
  if (g.pick() >= 0) g.gainFromPile(f.player, g.pick(), Zone::Hand);
  g.finish();
}

bool treasureGained(const Game& g, const TriggerEvent& e, Inst, PlayerId) {
  return e.inst != NoInst && g.defOf(e.inst).is(Treasure);
}

// ④ REACTION THAT PLAYS ITSELF: when any player (its owner too, ⑤ in the Buy phase) gains a
// Treasure, its owner may play it from the hand, on any turn; several Pirates may react to the
// same gain (③), each asked in turn. Played, it is in its owner's play area and waits for their
// next turn like any Duration.
void onGain(Game& g, Frame& f) {
  if (f.step == 0) {
    if (!g.isIn(f.source, Zone::Hand, f.player)) return g.finish();
    f.step = 1;
    g.play(f.player, f.source);
    return;
  }
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain,
     .from = ListenFrom::OwnHand,
     .optional = true,
     .applies = treasureGained,
     .run = onGain,
     .ask = Text::MayPlayCardFromHand},
    {.when = When::Gain,
     .from = ListenFrom::OthersHand,
     .optional = true,
     .applies = treasureGained,
     .run = onGain,
     .ask = Text::MayPlayCardFromHand},
};

}  // namespace

CardDef pirate() {
  return {.name = "Pirate",
          .set = CardSet::Seaside,
          .editions = SecondEdition,
          .cost = 5,
          .types = Action | Duration | Reaction,
          .traits = Gains,
          .text =
              "At the start of your next turn, gain a Treasure costing up to $6 to your hand.\n"
              "When any player gains a Treasure, you may play this from your hand.",
          .ability = ability,
          .nextTurn = nextTurn,
          .listeners = kListeners};
}

}  // namespace dom::cards::seaside
