// The Hinterlands cards in card-id order: new cards are added at the end (ids are table indices).
#include "hinterlands.hpp"

namespace dom {

std::vector<CardDef> hinterlandsCards() {
  using namespace cards::hinterlands;
  return {foolsGold(), trader(), borderVillage(), highway(), farmland(), haggler(), inn(),
          cauldron(), berserker(), guardDog(), trail(), tunnel(), weaver(),
          // Removed with the 1st edition.
          embassy(), illGottenGains(), mandarin(), nobleBrigand(), nomadCamp()};
}

}  // namespace dom
