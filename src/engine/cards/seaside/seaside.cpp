// The Seaside cards in card-id order: new cards are added at the end (ids are table indices).
#include "seaside.hpp"

namespace dom {

std::vector<CardDef> seasideCards() {
  using namespace cards::seaside;
  return {haven(), nativeVillage(), caravan(), island(), outpost(), embargo(), bazaar(),
          fishingVillage(), lighthouse(), merchantShip(), tactician(), warehouse(), wharf(),
          // 2nd edition, in the order they were built.
          astrolabe(), tidePools(), seaWitch(), monkey(), corsair(), sailor(), blockade(),
          pirate()};
}

}  // namespace dom
