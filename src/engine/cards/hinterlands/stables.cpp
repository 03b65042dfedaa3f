#include "../../game.hpp"
#include "hinterlands.hpp"

namespace dom::cards::hinterlands {

namespace {

// Only a Treasure actually discarded gives the bonus ("DO X FOR", Stables ①); the discard comes
// first, then the draw.
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    auto treasures = g.handWhere(f.player, Treasure);
    if (treasures.empty()) return g.finish();
    f.step = 1;
    g.askCards(f.player, std::move(treasures), 0, 1, Text::MayDiscardTreasureForCards);
    return;
  }
  if (f.step == 1) {
    if (g.pick() < 0) return g.finish();
    g.discard(Inst(g.pick()), f.player);
    f.step = 2;  // a when-discard ability resolves before the draw
    return;
  }
  g.draw(f.player, 3);
  g.addActions(1);
  g.finish();
}

}  // namespace

CardDef stables() {
  return {.name = "Stables",
          .set = CardSet::Hinterlands,
          .cost = 5,
          .types = Action,
          .traits = GivesCards | GivesActions,
          .text = "You may discard a Treasure, for +3 Cards and +1 Action.",
          .ability = ability};
}

}  // namespace dom::cards::hinterlands
