// The Adventures cards in card-id order: new cards are added at the end (ids are table indices).
#include "adventures.hpp"

namespace dom {

std::vector<CardDef> adventuresCards() {
  using namespace cards::adventures;
  return {coinOfTheRealm(), alms()};
}

}  // namespace dom
