#include "../../kept_face_up.hpp"
#include "../effects.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// The entry's data: the set-aside card, and above it the seats the Attack did not affect as it
// was played (ATTACK UNTIL YOUR NEXT TURN: a Moat, a waiting Lighthouse).
constexpr int32_t kInstMask = 0xffff;
int32_t pack(Inst held, uint8_t immune) { return int32_t(held) | int32_t(immune) << 16; }
Inst heldOf(int32_t data) { return Inst(data & kInstMask); }
bool spares(int32_t data, PlayerId p) { return (data >> 16) & (1 << p); }

// ① The card is gained directly to the set-aside area, face up as the card says (Zone::Revealed:
// every seat sees it, and positions keep it as the player's `revealed` cards); a card
// costing up to $4 now (CARD COSTS). ② Both later abilities are set up only if it is still set
// aside once the gain's own abilities have resolved: ④ one moved away (Watchtower) ends them, and
// Blockade leaves play at this turn's Clean-up.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      f.step = 1;
      const auto pile = choosePile(g, f.player, pilesCosting(g, 0, 4), Text::GainCostingUpTo, {4});
      if (!pile) return;
      g.answerAtOnce(f.player, {*pile});
      return;
    }
    case 1: {
      if (g.pick() < 0) return g.finish();
      const Inst gained = g.gainFromPile(f.player, g.pick(), Zone::Revealed);
      if (gained == NoInst) return g.finish();
      f.cards = {gained};
      f.step = 2;
      return;  // the gain can trigger abilities: they resolve first
    }
    default: {
      const Inst held = Inst(f.cards[0]);
      if (g.isIn(held, Zone::Revealed, f.player)) g.lastUntilNextTurn(f, pack(held, f.immune));
      g.finish();
    }
  }
}

// It comes back only if it is still set aside (lose track).
void nextTurn(Game& g, Frame& f) {
  const Inst held = heldOf(f.a);
  if (g.isIn(held, Zone::Revealed, f.player)) g.toHand(held, f.player);
  g.finish();
}

// ③ Another player gains a copy of the set-aside card on their own turn (not one they gain on
// Blockade's owner's turn), while it is still set aside; ⑤ each waiting Blockade on that card
// gives a Curse (its own entry: one trigger per entry).
bool gainsACopy(const Game& g, const TriggerEvent& e, Inst self, PlayerId owner) {
  if (e.inst == NoInst || e.player == owner || e.player != g.current()) return false;
  for (const Lasting& l : g.player(owner).lasting) {
    if (l.card != self || spares(l.data, e.player)) continue;
    const Inst held = heldOf(l.data);
    if (g.isIn(held, Zone::Revealed, owner) && g.cardOf(held) == g.cardOf(e.inst)) return true;
  }
  return false;
}

// ⑥ A Curse gained so is itself a gain: Blockaded Curses go on until the pile is empty.
void onGain(Game& g, Frame& f) {
  g.gain(PlayerId(f.b), cards::Curse);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::OthersLasting, .applies = gainsACopy, .run = onGain}};

}  // namespace

CardDef blockade() {
  return {.name = "Blockade",
          .set = CardSet::Seaside,
          .editions = SecondEdition,
          .cost = 4,
          .types = Action | Duration | Attack,
          .traits = Gains,
          .text =
              "Gain a card costing up to $4, setting it aside.\nAt the start of your next turn, "
              "put it into your hand. While it's set aside, when another player gains a copy of "
              "it on their turn, they gain a Curse.",
          .ability = ability,
          .nextTurn = nextTurn,
          .listeners = kListeners};
}

}  // namespace dom::cards::seaside

namespace dom {

// An entry is Blockade's when its start-of-turn part is (also a Blockade played by a Throne
// Room, or as another card).
Inst cardKeptFaceUp(const Game& g, PlayerId owner, const Lasting& entry) {
  if (entry.as == NoCard || card(entry.as).nextTurn != cards::seaside::nextTurn) return NoInst;
  const Inst held = cards::seaside::heldOf(entry.data);
  return g.isIn(held, Zone::Revealed, owner) ? held : NoInst;
}

}  // namespace dom
