#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Removed with the 1st edition. Revealing a Province is optional; the Gold or Silver is gained
// to the hand (Explorer ①): none left, nothing.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    std::vector<int32_t> provinces;
    for (Inst i : g.hand(f.player))
      if (g.cardOf(i) == cards::Province) provinces.push_back(i);
    if (!provinces.empty()) {
      f.step = 1;
      g.askCards(f.player, std::move(provinces), 0, 1, Text::MayRevealProvince);
      return;
    }
  } else if (g.pick() >= 0) {
    g.reveal(Inst(g.pick()), f.player);
    g.gain(f.player, cards::Gold, Zone::Hand);
    return g.finish();
  }
  g.gain(f.player, cards::Silver, Zone::Hand);
  g.finish();
}

}  // namespace

CardDef explorer() {
  return {.name = "Explorer",
          .set = CardSet::Seaside,
          .editions = FirstEdition,
          .cost = 5,
          .types = Action,
          .traits = Gains,
          .text =
              "You may reveal a Province from your hand. If you do, gain a Gold to your hand. If "
              "you don't, gain a Silver to your hand.",
          .ability = ability};
}

}  // namespace dom::cards::seaside
