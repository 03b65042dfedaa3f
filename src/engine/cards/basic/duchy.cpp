#include "basic.hpp"

namespace dom::cards::basic {

CardDef duchy() {
  return {
      .name = "Duchy", .set = CardSet::Basic, .cost = 5, .types = Victory, .vp = 3, .text = "3 VP"};
}

}  // namespace dom::cards::basic
