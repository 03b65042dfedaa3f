#include "basic.hpp"

namespace dom::cards::basic {

CardDef curse() {
  return {.name = "Curse",
          .set = CardSet::Basic,
          .cost = 0,
          .types = CurseType,
          .vp = -1,
          .text = "-1 VP"};
}

}  // namespace dom::cards::basic
