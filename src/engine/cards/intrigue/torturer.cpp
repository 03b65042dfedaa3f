#include "../effects.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

// Torturer ①: the option may be chosen even if it can't be done (fully); ②: the Curse goes to
// the hand.
void ability(Game& g, Frame& f) {
  for (;;) {
    switch (f.step) {
      case 0: {
        const PlayerId p = g.nextVictim(f);
        if (p == NoPlayer) return g.finish();
        f.step = 1;
        g.askOption(p, {{Text::OptionDiscardCards, 2}, {Text::OptionGainCurseToHand}}, 1, 1,
                    Text::ChooseOne);
        return;
      }
      case 1: {
        const PlayerId p = visited(g, f);
        f.step = 0;
        if (g.pick() == 1) {
          g.gain(p, cards::Curse, Zone::Hand);
          break;
        }
        f.step = 2;
        auto forced = chooseCards(g, p, g.handWhere(p, 0), 2, Text::DiscardCards, {2});
        if (!forced) return;
        discardAll(g, p, *forced);
        f.step = 0;
        break;
      }
      default:
        discardAll(g, visited(g, f), g.picks());
        f.step = 0;
    }
  }
}

}  // namespace

CardDef torturer() {
  return {.name = "Torturer",
          .set = CardSet::Intrigue,
          .cost = 5,
          .types = Action | Attack,
          .plus = {.cards = 3},
          .text =
              "+3 Cards\nEach other player either discards 2 cards or gains a Curse to their hand, "
              "their choice. (They may pick an option they can't do.)",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
