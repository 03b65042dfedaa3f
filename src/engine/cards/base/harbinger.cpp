#include "../../game.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// With an empty discard pile there is nothing to choose.
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto pile = g.asChoices(g.player(f.player).discard());
      if (pile.empty()) return g.finish();
      f.step = 1;
      g.askCards(f.player, std::move(pile), 0, 1, Text::MayTopdeckFromDiscard);
      return;
    }
    default:
      if (g.pick() >= 0 && g.isIn(Inst(g.pick()), Zone::Discard, f.player))
        g.topDeck(Inst(g.pick()), f.player);
      g.finish();
  }
}

}  // namespace

CardDef harbinger() {
  return {.name = "Harbinger",
          .set = CardSet::Base,
          .editions = SecondEdition,
          .cost = 3,
          .types = Action,
          .plus = {.cards = 1, .actions = 1},
          .text =
              "+1 Card\n+1 Action\nLook through your discard pile. You may put a card from it onto "
              "your deck.",
          .ability = ability};
}

}  // namespace dom::cards::base
