#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// A "this turn" effect's data: the seats its Attack does not affect (bit per seat: a Moat revealed
// to the play, a waiting Lighthouse), and whether it has given its Curses.
constexpr int32_t kSeats = 0xff, kFired = 0x100;

// Sets up the Cursing for the rest of the turn (Cauldron ①), once per play (cumulative: two
// Cauldrons in play give two Curses each).
void ability(Game& g, Frame& f) {
  g.addTurnEffect(f.card, f.immune);
  g.finish();
}

int actionsGainedThisTurn(const Game& g) {
  int n = 0;
  for (CardId c : g.turn().gained) n += card(c).is(Action);
  return n;
}

// The third Action gained this turn, counting those gained before Cauldron was played (②); the
// gain that makes it the third (it is already in TurnState::gained) triggers it, and only after
// the play: an effect set up after the third gain never sees a third one again.
bool applies(const Game& g, const TriggerEvent& e, Inst, PlayerId owner) {
  return e.inst != NoInst && owner == g.current() && g.defOf(e.inst).is(Action) &&
         actionsGainedThisTurn(g) == 3;
}

// Each other player, in turn order, gains a Curse, as the gain's other abilities wait (③ ④ ⑤).
void onGain(Game& g, Frame& f) {
  const auto& effects = g.turn().effects;
  for (size_t k = 0; k < effects.size(); ++k) {
    if (effects[k].card != f.card || (effects[k].data & kFired)) continue;
    const int32_t unaffected = effects[k].data & kSeats;
    g.setTurnEffectData(int(k), effects[k].data | kFired);
    const int n = g.playerCount();
    for (int d = 1; d < n; ++d) {
      const PlayerId p = PlayerId((f.player + d) % n);
      if (!(unaffected & (1 << p))) g.gain(p, cards::Curse);
    }
    break;
  }
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::TurnEffect, .applies = applies, .run = onGain},
};

}  // namespace

CardDef cauldron() {
  return {.name = "Cauldron",
          .set = CardSet::Hinterlands,
          .editions = SecondEdition,
          .cost = 5,
          .types = Treasure | Attack,
          .plus = {.buys = 1, .coins = 2},
          .text =
              "$2\n+1 Buy\nThe third time you gain an Action this turn, each other player "
              "gains a Curse.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
