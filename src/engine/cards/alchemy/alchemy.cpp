// The Alchemy cards in card-id order: new cards are added at the end (ids are table indices).
#include "alchemy.hpp"

namespace dom {

std::vector<CardDef> alchemyCards() {
  using namespace cards::alchemy;
  return {familiar()};
}

}  // namespace dom
