// Every game's cards, in card-id order: the order fixes the ids in cards:: (card.hpp).
#include "basic.hpp"

namespace dom {

std::vector<CardDef> basicCards() {
  using namespace cards::basic;
  return {
      copper(),   silver(), gold(),     estate(), duchy(),
      province(), curse(),  platinum(), colony(), potion(),
  };
}

}  // namespace dom
