#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

// A Ruins (the Ruins pile's cards; see ruins.cpp): an Action - Ruins costing $0, not a Kingdom
// card. Its one line is all it does.
CardDef ruinedVillage() {
  return {.name = "Ruined Village",
          .set = CardSet::DarkAges,
          .cost = 0,
          .nonKingdom = true,
          .types = Action | Ruins,
          .plus = {.actions = 1},
          .text = "+1 Action"};
}

}  // namespace dom::cards::dark_ages
