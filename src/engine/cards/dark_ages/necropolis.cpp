#include "dark_ages.hpp"

namespace dom::cards::dark_ages {

// A Shelter: it starts in a deck in place of an Estate (Setup::shelters) and belongs to no pile.
CardDef necropolis() {
  return {.name = "Necropolis",
          .set = CardSet::DarkAges,
          .cost = 1,
          .nonKingdom = true,
          .types = Action | Shelter,
          .plus = {.actions = 2},
          .text = "+2 Actions"};
}

}  // namespace dom::cards::dark_ages
