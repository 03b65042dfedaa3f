#include "../../game.hpp"
#include "base.hpp"

namespace dom::cards::base {

namespace {

// "Put", not discard, and without looking through it (Chancellor ①②).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      if (g.player(f.player).deck().empty()) return g.finish();
      f.step = 1;
      g.askOption(f.player, {{Text::OptionPutDeckIntoDiscard}, {Text::OptionKeepDeck}}, 1, 1,
                  Text::MayPutDeckIntoDiscard);
      return;
    default:
      if (g.pick() == 0) {
        const auto& deck = g.player(f.player).deck();
        while (!deck.empty()) g.moveTo(deck.back(), Zone::Discard, f.player, MoveReason::None);
      }
      g.finish();
  }
}

}  // namespace

CardDef chancellor() {
  return {.name = "Chancellor",
          .set = CardSet::Base,
          .editions = FirstEdition,
          .cost = 3,
          .types = Action,
          .plus = {.coins = 2},
          .text = "+$2\nYou may immediately put your deck into your discard pile.",
          .ability = ability};
}

}  // namespace dom::cards::base
