#include "../../game.hpp"
#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

namespace {

// Overgrown Estate ①: when trashed, from anywhere, its owner (the player who trashed it) draws a
// card. ②: drawn while buying, a Treasure comes too late to be played. Its name is not Estate's.
void onTrash(Game& g, Frame& f) {
  g.draw(f.player, 1);
  g.finish();
}

constexpr Listener kListeners[] = {
    {.when = When::Trash, .from = ListenFrom::Self, .run = onTrash},
};

}  // namespace

// A Shelter: it starts in a deck in place of an Estate (Setup::shelters) and belongs to no pile.
CardDef overgrownEstate() {
  return {.name = "Overgrown Estate",
          .set = CardSet::DarkAges,
          .cost = 1,
          .nonKingdom = true,
          .types = Victory | Shelter,
          .vp = 0,
          .text = "0 VP\nWhen you trash this, +1 Card.",
          .listeners = kListeners};
}

}  // namespace dom::cards::dark_ages
