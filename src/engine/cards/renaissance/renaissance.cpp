// The Renaissance cards in card-id order: new cards are added at the end (ids are table indices).
#include "renaissance.hpp"

namespace dom {

std::vector<CardDef> renaissanceCards() {
  using namespace cards::renaissance;
  return {lackeys(), fair()};
}

}  // namespace dom
