// The Hinterlands cards in card-id order: new cards are added at the end (ids are table indices).
#include "hinterlands.hpp"

namespace dom {

std::vector<CardDef> hinterlandsCards() {
  using namespace cards::hinterlands;
  return {foolsGold(), trader(), borderVillage(), highway()};
}

}  // namespace dom
