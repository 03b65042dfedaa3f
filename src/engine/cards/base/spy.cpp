#include "../effects.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// You first, then the others in turn order (EACH PLAYER); your own Moat cannot help you.
// f.cards: the card revealed by the player being visited.
void ability(Game& g, Frame& f) {
  PlayerId who = f.player;  // step 0: the attacker (f.a == 0 points at them)
  if (f.step == 1) {
    const PlayerId owner = visited(g, f);
    const Inst i = Inst(f.cards[0]);
    if (g.isIn(i, Zone::Revealed, owner)) {
      if (g.pick() == 0)
        g.discard(i, owner);
      else
        g.topDeck(i, owner);
    }
    f.cards.clear();
    who = g.nextVictim(f);
  }
  for (; who != NoPlayer; who = g.nextVictim(f)) {
    const Inst i = g.takeTop(who, Zone::Revealed);
    if (i == NoInst) continue;
    f.cards = {i};
    f.step = 1;
    g.askOption(f.player, {{Text::OptionDiscard}, {Text::OptionPutBack}}, 1, 1,
                Text::DiscardOrPutBack);
    return;
  }
  g.finish();
}

}  // namespace

CardDef spy() {
  return {.name = "Spy",
          .set = CardSet::Base,
          .editions = FirstEdition,
          .cost = 4,
          .types = Action | Attack,
          .plus = {.cards = 1, .actions = 1},
          .text =
              "+1 Card\n+1 Action\nEach player (including you) reveals the top card of his deck "
              "and either discards it or puts it back, your choice.",
          .ability = ability};
}

}  // namespace dom::cards::base
