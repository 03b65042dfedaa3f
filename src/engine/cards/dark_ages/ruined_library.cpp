#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

// A Ruins (the Ruins pile's cards; see ruins.cpp): an Action - Ruins costing $0, not a Kingdom
// card. Its one line is all it does.
CardDef ruinedLibrary() {
  return {.name = "Ruined Library",
          .set = CardSet::DarkAges,
          .cost = 0,
          .nonKingdom = true,
          .types = Action | Ruins,
          .plus = {.cards = 1},
          .text = "+1 Card"};
}

}  // namespace dom::cards::dark_ages
