#include "../effects.hpp"
#include "cornucopia.hpp"

namespace dom::cards::cornucopia {

namespace {

enum Step : int16_t { Discard, Discarded, NextVictim, Revealed };

// The Bane pile is set up with the game (Setup::bane, GameState::bane; rules, Special setup).
// Reactions resolve first, then the player draws 2 and discards 2, then the others may reveal
// a Bane (Young Witch ③, ⑤); the Attack goes on without 2 cards to discard (②). The others are
// visited in turn order, which matters when the Curses run low.
void ability(Game& g, Frame& f) {
  for (;;) {
    switch (f.step) {
      case Discard: {
        auto hand = g.handWhere(f.player, 0);
        f.step = Discarded;
        if (hand.size() <= 2) {
          g.answerAtOnce(f.player, std::move(hand));  // nothing to choose: discard them all
          return;
        }
        g.askCards(f.player, std::move(hand), 2, 2, Text::DiscardCards, {2});
        return;
      }
      case Discarded:
        discardAll(g, f.player, g.picks());
        f.step = NextVictim;
        break;
      case NextVictim: {
        const PlayerId p = g.nextVictim(f);
        if (p == NoPlayer) return g.finish();
        const CardId bane = g.s.bane;
        auto banes = handIf(g, p, [&](Inst i) { return bane != NoCard && g.cardOf(i) == bane; });
        if (banes.empty()) {
          g.gain(p, cards::Curse);
          break;
        }
        f.step = Revealed;
        g.askCards(p, std::move(banes), 0, 1, Text::MayRevealBane, {bane});
        return;
      }
      default: {
        const PlayerId p = visited(g, f);
        if (g.pick() >= 0)
          g.reveal(Inst(g.pick()), p);
        else
          g.gain(p, cards::Curse);
        f.step = NextVictim;
      }
    }
  }
}

}  // namespace

// The 2nd edition's text (Cornucopia & Guilds); the 1st edition's does the same.
CardDef youngWitch() {
  return {.name = "Young Witch",
          .set = CardSet::Cornucopia,
          .cost = 4,
          .types = Action | Attack,
          .plus = {.cards = 2},
          .text =
              "+2 Cards\nDiscard 2 cards. Each other player with a Bane card in their hand may "
              "reveal it. If they don't, they gain a Curse.\nSetup: Add an extra Kingdom card pile "
              "costing $2 or $3 to the Supply. Cards from that pile are Bane cards.",
          .ability = ability};
}

}  // namespace dom::cards::cornucopia
