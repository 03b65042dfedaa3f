#include "basic.hpp"

namespace dom::cards::basic {

CardDef estate() {
  return {.name = "Estate",
          .set = CardSet::Basic,
          .cost = 2,
          .types = Victory,
          .vp = 1,
          .text = "1 VP"};
}

}  // namespace dom::cards::basic
