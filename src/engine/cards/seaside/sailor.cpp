#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Sets up both later abilities when played (Sailor ①, ⑦): a "this turn" effect (its data: 1
// once it has played a card, "once this turn"), and the next turn's +$2 and trash, which keep
// Sailor in play whether or not it played a Duration. Played twice: two effects (②) and two
// next-turn parts (⑦: cumulative).
void ability(Game& g, Frame& f) {
  g.addTurnEffect(f.card);
  g.lastUntilNextTurn(f);
  g.finish();
}

void nextTurn(Game& g, Frame& f) {
  if (f.step == 0) {
    g.addCoins(2);
    auto hand = g.handWhere(f.player, 0);
    if (hand.empty()) return g.finish();
    f.step = 1;
    g.askCards(f.player, std::move(hand), 0, 1, Text::MayTrashCardFromHand);
    return;
  }
  if (g.pick() >= 0) g.trash(Inst(g.pick()));
  g.finish();
}

// The turn's first Sailor effect that has not played a card yet, or -1.
int unusedEffect(const Game& g, CardId sailor) {
  const auto& effects = g.turn().effects;
  for (size_t k = 0; k < effects.size(); ++k)
    if (effects[k].card == sailor && effects[k].data == 0) return int(k);
  return -1;
}

// A Duration card (Action, Treasure or Night: ③ ⑤) gained by the player whose turn it is, after
// the play (①: EFFECTS ARE IMMEDIATE), while an effect is unused.
bool applies(const Game& g, const TriggerEvent& e, Inst, PlayerId owner) {
  return e.inst != NoInst && e.player == owner && owner == g.current() &&
         g.defOf(e.inst).is(Duration) && unusedEffect(g, findCard("Sailor")) >= 0;
}

// "You may play it", asked as the card is gained (a "this turn" effect asks itself), only if it
// is still where it was gained (lose track: ② two Sailors can't play it twice; ⑧). Playing it
// uses no Action and is possible in any phase (③ ⑤ ⑥).
void onGain(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      if (!g.eventCardStillThere(f)) return g.finish();
      f.step = 1;
      g.askCards(f.player, {f.a}, 0, 1, Text::MayPlayGained);
      return;
    case 1: {
      const int k = unusedEffect(g, f.card);
      if (g.pick() < 0 || k < 0 || !g.eventCardStillThere(f)) return g.finish();
      g.setTurnEffectData(k, 1);
      f.step = 2;
      g.play(f.player, Inst(f.a));
      return;
    }
    default:
      g.finish();
  }
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::TurnEffect, .applies = applies, .run = onGain}};

}  // namespace

CardDef sailor() {
  return {.name = "Sailor",
          .set = CardSet::Seaside,
          .editions = SecondEdition,
          .cost = 4,
          .types = Action | Duration,
          .plus = {.actions = 1},
          .traits = GivesCoins | Trashes,
          .text =
              "+1 Action\nOnce this turn, when you gain a Duration card, you may play it.\nAt the "
              "start of your next turn, +$2 and you may trash a card from your hand.",
          .ability = ability,
          .nextTurn = nextTurn,
          .listeners = kListeners};
}

}  // namespace dom::cards::seaside
