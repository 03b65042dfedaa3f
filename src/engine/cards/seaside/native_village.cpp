#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Two options (Native Village ❶); the choice is made before anyone looks at the top card of
// the deck (Native Village ❷). The mat is face down: only its owner sees it (Zone::NativeVillage).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0:
      f.step = 1;
      g.askOption(f.player, {{Text::OptionTopCardToMat}, {Text::OptionMatIntoHand}}, 1, 1,
                  Text::ChooseOne);
      return;
    default:
      if (g.pick() == 0) {
        g.takeTop(f.player, Zone::NativeVillage);
      } else {
        const auto& mat = g.player(f.player).zone(Zone::NativeVillage);
        while (!mat.empty()) g.toHand(mat.front(), f.player);
      }
      g.finish();
  }
}

}  // namespace

CardDef nativeVillage() {
  return {.name = "Native Village",
          .set = CardSet::Seaside,
          .cost = 2,
          .types = Action,
          .plus = {.actions = 2},
          .text =
              "+2 Actions\nChoose one: Put the top card of your deck face down on your Native "
              "Village mat (you "
              "may look at those cards at any time); or put all the cards from your mat into your "
              "hand.",
          .ability = ability};
}

}  // namespace dom::cards::seaside
