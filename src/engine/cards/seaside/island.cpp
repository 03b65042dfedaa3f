#include "../../game.hpp"
#include "seaside.hpp"

namespace dom::cards::seaside {

namespace {

// Island and the chosen card go onto the Island mat, face up (Island ①); with an empty hand
// only Island goes (Island ②). Island moves only from play: played again by Throne Room after it
// left, it still sets aside a card from the hand (Island ③).
void ability(Game& g, Frame& f) {
  switch (f.step) {
    case 0: {
      auto hand = g.handWhere(f.player, 0);
      if (hand.empty()) break;
      f.step = 1;
      g.askCards(f.player, std::move(hand), 1, 1, Text::PutOnIslandMat);
      return;
    }
    default:
      g.moveTo(Inst(g.pick()), Zone::IslandMat, f.player, MoveReason::SetAside);
      break;
  }
  if (g.isIn(f.source, Zone::InPlay, f.player))
    g.moveTo(f.source, Zone::IslandMat, f.player, MoveReason::SetAside);
  g.finish();
}

}  // namespace

CardDef island() {
  return {.name = "Island",
          .set = CardSet::Seaside,
          .cost = 4,
          .types = Action | Victory,
          .vp = 2,
          .text = "Put this and a card from your hand onto your Island mat.\n2 VP",
          .ability = ability};
}

}  // namespace dom::cards::seaside
