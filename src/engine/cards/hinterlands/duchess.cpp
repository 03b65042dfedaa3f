#include "../effects.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// +$2 (plain), then each player looks at the top card of their deck and chooses for themselves
// to discard it or put it back: you first, then the others in turn order (Duchess ①, EACH
// PLAYER). Not an Attack: a Moat does not help. f.a: the offset of the player visited; f.cards:
// the card they look at.
void ability(Game& g, Frame& f) {
  PlayerId who = f.player;  // step 0: you (f.a == 0 points at you)
  if (f.step == 1) {
    const PlayerId owner = visited(g, f);
    const auto looked = stillIn(g, f.cards, Zone::Aside, owner);
    if (g.pick() == 0)
      discardAll(g, owner, looked);
    else
      putBack(g, owner, looked);
    f.cards.clear();
    who = g.nextOther(f);
  }
  for (; who != NoPlayer; who = g.nextOther(f)) {
    f.cards = takeTopCards(g, who, 1, Zone::Aside);
    if (f.cards.empty()) continue;  // no card to look at, even after a shuffle
    f.step = 1;
    g.askOption(who, {{Text::OptionDiscard}, {Text::OptionPutBack}}, 1, 1, Text::ChooseForTopCard,
                {g.cardOf(Inst(f.cards[0]))});
    return;
  }
  g.finish();
}

// In games using Duchess, whoever gains a Duchy, in any way and on any turn, may gain a Duchess
// (②, GAIN ON WHEN-GAIN): a rule of the game (ABILITIES ARE CUMULATIVE: one rule, not one per
// copy), not of a Duchess in hand or in play, so it listens from the Kingdom. With the Duchess
// pile empty nothing is gained and nothing is asked. A Duchess only in Black Market's deck or set
// aside by Way of the Mouse makes no such rule (③): neither is in the engine, and a pile outside
// the Supply does not listen (ListenFrom::Kingdom).
bool gainedDuchy(const Game& g, const TriggerEvent& e, Inst, PlayerId) {
  return e.inst != NoInst && g.cardOf(e.inst) == cards::Duchy;
}

// The gainer, asked with the Duchess pile as the only choice, may decline.
void onDuchyGained(Game& g, Frame& f) {
  if (f.step == 0) {
    const int pile = g.pileIndex(f.card);
    if (pile < 0 || g.pileTop(pile) == NoInst) return g.finish();
    f.step = 1;
    g.askPile(f.player, {pile}, 0, Text::MayGainCard, {f.card});
    return;
  }
  if (g.pick() >= 0) g.gainFromPile(f.player, g.pick());
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Kingdom, .applies = gainedDuchy, .run = onDuchyGained},
};

}  // namespace

// Removed with the 1st edition.
CardDef duchess() {
  return {.name = "Duchess",
          .set = CardSet::Hinterlands,
          .editions = FirstEdition,
          .cost = 2,
          .types = Action,
          .plus = {.coins = 2},
          .text =
              "+$2\nEach player (including you) looks at the top card of their deck, and "
              "discards it or puts it back.\nIn games using this, when you gain a Duchy, you may "
              "gain a Duchess.",
          .ability = ability,
          .listeners = kListeners};
}

}  // namespace dom::cards::hinterlands
