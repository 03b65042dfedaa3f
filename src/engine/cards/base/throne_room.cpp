#include "../../game.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// Optional in the 2nd edition (Throne Room ②). The second play happens even if the card left
// play during the first (PLAY A CARD MULTIPLE TIMES: a throne-room can replay a card it lost
// track of). Throne Room on Throne Room plays two cards twice each.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto actions = g.handWhere(f.player, Action);
      if (actions.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(actions), 0, 1, Text::MayPlayActionTwice);
      return;
    }
    case 1:
      if (g.pick() < 0) return g.finish();
      f.cards = {g.pick()};
      f.step = 2;
      g.play(f.player, Inst(f.cards[0]));
      return;
    case 2:
      f.step = 3;
      g.replay(f.player, Inst(f.cards[0]));
      return;
    default:
      // A Duration it played that stays in play for a later turn keeps it in play too, until
      // the Clean-up in which the Duration leaves (rules, "Playing a Duration card multiple
      // times"). Only the Throne Room that played the Duration directly stays.
      if (g.isLasting(Inst(f.cards[0]))) g.keepWith(f.source, Inst(f.cards[0]));
      g.finish();
  }
}

}  // namespace

CardDef throneRoom() {
  return {.name = "Throne Room",
          .set = CardSet::Base,
          .cost = 4,
          .types = Action,
          .text = "You may play an Action card from your hand twice.",
          .ability = ability};
}

}  // namespace dom::cards::base
