#include "../../game.hpp"
#include "renaissance.hpp"

namespace dom::cards::renaissance {

namespace {

// A Project: its owners (the players with a cube on it) get +1 Buy as each of their turns starts.
void startOfTurn(Game& g, Frame&) {
  g.addBuys(1);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::StartOfTurn, .from = ListenFrom::OwnProject, .run = startOfTurn},
};

}  // namespace

CardDef fair() {
  return {.name = "Fair",
          .set = CardSet::Renaissance,
          .cost = 4,
          .landscape = Landscape::Project,
          .text = "At the start of your turn, +1 Buy.",
          .listeners = kListeners};
}

}  // namespace dom::cards::renaissance
