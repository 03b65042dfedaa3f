#include "../../game.hpp"
#include "intrigue.hpp"

namespace dom::cards::intrigue {

namespace {

void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    g.askOption(f.player, {{Text::OptionPlusCards, 3}, {Text::OptionPlusActions, 2}}, 1, 1,
                Text::ChooseOne);
    return;
  }
  if (g.pick() == 0)
    g.draw(f.player, 3);
  else
    g.addActions(2);
  g.finish();
}

}  // namespace

CardDef nobles() {
  return {.name = "Nobles",
          .set = CardSet::Intrigue,
          .cost = 6,
          .types = Action | Victory,
          .vp = 2,
          .traits = GivesCards | GivesActions | Village,
          .text = "Choose one: +3 Cards; or +2 Actions.\n2 VP",
          .ability = ability};
}

}  // namespace dom::cards::intrigue
