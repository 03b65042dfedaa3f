#include "../effects.hpp"
#include "empires.hpp"

namespace dom::cards::empires {

namespace {

// Two options in one question (Small Castle ①): this card, if it is still in play, or a Castle
// from the hand. Not optional (②): with any choice, one is trashed. Played again after the
// first play trashed it (Throne Room), only a Castle from the hand can be trashed (③). Then, if
// a card was trashed, the top Castle is gained (first the trash, then the gain).
void ability(Game& g, Frame& f) {
  if (f.step == 0) {
    std::vector<int32_t> choices;
    if (f.source != NoInst && g.isIn(f.source, Zone::InPlay, f.player)) choices.push_back(f.source);
    for (int32_t i : g.handWhere(f.player, Castle)) choices.push_back(i);
    if (choices.empty()) return g.finish();
    f.step = 1;
    chooseExactly(g, f.player, std::move(choices), 1, Text::TrashThisOrCastleFromHand);
    return;
  }
  if (f.step == 1) {
    if (g.pick() < 0) return g.finish();
    g.trash(Inst(g.pick()));
    f.step = 2;
    return;  // the trash's own abilities (a Crumbling Castle's) resolve before the gain
  }
  g.gain(f.player, castlesCard());
  g.finish();
}

}  // namespace

CardDef smallCastle() {
  return {.name = "Small Castle",
          .set = CardSet::Empires,
          .cost = 5,
          .nonKingdom = true,
          .types = Action | Victory | Castle,
          .vp = 2,
          .traits = Trashes | Gains,
          .text = "Trash this or a Castle from your hand. If you do, gain a Castle.\n2 VP",
          .ability = ability};
}

}  // namespace dom::cards::empires
