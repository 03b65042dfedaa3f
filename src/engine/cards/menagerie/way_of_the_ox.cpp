#include "menagerie.hpp"

namespace dom::cards::menagerie {

// A Way: an Action card played as it gives +2 Actions instead of following its instructions.
CardDef wayOfTheOx() {
  return {.name = "Way of the Ox",
          .set = CardSet::Menagerie,
          .landscape = Landscape::Way,
          .plus = {.actions = 2},
          .text = "+2 Actions"};
}

}  // namespace dom::cards::menagerie
