#include "../../game.hpp"
#include "empires.hpp"

namespace dom::cards::empires {

namespace {

// Two options when gained (Sprawling Castle ①), gained while the Castle's gain resolves (②).
void onGain(Game& g, Frame& f) {
  if (f.step == 0) {
    f.step = 1;
    g.askOption(f.player, {{Text::OptionGainDuchy}, {Text::OptionGainEstates, 3}}, 1, 1,
                Text::ChooseOne);
    return;
  }
  if (g.pick() == 0)
    g.gain(f.player, cards::Duchy);
  else
    for (int k = 0; k < 3; ++k) g.gain(f.player, cards::Estate);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Gain, .from = ListenFrom::Self, .run = onGain},
};

}  // namespace

CardDef sprawlingCastle() {
  return {.name = "Sprawling Castle",
          .set = CardSet::Empires,
          .cost = 8,
          .nonKingdom = true,
          .types = Victory | Castle,
          .vp = 4,
          .text = "4 VP\nWhen you gain this, gain a Duchy or 3 Estates.",
          .listeners = kListeners};
}

}  // namespace dom::cards::empires
