#include "basic.hpp"

namespace dom::cards::basic {

CardDef province() {
  return {.name = "Province",
          .set = CardSet::Basic,
          .cost = 8,
          .types = Victory,
          .vp = 6,
          .text = "6 VP"};
}

}  // namespace dom::cards::basic
